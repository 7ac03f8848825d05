// How long appointments are kept: as the consultation requests (CONSULTAS_RETENTION_MONTHS, 12 by
// default), counted from the appointment's end. The service purges them every day with the others
// (server/retention.ts); `npm run consultas:purge` runs both at once. They go with their notes,
// links, reminders and e-mails, whatever their state; the counts the back office charts are totals
// without a person and stay.
import type { Db } from "#server/db.ts";
import { deleteWithMail, monthsBefore, purgeOf } from "#server/retention.ts";

/**
 * Deletes the appointments that ended before `now` minus `months`; returns how many. The ids of the
 * mail rows deleted with them are added to `mailIds` (their folder files go too).
 */
export function purgeOldAppointments(db: Db, months: number, now = new Date(), mailIds: number[] = []): number {
  const old = "SELECT id FROM appointments WHERE end_at < ?";
  return deleteWithMail(
    db,
    { table: "appointments", mailColumn: "appointment_id", old, cutoff: monthsBefore(now, months).getTime() },
    mailIds,
  );
}

/** The appointments' purge, for the service's schedule. */
export const oldAppointmentsPurge = (months: number) =>
  purgeOf(`citas de hace más de ${months} meses`, (db, now, mailIds) => purgeOldAppointments(db, months, now, mailIds));
