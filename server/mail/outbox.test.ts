// SMTP down → the claim is stored and its mail waits; SMTP back → the mail is delivered. Against a
// real SMTP server (smtp-server, nodemailer's own) on a loopback port.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, expect, test } from "vitest";
import { createApp } from "#server/app.ts";
import { serviceContext } from "#server/service-context.ts";
import { column, openDatabase, value, type Db } from "#server/db.ts";
import { parseEnv } from "#server/env.ts";
import { createOutbox, folderTransport, smtpTransport, undeliverable } from "./outbox.ts";
import { validClaim } from "#shared/complaints-book/testing/claims.ts";

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

function listen(port: number, received: string[], refused: string[] = []) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // The mailbox does not exist: a permanent refusal of the recipient, as real servers answer it.
    onRcptTo(address, _session, callback) {
      if (!refused.includes(address.address)) return callback();
      callback(Object.assign(new Error("5.1.1 User unknown"), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push(data);
        callback();
      });
    },
  });
  return new Promise<SMTPServer>((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
const close = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

async function storeClaim(db: Db, now = () => new Date(), patientEmail = "rosa@example.com") {
  const app = createApp({
    service: serviceContext({ db, root: "/nonexistent", now }),
    complaints: { rateLimit: null, clinicEmail: "clinica@example.com" },
  });
  const response = await app.request("/app/api/reclamaciones", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(
      validClaim({ detail: "Detalle con <b>marcas</b> & símbolos que deben llegar escapados.", patientEmail }),
    ),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { claim: { code: string } }).claim.code;
}

test("SMTP down: the claim is stored and its mail waits with backoff; SMTP back: the mail is delivered", async () => {
  const db = openDatabase(":memory:");
  cleanup.push(() => db.close());
  // A free port, then nothing listening on it: the SMTP server is down.
  const received: string[] = [];
  const probe = await listen(0, received);
  const port = (probe.server.address() as AddressInfo).port;
  await close(probe);

  let clock = new Date("2026-03-02T15:00:00Z");
  const outbox = createOutbox({
    db,
    transport: smtpTransport(parseEnv({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port), SMTP_TLS: "off" }).smtp)!,
    from: "reclamos@example.com",
    now: () => clock,
    baseDelayMs: 60_000,
  });
  const code = await storeClaim(db, () => clock);

  expect(await outbox.deliverDue()).toBe(0);
  const waiting = db.prepare("SELECT attempts, next_attempt_at, last_error, sent_at FROM outbox ORDER BY id").all() as {
    attempts: number;
    next_attempt_at: string;
    last_error: string;
    sent_at: string | null;
  }[];
  expect(waiting).toHaveLength(2);
  for (const row of waiting) {
    expect(row).toMatchObject({ attempts: 1, sent_at: null, next_attempt_at: "2026-03-02T15:01:00.000Z" });
    expect(row.last_error).toMatch(/^[A-Z]+/);
    // No address, no text of the claim in the recorded error.
    expect(row.last_error).not.toMatch(/@|marcas/);
  }
  expect(value(db, "SELECT COUNT(*) FROM claims WHERE code = ?", code)).toBe(1);

  // Not yet due: nothing is tried. A second failure doubles the wait.
  expect(await outbox.deliverDue()).toBe(0);
  expect(value(db, "SELECT MAX(attempts) FROM outbox")).toBe(1);
  clock = new Date("2026-03-02T15:01:00Z");
  await outbox.deliverDue();
  expect(column(db, "SELECT next_attempt_at FROM outbox")).toEqual(Array(2).fill("2026-03-02T15:03:00.000Z"));

  // SMTP is back.
  const server = await listen(port, received);
  cleanup.push(() => close(server));
  clock = new Date("2026-03-02T15:03:00Z");
  expect(await outbox.deliverDue()).toBe(2);
  expect(value(db, "SELECT COUNT(*) FROM outbox WHERE sent_at IS NOT NULL AND last_error IS NULL")).toBe(2);
  expect(received).toHaveLength(2);
  const copy = received.find((message) => /^To: rosa@example\.com/m.test(message))!;
  expect(copy).toContain(code);
  // The HTML part has what the person wrote escaped (quoted-printable may wrap it; unfold first).
  const html = copy
    .split(/Content-Type: text\/html/i)[1]!
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");
  expect(html).toContain("&lt;b&gt;marcas&lt;/b&gt;");
  expect(html).not.toContain("<b>marcas</b>");
  // Sent once: nothing is due any more.
  clock = new Date("2026-03-03T15:00:00Z");
  expect(await outbox.deliverDue()).toBe(0);
});

test("without SMTP, each message is written as a file into the outbox folder", async () => {
  const db = openDatabase(":memory:");
  const dir = mkdtempSync(path.join(tmpdir(), "outbox-folder-"));
  cleanup.push(
    () => db.close(),
    () => rmSync(dir, { recursive: true, force: true }),
  );
  const outbox = createOutbox({ db, transport: folderTransport(dir), from: "reclamos@example.com" });
  const code = await storeClaim(db);
  expect(await outbox.deliverDue()).toBe(2);
  const files = readdirSync(dir).sort();
  expect(files).toHaveLength(2);
  const copy = JSON.parse(readFileSync(path.join(dir, files[0]!), "utf8")) as { to: string; subject: string; text: string };
  expect(copy.to).toBe("rosa@example.com");
  expect(copy.subject).toContain(code);
  expect(copy.text).toContain("Detalle con <b>marcas</b>");
});

// Issue 40, finding 1: a refused address was retried for ever, and took the health check down.
test("a permanent refusal (550 5.1.1) ends that message's retries at once; the clinic's notice is delivered", async () => {
  const db = openDatabase(":memory:");
  cleanup.push(() => db.close());
  const received: string[] = [];
  const server = await listen(0, received, ["nadie@example.com"]);
  cleanup.push(() => close(server));
  const port = (server.server.address() as AddressInfo).port;
  let clock = new Date("2026-03-02T15:00:00Z");
  const outbox = createOutbox({
    db,
    transport: smtpTransport(parseEnv({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port), SMTP_TLS: "off" }).smtp)!,
    from: "reclamos@example.com",
    now: () => clock,
  });
  const code = await storeClaim(db, () => clock, "nadie@example.com");
  expect(await outbox.deliverDue()).toBe(1);
  expect(received).toHaveLength(1);
  const rows = db.prepare("SELECT kind, attempts, sent_at, failed_at, last_error FROM outbox ORDER BY id").all();
  expect(rows).toEqual([
    {
      kind: "copia-persona",
      attempts: 1,
      sent_at: null,
      failed_at: "2026-03-02T15:00:00.000Z",
      last_error: "EENVELOPE SMTP 550",
    },
    { kind: "aviso-clinica", attempts: 1, sent_at: "2026-03-02T15:00:00.000Z", failed_at: null, last_error: null },
  ]);
  // Never again: a day later nothing is due, nothing is sent.
  clock = new Date("2026-03-03T15:00:00Z");
  expect(await outbox.deliverDue()).toBe(0);
  expect(value(db, "SELECT attempts FROM outbox WHERE kind = 'copia-persona'")).toBe(1);
  // What the back office shows with the claim.
  const claimId = value<number>(db, "SELECT id FROM claims WHERE code = ?", code)!;
  expect(undeliverable(db, { claimId })).toEqual([
    { kind: "copia-persona", recipient: "nadie@example.com", reason: "EENVELOPE SMTP 550", failedAt: "2026-03-02T15:00:00.000Z" },
  ]);
});

test("temporary failures back off and are given up after the stated time, with the reason", async () => {
  const db = openDatabase(":memory:");
  cleanup.push(() => db.close());
  const probe = await listen(0, []);
  const port = (probe.server.address() as AddressInfo).port;
  await close(probe);
  let clock = new Date("2026-03-02T15:00:00Z");
  const outbox = createOutbox({
    db,
    transport: smtpTransport(parseEnv({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port), SMTP_TLS: "off" }).smtp)!,
    from: "reclamos@example.com",
    now: () => clock,
    baseDelayMs: 60_000,
    maxDelayMs: 30 * 60_000,
    giveUpMs: 2 * 60 * 60_000,
  });
  await storeClaim(db, () => clock);
  // Every due time until the two hours are up: retried, never given up early.
  for (let tries = 0; tries < 20; tries++) {
    await outbox.deliverDue();
    const next = value<string>(db, "SELECT MIN(next_attempt_at) FROM outbox WHERE failed_at IS NULL");
    if (!next) break;
    clock = new Date(next);
  }
  const rows = db.prepare("SELECT attempts, sent_at, failed_at, last_error FROM outbox").all() as {
    attempts: number;
    failed_at: string;
    last_error: string;
  }[];
  expect(rows).toHaveLength(2);
  for (const row of rows) {
    expect(row.attempts).toBeGreaterThan(3);
    expect(Date.parse(row.failed_at) - Date.parse("2026-03-02T15:00:00Z")).toBeLessThanOrEqual(2 * 60 * 60_000);
    expect(Date.parse(row.failed_at) - Date.parse("2026-03-02T15:00:00Z")).toBeGreaterThan(60 * 60_000);
    expect(row.last_error).toMatch(/^[A-Z]+.*; sin entrega en 2 h$/);
  }
});
