// The reminders, 48 and 24 hours before an appointment, each with «Confirmo mi asistencia» and
// «Necesito cancelar o cambiar» (a manage link of its own). Queued into the outbox by a job the
// service runs itself every few minutes (startReminders, from server/start.ts under `npm start` and
// in production alike); `queueDueReminders` is that job's one pass, with the clock as a parameter.
// Never twice: a reminder is queued in the same transaction as its row in appointment_reminders,
// whose key (appointment, kind) admits one. Never for a cancelled appointment: only 'reservada'
// ones are read, in that transaction. A reminder that would come less than its hours after the
// booking is left out (the confirmation has just been sent); a move starts the reminders over.
import { transaction, type Db } from "#server/db.ts";
import type { MailContext } from "./mails.tsx";
import { reminderMail } from "./mails.tsx";
import { findAppointment, mintLink, queueMails } from "./store.ts";

const HOUR_MS = 3_600_000;

/** Each reminder: its kind, when it is due (hours before), and until when it is still worth sending. */
export const REMINDERS = [
  { kind: "48h", hours: 48, until: 24 },
  { kind: "24h", hours: 24, until: 2 },
] as const;

/** Queues the reminders due at `now`; returns how many e-mails it queued. */
export function queueDueReminders(db: Db, context: MailContext, now: Date): number {
  const at = now.getTime();
  let queued = 0;
  for (const reminder of REMINDERS) {
    const due = db
      .prepare(
        `SELECT a.code FROM appointments a
         WHERE a.state = 'reservada' AND a.start_at > ?1 + ?3 AND a.start_at <= ?1 + ?2 AND a.created_at <= a.start_at - ?2
           AND NOT EXISTS (SELECT 1 FROM appointment_reminders r WHERE r.appointment_id = a.id AND r.kind = ?4)
         ORDER BY a.start_at`,
      )
      .all(at, reminder.hours * HOUR_MS, reminder.until * HOUR_MS, reminder.kind)
      .map((row) => String(row.code));
    for (const code of due) {
      transaction(db, () => {
        // Read again inside the transaction: cancelled or already reminded meanwhile means nothing to do.
        const appointment = findAppointment(db, code);
        if (!appointment || appointment.state !== "reservada") return;
        const recorded = db
          .prepare("INSERT OR IGNORE INTO appointment_reminders (appointment_id, kind, queued_at) VALUES (?, ?, ?)")
          .run(appointment.id, reminder.kind, at).changes;
        if (!recorded || !appointment.email) return;
        const mails = reminderMail(context, appointment, mintLink(db, appointment.id, now));
        queueMails(db, appointment.id, mails, at);
        queued += mails.length;
      });
    }
  }
  return queued;
}

/** Runs `queueDueReminders` every `intervalMs` (and once now); wakes the outbox when it queued any. */
export function startReminders(
  db: Db,
  context: MailContext,
  {
    intervalMs = 5 * 60_000,
    now = () => new Date(),
    onQueued,
  }: { intervalMs?: number; now?: () => Date; onQueued?: () => void } = {},
) {
  const tick = () => {
    try {
      if (queueDueReminders(db, context, now()) > 0) onQueued?.();
      // Holds past their time are dropped now and then (they are ignored anyway).
      db.prepare("DELETE FROM booking_holds WHERE expires_at <= ?").run(now().getTime());
    } catch (error) {
      console.error(`agenda: recordatorios: ${(error as Error).name}: ${(error as Error).message}`);
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return { stop: () => clearInterval(timer) };
}
