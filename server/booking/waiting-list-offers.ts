// The waiting list's offers. One pass (`runOfferPass`, run by the job in waiting-list-job.ts after every change
// and on its interval, with the clock as a parameter) does, in ONE transaction (BEGIN IMMEDIATE, so
// two processes never offer one time twice):
// 1. ends the offers past their minutes (the time goes on to the next person) and those whose
//    appointment was cancelled or moved meanwhile, freeing their held times;
// 2. for each professional and modality someone waits for, compares the free times now (the
//    patients' rule: the shortest notice, the horizon, holds) with those the last pass saw: a time
//    free now and not then has just been freed — a cancellation, a move, new availability, an
//    offer or a hold that ended;
// 3. offers each freed time, earliest first, to the first person in the order asked whose
//    appointment is later, who wants that weekday, has no open offer and was never offered it: the
//    time is held for them (a row of booking_holds, so nobody else can book it) for the clinic's
//    minutes, and the e-mail with its link is queued in the same transaction.
// Accepting (`acceptOffer`) moves the appointment there through the booking's own move (one
// transaction, the one-booking-per-time index as the last guard); the old time is then free, and
// the next pass offers it onwards. An offer followed late changes nothing and says so.
import { transaction, type Db } from "#server/db.ts";
import { limaClock } from "#shared/calendar/lima-clock.ts";
import { freeTimes, weekdayOf, type FreeTime, type Modality } from "#shared/booking/free-times.ts";
import type { MailContext } from "./mails.tsx";
import { movedMail } from "./mails.tsx";
import {
  findAppointment,
  hashSecret,
  loadRules,
  mintLink,
  moveAppointment,
  newSecret,
  queueMails,
  type Appointment,
} from "./store.ts";
import { offerMail } from "./waiting-list-mails.ts";
import { offerOfToken, wantsWeekday, withdrawOffers, type Offer } from "./waiting-list-store.ts";

/** What the waiting list writes to the audit log (server/back-office/audit.ts names them). */
export type WaitingAuditAction =
  "espera_alta" | "espera_baja" | "espera_oferta" | "espera_oferta_vencida" | "espera_oferta_aceptada" | "espera_oferta_tarde";

export interface WaitingContext {
  db: Db;
  mail: MailContext;
  closedDates: ReadonlySet<string>;
  /** How long an offer holds its time (the clinic's `waitingListOfferMinutes`). */
  offerMinutes: number;
  videoRoom: () => string;
  /** Writes one line of the audit log: the action and the appointment's code, nothing personal. */
  audit?: (action: WaitingAuditAction, appointmentCode: string) => void;
}

/** What the booking's and the agenda's routes are handed of the waiting list (server/start.ts builds it with the job). */
export interface WaitingListHooks {
  /** Wakes the offers' job: a time may have been freed. */
  kick: () => void;
  /** Writes the audit line of what the list did, with the appointment's code only. */
  audit?: WaitingContext["audit"];
}
export const NO_WAITING_LIST: WaitingListHooks = { kick: () => {} };

/** The sender of an offer's hold (booking_holds.sender_hash): no address, and never one of the web's. */
const OFFER_SENDER = "lista-de-espera";

export interface PassResult {
  offered: number;
  expired: number;
}

/** One pass of the offers' engine at `now`; returns how many offers it made and ended. */
export function runOfferPass(context: WaitingContext, now: Date): PassResult {
  const { db } = context;
  // Nobody waiting and nothing offered: nothing to do, and no write.
  const idle = !db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM waiting_list) OR EXISTS (SELECT 1 FROM waiting_watched)
         OR EXISTS (SELECT 1 FROM waiting_offers WHERE state = 'abierta') AS busy`,
    )
    .get()!.busy;
  if (idle) return { offered: 0, expired: 0 };
  return transaction(db, () => {
    const at = now.getTime();
    db.prepare("DELETE FROM booking_holds WHERE expires_at <= ?").run(at);
    const expired = withdrawOffers(db, "expires_at <= ?", [at], now, "vencida");
    for (const offer of expired) auditOf(context, "espera_oferta_vencida", offer.appointmentId);
    // The appointment changed meanwhile (cancelled, passed, or moved to the offered time or sooner).
    withdrawOffers(
      db,
      `appointment_id IN (SELECT a.id FROM appointments a WHERE a.id = waiting_offers.appointment_id
         AND (a.state <> 'reservada' OR a.start_at <= waiting_offers.start_at))`,
      [],
      now,
    );
    db.prepare(
      "DELETE FROM waiting_list WHERE appointment_id IN (SELECT id FROM appointments WHERE state <> 'reservada' OR start_at <= ?)",
    ).run(at);
    const watched = refreshWatched(db);
    let offered = 0;
    for (const { professional, modality } of watched.pairs) {
      const fresh = freshTimes(context, now, professional, modality, watched.known.has(`${professional}|${modality}`));
      for (const time of fresh) if (offerTime(context, time, now)) offered++;
    }
    return { offered, expired: expired.length };
  });
}

/** The (professional, modality) pairs someone waits for; the others' seen times are dropped. */
function refreshWatched(db: Db) {
  const pairs = db
    .prepare(
      `SELECT DISTINCT a.professional, a.modality FROM waiting_list w JOIN appointments a ON a.id = w.appointment_id
       ORDER BY a.professional, a.modality`,
    )
    .all() as unknown as { professional: string; modality: Modality }[];
  const wanted = new Set(pairs.map((pair) => `${pair.professional}|${pair.modality}`));
  const known = new Set<string>();
  const rows = db.prepare("SELECT professional, modality FROM waiting_watched").all() as {
    professional: string;
    modality: string;
  }[];
  for (const { professional, modality } of rows) {
    const key = `${professional}|${modality}`;
    if (wanted.has(key)) known.add(key);
    else {
      db.prepare("DELETE FROM waiting_watched WHERE professional = ? AND modality = ?").run(professional, modality);
      db.prepare("DELETE FROM waiting_seen_free WHERE professional = ? AND modality = ?").run(professional, modality);
    }
  }
  return { pairs, known };
}

/**
 * The free times of a pair now that the last pass did not see, earliest first, after recording the
 * times seen now. A pair watched for the first time only records them: what was free before anyone
 * waited is not news.
 */
function freshTimes(context: WaitingContext, now: Date, professional: string, modality: Modality, watched: boolean) {
  const { db } = context;
  const rules = loadRules(db, context.closedDates, now, { professional });
  const current = freeTimes(rules, { now, professional, modality });
  const seen = new Set(
    db
      .prepare("SELECT start_at FROM waiting_seen_free WHERE professional = ? AND modality = ?")
      .all(professional, modality)
      .map((row) => Number(row.start_at)),
  );
  const starts = new Set(current.map((time) => time.start));
  const forget = db.prepare("DELETE FROM waiting_seen_free WHERE professional = ? AND modality = ? AND start_at = ?");
  for (const start of seen) if (!starts.has(start)) forget.run(professional, modality, start);
  const remember = db.prepare("INSERT INTO waiting_seen_free (professional, modality, start_at) VALUES (?, ?, ?)");
  const fresh = current.filter((time) => !seen.has(time.start));
  for (const time of fresh) remember.run(professional, modality, time.start);
  if (!watched) {
    db.prepare("INSERT INTO waiting_watched (professional, modality) VALUES (?, ?)").run(professional, modality);
    return [];
  }
  return fresh;
}

/** Offers a freed time to the first person waiting for it; false when nobody waits for it now. */
function offerTime(context: WaitingContext, time: FreeTime, now: Date): boolean {
  const { db } = context;
  const at = now.getTime();
  // Free for this modality may have been offered a moment ago for the other one (spans of both).
  const held = db
    .prepare("SELECT 1 FROM booking_holds WHERE professional = ? AND start_at = ?")
    .get(time.professional, time.start);
  if (held) return false;
  const weekday = weekdayOf(time.day);
  const candidates = db
    .prepare(
      `SELECT a.code, w.weekdays FROM waiting_list w JOIN appointments a ON a.id = w.appointment_id
       WHERE a.state = 'reservada' AND a.professional = ?1 AND a.modality = ?2 AND a.start_at > ?3 AND a.email IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM waiting_offers o WHERE o.appointment_id = a.id
           AND (o.state = 'abierta' OR (o.professional = ?1 AND o.start_at = ?3)))
       ORDER BY w.asked_at, w.id`,
    )
    .all(time.professional, time.modality, time.start) as { code: string; weekdays: number }[];
  const first = candidates.find((candidate) => wantsWeekday(candidate.weekdays, weekday));
  if (!first) return false;
  const appointment = findAppointment(db, first.code)!;
  const token = newSecret();
  const hold = newSecret();
  const expiresAt = at + context.offerMinutes * 60_000;
  db.prepare(
    "INSERT INTO booking_holds (token_hash, professional, modality, start_at, end_at, expires_at, sender_hash) VALUES (?, ?, ?, ?, ?, ?, ?)",
  ).run(hashSecret(hold), time.professional, time.modality, time.start, time.end, expiresAt, OFFER_SENDER);
  db.prepare(
    `INSERT INTO waiting_offers (appointment_id, professional, modality, start_at, token_hash, hold_hash, offered_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(appointment.id, time.professional, time.modality, time.start, hashSecret(token), hashSecret(hold), at, expiresAt);
  const mails = offerMail(
    context.mail,
    appointment,
    { ...time, expiresAt },
    { offer: token, manage: mintLink(db, appointment.id, now) },
  );
  queueMails(db, appointment.id, mails, at);
  // Held now, so not free: when the offer ends, the next pass sees it freed again.
  db.prepare("DELETE FROM waiting_seen_free WHERE professional = ? AND start_at = ?").run(time.professional, time.start);
  context.audit?.("espera_oferta", appointment.code);
  return true;
}

function auditOf(context: WaitingContext, action: WaitingAuditAction, appointmentId: number) {
  if (!context.audit) return;
  const code = context.db.prepare("SELECT code FROM appointments WHERE id = ?").get(appointmentId);
  if (code) context.audit(action, String(code.code));
}

export type AcceptResult =
  | { status: "moved"; appointment: Appointment; manageToken: string }
  /** Too late (expired, withdrawn, taken): the appointment as it stays. */
  | { status: "late"; appointment: Appointment }
  /** Already accepted by this link: the appointment as it is now. */
  | { status: "done"; appointment: Appointment }
  | { status: "invalid" };

/** Thrown inside the accepting transaction to undo it (the hold comes back) when the move fails. */
class Refused extends Error {}

/** What an offer link opens: the offer and its appointment, unless unknown or the appointment has passed. */
export function offerAndAppointment(db: Db, token: string, now: Date): { offer: Offer; appointment: Appointment } | undefined {
  const offer = offerOfToken(db, token);
  if (!offer) return undefined;
  const appointment = db
    .prepare("SELECT code FROM appointments WHERE id = ? AND end_at > ?")
    .get(offer.appointmentId, now.getTime());
  return appointment ? { offer, appointment: findAppointment(db, String(appointment.code))! } : undefined;
}

/** Whether an offer can still be accepted at `now`. */
export const offerIsOpen = (offer: Offer, appointment: Appointment, now: Date) =>
  offer.state === "abierta" && offer.expiresAt > now.getTime() && appointment.state === "reservada";

/**
 * Accepts an offer: the appointment moves to the offered time in one transaction, with the
 * booking's «cita cambiada» e-mail (new .ics, new manage link). Exactly one person can get a time:
 * the offer must be open and unexpired, and the move re-checks the time under the write lock.
 */
export function acceptOffer(context: WaitingContext, token: string, now: Date): AcceptResult {
  const { db } = context;
  const found = offerAndAppointment(db, token, now);
  if (!found) return { status: "invalid" };
  try {
    return transaction(db, (): AcceptResult => {
      const offer = offerOfToken(db, token)!;
      const appointment = findAppointment(db, found.appointment.code)!;
      if (offer.state === "aceptada") return { status: "done", appointment };
      if (!offerIsOpen(offer, appointment, now)) throw new Refused();
      db.prepare("DELETE FROM booking_holds WHERE token_hash = (SELECT hold_hash FROM waiting_offers WHERE id = ?)").run(
        offer.id,
      );
      const moved = moveAppointment(
        db,
        appointment.id,
        { professional: offer.professional, modality: offer.modality, start: offer.start },
        {
          closedDates: context.closedDates,
          now,
          videoRoom: context.videoRoom,
          mails: (changed, manageToken) => movedMail(context.mail, changed, manageToken),
        },
      );
      if (moved.status !== "moved") throw new Refused();
      db.prepare("UPDATE waiting_offers SET state = 'aceptada', closed_at = ? WHERE id = ?").run(now.getTime(), offer.id);
      context.audit?.("espera_oferta_aceptada", appointment.code);
      return moved;
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    const appointment = findAppointment(db, found.appointment.code)!;
    context.audit?.("espera_oferta_tarde", appointment.code);
    return { status: "late", appointment };
  }
}

/**
 * The staff give a free time to the first person waiting for it (in the order asked: same
 * professional and modality, a later appointment, a weekday they want), as the booking's move by
 * the staff (any notice): their open offer, if any, is withdrawn first. Null when nobody waits for it.
 */
export function giveToFirstWaiting(
  context: WaitingContext,
  time: { professional: string; modality: Modality; start: number },
  now: Date,
): { status: "moved" | "taken"; appointment: Appointment } | null {
  const { db } = context;
  return transaction(db, () => {
    const weekday = limaClock(new Date(time.start)).weekday;
    const candidates = db
      .prepare(
        `SELECT a.code, w.weekdays FROM waiting_list w JOIN appointments a ON a.id = w.appointment_id
         WHERE a.state = 'reservada' AND a.professional = ? AND a.modality = ? AND a.start_at > ? ORDER BY w.asked_at, w.id`,
      )
      .all(time.professional, time.modality, time.start) as { code: string; weekdays: number }[];
    const first = candidates.find((candidate) => wantsWeekday(candidate.weekdays, weekday));
    if (!first) return null;
    const appointment = findAppointment(db, first.code)!;
    withdrawOffers(db, "appointment_id = ?", [appointment.id], now);
    const moved = moveAppointment(db, appointment.id, time, {
      closedDates: context.closedDates,
      now,
      source: "personal",
      videoRoom: context.videoRoom,
      mails: (changed, manageToken) => movedMail(context.mail, changed, manageToken),
    });
    return moved.status === "moved" ? { status: "moved", appointment: moved.appointment } : { status: "taken", appointment };
  });
}
