// The waiting list's data (server/migrations/0090-waiting-list.sql): who asked to be moved to an
// earlier time, for which weekdays, and the offers made to them. A place belongs to an appointment
// still booked and to come; the offers' engine (waiting-list-offers.ts) reads it in the order asked.
import type { Db } from "#server/db.ts";
import type { Modality } from "#shared/booking/free-times.ts";
import { hashSecret } from "./store.ts";

/** Every weekday, as the bits of `weekdays` (bit 0 Sunday … bit 6 Saturday). */
export const ANY_DAY = 0b111_1111;

/** The weekdays (0 Sunday … 6 Saturday) as bits; none means any day. */
export function weekdayBits(days: readonly number[]): number {
  const bits = days.filter((day) => Number.isInteger(day) && day >= 0 && day <= 6).reduce((all, day) => all | (1 << day), 0);
  return bits || ANY_DAY;
}
export const weekdaysOf = (bits: number) => [0, 1, 2, 3, 4, 5, 6].filter((day) => bits & (1 << day));
export const wantsWeekday = (bits: number, weekday: number) => (bits & (1 << weekday)) !== 0;

export interface WaitingPlace {
  appointmentId: number;
  weekdays: number;
  askedAt: number;
}

/**
 * Puts a booked appointment on the waiting list (or changes its weekdays, keeping its place).
 * False when the appointment is not booked or has started.
 */
export function joinWaitingList(db: Db, appointmentId: number, weekdays: number, now: Date): boolean {
  const live = db
    .prepare("SELECT 1 FROM appointments WHERE id = ? AND state = 'reservada' AND start_at > ?")
    .get(appointmentId, now.getTime());
  if (!live) return false;
  db.prepare(
    `INSERT INTO waiting_list (appointment_id, weekdays, asked_at) VALUES (?, ?, ?)
     ON CONFLICT (appointment_id) DO UPDATE SET weekdays = excluded.weekdays`,
  ).run(appointmentId, weekdays, now.getTime());
  return true;
}

/** Takes an appointment off the list; an open offer to it is withdrawn (its time freed). True when it was on it. */
export function leaveWaitingList(db: Db, appointmentId: number, now: Date): boolean {
  withdrawOffers(db, "appointment_id = ?", [appointmentId], now);
  return db.prepare("DELETE FROM waiting_list WHERE appointment_id = ?").run(appointmentId).changes > 0;
}

export const waitingPlace = (db: Db, appointmentId: number) =>
  db
    .prepare("SELECT appointment_id AS appointmentId, weekdays, asked_at AS askedAt FROM waiting_list WHERE appointment_id = ?")
    .get(appointmentId) as WaitingPlace | undefined;

/** Ends open offers matching `where` (on waiting_offers) as withdrawn, and frees their held times. */
export function withdrawOffers(db: Db, where: string, params: (string | number)[], now: Date, state = "retirada") {
  const ended = db
    .prepare(
      `UPDATE waiting_offers SET state = ?, closed_at = ? WHERE state = 'abierta' AND (${where})
       RETURNING hold_hash AS hold, appointment_id AS appointmentId`,
    )
    .all(state, now.getTime(), ...params) as { hold: string; appointmentId: number }[];
  const release = db.prepare("DELETE FROM booking_holds WHERE token_hash = ?");
  for (const offer of ended) release.run(offer.hold);
  return ended;
}

export interface Offer {
  id: number;
  appointmentId: number;
  professional: string;
  modality: Modality;
  start: number;
  offeredAt: number;
  expiresAt: number;
  state: "abierta" | "aceptada" | "vencida" | "retirada";
}
const offerColumns = `id, appointment_id AS appointmentId, professional, modality, start_at AS start, offered_at AS offeredAt,
  expires_at AS expiresAt, state`;

/** The offer an offer link opens, in any state; undefined for an unknown link. */
export function offerOfToken(db: Db, token: string): Offer | undefined {
  if (!/^[\w-]{20,64}$/.test(token)) return undefined;
  return db.prepare(`SELECT ${offerColumns} FROM waiting_offers WHERE token_hash = ?`).get(hashSecret(token)) as
    Offer | undefined;
}

/** The open offer of an appointment, if any. */
export const openOfferOf = (db: Db, appointmentId: number) =>
  db.prepare(`SELECT ${offerColumns} FROM waiting_offers WHERE appointment_id = ? AND state = 'abierta'`).get(appointmentId) as
    Offer | undefined;

export interface WaitingRow {
  appointmentId: number;
  code: string;
  name: string;
  phone: string;
  email: string | null;
  professional: string;
  modality: Modality;
  start: number;
  weekdays: number;
  askedAt: number;
  /** The time offered now, and until when. */
  offerStart: number | null;
  offerExpiresAt: number | null;
}

/** Everyone waiting, in the order asked (the order offers follow), for the staff's list. */
export function waitingRows(db: Db, filter: { professional?: string; modality?: Modality } = {}): WaitingRow[] {
  return db
    .prepare(
      `SELECT a.id AS appointmentId, a.code, a.name, a.phone, a.email, a.professional, a.modality, a.start_at AS start,
         w.weekdays, w.asked_at AS askedAt, o.start_at AS offerStart, o.expires_at AS offerExpiresAt
       FROM waiting_list w JOIN appointments a ON a.id = w.appointment_id
       LEFT JOIN waiting_offers o ON o.appointment_id = a.id AND o.state = 'abierta'
       WHERE a.state = 'reservada' AND (?1 IS NULL OR a.professional = ?1) AND (?2 IS NULL OR a.modality = ?2)
       ORDER BY w.asked_at, w.id`,
    )
    .all(filter.professional ?? null, filter.modality ?? null) as unknown as WaitingRow[];
}
