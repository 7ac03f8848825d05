// /app/api/salud answers 200 only when a claim could be committed now (issue 32, finding 2).
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { createApp } from "./app.ts";
import { serviceContext } from "#server/service-context.ts";
import { openDatabase, value, type Db } from "./db.ts";
import { parseEnv } from "./env.ts";
import { createOutbox, smtpTransport } from "./mail/outbox.ts";
import { createHealthCheck, type HealthOptions } from "./health.ts";
import { validClaim } from "#shared/complaints-book/testing/claims.ts";
import { REPLICATION_ALERT_AFTER_MS, replicationTracker } from "#server/replication/replication-status.ts";

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "salud-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
function database(file = ":memory:") {
  const db = openDatabase(file);
  cleanups.push(() => db.isOpen && db.close());
  return db;
}

const appFor = (db: Db, options: Partial<HealthOptions> = {}) =>
  createApp({
    service: serviceContext({ db, root: "/nonexistent" }),
    complaints: { rateLimit: null },
    health: createHealthCheck({
      db,
      databaseFile: ":memory:",
      minFreeBytes: 0,
      outboxMaxAgeMs: 60 * 60_000,
      checkOutbox: true,
      cacheMs: 0,
      ...options,
    }),
  });
const health = async (app: ReturnType<typeof appFor>) => {
  const response = await app.request("/app/api/salud");
  return { status: response.status, body: await response.json() };
};
const postClaim = (app: ReturnType<typeof appFor>) =>
  app.request("/app/api/reclamaciones", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(validClaim()),
  });

test("a writable database with room and no stuck mail: 200", async () => {
  const dir = tempDir();
  const file = path.join(dir, "db.sqlite");
  const app = appFor(database(file), { databaseFile: file, minFreeBytes: 1 });
  expect(await health(app)).toEqual({ status: 200, body: { estado: "ok" } });
});

test("a read-only database: 503 with its reason, as claims get 503, and the log says why", async () => {
  const db = database();
  const app = appFor(db);
  db.exec("PRAGMA query_only = ON");
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  cleanups.push(() => errors.mockRestore());
  expect((await postClaim(app)).status).toBe(503);
  expect(await health(app)).toEqual({
    status: 503,
    body: { estado: "no disponible", motivo: "base-de-datos-solo-lectura" },
  });
  expect(errors).toHaveBeenCalledWith("salud: 503 base-de-datos-solo-lectura");
});

test("free space under the floor (fs.statfs of the database's disk): 503 disco-lleno", async () => {
  const dir = tempDir();
  const file = path.join(dir, "db.sqlite");
  vi.spyOn(console, "error").mockImplementation(() => {});
  // Whatever this disk has, it is less than this.
  const app = appFor(database(file), { databaseFile: file, minFreeBytes: Number.MAX_SAFE_INTEGER });
  expect(await health(app)).toMatchObject({ status: 503, body: { motivo: "disco-lleno" } });
  vi.restoreAllMocks();
});

test("a replica behind or failing for longer than the alert's time: 503 replica-atrasada; up to date: 200", async () => {
  let time = 1_000_000;
  const tracked = replicationTracker({ now: () => time });
  tracked.started();
  const app = appFor(database(), { replication: tracked.status });
  expect((await health(app)).status).toBe(200);
  tracked.logged({ level: "ERROR", msg: "monitor error" });
  time += REPLICATION_ALERT_AFTER_MS + 1;
  vi.spyOn(console, "error").mockImplementation(() => {});
  expect(await health(app)).toMatchObject({ status: 503, body: { motivo: "replica-atrasada" } });
  tracked.logged({ level: "INFO", msg: "wal segment written" });
  vi.spyOn(console, "log").mockImplementation(() => {});
  expect((await health(app)).status).toBe(200);
  vi.restoreAllMocks();
});
test("the oldest undelivered e-mail older than the configured age: 503 correo-atascado; not while delivery is off", async () => {
  const db = database();
  let now = new Date("2026-03-02T15:00:00Z");
  const app = appFor(db, { now: () => now, outboxMaxAgeMs: 60 * 60_000 });
  const delivery = { now: () => now };
  expect(
    (
      await createApp({
        service: serviceContext({ db, root: "/nonexistent", ...delivery }),
        complaints: { rateLimit: null },
      }).request("/app/api/reclamaciones", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(validClaim()),
      })
    ).status,
  ).toBe(201);
  expect((await health(app)).status).toBe(200);
  now = new Date("2026-03-02T16:01:00Z");
  vi.spyOn(console, "error").mockImplementation(() => {});
  expect(await health(app)).toMatchObject({ status: 503, body: { motivo: "correo-atascado" } });
  const notDelivering = appFor(db, { now: () => now, checkOutbox: false });
  expect((await health(notDelivering)).status).toBe(200);
  vi.restoreAllMocks();
});

test("reuses its last answer for HEALTH_CACHE_MS on its clock, then checks anew", async () => {
  let now = new Date("2026-03-02T15:00:00Z");
  let replicaOk = true;
  const app = appFor(database(), {
    now: () => now,
    cacheMs: 1000,
    replication: () => ({ ok: replicaOk }) as ReturnType<NonNullable<HealthOptions["replication"]>>,
  });
  expect((await health(app)).status).toBe(200);
  replicaOk = false;
  now = new Date(now.getTime() + 999);
  expect((await health(app)).status).toBe(200);
  vi.spyOn(console, "error").mockImplementation(() => {});
  now = new Date(now.getTime() + 1);
  expect(await health(app)).toMatchObject({ status: 503, body: { motivo: "replica-atrasada" } });
  vi.restoreAllMocks();
});

test("the disk full for the service (a file-size limit): once claims get 503, health answers 503 too", async () => {
  const dir = tempDir();
  const file = path.join(dir, "db.sqlite");
  // The schema first, without the limit.
  openDatabase(file).close();
  // sh's ulimit -f counts 512-byte blocks: no file of the service may grow past 512 KB (the WAL
  // fills with the claims' pages; Node ignores SIGXFSZ, so writes fail with EFBIG).
  const child = spawn("sh", ["-c", `ulimit -f 1024; exec "${process.execPath}" --import tsx server/start.ts`], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      BUILD_DIR: "/nonexistent-build",
      EMAILJS_SINK_OUTBOX: "/dev/null",
      COMPLAINTS_DB: file,
      COMPLAINTS_DELIVERY: "off",
      COMPLAINTS_RATE_LIMIT: "100000",
      COMPLAINTS_RECIPIENT_LIMIT: "100000",
      HEALTH_CACHE_MS: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stderr.on("data", (chunk) => (log += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  cleanups.push(() => child.kill("SIGKILL"));
  const origin = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const port = /localhost:(\d+)\//.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.once("exit", () => reject(new Error(`exited: ${output}${log}`)));
  });
  expect((await fetch(`${origin}/app/api/salud`)).status).toBe(200);
  const postClaim = (i: number) =>
    fetch(`${origin}/app/api/reclamaciones`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(validClaim({ detail: `Reclamo ${i}: ${"x".repeat(2500)}` })),
    }).then((r) => r.status);
  let i = 0;
  while (i < 1000 && (await postClaim(i++)) !== 503);
  expect(i).toBeLessThan(1000);
  // Claims are refused now; the health check says so (HEALTH_CACHE_MS=0: every request checks anew,
  // no waiting out a cache on the clock; a few checks allowed, as the probe's row may still fit once
  // in what the failed claim left).
  let health = { status: 200, body: {} as unknown };
  for (let round = 0; round < 4 && health.status === 200; round++) {
    const response = await fetch(`${origin}/app/api/salud`);
    health = { status: response.status, body: await response.json() };
  }
  expect(health.status).toBe(503);
  expect(health.body).toMatchObject({ motivo: expect.stringMatching(/disco-lleno|base-de-datos-no-disponible/) });
  expect(await postClaim(i)).toBe(503);
  expect(log).toMatch(/salud: 503 /);
  child.kill("SIGTERM");
  await exited;
}, 120_000);

// Not a check of the service: shows the machine lets a test limit a file's size.
test.skipIf(process.platform !== "linux")("sh's ulimit -f applies to the service's children", () => {
  expect(execFileSync("sh", ["-c", "ulimit -f 8; ulimit -f"]).toString().trim()).toBe("8");
});

// Issue 40, finding 1: one patient's mistyped e-mail took the site's health down for good.
describe("the outbox in the health check: stuck only when mail as a whole cannot leave", () => {
  async function smtpServer(refused: string[]) {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onRcptTo(address, _session, callback) {
        if (!refused.includes(address.address)) return callback();
        callback(Object.assign(new Error("5.1.1 User unknown"), { responseCode: 550 }));
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => callback());
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    const port = (server.server.address() as AddressInfo).port;
    return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }
  function setUp(port: number) {
    const db = database();
    let now = new Date("2026-03-02T15:00:00Z");
    const clock = () => now;
    const app = appFor(db, { now: clock, outboxMaxAgeMs: 60 * 60_000 });
    const outbox = createOutbox({
      db,
      transport: smtpTransport(parseEnv({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port), SMTP_TLS: "off" }).smtp)!,
      from: "reclamos@example.com",
      now: clock,
    });
    const claims = createApp({
      service: serviceContext({ db, root: "/nonexistent", now: clock }),
      complaints: { rateLimit: null, clinicEmail: "clinica@example.com" },
    });
    const claim = async (patientEmail: string) =>
      (
        await claims.request("/app/api/reclamaciones", {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(validClaim({ patientEmail, detail: `Reclamo para ${patientEmail}` })),
        })
      ).status;
    return { db, app, outbox, claim, later: (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000)) };
  }

  test("one permanently refused address: healthy, for as long as it takes", async () => {
    const smtp = await smtpServer(["nadie@example.com"]);
    cleanups.push(() => void smtp.close());
    const { db, app, outbox, claim, later } = setUp(smtp.port);
    expect(await claim("nadie@example.com")).toBe(201);
    expect(await claim("rosa@example.com")).toBe(201);
    await outbox.deliverDue();
    expect(value(db, "SELECT COUNT(*) FROM outbox WHERE failed_at IS NOT NULL")).toBe(1);
    for (const minutes of [61, 24 * 60, 7 * 24 * 60]) {
      later(minutes);
      await outbox.deliverDue();
      expect(await health(app)).toEqual({ status: 200, body: { estado: "ok" } });
    }
  });

  test("the mail server down: stuck once the clinic's notice waits past the age", async () => {
    const smtp = await smtpServer([]);
    const port = smtp.port;
    await smtp.close();
    const { app, outbox, claim, later } = setUp(port);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await claim("rosa@example.com")).toBe(201);
    await outbox.deliverDue();
    expect((await health(app)).status).toBe(200);
    later(61);
    await outbox.deliverDue();
    expect(await health(app)).toMatchObject({ status: 503, body: { motivo: "correo-atascado" } });
    vi.restoreAllMocks();
  });

  test("one mailbox failing for a while (not refused) is not enough; three are", async () => {
    const db = database();
    const now = new Date("2026-03-02T17:00:00Z");
    const app = appFor(db, { now: () => now, outboxMaxAgeMs: 60 * 60_000 });
    const waiting = db.prepare(
      `INSERT INTO outbox (kind, recipient, recipient_key, subject, text_body, html_body, created_at, next_attempt_at, attempts, last_error)
       VALUES ('copia-persona', ?, ?, 's', 't', 'h', '2026-03-02T15:00:00Z', '2026-03-02T18:00:00Z', 4, 'SMTP 452')`,
    );
    waiting.run("uno@example.com", "uno@example.com");
    waiting.run("uno@example.com", "uno@example.com");
    expect((await health(app)).status).toBe(200);
    waiting.run("dos@example.com", "dos@example.com");
    expect((await health(app)).status).toBe(200);
    waiting.run("tres@example.com", "tres@example.com");
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await health(app)).toMatchObject({ status: 503, body: { motivo: "correo-atascado" } });
    vi.restoreAllMocks();
  });
});
