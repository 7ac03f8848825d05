// The patient's booking, mounted by server/app.ts: pages under /app/reservar-cita/ (HTML first,
// every step a link or a plain form) and the free times as JSON at /app/api/agenda/horarios.
// Defences, as the request form's (server/form-submission/): a body limit, cross-site posts refused,
// the honeypot, the schema (each wrong field named, what was typed kept), per-sender limits on
// holds and bookings (rate-limit.ts), one sender one hold, and the booking itself in one
// transaction that re-checks the time (store.ts). Every page is no-store, noindex, with the answer
// pages' policy and Referrer-Policy: strict-origin (REFERRER_POLICY_SECRET_URL: a real Origin on
// their posts, no path or query in any Referer) — the manage link's secret (`t`) is in the query,
// which nothing here logs (server/app.ts logs a failing request's path only).
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { BookingContent } from "#shared/booking/booking-content-schema.ts";
import { bookingErrors, bookingSchema, type BookingDraft } from "#shared/booking/booking-schema.ts";
import { BOOKING_FIELDS } from "#shared/booking/booking-content-schema.ts";
import { addDays, firstAvailable, freeTimes, MODALITIES, type FreeTime, type Modality } from "#shared/booking/free-times.ts";
import { HONEYPOT_FIELD, SUBMISSION_FIELD, SUBMISSION_ID } from "#shared/forms/form-rules.ts";
import { fill } from "#shared/content/fill.ts";
import { limaDate } from "#shared/calendar/lima-clock.ts";
import { clinicClosedSet } from "#server/booking/closed-dates.ts";
import { clinic } from "#shared/clinic/facts.ts";
import type { Db } from "#server/db.ts";
import { ANSWER_PAGE_CSP, REFERRER_POLICY_SECRET_URL } from "#server/form-submission/answer-page.tsx";
import { isCrossSite } from "#server/form-submission/cross-site.ts";
import { createRateLimit, senderOf, withLoopback, type RateLimitOptions } from "#server/rate-limit.ts";
import { icsOf } from "./calendar.ts";
import { loadBookingContent, loadProfessionals, loadWhatToBring, teleconsentText, type Professional } from "./content.ts";
import { appointmentLines, bookingMails, cancelledMail, movedMail, patientEvent, type MailContext } from "./mails.tsx";
import { googleCalendarLink } from "./calendar.ts";
import { createBookingPages, PATHS, BOOKING_BASE } from "./pages.tsx";
import {
  appointmentOfToken,
  bookAppointment,
  cancelAppointment,
  confirmAttendance,
  findHold,
  holdTime,
  loadRules,
  moveAppointment,
  patientMayChange,
  publishedProfessionals,
  readSettings,
  type TimeChoice,
} from "./store.ts";
import { videoRoomUrl } from "./video-room.ts";
import { FEED_ROUTE, feedHandler } from "./feed.ts";

export const FREE_TIMES_API = "/app/api/agenda/horarios";
/** Days with free times shown per page. */
const DAYS_PER_PAGE = 5;

export interface BookingOptions {
  db: Db;
  root?: string;
  content?: BookingContent;
  professionals?: Professional[];
  whatToBring?: string[];
  /** The clinic's holidays and closed days (content/clinica.yml). */
  closedDates?: ReadonlySet<string>;
  /** Where the clinic's notice of a web booking goes. */
  clinicEmail?: string;
  /** The public origin the e-mails' links start with (CLINIC_ORIGIN, else the local one). */
  linkOrigin?: string;
  /** The site's public origin (CLINIC_ORIGIN): posts from it are same-site even behind a proxy. */
  origin?: string;
  /** Bookings per sender (BOOKING_RATE_LIMIT per 10 minutes); holds are allowed three times as many. */
  rateLimit?: RateLimitOptions | null;
  trustedProxies?: string[];
  /** The clinic's video room template (content/clinica.yml `videoRoomUrl`), else Jitsi Meet. */
  videoRoomTemplate?: string;
  /** After an e-mail is queued: wakes the outbox. */
  onStored?: () => void;
  now?: () => Date;
}

const PAGE_HEADERS = {
  "Cache-Control": "no-store",
  "Content-Security-Policy": ANSWER_PAGE_CSP,
  "Referrer-Policy": REFERRER_POLICY_SECRET_URL,
  "X-Robots-Tag": "noindex",
};

export function createBookingRoutes({
  db,
  root = "build/client",
  content = loadBookingContent(),
  professionals = loadProfessionals(),
  whatToBring = loadWhatToBring(),
  closedDates = clinicClosedSet(),
  clinicEmail = clinic.email,
  linkOrigin = clinic.origin,
  origin,
  rateLimit = { max: 10, windowMs: 10 * 60_000 },
  trustedProxies = withLoopback(),
  videoRoomTemplate,
  onStored,
  now = () => new Date(),
}: BookingOptions) {
  const routes = new Hono();
  const pages = createBookingPages({ content, professionals, whatToBring }, root);
  const mailContext: MailContext = { content, professionals, whatToBring, origin: linkOrigin, clinicEmail };
  const bookingLimit = rateLimit ? createRateLimit(rateLimit) : null;
  const holdLimit = rateLimit ? createRateLimit({ ...rateLimit, max: rateLimit.max * 3 }) : null;
  const failures = Object.fromEntries(
    Object.entries(content.failure).map(([key, text]) => [key, fill(text, { phone: clinic.phone })]),
  ) as BookingContent["failure"];
  const videoRoom = () => videoRoomUrl(videoRoomTemplate);
  const schemas = { presencial: bookingSchema(content, "presencial"), virtual: bookingSchema(content, "virtual") };
  const known = new Set(professionals.map((person) => person.slug));
  /** The professionals offered now: in the content and with availability, in the content's order. */
  const offered = () => {
    const published = new Set(publishedProfessionals(db));
    return professionals.map((person) => person.slug).filter((slug) => published.has(slug));
  };

  const html = (c: Context, body: string, status: 200 | 400 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503 = 200) =>
    c.html(body, status, PAGE_HEADERS);
  /** Counts one for the sender (an IPv4 address or an IPv6 /64); true once it is past its limit. */
  const limited = async (c: Context, limit: typeof bookingLimit) =>
    limit ? !(await limit.hit(senderOf(c, trustedProxies))).allowed : false;

  /** A time from a form: "slug|modality|start", of a known professional. */
  const timeOf = (value: unknown): TimeChoice | null => {
    if (typeof value !== "string") return null;
    const [professional = "", modality = "", start = ""] = value.split("|");
    if (!known.has(professional) || !MODALITIES.includes(modality as Modality) || !/^\d{12,14}$/.test(start)) return null;
    return { professional, modality: modality as Modality, start: Number(start) };
  };

  /** The free times of a choice, grouped by day: `perPage` days from `from`. */
  // The free times of each choice, computed once per minute and per change of the agenda: every
  // visitor asks the same few questions, and the answer changes only when something is written
  // (this connection's total_changes()) or another process commits (PRAGMA data_version). Read
  // back, the list is filtered by the shortest notice at that very moment.
  const version = db.prepare("SELECT total_changes() AS changes");
  const dataVersion = db.prepare("PRAGMA data_version");
  const computed = new Map<string, { key: string; times: FreeTime[]; notice: number; offered: string[] }>();
  function currentTimes(modality: Modality, professional?: string) {
    const at = now();
    const key = `${Math.floor(at.getTime() / 60_000)}:${version.get()!.changes}:${dataVersion.get()!.data_version}`;
    const id = `${modality}|${professional ?? ""}`;
    let entry = computed.get(id);
    if (entry?.key !== key) {
      const published = offered();
      const allowed = new Set(published);
      const rules = loadRules(db, closedDates, at, { professional });
      let times = freeTimes(rules, { now: at, modality, professional }).filter((time) => allowed.has(time.professional));
      if (!professional) {
        // «El primero disponible»: the content's order decides between professionals free at once.
        const rank = new Map(professionals.map((person, index) => [person.slug, index]));
        times = firstAvailable(
          [...times].sort((a, b) => a.start - b.start || rank.get(a.professional)! - rank.get(b.professional)!),
        );
      }
      entry = { key, times, notice: rules.minNoticeMinutes * 60_000, offered: published };
      computed.set(id, entry);
    }
    const earliest = at.getTime() + entry.notice;
    return { times: entry.times.filter((time) => time.start >= earliest), offered: entry.offered, key };
  }

  function daysOf(query: { modality: Modality; professional?: string; from?: string }, perPage = DAYS_PER_PAGE) {
    const { times: all, offered: published, key } = currentTimes(query.modality, query.professional);
    const times = query.from ? all.filter((time) => time.day >= query.from!) : all;
    const days: { day: string; times: FreeTime[] }[] = [];
    let later: string | undefined;
    for (const time of times) {
      const last = days.at(-1);
      if (last?.day === time.day) last.times.push(time);
      else if (days.length < perPage) days.push({ day: time.day, times: [time] });
      else {
        later = time.day;
        break;
      }
    }
    return { days, later, times, published, key };
  }

  /** The nearest free times to one that was taken: its professional's first, then anyone's. */
  function nearest(time: TimeChoice, count = 6): FreeTime[] {
    const at = now();
    const rules = loadRules(db, closedDates, at);
    const allowed = new Set(offered());
    const all = freeTimes(rules, { now: at, modality: time.modality }).filter((free) => allowed.has(free.professional));
    const distance = (free: FreeTime) =>
      Math.abs(free.start - time.start) + (free.professional === time.professional ? 0 : 86_400_000);
    return [...all]
      .sort((a, b) => distance(a) - distance(b))
      .slice(0, count)
      .sort((a, b) => a.start - b.start);
  }

  const chooseQuery = (c: Context) => {
    const modality = MODALITIES.find((value) => value === c.req.query("modalidad")) ?? "presencial";
    const wanted = c.req.query("profesional");
    const professional = wanted && known.has(wanted) ? wanted : undefined;
    const desde = c.req.query("desde");
    const today = limaDate(now());
    const from = desde && /^\d{4}-\d{2}-\d{2}$/.test(desde) && desde > today ? desde : undefined;
    return { modality, professional, from, today };
  };

  const chosenPages = new Map<string, string>();
  const choosePage = (
    c: Context,
    failure?: string,
    status: 200 | 403 | 409 | 410 | 429 = 200,
    override: { modality?: Modality } = {},
  ) => {
    const query = { ...chooseQuery(c), ...override };
    const { days, later, published, key } = daysOf(query);
    // The page is the same for everyone asking the same: rendered once per version of the times.
    const pageKey = `${key}|${query.modality}|${query.professional ?? ""}|${query.from ?? ""}`;
    if (!failure) {
      const page = chosenPages.get(pageKey);
      if (page) return html(c, page, status);
    }
    const earlier = query.from ? (addDays(query.from, -7) > query.today ? addDays(query.from, -7) : query.today) : undefined;
    const page = pages.choose({
      modality: query.modality,
      professional: query.professional,
      days,
      published,
      failure,
      later,
      earlier,
    });
    if (!failure) {
      // Pages of older versions are never asked for again: dropped all at once now and then.
      if (chosenPages.size > 200) chosenPages.clear();
      chosenPages.set(pageKey, page);
    }
    return html(c, page, status);
  };

  routes.get(BOOKING_BASE, (c) => c.redirect(PATHS.choose, 301));
  routes.get(PATHS.choose, (c) => choosePage(c));

  const formLimit = bodyLimit({ maxSize: 16 * 1024, onError: (c) => html(c, pages.message(failures.tooLarge), 413) });
  const body = async (c: Context): Promise<Record<string, string>> => {
    const raw = await c.req.parseBody().catch(() => ({}));
    const values: Record<string, string> = Object.create(null);
    for (const [key, value] of Object.entries(raw)) if (typeof value === "string") values[key] = value;
    return values;
  };

  routes.post(PATHS.hold, formLimit, async (c) => {
    if (isCrossSite(c, origin)) return choosePage(c, failures.crossSite, 403);
    const time = timeOf((await body(c)).hora);
    if (!time || !offered().includes(time.professional)) return choosePage(c, failures.taken, 409);
    if (await limited(c, holdLimit)) return choosePage(c, failures.tooMany, 429, { modality: time.modality });
    const held = holdTime(db, time, senderOf(c, trustedProxies), closedDates, now());
    if (!held) return choosePage(c, failures.taken, 409, { modality: time.modality });
    return c.redirect(`${PATHS.form}?apartado=${held.token}`, 303);
  });

  routes.get(PATHS.form, (c) => {
    const token = c.req.query("apartado") ?? "";
    const hold = /^[\w-]{20,64}$/.test(token) ? findHold(db, token, now()) : undefined;
    if (!hold) return choosePage(c, failures.holdExpired, 410);
    return html(c, pages.form({ time: hold, hold: token, holdMinutes: readSettings(db).holdMinutes }));
  });

  // A repeat of the same submission (a double tap, a reload of the post) opens the appointment it
  // made instead of a «you already have one» refusal. In memory: a restart forgets it, which only
  // means a very late repeat gets that refusal.
  const submissions = new Map<string, { token: string; until: number }>();

  routes.post(PATHS.book, formLimit, async (c) => {
    const values = await body(c);
    const typed: BookingDraft = Object.fromEntries(
      BOOKING_FIELDS.flatMap((field) => (values[field] ? [[field, values[field]]] : [])),
    );
    const submission = SUBMISSION_ID.test(values[SUBMISSION_FIELD] ?? "") ? values[SUBMISSION_FIELD] : undefined;
    const hold = /^[\w-]{20,64}$/.test(values.apartado ?? "") ? values.apartado : undefined;
    const time = timeOf(values.hora);
    if (!time) return choosePage(c, failures.holdExpired, 410);
    const again = (
      status: 403 | 409 | 422 | 429 | 503,
      extra: Parameters<typeof pages.form>[0] extends infer P ? Partial<P> : never,
    ) => html(c, pages.form({ time, hold, values: typed, submission, ...extra }), status);

    if (isCrossSite(c, origin)) return again(403, { failure: failures.crossSite });
    if (values[HONEYPOT_FIELD]?.trim())
      return (await limited(c, bookingLimit))
        ? again(429, { failure: failures.tooMany })
        : again(422, { failure: failures.honeypot });
    const checked = schemas[time.modality].safeParse(typed);
    if (!checked.success) return again(422, { errors: bookingErrors(checked.error) });
    const at = now();
    for (const [key, entry] of submissions) if (entry.until < at.getTime()) submissions.delete(key);
    const earlier = submission ? submissions.get(submission) : undefined;
    if (earlier) return c.redirect(`${PATHS.manage}?t=${earlier.token}&nueva=1`, 303);
    if (await limited(c, bookingLimit)) return again(429, { failure: failures.tooMany });

    const person = checked.data;
    let result;
    try {
      result = bookAppointment(
        db,
        time,
        {
          name: person.name,
          phone: person.phone,
          email: person.email,
          reason: person.reason,
          consentText: content.form.fields.consent,
          teleconsentText:
            time.modality === "virtual"
              ? teleconsentText(
                  content,
                  professionals.find((one) => one.slug === time.professional),
                )
              : undefined,
        },
        { closedDates, now: at, hold, videoRoom, mails: (appointment, token) => bookingMails(mailContext, appointment, token) },
      );
    } catch (error) {
      console.error(`agenda: no se pudo reservar: ${(error as Error).name}: ${(error as Error).message}`);
      return again(503, { failure: failures.server });
    }
    if (result.status === "taken") return again(409, { failure: failures.taken, alternatives: nearest(time), hold: undefined });
    if (result.status === "duplicate") return again(409, { failure: failures.duplicate });
    // A line per booking, without personal data.
    console.log(`agenda: reservada ${result.appointment.code}`);
    if (submission) submissions.set(submission, { token: result.manageToken, until: at.getTime() + 10 * 60_000 });
    onStored?.();
    return c.redirect(`${PATHS.manage}?t=${result.manageToken}&nueva=1`, 303);
  });

  // ---- The appointment's own page, by its manage link.
  const notices: Record<string, string> = {
    cancelada: content.manage.cancelledNow,
    cambiada: content.manage.movedNow,
    confirmada: content.manage.confirmedNow,
  };
  const appointmentPage = (
    c: Context,
    token: string,
    extra: { notice?: string; failure?: string } = {},
    status: 200 | 409 = 200,
  ) => {
    const at = now();
    const appointment = appointmentOfToken(db, token, at);
    if (!appointment) return html(c, pages.message(fill(content.manage.invalid, { phone: clinic.phone })), 404);
    const settings = readSettings(db);
    const mayChange = patientMayChange(appointment, settings, at);
    const moveTimes = mayChange
      ? daysOf({ modality: appointment.modality, professional: appointment.professional }).days
      : undefined;
    return html(
      c,
      pages.appointment({
        appointment,
        token,
        lines: appointmentLines(mailContext, appointment, { mapUrl: false }),
        googleLink: googleCalendarLink(patientEvent(mailContext, appointment)),
        notice: extra.failure ?? extra.notice,
        mayChange,
        changeHours: settings.patientChangeHours,
        moveTimes,
        askConfirm: c.req.query("accion") === "confirmar",
        justBooked: c.req.query("nueva") !== undefined,
      }),
      status,
    );
  };

  routes.get(PATHS.manage, (c) => {
    const done = c.req.query("hecho");
    return appointmentPage(c, c.req.query("t") ?? "", { notice: done ? notices[done] : undefined });
  });

  routes.get(PATHS.ics, (c) => {
    const appointment = appointmentOfToken(db, c.req.query("t") ?? "", now());
    if (!appointment || appointment.state !== "reservada")
      return html(c, pages.message(fill(content.manage.invalid, { phone: clinic.phone })), 404);
    return c.body(icsOf([patientEvent(mailContext, appointment)], { name: clinic.name, method: "publish" }), 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${appointment.code}.ics"`,
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    });
  });

  /** A change by the patient: the token from the form's body, never the URL. */
  const change = (handler: (c: Context, token: string, values: Record<string, string>) => Response | Promise<Response>) =>
    [
      formLimit,
      async (c: Context) => {
        const values = await body(c);
        const token = values.t ?? "";
        if (isCrossSite(c, origin)) return html(c, pages.message(failures.crossSite), 403);
        if (!appointmentOfToken(db, token, now()))
          return html(c, pages.message(fill(content.manage.invalid, { phone: clinic.phone })), 404);
        return handler(c, token, values);
      },
    ] as const;

  routes.post(
    PATHS.confirm,
    ...change((c, token) => {
      confirmAttendance(db, appointmentOfToken(db, token, now())!.id, now());
      return c.redirect(`${PATHS.manage}?t=${token}&hecho=confirmada`, 303);
    }),
  );

  routes.post(
    PATHS.cancel,
    ...change((c, token) => {
      const at = now();
      const appointment = appointmentOfToken(db, token, at)!;
      if (!patientMayChange(appointment, readSettings(db), at)) return appointmentPage(c, token, {}, 409);
      if (
        cancelAppointment(db, appointment.id, "paciente", at, (cancelled) => cancelledMail(mailContext, cancelled, "paciente"))
      ) {
        console.log(`agenda: cancelada ${appointment.code}`);
        onStored?.();
      }
      return c.redirect(`${PATHS.manage}?t=${token}&hecho=cancelada`, 303);
    }),
  );

  routes.post(
    PATHS.move,
    ...change((c, token, values) => {
      const at = now();
      const appointment = appointmentOfToken(db, token, at)!;
      const time = timeOf(values.hora);
      if (!patientMayChange(appointment, readSettings(db), at)) return appointmentPage(c, token, {}, 409);
      // The patient moves within their professional and modality; the staff may change either.
      if (!time || time.professional !== appointment.professional || time.modality !== appointment.modality)
        return appointmentPage(c, token, { failure: failures.taken }, 409);
      const moved = moveAppointment(db, appointment.id, time, {
        closedDates,
        now: at,
        videoRoom,
        mails: (changed, newToken) => movedMail(mailContext, changed, newToken),
      });
      if (moved.status !== "moved") return appointmentPage(c, token, { failure: failures.taken }, 409);
      console.log(`agenda: cambiada ${appointment.code}`);
      onStored?.();
      return c.redirect(`${PATHS.manage}?t=${moved.manageToken}&hecho=cambiada`, 303);
    }),
  );

  // ---- The professionals' calendar feeds (made and revoked in the back office's agenda).
  routes.get(FEED_ROUTE, feedHandler(db, mailContext, now));

  // ---- The free times as JSON: the request page's «próximos horarios» and an island.
  routes.get(FREE_TIMES_API, (c) => {
    const { modality, professional, from } = chooseQuery(c);
    const { days, later } = daysOf({ modality, professional, from });
    const labels = new Map(professionals.map((person) => [person.slug, person.label]));
    return c.json(
      {
        zonaHoraria: "America/Lima",
        dias: days.map(({ day, times }) => ({
          dia: day,
          horarios: times.map((time) => ({
            inicio: new Date(time.start).toISOString(),
            profesional: time.professional,
            nombre: labels.get(time.professional),
            modalidad: time.modality,
          })),
        })),
        siguiente: later ?? null,
      },
      200,
      { "Cache-Control": "no-store" },
    );
  });

  return routes;
}
