// Deletion that deletes, on time (issue 40, findings 4, 5 and 6): a purge leaves nothing of what it
// deleted on the disk — neither in the database file's free pages nor in its WAL nor in the folder
// outbox — and the service runs the purges itself, logged.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { SPAWNED_PROCESS_TIMEOUT_MS } from "#shared/testing/timeouts.ts";
import { complaintSchema } from "#shared/complaints-book/complaint-schema.ts";
import { createApp } from "./app.ts";
import { serviceContext } from "#server/service-context.ts";
import { openDatabase, value, type Db } from "./db.ts";
import { createOutbox, folderTransport } from "./mail/outbox.ts";
import { loadComplaintsBook, messagesOf } from "./complaints/content.ts";
import { answeredClaimsPurge } from "./complaints/retention.ts";
import { insertClaim } from "./complaints/store.ts";
import { validClaim } from "#shared/complaints-book/testing/claims.ts";
import { oldRequestsPurge } from "./consultations/retention.ts";
import { validRequest } from "./consultations/testing/requests.ts";
import { runPurges, schedulePurges } from "./retention.ts";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanups.splice(0).reverse()) await step();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "conservacion-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// Values found nowhere else: each one's bytes on disk would be a purged person's data.
const PURGED = {
  name: "Purgadanombre Zyxwvutsr",
  email: "purgada.qwxyz@example.com",
  message: "Mensaje purgado kjhgfdsa que no debe quedar.",
  detail: "Detalle de un reclamo purgado plmoknijb, respondido hace años.",
};
const KEPT = { name: "Vigente Abcdefg", email: "vigente@example.com" };

async function request(db: Db, at: string, overrides: Record<string, unknown>) {
  const app = createApp({
    service: serviceContext({ db, root: "/nonexistent", now: () => new Date(at) }),
    consultations: { rateLimit: null, clinicEmail: "clinica@example.com" },
  });
  const response = await app.request("/app/api/consultas", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(validRequest({ envioId: `envio-${at.replace(/\D/g, "")}`, ...overrides })),
  });
  expect(response.status).toBe(201);
}

function answeredClaim(db: Db, at: string, detail: string) {
  const claim = complaintSchema(messagesOf(loadComplaintsBook()), "2030-01-01").parse(validClaim({ detail }));
  const { id } = insertClaim(
    db,
    claim,
    () => [{ kind: "aviso-clinica", recipient: "clinica@example.com", subject: "Aviso", text: detail, html: `<p>${detail}</p>` }],
    new Date(at),
  );
  db.prepare("UPDATE claims SET state = 'respondido', answered_at = ?, answer = 'Respuesta' WHERE id = ?").run(at, id);
}

// The last test starts the service as a process.
vi.setConfig({ testTimeout: SPAWNED_PROCESS_TIMEOUT_MS });

const purges = [answeredClaimsPurge(2), oldRequestsPurge(12)];
const NOW = new Date("2026-03-02T15:00:00Z");

/** Where on disk each purged value still is: the database file, its WAL. */
function found(file: string) {
  const where: string[] = [];
  for (const part of [file, `${file}-wal`]) {
    if (!existsSync(part)) continue;
    const bytes = readFileSync(part);
    for (const [key, text] of Object.entries(PURGED))
      if (bytes.includes(Buffer.from(text, "utf8"))) where.push(`${key} in ${part}`);
  }
  return where;
}

test("after a purge, the purged values are in neither the database file nor its WAL: right after it, and after a clean stop", async () => {
  const dir = tempDir();
  const file = path.join(dir, "reclamaciones.sqlite");
  const db = openDatabase(file);
  cleanups.push(() => db.isOpen && db.close());
  await request(db, "2025-01-10T15:00:00Z", { name: PURGED.name, email: PURGED.email, message: PURGED.message });
  answeredClaim(db, "2023-06-01T15:00:00Z", PURGED.detail);
  await request(db, "2026-02-20T15:00:00Z", { name: KEPT.name, email: KEPT.email });
  // The values are on disk before (the test can see them where they are).
  expect(found(file).length).toBeGreaterThan(0);

  const removed = await runPurges(db, purges, { now: NOW });
  expect([...removed.values()]).toEqual([1, 1]);
  expect(found(file)).toEqual([]);
  // What is kept is still there, and readable.
  expect(value(db, "SELECT name FROM consultation_requests")).toBe(KEPT.name);
  db.close();
  expect(found(file)).toEqual([]);
  expect(readFileSync(file).includes(Buffer.from(KEPT.name))).toBe(true);
});

test("the purge removes the folder outbox's files of the mail it deleted, and only those", async () => {
  const dir = tempDir();
  const outboxDir = path.join(dir, "correos");
  const db = openDatabase(":memory:");
  cleanups.push(() => db.close());
  await request(db, "2025-01-10T15:00:00Z", { name: PURGED.name, email: PURGED.email, message: PURGED.message });
  await request(db, "2026-02-20T15:00:00Z", { name: KEPT.name, email: KEPT.email });
  const transport = folderTransport(outboxDir);
  expect(await createOutbox({ db, transport, from: "clinica@example.com", now: () => NOW }).deliverDue()).toBe(4);
  const files = () => readdirSync(outboxDir).map((name) => readFileSync(path.join(outboxDir, name), "utf8"));
  expect(files().filter((text) => text.includes(PURGED.name))).toHaveLength(1);

  await runPurges(db, purges, { now: NOW, forgetMail: transport.forget });
  expect(files()).toHaveLength(2);
  for (const text of files()) for (const purged of Object.values(PURGED)) expect(text).not.toContain(purged);
  expect(files().some((text) => text.includes(KEPT.name))).toBe(true);
});

test("the schedule purges at once and then every interval, and logs how many each time, nothing personal", async () => {
  vi.useFakeTimers({ now: NOW, toFake: ["setInterval", "clearInterval", "Date"] });
  const db = openDatabase(":memory:");
  cleanups.push(() => db.close());
  await request(db, "2025-01-10T15:00:00Z", { name: PURGED.name });
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  const schedule = schedulePurges(db, purges, { intervalMs: 60_000, now: () => new Date() });
  cleanups.push(schedule.stop);
  await schedule.first;
  expect(value(db, "SELECT COUNT(*) FROM consultation_requests")).toBe(0);
  expect(log).toHaveBeenLastCalledWith(
    "conservación: eliminados 0 reclamos respondidos hace más de 2 años, 1 solicitudes de consulta de hace más de 12 meses",
  );
  // Two months pass: a request made then is past its twelve months at the next run.
  await request(db, "2025-03-01T15:00:00Z", { name: "Otra Persona" });
  vi.setSystemTime(new Date("2026-03-02T15:00:00Z"));
  await vi.advanceTimersByTimeAsync(60_000);
  expect(value(db, "SELECT COUNT(*) FROM consultation_requests")).toBe(0);
  expect(log).toHaveBeenCalledTimes(3);
  for (const [line] of log.mock.calls.filter(([line]) => String(line).startsWith("conservación"))) {
    expect(String(line)).not.toContain(PURGED.name);
  }
});

test("the service itself runs the purges when it starts, logged (no one has to remember)", async () => {
  const dir = tempDir();
  const file = path.join(dir, "reclamaciones.sqlite");
  const db = openDatabase(file);
  await request(db, "2024-01-10T15:00:00Z", { name: PURGED.name, email: PURGED.email });
  db.close();
  const child = spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      BUILD_DIR: "/nonexistent-build",
      EMAILJS_SINK_OUTBOX: "/dev/null",
      COMPLAINTS_DB: file,
      COMPLAINTS_DELIVERY: "off",
      COMPLAINTS_OUTBOX_DIR: path.join(dir, "correos"),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  cleanups.push(() => child.kill("SIGKILL"));
  const line = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      output += chunk;
      const found = /^conservación: .*$/m.exec(output);
      if (found) resolve(found[0]);
    });
    child.once("exit", () => reject(new Error(`exited: ${output}`)));
  });
  expect(line).toBe(
    "conservación: eliminados 0 reclamos respondidos hace más de 2 años, 1 solicitudes de consulta de hace más de 12 meses, 0 citas de hace más de 12 meses",
  );
  child.kill("SIGTERM");
  await exited;
  const after = openDatabase(file);
  expect(value(after, "SELECT COUNT(*) FROM consultation_requests")).toBe(0);
  after.close();
  expect(found(file)).toEqual([]);
});
