// The replica's status from Litestream's log (replication-status.ts), on an injected clock: behind
// only when sending, failing or stopped for longer than the alert's time; a deliberate pause is not.
import { expect, test } from "vitest";
import { REPLICATION_ALERT_AFTER_MS, replicationTracker } from "./replication-status.ts";

function tracker() {
  let time = 1_000_000;
  const tracked = replicationTracker({ now: () => time });
  return { tracked, advance: (ms: number) => (time += ms), at: () => time };
}

test("up to date while Litestream writes what it starts; behind once a segment is pending past the alert's time", () => {
  const { tracked, advance, at } = tracker();
  tracked.started();
  tracked.logged({ level: "INFO", msg: "write wal segment" });
  tracked.logged({ level: "INFO", msg: "wal segment written" });
  expect(tracked.status()).toEqual({ ok: true, lastReplicatedAt: at() });
  const since = at();
  tracked.logged({ level: "INFO", msg: "write wal segment" });
  advance(REPLICATION_ALERT_AFTER_MS);
  expect(tracked.status().ok).toBe(true);
  advance(1);
  expect(tracked.status()).toMatchObject({ ok: false, trouble: "enviando", behindSince: since });
  tracked.logged({ level: "INFO", msg: "wal segment written" });
  expect(tracked.status().ok).toBe(true);
});

test("an error with no success since, and Litestream not running, are reported after the alert's time", () => {
  const { tracked, advance } = tracker();
  tracked.started();
  tracked.logged({ level: "ERROR", msg: "monitor error" });
  advance(REPLICATION_ALERT_AFTER_MS + 1);
  expect(tracked.status()).toMatchObject({ ok: false, trouble: "falla" });
  tracked.logged({ level: "INFO", msg: "snapshot written" });
  expect(tracked.status().ok).toBe(true);

  tracked.exited(false);
  advance(REPLICATION_ALERT_AFTER_MS + 1);
  expect(tracked.status()).toMatchObject({ ok: false, trouble: "detenida" });
  tracked.started();
  expect(tracked.status().ok).toBe(true);
});

test("a pause the service asked for (a purge's WAL truncation) is not a failure", () => {
  const { tracked, advance } = tracker();
  tracked.started();
  tracked.exited(true);
  advance(REPLICATION_ALERT_AFTER_MS * 2);
  expect(tracked.status().ok).toBe(true);
});
