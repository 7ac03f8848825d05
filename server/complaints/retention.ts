// How long claims are kept: COMPLAINTS_RETENTION_YEARS (at least 2, the default; the clinic's
// lawyer confirms the figure, docs/complaints-book.md). `npm run reclamos:purge` deletes the claims
// ANSWERED longer ago than that, with their mail; a claim still pending is never deleted. Nothing
// runs it automatically: the clinic decides when (e.g. once a year, after a backup).
import { openDatabase, transaction, type Db } from "#server/db.ts";
import { serviceEnv } from "#server/env.ts";

export const MIN_RETENTION_YEARS = 2;

/** Deletes the claims answered before `now` minus `years`; returns how many. */
export function purgeAnsweredClaims(db: Db, years: number, now = new Date()): number {
  if (years < MIN_RETENTION_YEARS) throw new Error(`La conservación mínima es de ${MIN_RETENTION_YEARS} años.`);
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return transaction(db, () => {
    const old = "SELECT id FROM claims WHERE state = 'respondido' AND answered_at IS NOT NULL AND answered_at < ?";
    db.prepare(`DELETE FROM outbox WHERE claim_id IN (${old})`).run(cutoff.toISOString());
    return Number(db.prepare(`DELETE FROM claims WHERE id IN (${old})`).run(cutoff.toISOString()).changes);
  });
}

if (process.argv[1]?.endsWith("retention.ts")) {
  const env = serviceEnv();
  const years = env.complaints.retentionYears;
  const db = openDatabase(env.databaseFile);
  const removed = purgeAnsweredClaims(db, years);
  db.close();
  console.log(`Reclamos respondidos hace más de ${years} años eliminados: ${removed}.`);
}
