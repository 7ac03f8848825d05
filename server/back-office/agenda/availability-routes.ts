// The availability editor's actions (routes.ts mounts them): a professional's weekly hours, the
// first consultation's length, the exceptions, the calendar feed, and the clinic's settings. Each
// change is audited with its professional and what changed (issue 47: availability-changes.ts) and
// answers with the editor again (its error, or «Cambios guardados»).
import type { Context } from "hono";
import { z } from "zod";
import { notFound } from "#server/back-office/pages.tsx";
import type { Env } from "#server/back-office/sessions.ts";
import { page } from "#server/back-office/layout.tsx";
import { readExceptions, readSettings, readSpans, writeSettings } from "#server/booking/store.ts";
import { MODALITIES, toMinutes } from "#shared/booking/free-times.ts";
import { limaDate } from "#shared/calendar/lima-clock.ts";
import { formBody, type Agenda } from "./agenda.ts";
import { AvailabilityPage } from "./availability-page.tsx";
import {
  addException as storeException,
  addSpan as storeSpan,
  deleteException,
  deleteSpan,
  feedCreatedAt,
  newFeedToken,
  professionalLength,
  revokeFeed,
  setProfessionalLength,
} from "./data.ts";
import { AGENDA_BASE, FEED_PATH } from "./paths.ts";
import { exceptionById, exceptionText, lengthText, settingsText, spanById, spanText } from "./availability-changes.ts";

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const spanInput = z
  .object({ dia: z.coerce.number().int().min(0).max(6), modalidad: z.enum(MODALITIES), desde: time, hasta: time })
  .refine((span) => span.desde < span.hasta);
const exceptionInput = z
  .object({
    tipo: z.enum(["ausencia", "bloqueo", "extra"]),
    desde: day,
    hasta: z.union([z.literal(""), day]).optional(),
    inicio: z.union([z.literal(""), time]).optional(),
    fin: z.union([z.literal(""), time]).optional(),
    modalidad: z.enum(MODALITIES).optional(),
    nota: z.string().trim().max(200).optional(),
  })
  .refine((e) => (e.tipo === "ausencia" ? !e.hasta || e.hasta >= e.desde : Boolean(e.inicio && e.fin && e.inicio < e.fin)));
const number = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const settingsInput = z.object({
  horizonte: number(1, 365),
  aviso: number(0, 20160),
  duracion: number(10, 240),
  apartado: number(1, 60),
  cambio: number(0, 336),
});

/** The editor of one professional (audited), with a notice, an error or the feed's new link. */
function showAvailability(
  agenda: Agenda,
  c: Context<Env>,
  slug: string,
  extra: { notice?: string; error?: string; feedUrl?: string } = {},
  status: 200 | 400 = 200,
) {
  const { db, now } = agenda;
  const professional = agenda.professionals.find((p) => p.slug === slug);
  if (!professional) return notFound(c);
  agenda.log(c, "agenda_ver_disponibilidad");
  const data = {
    spans: readSpans(db, slug),
    exceptions: readExceptions(db, limaDate(new Date(now())), slug),
    length: professionalLength(db, slug),
    settings: readSettings(db),
    feedCreatedAt: feedCreatedAt(db, slug),
    feedUrl: extra.feedUrl,
  };
  return c.html(
    page(AvailabilityPage, { view: agenda.view(c), professional, data, notice: extra.notice, error: extra.error }),
    status,
  );
}

const saved = (c: Context<Env>, slug: string) => c.redirect(`${AGENDA_BASE}/disponibilidad?profesional=${slug}&guardado`, 303);

/** A professional's editor, the first one's by default. */
export const showAvailabilityPage = (agenda: Agenda) => (c: Context<Env>) => {
  const wanted = c.req.query("profesional");
  return showAvailability(agenda, c, wanted && agenda.known(wanted) ? wanted : agenda.professionals[0]!.slug, {
    notice: c.req.query("guardado") !== undefined ? "Cambios guardados." : undefined,
  });
};

/** What a change did: an error to show, what it changed (for the audit), or false for a 404. */
type Outcome = { error: string } | { changed: string } | false;

/**
 * A change to the editor of the professional in the path: `apply` gets the posted form and
 * answers an error to show, or what it changed once saved (then audited with the professional and
 * the change, and back to the editor).
 */
const change =
  (agenda: Agenda, apply: (slug: string, values: Record<string, string>, c: Context<Env>) => Outcome) =>
  async (c: Context<Env>) => {
    const slug = c.req.param("slug")!;
    if (!agenda.known(slug)) return notFound(c);
    const outcome = apply(slug, await formBody(c), c);
    if (outcome === false) return notFound(c);
    if ("error" in outcome) return showAvailability(agenda, c, slug, { error: outcome.error }, 400);
    agenda.log(c, "agenda_disponibilidad", undefined, `${labelOf(agenda, slug)}: ${outcome.changed}`);
    return saved(c, slug);
  };

const labelOf = (agenda: Agenda, slug: string) => agenda.professionals.find((p) => p.slug === slug)?.label ?? slug;

export const addSpan = (agenda: Agenda) =>
  change(agenda, (slug, values) => {
    const parsed = spanInput.safeParse(values);
    if (!parsed.success) return { error: "Revisa el día, la modalidad y las horas (la de fin, después de la de inicio)." };
    const { dia, modalidad, desde, hasta } = parsed.data;
    const span = { weekday: dia, modality: modalidad, start: toMinutes(desde), end: toMinutes(hasta) };
    storeSpan(agenda.db, { professional: slug, ...span });
    return { changed: `añadió el tramo ${spanText(span)}` };
  });

export const removeSpan = (agenda: Agenda) =>
  change(agenda, (slug, _, c) => {
    const id = Number(c.req.param("id"));
    const span = spanById(agenda.db, slug, id);
    return span && deleteSpan(agenda.db, id, slug) ? { changed: `quitó el tramo ${span}` } : false;
  });

export const setLength = (agenda: Agenda) =>
  change(agenda, (slug, values) => {
    const minutes = values.minutos?.trim() ?? "";
    const parsed = z.coerce.number().int().min(10).max(240).safeParse(minutes);
    if (minutes && !parsed.success) return { error: "La duración va de 10 a 240 minutos." };
    const changed = lengthText(agenda.db, slug, minutes ? parsed.data! : null);
    setProfessionalLength(agenda.db, slug, minutes ? parsed.data! : null);
    return { changed };
  });

export const addException = (agenda: Agenda) =>
  change(agenda, (slug, values) => {
    const parsed = exceptionInput.safeParse(values);
    if (!parsed.success)
      return {
        error: "Revisa la excepción: una ausencia necesita sus fechas; un bloqueo o unas horas extra, la fecha y las horas.",
      };
    const e = parsed.data;
    const whole = e.tipo === "ausencia";
    const exception = {
      kind: e.tipo,
      from: e.desde,
      to: whole ? e.hasta || e.desde : e.desde,
      start: whole ? null : toMinutes(e.inicio!),
      end: whole ? null : toMinutes(e.fin!),
      modality: e.tipo === "extra" ? (e.modalidad ?? "presencial") : null,
    };
    storeException(agenda.db, { professional: slug, ...exception, note: e.nota || null });
    // The note is someone's text: never in the audit.
    return { changed: `añadió ${exceptionText(exception)}` };
  });

export const removeException = (agenda: Agenda) =>
  change(agenda, (slug, _, c) => {
    const id = Number(c.req.param("id"));
    const exception = exceptionById(agenda.db, slug, id);
    return exception && deleteException(agenda.db, id, slug) ? { changed: `quitó ${exception}` } : false;
  });

/** A new calendar feed: its link is shown once, on this answer only (the secret is stored as its hash). */
export const newFeed = (agenda: Agenda) => (c: Context<Env>) => {
  const slug = c.req.param("slug")!;
  if (!agenda.known(slug)) return notFound(c);
  const token = newFeedToken(agenda.db, slug, agenda.now());
  agenda.log(c, "agenda_calendario", undefined, `${labelOf(agenda, slug)}: enlace nuevo`);
  return showAvailability(agenda, c, slug, {
    notice: "Enlace creado.",
    feedUrl: `${agenda.mail.origin}${FEED_PATH}/${token}.ics`,
  });
};

export const revokeFeedRoute = (agenda: Agenda) => (c: Context<Env>) => {
  const slug = c.req.param("slug")!;
  if (!agenda.known(slug)) return notFound(c);
  revokeFeed(agenda.db, slug);
  agenda.log(c, "agenda_calendario_revocado", undefined, `${labelOf(agenda, slug)}: enlace revocado`);
  return saved(c, slug);
};

/** The clinic's agenda settings (every professional's). */
export const saveSettings = (agenda: Agenda) => async (c: Context<Env>) => {
  const values = await formBody(c);
  const slug = agenda.known(values.profesional ?? "") ? values.profesional! : agenda.professionals[0]!.slug;
  const parsed = settingsInput.safeParse(values);
  if (!parsed.success) return showAvailability(agenda, c, slug, { error: "Revisa los ajustes: cada uno tiene su rango." }, 400);
  const settings = {
    horizonDays: parsed.data.horizonte,
    minNoticeMinutes: parsed.data.aviso,
    defaultLength: parsed.data.duracion,
    holdMinutes: parsed.data.apartado,
    patientChangeHours: parsed.data.cambio,
  };
  const changed = settingsText(agenda.db, settings);
  writeSettings(agenda.db, settings);
  agenda.log(c, "agenda_ajustes", undefined, changed);
  return saved(c, slug);
};
