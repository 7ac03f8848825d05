// What every part of the patient's booking is handed, built once by routes.ts from the service's
// context (server/service-context.ts) and the booking's own options: its texts, its professionals,
// the clinic's closed days, its limits, the free times (free-times-cache.ts), and the few readings
// of a request every handler shares (the chosen time, the form's fields, the sender's limit).
import type { Context } from "hono";
import type { ReactNode } from "react";
import type { BookingContent } from "#shared/booking/booking-content-schema.ts";
import { bookingSchema } from "#shared/booking/booking-schema.ts";
import { MODALITIES, type Modality } from "#shared/booking/free-times.ts";
import { limaDate } from "#shared/calendar/lima-clock.ts";
import { clinic } from "#shared/clinic/facts.ts";
import { fill } from "#shared/content/fill.ts";
import type { Db } from "#server/db.ts";
import { createAnswerDocument } from "#server/form-submission/answer-page.tsx";
import { createRateLimit, senderOf, type RateLimit, type RateLimitOptions } from "#server/rate-limit.ts";
import type { ServiceContext } from "#server/service-context.ts";
import { clinicClosedSet } from "./closed-dates.ts";
import { loadBookingContent, loadProfessionals, loadWhatToBring, type Professional } from "./content.ts";
import { createFreeTimes, type FreeTimes, type TimesQuery } from "./free-times-cache.ts";
import type { MailContext } from "./mails.tsx";
import type { TimeChoice } from "./store.ts";
import { videoRoomUrl } from "./video-room.ts";

/** The booking's own options (server/app.ts), besides the service's context. */
export interface BookingOptions {
  content?: BookingContent;
  professionals?: Professional[];
  whatToBring?: string[];
  /** The clinic's holidays and closed days (content/clinica.yml). */
  closedDates?: ReadonlySet<string>;
  /** Where the clinic's notice of a web booking goes. */
  clinicEmail?: string;
  /** Bookings per sender (BOOKING_RATE_LIMIT per 10 minutes); holds are allowed three times as many. */
  rateLimit?: RateLimitOptions | null;
  /** The clinic's video room template (content/clinica.yml `videoRoomUrl`), else Jitsi Meet. */
  videoRoomTemplate?: string;
}

export interface BookingContext {
  service: ServiceContext;
  db: Db;
  now: () => Date;
  content: BookingContent;
  professionals: readonly Professional[];
  whatToBring: readonly string[];
  closedDates: ReadonlySet<string>;
  /** What the e-mails, the appointment's page and the feeds say of an appointment. */
  mail: MailContext;
  /** The refusals' messages, the clinic's phone filled in. */
  failures: BookingContent["failure"];
  schemas: Record<Modality, ReturnType<typeof bookingSchema>>;
  videoRoom: () => string;
  bookingLimit: RateLimit | null;
  holdLimit: RateLimit | null;
  freeTimes: FreeTimes;
  /** The booking's pages' document: the request page's stylesheets, no path or query in any Referer. */
  document: (title: string, heading: string, body: ReactNode) => string;
}

export function bookingContext(
  service: ServiceContext,
  {
    content = loadBookingContent(),
    professionals = loadProfessionals(),
    whatToBring = loadWhatToBring(),
    closedDates = clinicClosedSet(),
    clinicEmail = clinic.email,
    rateLimit = { max: 10, windowMs: 10 * 60_000 },
    videoRoomTemplate,
  }: BookingOptions = {},
): BookingContext {
  const { db, now } = service;
  return {
    service,
    db,
    now,
    content,
    professionals,
    whatToBring,
    closedDates,
    mail: { content, professionals, whatToBring, origin: service.linkOrigin, clinicEmail },
    failures: Object.fromEntries(
      Object.entries(content.failure).map(([key, text]) => [key, fill(text, { phone: clinic.phone })]),
    ) as BookingContent["failure"],
    schemas: { presencial: bookingSchema(content, "presencial"), virtual: bookingSchema(content, "virtual") },
    videoRoom: () => videoRoomUrl(videoRoomTemplate),
    bookingLimit: rateLimit ? createRateLimit(rateLimit) : null,
    holdLimit: rateLimit ? createRateLimit({ ...rateLimit, max: rateLimit.max * 3 }) : null,
    freeTimes: createFreeTimes(db, { now, closedDates, professionals }),
    document: createAnswerDocument(service.root, "app/pide-tu-primera-consulta/index.html", "max-w-3xl", { secretUrl: true }),
  };
}

/** A time from a form: "slug|modality|start", of a known professional. */
export function timeOf({ professionals }: BookingContext, value: unknown): TimeChoice | null {
  if (typeof value !== "string") return null;
  const [professional = "", modality = "", start = ""] = value.split("|");
  if (!professionals.some((person) => person.slug === professional)) return null;
  if (!MODALITIES.includes(modality as Modality) || !/^\d{12,14}$/.test(start)) return null;
  return { professional, modality: modality as Modality, start: Number(start) };
}

/** The choice in the query: modality, a known professional, and a first day after today. */
export function timesQuery({ professionals, now }: BookingContext, c: Context): TimesQuery & { today: string } {
  const modality = MODALITIES.find((value) => value === c.req.query("modalidad")) ?? "presencial";
  const wanted = c.req.query("profesional");
  const professional = wanted && professionals.some((person) => person.slug === wanted) ? wanted : undefined;
  const desde = c.req.query("desde");
  const today = limaDate(now());
  const from = desde && /^\d{4}-\d{2}-\d{2}$/.test(desde) && desde > today ? desde : undefined;
  return { modality, professional, from, today };
}

/** A form's fields: its strings only, without a prototype. */
export async function formValues(c: Context): Promise<Record<string, string>> {
  const raw = await c.req.parseBody().catch(() => ({}));
  const values: Record<string, string> = Object.create(null);
  for (const [key, value] of Object.entries(raw)) if (typeof value === "string") values[key] = value;
  return values;
}

/** Counts one for the sender (an IPv4 address or an IPv6 /64); true once it is past its limit. */
export async function limited({ service }: BookingContext, c: Context, limit: RateLimit | null) {
  return limit ? !(await limit.hit(senderOf(c, service.trustedProxies))).allowed : false;
}
