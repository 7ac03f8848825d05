// Delivers the outbox (the e-mails each claim wrote in its own transaction, store.ts). A row stays
// until a delivery succeeds: an SMTP outage only delays mail. Each failure is recorded on the row
// (attempts, next_attempt_at with exponential backoff, last_error as a code only, never an
// address or a text the person wrote). Several processes may run it at once (a restart's
// overlap): a row is leased with a conditional UPDATE before it is sent, so it is sent once.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Db } from "#server/db.ts";
import type { ServiceEnv } from "#server/env.ts";

export interface Mail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (an appointment's .ics: server/booking/), as nodemailer takes them. */
  attachments?: { filename: string; contentType: string; content: string }[];
}

export interface Transport {
  /** A short description for the start-up log, with no secret in it. */
  describe: string;
  send(mail: Mail, id: number): Promise<void>;
}

/** SMTP as configured (server/env.ts: SMTP_URL, or SMTP_HOST with SMTP_PORT, SMTP_USER, SMTP_PASS), or null. */
export function smtpTransport(smtp: ServiceEnv["smtp"]): Transport | null {
  if (!smtp) return null;
  const transporter =
    "url" in smtp
      ? nodemailer.createTransport(smtp.url)
      : nodemailer.createTransport({
          host: smtp.host,
          port: smtp.port,
          // 465 is TLS from the start; 587 and 25 upgrade with STARTTLS, required unless SMTP_TLS=off.
          secure: smtp.port === 465,
          requireTLS: smtp.port !== 465 && smtp.requireTls,
          auth: smtp.user ? { user: smtp.user, pass: smtp.pass } : undefined,
        });
  return {
    describe: "url" in smtp ? "SMTP (SMTP_URL)" : `SMTP ${smtp.host}:${smtp.port}`,
    send: async (mail) => {
      await transporter.sendMail(mail);
    },
  };
}

/** Without SMTP: each message becomes a JSON file in `dir`, readable by its owner only. */
export function folderTransport(dir: string): Transport {
  return {
    describe: `carpeta ${dir}`,
    send: async (mail, id) => {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await writeFile(path.join(dir, `${String(id).padStart(6, "0")}.json`), JSON.stringify(mail, null, 2), { mode: 0o600 });
    },
  };
}

/** A failure's description for the table and the log: its code and SMTP status, nothing else. */
export function describeError(error: unknown): string {
  const e = error as { code?: unknown; responseCode?: unknown; name?: unknown };
  const parts = [
    typeof e.code === "string" ? e.code : null,
    typeof e.responseCode === "number" ? `SMTP ${e.responseCode}` : null,
  ];
  const found = parts.filter(Boolean).join(" ");
  return found || (typeof e.name === "string" ? e.name : "Error");
}

export interface OutboxOptions {
  db: Db;
  transport: Transport;
  /** The sender: MAIL_FROM. */
  from: string;
  now?: () => Date;
  /** First retry after this; doubles at each failure, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a row is held by the process sending it before another may try. */
  leaseMs?: number;
}

interface Row {
  id: number;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: string | null;
  attempts: number;
  next_attempt_at: string;
}

export function createOutbox({
  db,
  transport,
  from,
  now = () => new Date(),
  baseDelayMs = 60_000,
  maxDelayMs = 6 * 60 * 60_000,
  leaseMs = 5 * 60_000,
}: OutboxOptions) {
  const due = db.prepare(
    "SELECT id, recipient, subject, text_body, html_body, attachments, attempts, next_attempt_at FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT 20",
  );
  const lease = db.prepare("UPDATE outbox SET next_attempt_at = ? WHERE id = ? AND next_attempt_at = ? AND sent_at IS NULL");
  const sent = db.prepare("UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?");
  const failed = db.prepare("UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?");

  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  /** Sends what is due now; resolves with how many were sent. One run at a time per process. */
  async function deliverDue(): Promise<number> {
    let count = 0;
    for (const row of due.all(now().toISOString()) as unknown as Row[]) {
      const time = now();
      // Someone else (another process) took it meanwhile: skip.
      if (lease.run(new Date(time.getTime() + leaseMs).toISOString(), row.id, row.next_attempt_at).changes === 0) continue;
      try {
        const attachments = row.attachments ? (JSON.parse(row.attachments) as Mail["attachments"]) : undefined;
        await transport.send(
          {
            from,
            to: row.recipient,
            subject: row.subject,
            text: row.text_body,
            html: row.html_body,
            ...(attachments ? { attachments } : {}),
          },
          row.id,
        );
        sent.run(now().toISOString(), row.id);
        count++;
      } catch (error) {
        const delay = Math.min(baseDelayMs * 2 ** row.attempts, maxDelayMs);
        const reason = describeError(error);
        failed.run(new Date(now().getTime() + delay).toISOString(), reason, row.id);
        console.warn(
          `reclamaciones: correo ${row.id} no enviado (${reason}); intento ${row.attempts + 1}, se reintenta en ${Math.round(delay / 1000)} s`,
        );
      }
    }
    return count;
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = deliverDue()
      .catch((error) => {
        console.error(`reclamaciones: bandeja de salida: ${describeError(error)}`);
        return 0;
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void run();
        }
      });
    return running;
  }

  return {
    deliverDue,
    /** Delivers soon (after a claim is stored). */
    wake: () => void run(),
    /** Checks for due mail every `intervalMs` (retries, and mail another process stored). */
    start(intervalMs = 30_000) {
      timer = setInterval(() => void run(), intervalMs);
      timer.unref();
      void run();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
