// Litestream beside the service (replicator.ts), with stand-in binaries: restarted when it exits and
// said so in the log, its errors in the log and its status, paused and resumed around a purge's WAL
// truncation, stopped with the service. The real Litestream runs in kill-and-restore.test.ts.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { REPLICATION_ALERT_AFTER_MS } from "./replication-status.ts";
import { startReplicator } from "./replicator.ts";
import { waitFor } from "./testing/kill-and-restore.ts";

const dir = mkdtempSync(path.join(tmpdir(), "replicador-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in binary: records each start in `<script>.starts`, then runs `body` (sh). */
function standIn(body: string) {
  const script = path.join(dir, `litestream-${Math.random().toString(36).slice(2)}`);
  writeFileSync(script, `#!/bin/sh\necho start >> "${script}.starts"\n${body}\n`);
  chmodSync(script, 0o755);
  return {
    binary: script,
    starts: () => (existsSync(`${script}.starts`) ? readFileSync(`${script}.starts`, "utf8").split("\n").length - 1 : 0),
  };
}

function logger() {
  const lines: string[] = [];
  return { lines, log: { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) } };
}

test("a Litestream that exits is started again, and the log says so", async () => {
  const { binary, starts } = standIn("exit 3");
  const { lines, log } = logger();
  const replicator = startReplicator({ configFile: "/nonexistent.yml", binary, log });
  await waitFor(() => starts() >= 2, 20_000, "a second start");
  expect(lines[0]).toBe("réplica: Litestream terminó (código 3); se reinicia en 1 s");
  await replicator.stop();
  const after = starts();
  expect(replicator.status().ok).toBe(true);
  expect(after).toBeGreaterThanOrEqual(2);
});

test("its errors reach the log, and past the alert's time the status says it is failing", async () => {
  let time = 1_000_000;
  const { binary } = standIn(
    `echo '{"level":"INFO","msg":"replicating to","host":"h"}'\necho '{"level":"ERROR","msg":"monitor error","error":"ssh: handshake failed"}'\nexec sleep 60`,
  );
  const { lines, log } = logger();
  const replicator = startReplicator({ configFile: "/nonexistent.yml", binary, log, now: () => time });
  await waitFor(() => lines.length >= 2, 20_000, "two log lines");
  expect(lines).toEqual(["réplica: replicando", "réplica: monitor error: ssh: handshake failed"]);
  expect(replicator.status().ok).toBe(true);
  time += REPLICATION_ALERT_AFTER_MS + 1;
  expect(replicator.status()).toMatchObject({ ok: false, trouble: "falla" });
  await replicator.stop();
});

test("paused(): Litestream stops, the work runs, Litestream starts again", async () => {
  const { binary, starts } = standIn("exec sleep 60");
  const { lines, log } = logger();
  const replicator = startReplicator({ configFile: "/nonexistent.yml", binary, log });
  await waitFor(() => starts() === 1, 20_000, "the first start");
  const during = await replicator.paused(() => starts());
  expect(during).toBe(1);
  await waitFor(() => starts() === 2, 20_000, "the start after the pause");
  await replicator.stop();
  // A deliberate stop is no failure: nothing logged.
  expect(lines).toEqual([]);
});
