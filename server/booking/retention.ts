// How long appointments are kept: as the consultation requests (CONSULTAS_RETENTION_MONTHS, 12 by
// default), counted from the appointment's end. `npm run consultas:purge` deletes both (the
// request's retention.ts calls this), with their notes, links, reminders and e-mails, whatever
// their state; the counts the back office charts are totals without a person and stay.
import { transaction, type Db } from "#server/db.ts";

/** Deletes the appointments that ended before `now` minus `months`; returns how many. */
export function purgeOldAppointments(db: Db, months: number, now = new Date()): number {
  if (!Number.isInteger(months) || months < 1) throw new Error("La conservación debe ser de al menos 1 mes.");
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return transaction(db, () => {
    const old = "SELECT id FROM appointments WHERE end_at < ?";
    db.prepare(`DELETE FROM outbox WHERE appointment_id IN (${old})`).run(cutoff.getTime());
    return Number(db.prepare(`DELETE FROM appointments WHERE id IN (${old})`).run(cutoff.getTime()).changes);
  });
}
