// Tested the way it will fail: the service with a file:// replica takes claims, consultation
// requests and bookings through HTTP at a steady rate, its whole process group (the service and
// its Litestream) is killed with SIGKILL mid-stream, and a fresh data folder with a fresh process
// plays the new machine: `npm run datos -- restaurar`, then the service, healthy. Every write
// acknowledged more than a second before the kill is there (Litestream looks and sends every 250 ms).
// The same against a real SFTP server: scripts/replica-sftp.ts. Figures: docs/disaster-recovery.md.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { killAndRestore } from "./testing/kill-and-restore.ts";

const dir = mkdtempSync(path.join(tmpdir(), "replica-kill-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("after a SIGKILL of the service's process group, a restore into a fresh folder has every write acknowledged more than 1 s before the kill", async () => {
  const result = await killAndRestore({ dir, replicaUrl: `file://${path.join(dir, "replica")}` });
  const beforeTheLastSecond = result.acked.filter((write) => write.ackedAt < result.killedAt - 1000);
  // A stream worth the name: all three kinds acknowledged before the last second (how many depends
  // on the machine's load: 8 to 33 here, on a shared machine).
  expect(new Set(beforeTheLastSecond.map((write) => write.kind))).toEqual(new Set(["reclamo", "solicitud", "cita"]));
  expect(result.missing.filter((write) => beforeTheLastSecond.includes(write))).toEqual([]);
  expect(result.restoreOutput).toMatch(/integridad correcta, migración \d+/);
  const lost = result.missing.map((write) => result.killedAt - write.ackedAt);
  console.log(
    `réplica file://: ${result.acked.length} escrituras confirmadas, ${result.missing.length} perdidas ` +
      `(punto de recuperación ${lost.length ? Math.max(...lost) : 0} ms antes del corte); restaurar ${result.restoreMs} ms, iniciar ${result.startMs} ms`,
  );
}, 240_000);
