// How long consultation requests are kept: CONSULTAS_RETENTION_MONTHS after they were made (12 by
// default; the clinic confirms the figure, docs/consultation-requests.md). The older ones are
// deleted with their notes, submissions and e-mails, whatever their state. The service runs this
// purge itself every day (server/retention.ts); `npm run consultas:purge` runs it at once, with the
// appointments', which follow the requests' retention (server/booking/retention.ts).
import { oldAppointmentsPurge } from "#server/booking/retention.ts";
import { openDatabase, type Db } from "#server/db.ts";
import { serviceEnv } from "#server/env.ts";
import { folderTransport } from "#server/mail/outbox.ts";
import { deleteWithMail, monthsBefore, purgeOf, runPurges } from "#server/retention.ts";

/**
 * Deletes the requests made before `now` minus `months`; returns how many. The ids of the mail rows
 * deleted with them are added to `mailIds` (their folder files go too: server/retention.ts).
 */
export function purgeOldRequests(db: Db, months: number, now = new Date(), mailIds: number[] = []): number {
  const old = "SELECT id FROM consultation_requests WHERE created_at < ?";
  const cutoff = monthsBefore(now, months).toISOString();
  return deleteWithMail(db, { table: "consultation_requests", mailColumn: "request_id", old, cutoff }, mailIds);
}

/** The requests' purge, for the service's schedule. */
export const oldRequestsPurge = (months: number) =>
  purgeOf(`solicitudes de consulta de hace más de ${months} meses`, (db, now, mailIds) =>
    purgeOldRequests(db, months, now, mailIds),
  );

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
