// How long claims are kept: COMPLAINTS_RETENTION_YEARS (at least 2, the default; the clinic's
// lawyer confirms the figure, docs/complaints-book.md). The claims ANSWERED longer ago than that
// are deleted with their mail; a claim still pending is never deleted. The service runs this purge
// itself every day (server/retention.ts); `npm run reclamos:purge` runs it at once.
import { openDatabase, type Db } from "#server/db.ts";
import { serviceEnv } from "#server/env.ts";
import { folderTransport } from "#server/mail/outbox.ts";
import { deleteWithMail, purgeOf, runPurges } from "#server/retention.ts";

export const MIN_RETENTION_YEARS = 2;

/**
 * Deletes the claims answered before `now` minus `years`; returns how many. The ids of the mail
 * rows deleted with them are added to `mailIds` (their folder files go too: server/retention.ts).
 */
export function purgeAnsweredClaims(db: Db, years: number, now = new Date(), mailIds: number[] = []): number {
  if (years < MIN_RETENTION_YEARS) throw new Error(`La conservación mínima es de ${MIN_RETENTION_YEARS} años.`);
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  const old = "SELECT id FROM claims WHERE state = 'respondido' AND answered_at IS NOT NULL AND answered_at < ?";
  return deleteWithMail(db, { table: "claims", mailColumn: "claim_id", old, cutoff: cutoff.toISOString() }, mailIds);
}

/** The claims' purge, for the service's schedule. */
export const answeredClaimsPurge = (years: number) =>
  purgeOf(`reclamos respondidos hace más de ${years} años`, (db, now, mailIds) => purgeAnsweredClaims(db, years, now, mailIds));

if (process.argv[1]?.endsWith("complaints/retention.ts")) {
  const env = serviceEnv();
  const years = env.complaints.retentionYears;
  const db = openDatabase(env.databaseFile);
  const removed = await runPurges(db, [answeredClaimsPurge(years)], {
    forgetMail: folderTransport(env.complaints.outboxDir).forget,
  });
  db.close();
  console.log(`Reclamos respondidos hace más de ${years} años eliminados: ${[...removed.values()][0]}.`);
}
