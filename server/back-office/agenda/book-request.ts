// Booking from a consultation request (issue 46): the free times the person asked for, widened on
// demand, and ONE store operation that books the time, sets the request «agendada» and links the
// two (migration 0080), audited, with the booking's usual e-mails in the same transaction. When the
// person left no e-mail, the text to send them by WhatsApp instead. The booking rule itself (one
// booking per time, the free times) is server/booking/store.ts's, as for every other booking.
import { transaction, type Db } from "#server/db.ts";
import { audit } from "#server/back-office/audit.ts";
import { changeState, type RequestRow } from "#server/back-office/requests.ts";
import { appointmentLines, type MailContext } from "#server/booking/mails.tsx";
import {
  bookAppointment,
  type Appointment,
  type BookOptions,
  type BookingResult,
  type TimeChoice,
} from "#server/booking/store.ts";
import { weekdayOf, type FreeTime, type FreeTimeRules, freeTimes } from "#shared/booking/free-times.ts";
import { clinic } from "#shared/clinic/facts.ts";
import { parsePeruPhone } from "#shared/clinic/phone.ts";
import type { DAYS, TIMES } from "#shared/consultation-request/request-schema.ts";

/** The request's days as the form names them, by weekday (0 = Sunday). */
const WEEKDAY_OF: Record<(typeof DAYS)[number], number> = { lunes: 1, martes: 2, miercoles: 3, jueves: 4, viernes: 5, sabado: 6 };
/**
 * The form's «mañana», «tarde» and «noche» as minutes after Lima's midnight: a time belongs to the
 * part of the day it starts in (before noon, before 18:00, from 18:00).
 */
const PART_OF_DAY: Record<(typeof TIMES)[number], [number, number]> = {
  manana: [0, 720],
  tarde: [720, 1080],
  noche: [1080, 1440],
};

/**
 * How far the choice is widened, from what the person asked to anything free:
 * 0 their modality, professional (if they named one), days and parts of the day;
 * 1 their modality and professional, any day and hour;
 * 2 their modality, any professional.
 */
export const WIDEN_LEVELS = [0, 1, 2] as const;
export type Widen = (typeof WIDEN_LEVELS)[number];

/** How many days of times the booking lists at once: a short list on a phone, not the whole horizon. */
export const DAYS_SHOWN = 5;

export interface RequestTimes {
  /** The first DAYS_SHOWN days with a time that fits, each with its times in order. */
  days: { day: string; times: FreeTime[] }[];
  widen: Widen;
  /** More days with a fitting time follow the ones listed. */
  more: boolean;
  /** A wider choice exists (the next level asks for less). */
  wider: boolean;
  /** The request named a professional the agenda does not offer (then level 0 and 1 ask for none). */
  professional?: string;
}

const list = (value: string) => value.split(",").filter(Boolean);

/** Whether a free time fits what the request asked at a level of widening. */
export function fitsRequest(
  time: FreeTime,
  request: Pick<RequestRow, "modality" | "professional" | "days" | "times">,
  widen: Widen,
) {
  if (time.modality !== request.modality) return false;
  if (widen < 2 && request.professional && time.professional !== request.professional) return false;
  if (widen > 0) return true;
  const days = list(request.days).map((day) => WEEKDAY_OF[day as keyof typeof WEEKDAY_OF]);
  const parts = list(request.times)
    .map((part) => PART_OF_DAY[part as keyof typeof PART_OF_DAY])
    .filter(Boolean);
  return (
    (!days.length || days.includes(weekdayOf(time.day))) &&
    (!parts.length || parts.some(([from, to]) => time.minutes >= from && time.minutes < to))
  );
}

/** Free times grouped by day, the first `daysShown` days with one, from the day `from` (YYYY-MM-DD) on. */
export function timesByDay(times: Iterable<FreeTime>, { from = "", daysShown = DAYS_SHOWN } = {}) {
  const days: { day: string; times: FreeTime[] }[] = [];
  for (const time of times) {
    if (time.day < from) continue;
    const last = days.at(-1);
    if (last?.day === time.day) last.times.push(time);
    else if (days.length < daysShown) days.push({ day: time.day, times: [time] });
    else return { days, more: true };
  }
  return { days, more: false };
}

/**
 * The free times for a request at a level of widening (the staff's: any notice, it is a phone
 * call), grouped by day, DAYS_SHOWN days from `from`. A professional the agenda does not offer (one
 * the person named who sees no first consultations) counts as none named.
 */
export function timesForRequest(
  rules: FreeTimeRules,
  request: Pick<RequestRow, "modality" | "professional" | "days" | "times">,
  widen: Widen,
  now: Date,
  { from = "", daysShown = DAYS_SHOWN } = {},
): RequestTimes {
  const offered = new Set(rules.spans.map((span) => span.professional));
  for (const exception of rules.exceptions) if (exception.kind === "extra") offered.add(exception.professional);
  const asked = {
    ...request,
    professional: request.professional && offered.has(request.professional) ? request.professional : null,
  };
  const all = freeTimes({ ...rules, minNoticeMinutes: 0 }, { now, modality: request.modality });
  const { days, more } = timesByDay(
    all.filter((time) => fitsRequest(time, asked, widen)),
    { from, daysShown },
  );
  return {
    days,
    more,
    widen,
    wider: widen < 2 && (widen === 0 || Boolean(asked.professional)),
    professional: asked.professional ?? undefined,
  };
}

export type RequestBookingResult =
  (Extract<BookingResult, { status: "booked" }> & { requestCode: string }) | { status: "taken" } | { status: "gone" };

/**
 * Books `time` for the person of request `code`, in ONE transaction: the appointment (with its
 * e-mails, when it has an address), the request set «agendada», the link between them and the audit
 * lines (the booking, with both codes; the state's change). «gone»: no such request. «taken»: the
 * time is no longer free (nothing is written).
 */
export function bookFromRequest(
  db: Db,
  code: string,
  time: TimeChoice,
  person: { name: string; phone: string; email?: string },
  options: Omit<BookOptions, "source" | "allowRepeat" | "hold"> & { staffId: number },
): RequestBookingResult {
  return transaction(db, (): RequestBookingResult => {
    const request = db.prepare("SELECT id, code, reason_label AS reason FROM consultation_requests WHERE code = ?").get(code) as
      { id: number; code: string; reason: string } | undefined;
    if (!request) return { status: "gone" };
    const at = options.now.getTime();
    // Staff may book a second consultation for a phone that has one (a couple, a relative).
    const booked = bookAppointment(
      db,
      time,
      { ...person, reason: request.reason },
      { ...options, source: "personal", allowRepeat: true },
    );
    if (booked.status !== "booked") return { status: "taken" };
    db.prepare("INSERT INTO appointment_requests (appointment_id, request_id, linked_at) VALUES (?, ?, ?)").run(
      booked.appointment.id,
      request.id,
      at,
    );
    changeState(db, code, "agendada", options.staffId, at);
    audit(
      db,
      {
        action: "agenda_reservar_solicitud",
        staffId: options.staffId,
        requestCode: code,
        appointmentCode: booked.appointment.code,
      },
      at,
    );
    return { ...booked, requestCode: code };
  });
}

/** The appointments booked from a request, the latest first (a request's page names them). */
export const appointmentsOfRequest = (db: Db, requestId: number) =>
  db
    .prepare(
      `SELECT a.code, a.start_at AS start, a.state FROM appointment_requests l JOIN appointments a ON a.id = l.appointment_id
       WHERE l.request_id = ? ORDER BY a.start_at DESC`,
    )
    .all(requestId) as { code: string; start: number; state: Appointment["state"] }[];

/** The request an appointment was booked from, if any (its page names it). */
export const requestOfAppointment = (db: Db, appointmentId: number) =>
  db
    .prepare(
      `SELECT r.code FROM appointment_requests l JOIN consultation_requests r ON r.id = l.request_id WHERE l.appointment_id = ?`,
    )
    .get(appointmentId) as { code: string } | undefined;

/**
 * What to send a person who left no e-mail, by WhatsApp: the appointment's lines (as its e-mail
 * says them) and the way to change it. `href` only for a mobile number WhatsApp can reach.
 */
export function whatsappConfirmation(context: MailContext, appointment: Appointment) {
  const text = [
    `Hola, ${appointment.name}: tu primera consulta en ${clinic.name} quedó reservada.`,
    ...appointmentLines(context, appointment).map(([label, value]) => `${label}: ${value}`),
    `Si necesitas cambiarla o cancelarla, escríbenos por aquí o llámanos al ${clinic.phone}.`,
  ].join("\n");
  const number = parsePeruPhone(appointment.phone);
  return { text, href: number?.whatsapp ? `${number.whatsapp}?text=${encodeURIComponent(text)}` : undefined };
}
