// Test helpers for the waiting list (in testing/, which the service release leaves out): the
// engine's context on the agenda's fixture, people booked on it, and the e-mails queued.
import type { Db } from "#server/db.ts";
import { limaInstant, toMinutes } from "#shared/booking/free-times.ts";
import { content, DRA_A, professionals } from "./agenda.ts";
import type { MailContext } from "#server/booking/mails.tsx";
import { bookAppointment, type Appointment } from "#server/booking/store.ts";
import type { WaitingAuditAction, WaitingContext } from "#server/booking/waiting-list-offers.ts";

export const mailContext: MailContext = {
  content,
  professionals,
  whatToBring: [],
  origin: "https://clinica.example",
  clinicEmail: "clinica@example.com",
};

/** DRA_A's in-person time on a Monday of the fixture («2026-03-09», «09:30»). */
export const at = (day: string, time: string) => limaInstant(day, toMinutes(time));

export function waitingContext(db: Db, audits: [WaitingAuditAction, string][] = []): WaitingContext {
  return {
    db,
    mail: mailContext,
    closedDates: new Set(),
    offerMinutes: 30,
    videoRoom: () => "https://meet.jit.si/x",
    audit: (action, code) => audits.push([action, code]),
  };
}

let people = 0;
/** Books DRA_A in person at `start` for a new person (with an e-mail); staff rules (any notice). */
export function booked(db: Db, start: number, now: Date): Appointment {
  const n = ++people;
  const result = bookAppointment(
    db,
    { professional: DRA_A, modality: "presencial", start },
    { name: `Persona ${n}`, phone: `9${String(n).padStart(8, "0")}`, email: `p${n}@example.com` },
    { closedDates: new Set(), now, source: "personal", videoRoom: () => "https://meet.jit.si/x", mails: () => [] },
  );
  if (result.status !== "booked") throw new Error(`no se pudo reservar: ${result.status}`);
  return result.appointment;
}

/** The offer e-mails queued, in order: to whom, and the offer link's secret. */
export function offerMails(db: Db) {
  return db
    .prepare("SELECT recipient, text_body FROM outbox WHERE kind = 'cita-oferta' ORDER BY id")
    .all()
    .map((row) => ({
      to: String(row.recipient),
      token: /oferta\?o=([\w-]+)/.exec(String(row.text_body))![1]!,
      text: String(row.text_body),
    }));
}
