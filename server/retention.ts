// Deletion that deletes, on time. The records the clinic keeps only for a while (claims answered
// longer ago than COMPLAINTS_RETENTION_YEARS, consultation requests older than
// CONSULTAS_RETENTION_MONTHS, appointments ended longer ago than the same) are purged by the service itself: at
// start and then every day (schedulePurges, from server/start.ts), each run logged with how many
// it deleted and nothing else. `npm run reclamos:purge` and `npm run consultas:purge` run one
// purge at once. A purge
// - deletes the records with their mail in one transaction (secure_delete is on, server/db.ts:
//   the freed pages are zeroed, not left readable);
// - then empties the WAL (wal_checkpoint(TRUNCATE)), where the deleted rows' earlier versions were
//   (with a replica, Litestream is stopped for that moment and starts a new generation after it:
//   its retention then forgets the old one, docs/retention.md);
// - then removes the folder outbox's files of the mail rows it deleted (forgetMail).
// docs/retention.md says what is kept, how long, and how to check it ran.
import { transaction, type Db } from "./db.ts";

/** One kind of record past its retention. */
export interface Purge {
  /** What the log calls it, in Spanish: «reclamos respondidos hace más de 2 años». */
  name: string;
  /** Deletes what is past its retention at `now`, with its mail, in one transaction. */
  run(db: Db, now: Date): { removed: number; mailIds: number[] };
}

export interface PurgeOptions {
  /** Removes what a transport kept of the deleted mail rows (the folder outbox's files). */
  forgetMail?: (ids: readonly number[]) => Promise<void>;
  /** Empties the WAL; with a replica, Litestream is paused around it (server/replication/). */
  emptyWal?: (db: Db) => unknown;
  now?: Date;
}

/** A purge named `name` whose `purge` deletes and adds the deleted mail rows' ids to the list it is given. */
export const purgeOf = (name: string, purge: (db: Db, now: Date, mailIds: number[]) => number): Purge => ({
  name,
  run(db, now) {
    const mailIds: number[] = [];
    return { removed: purge(db, now, mailIds), mailIds };
  },
});

/**
 * Deletes the rows of `table` that `old` selects (their ids, given `cutoff` as its one parameter) with
 * their mail (the outbox rows whose `mailColumn` names one), in one transaction; adds the mail rows'
 * ids to `mailIds` and returns how many rows of `table` went.
 */
export function deleteWithMail(
  db: Db,
  { table, mailColumn, old, cutoff }: { table: string; mailColumn: string; old: string; cutoff: number | string },
  mailIds: number[],
): number {
  return transaction(db, () => {
    const mail = db.prepare(`DELETE FROM outbox WHERE ${mailColumn} IN (${old}) RETURNING id`).all(cutoff);
    mailIds.push(...mail.map((row) => Number(row.id)));
    return Number(db.prepare(`DELETE FROM ${table} WHERE id IN (${old})`).run(cutoff).changes);
  });
}

/** `now` minus `months` (a whole number, at least 1: a retention counted in months). */
export function monthsBefore(now: Date, months: number) {
  if (!Number.isInteger(months) || months < 1) throw new Error("La conservación debe ser de al menos 1 mes.");
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Runs each purge, then empties the WAL and forgets the deleted mail; returns how many each deleted. */
export async function runPurges(
  db: Db,
  purges: readonly Purge[],
  { forgetMail, emptyWal: empty = emptyWal, now = new Date() }: PurgeOptions = {},
) {
  const removed = new Map<string, number>();
  const mailIds: number[] = [];
  for (const purge of purges) {
    const result = purge.run(db, now);
    removed.set(purge.name, result.removed);
    mailIds.push(...result.mailIds);
  }
  if ([...removed.values()].some((count) => count > 0)) await empty(db);
  if (mailIds.length) await forgetMail?.(mailIds);
  return removed;
}

/**
 * Copies the WAL into the database file and truncates it to zero bytes: the deleted rows' earlier
 * versions, still in its frames, are gone from the disk. Waits (the busy timeout) for readers of
 * other connections; if one still holds it, the next checkpoint finishes the job, and the log says so.
 */
export function emptyWal(db: Db) {
  const result = db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get() as { busy: number } | undefined;
  if (result?.busy) console.warn("conservación: el WAL no se vació del todo (otra conexión lo estaba leyendo)");
}

/** The purges, now and every `intervalMs` (a day), each run logged; stop() ends the timer. */
export function schedulePurges(
  db: Db,
  purges: readonly Purge[],
  {
    forgetMail,
    emptyWal: empty,
    intervalMs = 24 * 60 * 60_000,
    now = () => new Date(),
  }: Omit<PurgeOptions, "now"> & {
    intervalMs?: number;
    now?: () => Date;
  } = {},
) {
  async function run() {
    try {
      const removed = await runPurges(db, purges, { forgetMail, emptyWal: empty, now: now() });
      console.log(`conservación: eliminados ${[...removed].map(([name, count]) => `${count} ${name}`).join(", ")}`);
    } catch (error) {
      // Never a record's content: the error's name and SQLite's message only.
      console.error(`conservación: la purga falló: ${(error as Error).name}: ${(error as Error).message}`);
    }
  }
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  const first = run();
  return { first, run, stop: () => clearInterval(timer) };
}
