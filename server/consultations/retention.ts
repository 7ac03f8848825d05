// How long consultation requests are kept: CONSULTAS_RETENTION_MONTHS after they were made (12 by
// default; the clinic confirms the figure, docs/consultation-requests.md). `npm run consultas:purge`
// deletes the older ones with their notes, submissions and e-mails, whatever their state. Nothing
// runs it automatically: the clinic decides when (e.g. monthly, after a backup).
import { purgeOldAppointments } from "#server/booking/retention.ts";
import { openDatabase, transaction, type Db } from "#server/db.ts";
import { serviceEnv } from "#server/env.ts";

/** Deletes the requests made before `now` minus `months`; returns how many. */
export function purgeOldRequests(db: Db, months: number, now = new Date()): number {
  if (!Number.isInteger(months) || months < 1) throw new Error("La conservación debe ser de al menos 1 mes.");
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return transaction(db, () => {
    const old = "SELECT id FROM consultation_requests WHERE created_at < ?";
    db.prepare(`DELETE FROM outbox WHERE request_id IN (${old})`).run(cutoff.toISOString());
    return Number(db.prepare(`DELETE FROM consultation_requests WHERE id IN (${old})`).run(cutoff.toISOString()).changes);
  });
}

if (process.argv[1]?.endsWith("consultations/retention.ts")) {
  const env = serviceEnv();
  const months = env.consultations.retentionMonths;
  const db = openDatabase(env.databaseFile);
  const removed = purgeOldRequests(db, months);
  // The appointments booked online or by phone (server/booking/) follow the requests' retention.
  const appointments = purgeOldAppointments(db, months);
  db.close();
  console.log(`Solicitudes de consulta de hace más de ${months} meses eliminadas: ${removed}.`);
  console.log(`Citas de hace más de ${months} meses eliminadas: ${appointments}.`);
}
