// GET /app/api/salud: 200 only when a claim could be committed now. Three checks, in order:
// 1. a write probe: one row as large as the largest claim, rewritten in a committed transaction
//    (BEGIN IMMEDIATE … COMMIT, on disk with synchronous=FULL) — a read-only, busy or broken
//    database, or a disk without room for a claim, fails it;
// 2. free space on the database's file system (fs.statfs) above HEALTH_MIN_FREE_MB;
// 3. mail as a whole can leave (only while the service delivers mail): it is stuck when, among the
//    messages still waiting longer than HEALTH_OUTBOX_MAX_AGE_MINUTES, there is one of the clinic's
//    own notices (they go to the clinic's configured address, so their waiting is the server's, or
//    the configuration's, fault), or messages to STUCK_RECIPIENTS different mailboxes. One
//    person's bad address is never enough: a permanent refusal ends its retries at once (outbox.ts),
//    and a temporary failure of one mailbox is one mailbox;
// 4. with a replica (DATA_REPLICA), the copy off the machine is not behind or failing for longer
//    than REPLICATION_ALERT_AFTER_MS (server/replication/replication-status.ts): a claim committed
//    now would not be safe from the loss of this machine.
// Otherwise 503 with a reason code and no personal data; the log says why, once per change. The
// deploy's gate (deploy/service-release.ts) and the systemd unit (ExecStartPost) wait for the 200.
// The answer is kept for a second, so a flood of checks costs one commit a second.
import { statfsSync } from "node:fs";
import path from "node:path";
import { transaction, type Db } from "./db.ts";
import { CLINIC_MAIL_KINDS } from "#server/mail/outbox.ts";
import type { ReplicationStatus } from "#server/replication/replication-status.ts";

export type HealthReason =
  "base-de-datos-solo-lectura" | "disco-lleno" | "base-de-datos-no-disponible" | "correo-atascado" | "replica-atrasada";

export type Health = { ok: true } | { ok: false; reason: HealthReason };

export interface HealthOptions {
  db: Db;
  /** The database file (":memory:" has no disk to check). */
  databaseFile: string;
  minFreeBytes: number;
  outboxMaxAgeMs: number;
  /** False when mail is deliberately left in the table (COMPLAINTS_DELIVERY=off). */
  checkOutbox: boolean;
  /** The replica's status, when there is one. */
  replication?: () => ReplicationStatus;
  now?: () => Date;
  freeBytes?: (dir: string) => number;
  cacheMs?: number;
}

/** Mailboxes whose messages all wait past the age: that many is the mail server's fault, not theirs. */
export const STUCK_RECIPIENTS = 3;

/** As much as the largest claim writes with its two e-mails (a 32 KB body, its text in three parts). */
export const PROBE_BYTES = 128 * 1024;

// SQLite's primary result codes (the low byte of an extended code).
const SQLITE_READONLY = 8;
const SQLITE_FULL = 13;

function reasonOf(error: unknown): HealthReason {
  const e = error as { errcode?: unknown; code?: unknown };
  const code = typeof e.errcode === "number" ? e.errcode & 0xff : undefined;
  if (code === SQLITE_READONLY || e.code === "EROFS") return "base-de-datos-solo-lectura";
  if (code === SQLITE_FULL || e.code === "ENOSPC" || e.code === "EFBIG") return "disco-lleno";
  return "base-de-datos-no-disponible";
}

const available = (dir: string) => {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
};

export function createHealthCheck({
  db,
  databaseFile,
  minFreeBytes,
  outboxMaxAgeMs,
  checkOutbox,
  replication,
  now = () => new Date(),
  freeBytes = available,
  cacheMs = 1000,
}: HealthOptions) {
  let cached: { at: number; health: Health } | null = null;
  // The messages still waiting (neither sent nor given up) since before the age: the clinic's
  // notices among them, and how many mailboxes they go to.
  const waitingSince = db.prepare(
    `SELECT count(*) FILTER (WHERE kind IN (${CLINIC_MAIL_KINDS.map((kind) => `'${kind}'`).join(", ")})) AS notices,
       count(DISTINCT coalesce(recipient_key, lower(recipient))) AS mailboxes
     FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL AND created_at < ?`,
  );
  let lastReason: HealthReason | "ok" = "ok";

  function check(): Health {
    const time = now();
    try {
      transaction(db, () => {
        db.prepare(
          // Random bytes: pages whose content changes are written out, as a claim's are.
          `INSERT INTO health_probe (id, checked_at, payload) VALUES (1, ?, randomblob(${PROBE_BYTES}))
           ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at, payload = excluded.payload`,
        ).run(time.toISOString());
      });
    } catch (error) {
      return { ok: false, reason: reasonOf(error) };
    }
    if (databaseFile !== ":memory:") {
      try {
        if (freeBytes(path.dirname(databaseFile)) < minFreeBytes) return { ok: false, reason: "disco-lleno" };
      } catch (error) {
        return { ok: false, reason: reasonOf(error) };
      }
    }
    if (checkOutbox && Number.isFinite(outboxMaxAgeMs)) {
      const waiting = waitingSince.get(new Date(time.getTime() - outboxMaxAgeMs).toISOString()) as {
        notices: number;
        mailboxes: number;
      };
      if (waiting.notices > 0 || waiting.mailboxes >= STUCK_RECIPIENTS) return { ok: false, reason: "correo-atascado" };
    }
    if (replication && !replication().ok) return { ok: false, reason: "replica-atrasada" };
    return { ok: true };
  }

  return function health(): Health {
    const time = now().getTime();
    if (cached && time - cached.at < cacheMs) return cached.health;
    const result = check();
    cached = { at: time, health: result };
    const reason = result.ok ? "ok" : result.reason;
    if (reason !== lastReason) {
      if (result.ok) console.log("salud: ok de nuevo");
      else console.error(`salud: 503 ${result.reason}`);
      lastReason = reason;
    }
    return result;
  };
}
