// How long consultation requests are kept: CONSULTAS_RETENTION_MONTHS after they were made (12 by
// default; the clinic confirms the figure, docs/consultation-requests.md). The older ones are
// deleted with their notes, submissions and e-mails, whatever their state. The service runs this
// purge itself every day (server/retention.ts); `npm run consultas:purge` runs it at once, with the
// appointments', which follow the requests' retention (server/booking/retention.ts).
import { oldAppointmentsPurge } from "#server/booking/retention.ts";
import { openDatabase, transaction, type Db } from "#server/db.ts";
import { serviceEnv } from "#server/env.ts";
import { folderTransport } from "#server/mail/outbox.ts";
import { runPurges, type Purge } from "#server/retention.ts";

/**
 * Deletes the requests made before `now` minus `months`; returns how many. The ids of the mail rows
 * deleted with them are added to `mailIds` (their folder files go too: server/retention.ts).
 */
export function purgeOldRequests(db: Db, months: number, now = new Date(), mailIds: number[] = []): number {
  if (!Number.isInteger(months) || months < 1) throw new Error("La conservación debe ser de al menos 1 mes.");
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return transaction(db, () => {
    const old = "SELECT id FROM consultation_requests WHERE created_at < ?";
    const mail = db.prepare(`DELETE FROM outbox WHERE request_id IN (${old}) RETURNING id`).all(cutoff.toISOString());
    mailIds.push(...mail.map((row) => Number(row.id)));
    return Number(db.prepare(`DELETE FROM consultation_requests WHERE id IN (${old})`).run(cutoff.toISOString()).changes);
  });
}

/** The requests' purge, for the service's schedule. */
export const oldRequestsPurge = (months: number): Purge => ({
  name: `solicitudes de consulta de hace más de ${months} meses`,
  run(db, now) {
    const mailIds: number[] = [];
    return { removed: purgeOldRequests(db, months, now, mailIds), mailIds };
  },
});

if (process.argv[1]?.endsWith("consultations/retention.ts")) {
  const env = serviceEnv();
  const months = env.consultations.retentionMonths;
  const db = openDatabase(env.databaseFile);
  const removed = await runPurges(db, [oldRequestsPurge(months), oldAppointmentsPurge(months)], {
    forgetMail: folderTransport(env.complaints.outboxDir).forget,
  });
  db.close();
  for (const [name, count] of removed) console.log(`Eliminadas: ${count} ${name}.`);
}
