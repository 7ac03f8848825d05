// How far the replica is, read from what Litestream logs (JSON lines, one per event): a WAL segment
// or snapshot started and not yet written, an error with no success since, or Litestream not
// running. Any of these for longer than REPLICATION_ALERT_AFTER_MS makes the replica «atrasada»:
// health answers 503 replica-atrasada (server/health.ts) and «Hoy» tells the administrators.

/** A replica that has not caught up for this long is reported (health, the back office, the log). */
export const REPLICATION_ALERT_AFTER_MS = 60_000;

export type ReplicationTrouble = "detenida" | "falla" | "enviando";

export interface ReplicationStatus {
  /** False when the replica has been behind or failing for longer than the alert's time. */
  ok: boolean;
  /** Since when it has been behind (ms since the epoch), when it is. */
  behindSince?: number;
  trouble?: ReplicationTrouble;
  /** When the last WAL segment or snapshot reached the replica. */
  lastReplicatedAt?: number;
}

/** Litestream's log messages that mean "what was pending is now in the replica". */
const WRITTEN = new Set(["wal segment written", "snapshot written"]);
/** Those that mean "sending something to the replica now". */
const SENDING = new Set(["write wal segment", "write snapshot"]);

export function replicationTracker({
  now = () => Date.now(),
  alertAfterMs = REPLICATION_ALERT_AFTER_MS,
}: { now?: () => number; alertAfterMs?: number } = {}) {
  let failingSince: number | undefined;
  let stoppedSince: number | undefined = now();
  let sendingSince: number | undefined;
  let lastReplicatedAt: number | undefined;
  let paused = false;

  return {
    /** Litestream (re)started. */
    started() {
      paused = false;
      stoppedSince = undefined;
      sendingSince = undefined;
    },
    /** Litestream exited; `deliberate` when the service stopped it (a purge's pause, the shutdown). */
    exited(deliberate: boolean) {
      paused = deliberate;
      sendingSince = undefined;
      stoppedSince = deliberate ? undefined : (stoppedSince ?? now());
    },
    /** One parsed log line of Litestream's. */
    logged(line: { level?: string; msg?: string }) {
      const at = now();
      if (line.msg && WRITTEN.has(line.msg)) {
        lastReplicatedAt = at;
        failingSince = undefined;
        sendingSince = undefined;
      } else if (line.msg && SENDING.has(line.msg)) {
        sendingSince ??= at;
      } else if (line.level === "ERROR") {
        failingSince ??= at;
        sendingSince = undefined;
      }
    },
    status(): ReplicationStatus {
      if (paused) return { ok: true, lastReplicatedAt };
      const troubles = (
        [
          ["detenida", stoppedSince],
          ["falla", failingSince],
          ["enviando", sendingSince],
        ] as const
      ).filter((entry): entry is [ReplicationTrouble, number] => entry[1] !== undefined);
      if (!troubles.length) return { ok: true, lastReplicatedAt };
      const [trouble, behindSince] = troubles.reduce((a, b) => (b[1] < a[1] ? b : a));
      return { ok: now() - behindSince <= alertAfterMs, behindSince, trouble, lastReplicatedAt };
    },
  };
}

export type ReplicationTracker = ReturnType<typeof replicationTracker>;
