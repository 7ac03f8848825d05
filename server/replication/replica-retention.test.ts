// Copies that forget what the retention forgets: a request purged by the service's own purge
// (server/retention.ts, Litestream paused around the WAL's truncation) is gone from every copy once
// the replica's retention has passed. Litestream's own retention enforcement runs, with the
// production configuration's shape but seconds instead of days (REPLICA_TIMING: 7 days, checked
// hourly, so the privacy policy's REPLICA_FORGETS_WITHIN_DAYS); then the replica's snapshots and
// WAL are all younger than the purge, and a restore of its earliest moment, the live files and
// Litestream's local shadow WAL hold none of the purged text.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test, vi } from "vitest";
import { createApp } from "#server/app.ts";
import { serviceContext } from "#server/service-context.ts";
import { openDatabase } from "#server/db.ts";
import { oldRequestsPurge } from "#server/consultations/retention.ts";
import { validRequest } from "#server/consultations/testing/requests.ts";
import { emptyWal, runPurges } from "#server/retention.ts";
import { litestreamBinary, writeLitestreamConfig } from "./litestream-config.ts";
import { startReplicator } from "./replicator.ts";
import { restoreFromReplica } from "./restore.ts";
import { waitFor } from "./testing/kill-and-restore.ts";

const dir = mkdtempSync(path.join(tmpdir(), "replica-retention-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PURGED = "Mensaje purgado wqmzkxv que ninguna copia debe guardar.";

/** Every file under `root`, its bytes. */
function filesUnder(root: string): Buffer[] {
  if (!existsSync(root)) return [];
  if (statSync(root).isFile()) return [readFileSync(root)];
  return readdirSync(root).flatMap((name) => filesUnder(path.join(root, name)));
}
const holdsPurged = (root: string) => filesUnder(root).some((bytes) => bytes.includes(PURGED));

/** The replica's snapshots or WAL segments (`litestream snapshots`, `litestream wal`): when each was written (to the second). */
function replicaTimes(what: "snapshots" | "wal", configFile: string, databaseFile: string): number[] {
  const run = spawnSync(litestreamBinary(), [what, "-config", configFile, databaseFile], { encoding: "utf8" });
  return run.stdout
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => Date.parse(line.trim().split(/\s+/).at(-1)!));
}

test("a purged request is in no copy once the replica's retention has passed: snapshots, WAL, restore, shadow WAL", async () => {
  const databaseFile = path.join(dir, "datos", "datos.sqlite");
  const replicaDir = path.join(dir, "replica");
  const db = openDatabase(databaseFile);
  const app = createApp({
    service: serviceContext({ db, root: "/nonexistent" }),
    consultations: { rateLimit: null, clinicEmail: "clinica@example.com" },
  });
  const response = await app.request("/app/api/consultas", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(validRequest({ envioId: "envio-retencion-1", message: PURGED })),
  });
  expect(response.status).toBe(201);

  const timing = {
    monitorInterval: "100ms",
    syncInterval: "100ms",
    retention: "2s",
    retentionCheckInterval: "500ms",
    snapshotInterval: "1s",
  } as const;
  const configFile = writeLitestreamConfig(databaseFile, { url: `file://${replicaDir}` }, timing);
  const replicator = startReplicator({ configFile, log: { log: () => {}, error: () => {} } });
  try {
    // The request reached the replica (its first snapshot or a WAL segment).
    await waitFor(() => replicator.status().lastReplicatedAt !== undefined, 30_000, "the first copy");
    expect(holdsPurged(path.join(dir, "datos"))).toBe(true);

    // The purge, as the service runs it: a year and more later for this request. With Litestream
    // paused, the WAL's truncation is not kept waiting by its read lock.
    const warn = vi.spyOn(console, "warn");
    const purgedAt = Date.now();
    const removed = await runPurges(db, [oldRequestsPurge(12)], {
      now: new Date(Date.now() + 400 * 24 * 60 * 60_000),
      emptyWal: () => replicator.paused(() => emptyWal(db)),
    });
    expect([...removed.values()]).toEqual([1]);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    // Litestream's retention, in seconds: every snapshot and WAL segment left was written after the
    // purge (in a later second: Litestream lists them to the second), so no restore can give it back.
    const afterPurge = purgedAt - (purgedAt % 1000) + 1000;
    // Later life of the database, in that later second: a write, and a new WAL index (what Litestream's
    // own checkpoints give over the real retention's days). Without it, the segment of the purge's own
    // second stays listed, in the index of every later snapshot, and the wait below fails on a second's
    // boundary (it did on a loaded machine).
    while (Date.now() < afterPurge) await new Promise((resolve) => setTimeout(resolve, 50));
    db.prepare("INSERT INTO contact_counts (day, page, kind, count) VALUES ('2030-01-01', '/app/', 'chat', 1)").run();
    await replicator.paused(() => emptyWal(db));
    await waitFor(
      () => {
        const snapshots = replicaTimes("snapshots", configFile, databaseFile);
        const wal = replicaTimes("wal", configFile, databaseFile);
        return snapshots.length > 0 && [...snapshots, ...wal].every((time) => time >= afterPurge);
      },
      30_000,
      "the replica's retention to drop what was taken before the purge",
    );
    // Litestream's local copies (its shadow WAL beside the database) and the live files hold nothing.
    await waitFor(() => !holdsPurged(path.join(dir, "datos")), 10_000, "the shadow WAL to be cleaned");

    // What a restore gives back now (Litestream stopped first: its retention, in seconds here,
    // would otherwise delete the snapshot being restored).
    await replicator.stop();
    const restored = path.join(dir, "restaurada", "datos.sqlite");
    restoreFromReplica({ databaseFile: restored, replica: { url: `file://${replicaDir}` } });
    expect(holdsPurged(path.dirname(restored))).toBe(false);
    expect(filesUnder(restored)[0]!.includes("/app/")).toBe(true);
  } finally {
    await replicator.stop();
    db.close();
  }
}, 240_000);
