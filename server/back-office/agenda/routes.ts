// The agenda in the back office (/app/gestion/agenda/…): one registration function,
// `registerAgenda(pages, options)`, called on the back office's pages app after its session and CSRF
// middleware and before its catch-all 404. An account without the agenda role (data.ts,
// `npm run gestion -- agenda`) gets the same 404 as an unknown page. Every view, change and export is
// written to the audit log, with the appointment's code only. Changes that concern the patient
// (a move, a cancellation) e-mail them through the outbox.
import type { Context, Hono, MiddlewareHandler } from "hono";
import { z } from "zod";
import type { Db } from "#server/db.ts";
import { audit, type AuditAction } from "#server/back-office/audit.ts";
import { toCsv } from "#server/back-office/csv.ts";
import { messagePage } from "#server/back-office/pages.ts";
import type { Session } from "#server/back-office/sessions.ts";
import { loadBookingContent, loadProfessionals, loadWhatToBring, type Professional } from "#server/booking/content.ts";
import { clinic } from "#shared/clinic/facts.ts";
import { clinicClosedSet } from "#server/booking/closed-dates.ts";
import { bookingMails, cancelledMail, movedMail, type MailContext } from "#server/booking/mails.tsx";
import {
  bookAppointment,
  cancelAppointment,
  loadRules,
  moveAppointment,
  readExceptions,
  readSettings,
  readSpans,
  writeSettings,
  APPOINTMENT_CODE,
} from "#server/booking/store.ts";
import { videoRoomUrl } from "#server/booking/video-room.ts";
import { addDays, freeTimes, MODALITIES, toMinutes, type Modality } from "#shared/booking/free-times.ts";
import { limaDate } from "#shared/calendar/lima-clock.ts";
import { isAcceptablePhone } from "#shared/clinic/phone.ts";
import { cleanText, isPlainEmail, PHONE_SHAPE } from "#shared/forms/form-rules.ts";
import {
  addAppointmentNote,
  addException,
  addSpan,
  AGENDA_EXPORT_HEADER,
  agendaExportRows,
  appointmentNotes,
  appointmentsBetween,
  deleteException,
  deleteSpan,
  feedCreatedAt,
  findAgendaRow,
  markAttendance,
  newFeedToken,
  NOTE_MAX,
  professionalLength,
  revokeFeed,
  seesAgenda,
  setProfessionalLength,
  weeklyCounts,
} from "./data.ts";
import { exceptionById, exceptionText, lengthText, settingsText, spanById, spanText } from "./availability-changes.ts";
import { AGENDA_BASE, appointmentPage, availabilityPage, newAppointmentPage, todayPage, weekPage } from "./pages.ts";

export { AGENDA_BASE };
/** The professionals' calendar feeds (server/booking/feed.ts serves them). */
export const FEED_PATH = "/app/api/agenda/calendario";

type Env = { Variables: { session: Session } };

export interface AgendaOptions {
  db: Db;
  now: () => number;
  /** The booking's texts and facts (the e-mails to the patient, the professionals' names): content/ by default. */
  mail?: MailContext;
  /** The public origin of the e-mails' and the feeds' links (CLINIC_ORIGIN), when `mail` is not given. */
  origin?: string;
  closedDates?: ReadonlySet<string>;
  videoRoomTemplate?: string;
  /** After an e-mail is queued: wakes the outbox. */
  onStored?: () => void;
}

export function registerAgenda(pages: Hono<Env>, options: AgendaOptions) {
  const { db, now } = options;
  const mail: MailContext = options.mail ?? {
    content: loadBookingContent(),
    professionals: loadProfessionals(),
    whatToBring: loadWhatToBring(),
    origin: options.origin ?? clinic.origin,
    clinicEmail: clinic.email,
  };
  const closedDates = options.closedDates ?? clinicClosedSet();
  const professionals: readonly Professional[] = mail.professionals;
  const known = new Set(professionals.map((p) => p.slug));
  const view = (c: Context<Env>) => ({ session: c.get("session"), professionals });
  const log = (c: Context<Env>, action: AuditAction, appointmentCode?: string, detail?: string) =>
    audit(db, { action, staffId: c.get("session").staffId, appointmentCode, detail }, now());
  /** An availability change, audited with its professional and what changed (issue 47). */
  const logChange = (c: Context<Env>, action: AuditAction, slug: string, change: string) =>
    log(c, action, undefined, `${professionals.find((p) => p.slug === slug)?.label ?? slug}: ${change}`);
  const notFound = (c: Context<Env>, message = "Esta página no existe.") =>
    c.html(messagePage("No encontrado", message, c.get("session")), 404);
  const videoRoom = () => videoRoomUrl(options.videoRoomTemplate);
  const body = async (c: Context<Env>) => {
    const raw = await c.req.parseBody().catch(() => ({}));
    return Object.fromEntries(Object.entries(raw).filter(([, value]) => typeof value === "string")) as Record<string, string>;
  };
  const timeOf = (value: string | undefined) => {
    const [professional = "", modality = "", start = ""] = (value ?? "").split("|");
    if (!known.has(professional) || !MODALITIES.includes(modality as Modality) || !/^\d{12,14}$/.test(start)) return null;
    return { professional, modality: modality as Modality, start: Number(start) };
  };
  /** The free times the staff may offer: any notice (it is a phone call), the horizon. */
  const staffTimes = (filter: { professional?: string; modality?: Modality } = {}) => {
    const at = new Date(now());
    const rules = { ...loadRules(db, closedDates, at), minNoticeMinutes: 0 };
    return freeTimes(rules, { now: at, ...filter }).slice(0, 300);
  };

  const onlyAgenda: MiddlewareHandler<Env> = async (c, next) => (seesAgenda(db, c.get("session").staffId) ? next() : notFound(c));
  pages.use(AGENDA_BASE, onlyAgenda);
  pages.use(`${AGENDA_BASE}/*`, onlyAgenda);
  pages.get(AGENDA_BASE, (c) => c.redirect(`${AGENDA_BASE}/`, 301));

  pages.get(`${AGENDA_BASE}/`, (c) => {
    const today = limaDate(new Date(now()));
    log(c, "agenda_ver_dia");
    return c.html(todayPage(view(c), today, appointmentsBetween(db, today, today), weeklyCounts(db, today)));
  });

  pages.get(`${AGENDA_BASE}/semana`, (c) => {
    const today = limaDate(new Date(now()));
    const asked = c.req.query("desde");
    const day = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) && !Number.isNaN(Date.parse(asked)) ? asked : today;
    const monday = addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
    const wanted = c.req.query("profesional");
    const professional = wanted && known.has(wanted) ? wanted : undefined;
    log(c, "agenda_ver_semana");
    return c.html(weekPage(view(c), monday, professional, appointmentsBetween(db, monday, addDays(monday, 6), professional)));
  });

  const notices: Record<string, string> = {
    movida: "Cita cambiada. La paciente recibirá un correo.",
    cancelada: "Cita cancelada. La paciente recibirá un correo.",
    estado: "Asistencia guardada.",
    nota: "Nota guardada.",
    reservada: "Cita reservada.",
  };
  const showAppointment = (c: Context<Env>, code: string, extra: { error?: string } = {}, status: 200 | 400 | 409 = 200) => {
    const row = APPOINTMENT_CODE.test(code) ? findAgendaRow(db, code) : undefined;
    if (!row) return notFound(c, "No existe una cita con ese código.");
    log(c, "agenda_ver_cita", row.code);
    const done = c.req.query("guardado");
    return c.html(
      appointmentPage(view(c), row, appointmentNotes(db, row.id), row.state === "reservada" ? staffTimes() : [], {
        notice: done ? notices[done] : undefined,
        error: extra.error,
        now: now(),
      }),
      status,
    );
  };
  pages.get(`${AGENDA_BASE}/citas/:code`, (c) => showAppointment(c, c.req.param("code")));

  pages.post(`${AGENDA_BASE}/citas/:code/estado`, async (c) => {
    const code = c.req.param("code");
    const row = APPOINTMENT_CODE.test(code) ? findAgendaRow(db, code) : undefined;
    if (!row) return notFound(c, "No existe una cita con ese código.");
    const state = (await body(c)).estado;
    if ((state !== "atendida" && state !== "no-asistio") || !markAttendance(db, row.id, state, now()))
      return showAppointment(c, code, { error: "Solo una cita que ya empezó y no está cancelada puede marcarse." }, 409);
    log(c, state === "atendida" ? "agenda_atendida" : "agenda_no-asistio", code);
    return c.redirect(`${AGENDA_BASE}/citas/${code}?guardado=estado`, 303);
  });

  pages.post(`${AGENDA_BASE}/citas/:code/nota`, async (c) => {
    const code = c.req.param("code");
    const row = APPOINTMENT_CODE.test(code) ? findAgendaRow(db, code) : undefined;
    if (!row) return notFound(c, "No existe una cita con ese código.");
    const parsed = z
      .string()
      .trim()
      .min(1)
      .max(NOTE_MAX)
      .safeParse((await body(c)).nota);
    if (!parsed.success) return showAppointment(c, code, { error: `Escribe la nota (hasta ${NOTE_MAX} caracteres).` }, 400);
    addAppointmentNote(db, row.id, parsed.data, c.get("session").staffId, now());
    log(c, "agenda_nota", code);
    return c.redirect(`${AGENDA_BASE}/citas/${code}?guardado=nota`, 303);
  });

  pages.post(`${AGENDA_BASE}/citas/:code/cancelar`, (c) => {
    const code = c.req.param("code");
    const row = APPOINTMENT_CODE.test(code) ? findAgendaRow(db, code) : undefined;
    if (!row) return notFound(c, "No existe una cita con ese código.");
    if (!cancelAppointment(db, row.id, "personal", new Date(now()), (cancelled) => cancelledMail(mail, cancelled, "personal")))
      return showAppointment(c, code, { error: "Esta cita ya no está reservada." }, 409);
    log(c, "agenda_cancelar", code);
    options.onStored?.();
    return c.redirect(`${AGENDA_BASE}/citas/${code}?guardado=cancelada`, 303);
  });

  pages.post(`${AGENDA_BASE}/citas/:code/mover`, async (c) => {
    const code = c.req.param("code");
    const row = APPOINTMENT_CODE.test(code) ? findAgendaRow(db, code) : undefined;
    if (!row) return notFound(c, "No existe una cita con ese código.");
    const time = timeOf((await body(c)).hora);
    const moved = time
      ? moveAppointment(db, row.id, time, {
          closedDates,
          now: new Date(now()),
          source: "personal",
          videoRoom,
          mails: (changed, token) => movedMail(mail, changed, token),
        })
      : { status: "taken" as const };
    if (moved.status !== "moved") return showAppointment(c, code, { error: "Esa hora ya no está libre. Elige otra." }, 409);
    log(c, "agenda_mover", code);
    options.onStored?.();
    return c.redirect(`${AGENDA_BASE}/citas/${code}?guardado=movida`, 303);
  });

  // ---- Booking for someone who phoned.
  pages.get(`${AGENDA_BASE}/nueva`, (c) => c.html(newAppointmentPage(view(c), staffTimes())));
  // The forms' one rule for each field (issue 47): the text cleaned as every form cleans it, the
  // phone read by Peru's rules, the address a plain one, as the patient's own booking takes them.
  const cleaned = (multiline = false) => z.string().transform((value) => cleanText(value, { multiline }));
  const phoneInput = z.object({
    hora: z.string(),
    nombre: cleaned().pipe(
      z
        .string()
        .min(2)
        .max(100)
        .refine((value) => /\p{L}/u.test(value)),
    ),
    celular: cleaned().pipe(
      z
        .string()
        .max(20)
        .refine((value) => PHONE_SHAPE.test(value) && isAcceptablePhone(value)),
    ),
    correo: cleaned()
      .pipe(z.union([z.literal(""), z.string().max(254).refine(isPlainEmail)]))
      .optional(),
    motivo: cleaned(true).pipe(z.string().max(500)).optional(),
  });
  pages.post(`${AGENDA_BASE}/nueva`, async (c) => {
    const values = await body(c);
    const parsed = phoneInput.safeParse(values);
    const time = timeOf(values.hora);
    const again = (error: string, status: 400 | 409) =>
      c.html(newAppointmentPage(view(c), staffTimes(), { values, error }), status);
    if (!parsed.success || !time) return again("Revisa la hora, el nombre y el celular (y el correo, si lo escribiste).", 400);
    const result = bookAppointment(
      db,
      time,
      {
        name: parsed.data.nombre,
        phone: parsed.data.celular,
        email: parsed.data.correo || undefined,
        reason: parsed.data.motivo || undefined,
      },
      {
        closedDates,
        now: new Date(now()),
        source: "personal",
        staffId: c.get("session").staffId,
        allowRepeat: true,
        videoRoom,
        mails: (appointment, token) => bookingMails(mail, appointment, token),
      },
    );
    if (result.status !== "booked") return again("Esa hora ya no está libre. Elige otra.", 409);
    log(c, "agenda_reservar", result.appointment.code);
    options.onStored?.();
    return c.redirect(`${AGENDA_BASE}/citas/${result.appointment.code}?guardado=reservada`, 303);
  });

  // ---- Availability, settings and feeds.
  const availability = (
    c: Context<Env>,
    slug: string,
    extra: { notice?: string; error?: string; feedUrl?: string } = {},
    status: 200 | 400 = 200,
  ) => {
    const professional = professionals.find((p) => p.slug === slug);
    if (!professional) return notFound(c);
    log(c, "agenda_ver_disponibilidad");
    return c.html(
      availabilityPage(
        view(c),
        professional,
        {
          spans: readSpans(db, slug),
          exceptions: readExceptions(db, limaDate(new Date(now())), slug),
          length: professionalLength(db, slug),
          settings: readSettings(db),
          feedCreatedAt: feedCreatedAt(db, slug),
          feedUrl: extra.feedUrl,
        },
        extra,
      ),
      status,
    );
  };
  pages.get(`${AGENDA_BASE}/disponibilidad`, (c) => {
    const wanted = c.req.query("profesional");
    return availability(c, wanted && known.has(wanted) ? wanted : professionals[0]!.slug, {
      notice: c.req.query("guardado") !== undefined ? "Cambios guardados." : undefined,
    });
  });
  const saved = (c: Context<Env>, slug: string) => c.redirect(`${AGENDA_BASE}/disponibilidad?profesional=${slug}&guardado`, 303);
  const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
  const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

  pages.post(`${AGENDA_BASE}/disponibilidad/:slug/tramos`, async (c) => {
    const slug = c.req.param("slug");
    if (!known.has(slug)) return notFound(c);
    const parsed = z
      .object({ dia: z.coerce.number().int().min(0).max(6), modalidad: z.enum(MODALITIES), desde: time, hasta: time })
      .refine((span) => span.desde < span.hasta)
      .safeParse(await body(c));
    if (!parsed.success)
      return availability(
        c,
        slug,
        { error: "Revisa el día, la modalidad y las horas (la de fin, después de la de inicio)." },
        400,
      );
    const span = {
      weekday: parsed.data.dia,
      modality: parsed.data.modalidad,
      start: toMinutes(parsed.data.desde),
      end: toMinutes(parsed.data.hasta),
    };
    addSpan(db, { professional: slug, ...span });
    logChange(c, "agenda_disponibilidad", slug, `añadió el tramo ${spanText(span)}`);
    return saved(c, slug);
  });
  pages.post(`${AGENDA_BASE}/disponibilidad/:slug/tramos/:id/borrar`, (c) => {
    const slug = c.req.param("slug");
    const id = Number(c.req.param("id"));
    const span = known.has(slug) ? spanById(db, slug, id) : undefined;
    if (!span || !deleteSpan(db, id, slug)) return notFound(c);
    logChange(c, "agenda_disponibilidad", slug, `quitó el tramo ${span}`);
    return saved(c, slug);
  });
  pages.post(`${AGENDA_BASE}/disponibilidad/:slug/duracion`, async (c) => {
    const slug = c.req.param("slug");
    if (!known.has(slug)) return notFound(c);
    const minutes = (await body(c)).minutos?.trim() ?? "";
    const parsed = z.coerce.number().int().min(10).max(240).safeParse(minutes);
    if (minutes && !parsed.success) return availability(c, slug, { error: "La duración va de 10 a 240 minutos." }, 400);
    const change = lengthText(db, slug, minutes ? parsed.data! : null);
    setProfessionalLength(db, slug, minutes ? parsed.data! : null);
    logChange(c, "agenda_disponibilidad", slug, change);
    return saved(c, slug);
  });
  pages.post(`${AGENDA_BASE}/disponibilidad/:slug/excepciones`, async (c) => {
    const slug = c.req.param("slug");
    if (!known.has(slug)) return notFound(c);
    const values = await body(c);
    const parsed = z
      .object({
        tipo: z.enum(["ausencia", "bloqueo", "extra"]),
        desde: day,
        hasta: z.union([z.literal(""), day]).optional(),
        inicio: z.union([z.literal(""), time]).optional(),
        fin: z.union([z.literal(""), time]).optional(),
        modalidad: z.enum(MODALITIES).optional(),
        nota: z.string().trim().max(200).optional(),
      })
      .refine((e) => (e.tipo === "ausencia" ? !e.hasta || e.hasta >= e.desde : Boolean(e.inicio && e.fin && e.inicio < e.fin)))
      .safeParse(values);
    if (!parsed.success)
      return availability(
        c,
        slug,
        { error: "Revisa la excepción: una ausencia necesita sus fechas; un bloqueo o unas horas extra, la fecha y las horas." },
        400,
      );
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
    addException(db, { professional: slug, ...exception, note: e.nota || null });
    logChange(c, "agenda_disponibilidad", slug, `añadió ${exceptionText(exception)}`);
    return saved(c, slug);
  });
  pages.post(`${AGENDA_BASE}/disponibilidad/:slug/excepciones/:id/borrar`, (c) => {
    const slug = c.req.param("slug");
    const id = Number(c.req.param("id"));
    const exception = known.has(slug) ? exceptionById(db, slug, id) : undefined;
    if (!exception || !deleteException(db, id, slug)) return notFound(c);
    logChange(c, "agenda_disponibilidad", slug, `quitó ${exception}`);
    return saved(c, slug);
  });
  pages.post(`${AGENDA_BASE}/disponibilidad/:slug/calendario`, (c) => {
    const slug = c.req.param("slug");
    if (!known.has(slug)) return notFound(c);
    const token = newFeedToken(db, slug, now());
    logChange(c, "agenda_calendario", slug, "enlace nuevo");
    // Shown once, on this answer only: the secret is stored as its hash.
    return availability(c, slug, { notice: "Enlace creado.", feedUrl: `${mail.origin}${FEED_PATH}/${token}.ics` });
  });
  pages.post(`${AGENDA_BASE}/disponibilidad/:slug/calendario/revocar`, (c) => {
    const slug = c.req.param("slug");
    if (!known.has(slug)) return notFound(c);
    revokeFeed(db, slug);
    logChange(c, "agenda_calendario_revocado", slug, "enlace revocado");
    return saved(c, slug);
  });
  pages.post(`${AGENDA_BASE}/ajustes`, async (c) => {
    const values = await body(c);
    const slug = known.has(values.profesional ?? "") ? values.profesional! : professionals[0]!.slug;
    const number = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
    const parsed = z
      .object({
        horizonte: number(1, 365),
        aviso: number(0, 20160),
        duracion: number(10, 240),
        apartado: number(1, 60),
        cambio: number(0, 336),
      })
      .safeParse(values);
    if (!parsed.success) return availability(c, slug, { error: "Revisa los ajustes: cada uno tiene su rango." }, 400);
    const settings = {
      horizonDays: parsed.data.horizonte,
      minNoticeMinutes: parsed.data.aviso,
      defaultLength: parsed.data.duracion,
      holdMinutes: parsed.data.apartado,
      patientChangeHours: parsed.data.cambio,
    };
    const change = settingsText(db, settings);
    writeSettings(db, settings);
    log(c, "agenda_ajustes", undefined, change);
    return saved(c, slug);
  });

  pages.get(`${AGENDA_BASE}/exportar.csv`, (c) => {
    log(c, "agenda_exportar_csv");
    const today = limaDate(new Date(now()));
    const rows = agendaExportRows(db, professionals, addDays(today, 400));
    return c.body(toCsv(AGENDA_EXPORT_HEADER, rows), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="citas-${today}.csv"`,
    });
  });
}
