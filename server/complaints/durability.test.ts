// The database's promises, against real processes: concurrent submissions to two processes on
// one file get distinct consecutive codes, and a claim answered 201 survives a SIGKILL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { column, value } from "#server/db.ts";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startService, type RunningService } from "#server/complaints/testing/service.ts";
import { validClaim } from "#shared/complaints-book/testing/claims.ts";

let dir: string;
const running: RunningService[] = [];
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "reclamos-durability-"));
});
afterAll(async () => {
  for (const service of running) service.child.kill("SIGKILL");
  await Promise.all(running.map((service) => service.exited));
  rmSync(dir, { recursive: true, force: true });
});

async function start(dbFile: string) {
  const service = await startService({
    COMPLAINTS_DB: dbFile,
    COMPLAINTS_RATE_LIMIT: "100000",
    COMPLAINTS_RECIPIENT_LIMIT: "100000",
    COMPLAINTS_OUTBOX_DIR: path.join(dir, "outbox"),
    // No delivery during these tests: the outbox rows are what is checked.
    COMPLAINTS_DELIVERY: "off",
  });
  running.push(service);
  return service;
}

const post = (origin: string, n = 0) =>
  fetch(`${origin}/app/api/reclamaciones`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(validClaim({ detail: `Reclamo de prueba número ${n}, escrito para la prueba de concurrencia.` })),
  });

test("100 concurrent submissions to two processes on one database get 100 distinct consecutive codes", async () => {
  const dbFile = path.join(dir, "concurrent.sqlite");
  const [a, b] = await Promise.all([start(dbFile), start(dbFile)]);
  const responses = await Promise.all(Array.from({ length: 100 }, (_, n) => post(n % 2 ? a!.origin : b!.origin, n)));
  expect(responses.map((response) => response.status)).toEqual(Array(100).fill(201));
  const codes = await Promise.all(
    responses.map(async (response) => ((await response.json()) as { claim: { code: string } }).claim.code),
  );
  const numbers = codes.map((code) => Number(code.slice(0, 6))).sort((x, y) => x - y);
  expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  expect(new Set(codes).size).toBe(100);
  const db = new DatabaseSync(dbFile, { readOnly: true });
  expect(value(db, "SELECT COUNT(*) FROM outbox")).toBe(200);
  db.close();
}, 60_000);

test("a claim answered 201 is still there after the process is killed (SIGKILL) and restarted", async () => {
  const dbFile = path.join(dir, "killed.sqlite");
  const first = await start(dbFile);
  const response = await post(first.origin, 1);
  expect(response.status).toBe(201);
  // At once, before anything else can run in the service: no clean shutdown, no checkpoint.
  first.child.kill("SIGKILL");
  const { claim } = (await response.json()) as { claim: { code: string } };
  await first.exited;

  const second = await start(dbFile);
  const health = await fetch(`${second.origin}/app/api/salud`);
  expect(health.status).toBe(200);
  const db = new DatabaseSync(dbFile, { readOnly: true });
  const row = db.prepare("SELECT code, detail FROM claims WHERE code = ?").get(claim.code) as { code: string } | undefined;
  expect(row?.code).toBe(claim.code);
  expect(value(db, "SELECT COUNT(*) FROM outbox WHERE claim_id = (SELECT id FROM claims WHERE code = ?)", claim.code)).toBe(2);
  db.close();
}, 60_000);

test("submissions during a restart (SIGTERM, then a new process) are stored or refused, never answered 201 and lost", async () => {
  const dbFile = path.join(dir, "restart.sqlite");
  const first = await start(dbFile);
  const results: { status: number; code?: string }[] = [];
  let stop = false;
  // Four people sending one after another while the service restarts under them.
  const sender = async (origin: () => string) => {
    let n = 0;
    while (!stop) {
      try {
        const response = await post(origin(), n++);
        const body = (await response.json().catch(() => ({}))) as { claim?: { code: string } };
        results.push({ status: response.status, code: body.claim?.code });
      } catch {
        // Refused or reset: the page shows its failure message and keeps the text.
        results.push({ status: 0 });
      }
    }
  };
  let current = first.origin;
  const senders = Array.from({ length: 4 }, () => sender(() => current));
  // Waits for signals, not time: the default second is too short on a busy shared machine.
  await expect.poll(() => results.filter((r) => r.status === 201).length, { timeout: 20_000 }).toBeGreaterThan(10);
  first.child.kill("SIGTERM");
  await first.exited;
  const second = await start(dbFile);
  current = second.origin;
  await expect.poll(() => results.filter((r) => r.status === 201).length, { timeout: 20_000 }).toBeGreaterThan(30);
  stop = true;
  await Promise.all(senders);

  const db = new DatabaseSync(dbFile, { readOnly: true });
  const stored = new Set(column(db, "SELECT code FROM claims") as string[]);
  db.close();
  const accepted = results.filter((r) => r.status === 201);
  for (const { code } of accepted) expect(stored.has(code!), code).toBe(true);
  // Nothing stored that nobody was told about, either: every stored claim was answered 201.
  expect(stored.size).toBe(accepted.length);
  // Anything else was an explicit refusal (no connection, or an error status), never a silent 2xx.
  for (const { status } of results.filter((r) => r.status !== 201)) expect(status === 0 || status >= 400).toBe(true);
}, 60_000);
