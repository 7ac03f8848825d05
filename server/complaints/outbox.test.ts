// SMTP down → the claim is stored and its mail waits; SMTP back → the mail is delivered. Against a
// real SMTP server (smtp-server, nodemailer's own) on a loopback port.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, expect, test } from "vitest";
import { createApp } from "#server/app.ts";
import { column, openDatabase, value, type Db } from "#server/db.ts";
import { parseEnv } from "#server/env.ts";
import { createOutbox, folderTransport, smtpTransport } from "./outbox.ts";
import { validClaim } from "#shared/complaints-book/testing/claims.ts";

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

function listen(port: number, received: string[]) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
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

async function storeClaim(db: Db, now = () => new Date()) {
  const app = createApp({
    root: "/nonexistent",
    sink: null,
    db,
    complaints: { rateLimit: null, clinicEmail: "clinica@example.com", now },
  });
  const response = await app.request("/app/api/reclamaciones", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(validClaim({ detail: "Detalle con <b>marcas</b> & símbolos que deben llegar escapados." })),
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
