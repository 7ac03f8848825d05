// How long appointments are kept: as the consultation requests (CONSULTAS_RETENTION_MONTHS, 12 by
// default), counted from the appointment's end. The service purges them every day with the others
// (server/retention.ts); `npm run consultas:purge` runs both at once. They go with their notes,
// links, reminders and e-mails, whatever their state; the counts the back office charts are totals
// without a person and stay.
import { transaction, type Db } from "#server/db.ts";
import type { Purge } from "#server/retention.ts";

/**
 * Deletes the appointments that ended before `now` minus `months`; returns how many. The ids of the
 * mail rows deleted with them are added to `mailIds` (their folder files go too).
 */
export function purgeOldAppointments(db: Db, months: number, now = new Date(), mailIds: number[] = []): number {
  if (!Number.isInteger(months) || months < 1) throw new Error("La conservación debe ser de al menos 1 mes.");
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return transaction(db, () => {
    const old = "SELECT id FROM appointments WHERE end_at < ?";
    const mail = db.prepare(`DELETE FROM outbox WHERE appointment_id IN (${old}) RETURNING id`).all(cutoff.getTime());
    mailIds.push(...mail.map((row) => Number(row.id)));
    return Number(db.prepare(`DELETE FROM appointments WHERE id IN (${old})`).run(cutoff.getTime()).changes);
  });
}

/** The appointments' purge, for the service's schedule. */
export const oldAppointmentsPurge = (months: number): Purge => ({
  name: `citas de hace más de ${months} meses`,
  run(db, now) {
    const mailIds: number[] = [];
    return { removed: purgeOldAppointments(db, months, now, mailIds), mailIds };
  },
});
