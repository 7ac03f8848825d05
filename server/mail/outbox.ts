// Delivers the outbox (the e-mails each claim, request or answer wrote in its own transaction). A
// row stays until a delivery succeeds, or until it is given up (failed_at):
// - a temporary failure (the server down, a 4xx answer, a refused login or sender, which are the
//   service's own configuration) is retried with exponential backoff, and given up after
//   giveUpMs (3 days by default): an SMTP outage delays mail, it does not lose it that soon;
// - a permanent refusal of the message itself (a 5xx answer to its recipient or to its content:
//   «550 5.1.1 User unknown») ends its retries at once: retrying cannot help, and one mistyped
//   address must not keep the queue, and the health check, busy for ever.
// Either way last_error says why as a code only (never an address or a text the person wrote), and
// the staff see it on the claim's or request's page (undeliverable()), with the person's phone.
// Several processes may run it at once (a restart's overlap): a row is leased with a conditional
// UPDATE before it is sent, so it is sent once.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import addressparser from "nodemailer/lib/addressparser";
import { mailboxKey } from "#shared/forms/form-rules.ts";
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
  /** Removes what the transport kept of these messages (the folder's files), after a purge. */
  forget?(ids: readonly number[]): Promise<void>;
}

/** The kinds of message that go to the clinic's own address (its notices), never to a typed one. */
export const CLINIC_MAIL_KINDS = ["aviso-clinica", "aviso-clinica-consulta"] as const;

/**
 * The mailbox a recipient reaches, as the per-recipient limits count it: the address nodemailer
 * would send to (its own parser), normalised (mailboxKey). The forms take plain addresses only,
 * so this is the typed address; the parse keeps the count right should anything else get through.
 */
export function recipientKey(recipient: string): string {
  const parsed = addressparser(recipient, { flatten: true }).map((entry) => entry.address ?? "");
  return mailboxKey(parsed.filter(Boolean).join(",") || recipient);
}

/** The mails to the person of each kind one mailbox may get in 24 hours, unless the caller says otherwise. */
export const RECIPIENT_LIMIT = 3;

/**
 * The kinds no per-recipient limit counts: the clinic's notices (to its own address, never a typed
 * one) and a claim's answer, which the clinic owes the person by law, one per claim, written by staff.
 */
const UNLIMITED_KINDS: readonly string[] = [...CLINIC_MAIL_KINDS, "cita-aviso-clinica", "respuesta"];

/** One e-mail to queue, with the record it belongs to (a claim, a request or an appointment). */
export interface QueuedMail {
  owner: { claimId: number } | { requestId: number } | { appointmentId: number };
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  attachments?: Mail["attachments"];
}

/**
 * Queues one e-mail in the caller's transaction, the one way every mail of the service enters the
 * outbox. A mail to an address someone typed is left out (false) once its mailbox (recipientKey)
 * got `limit` of the same kind in the 24 hours before `now`: no form, and no booking, can be used
 * to mail someone over and over, whoever sends it and from wherever. The record is stored all the
 * same; the caller decides what to tell.
 */
export function queueMail(db: Db, mail: QueuedMail, now: Date, limit = RECIPIENT_LIMIT): boolean {
  const key = recipientKey(mail.recipient);
  const at = now.toISOString();
  if (!UNLIMITED_KINDS.includes(mail.kind)) {
    const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000).toISOString();
    const sent = db
      .prepare("SELECT count(*) AS n FROM outbox WHERE recipient_key = ? AND kind = ? AND created_at > ?")
      .get(key, mail.kind, dayAgo) as { n: number };
    if (sent.n >= limit) return false;
  }
  const owner = mail.owner;
  db.prepare(
    `INSERT INTO outbox (claim_id, request_id, appointment_id, kind, recipient, recipient_key, subject, text_body, html_body,
       attachments, created_at, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    "claimId" in owner ? owner.claimId : null,
    "requestId" in owner ? owner.requestId : null,
    "appointmentId" in owner ? owner.appointmentId : null,
    mail.kind,
    mail.recipient,
    key,
    mail.subject,
    mail.text,
    mail.html,
    mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
    at,
    at,
  );
  return true;
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

/**
 * Without SMTP: each message becomes a JSON file in `dir`, readable by its owner only, named by its
 * row's id; a purge removes the files of the rows it deleted (forget).
 */
export function folderTransport(dir: string): Transport {
  const file = (id: number) => path.join(dir, `${String(id).padStart(6, "0")}.json`);
  return {
    describe: `carpeta ${dir}`,
    send: async (mail, id) => {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await writeFile(file(id), JSON.stringify(mail, null, 2), { mode: 0o600 });
    },
    forget: async (ids) => {
      for (const id of ids) await rm(file(id), { force: true });
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

/**
 * Whether a failure is the message's own and final: a 5xx answer (nodemailer's `permanent`) to its
 * recipient (RCPT TO) or to its content (DATA), or a recipient nodemailer itself refuses. A 5xx
 * to the login or to the sender (MAIL FROM) is the service's configuration, for every message
 * alike: retried, and the health check reports it once the clinic's notices wait too long.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const e = error as { code?: unknown; command?: unknown; responseCode?: unknown; permanent?: unknown };
  if (e.code === "EENVELOPE" && e.command === "API") return true;
  const permanent = e.permanent === true || (typeof e.responseCode === "number" && e.responseCode >= 500 && e.responseCode < 600);
  return permanent && (e.command === "RCPT TO" || e.command === "DATA");
}

/** A message given up, as the back office shows it: whom it was for, why, and since when. */
export interface Undeliverable {
  kind: string;
  recipient: string;
  /** A code (SMTP 550, ECONNECTION…), never personal data. */
  reason: string;
  /** UTC, ISO 8601. */
  failedAt: string;
}

/** The messages of a claim or of a request that were given up (permanent refusal, or too long failing). */
export function undeliverable(db: Db, of: { claimId: number } | { requestId: number }): Undeliverable[] {
  const [column, id] = "claimId" in of ? ["claim_id", of.claimId] : ["request_id", of.requestId];
  return db
    .prepare(
      `SELECT kind, recipient, coalesce(last_error, '') AS reason, failed_at AS failedAt FROM outbox
       WHERE ${column} = ? AND failed_at IS NOT NULL ORDER BY id`,
    )
    .all(id) as unknown as Undeliverable[];
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
  /** How long after it was queued a message failing temporarily is still retried. */
  giveUpMs?: number;
}

interface Row {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: string | null;
  attempts: number;
  next_attempt_at: string;
  created_at: string;
}

export function createOutbox({
  db,
  transport,
  from,
  now = () => new Date(),
  baseDelayMs = 60_000,
  maxDelayMs = 6 * 60 * 60_000,
  leaseMs = 5 * 60_000,
  giveUpMs = 3 * 24 * 60 * 60_000,
}: OutboxOptions) {
  const due = db.prepare(
    `SELECT id, kind, recipient, subject, text_body, html_body, attachments, attempts, next_attempt_at, created_at FROM outbox
     WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT 20`,
  );
  const lease = db.prepare(
    "UPDATE outbox SET next_attempt_at = ? WHERE id = ? AND next_attempt_at = ? AND sent_at IS NULL AND failed_at IS NULL",
  );
  const sent = db.prepare("UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?");
  const failed = db.prepare("UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?");
  const givenUp = db.prepare("UPDATE outbox SET attempts = attempts + 1, failed_at = ?, last_error = ? WHERE id = ?");

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
        const reason = describeError(error);
        const at = now();
        const delay = Math.min(baseDelayMs * 2 ** row.attempts, maxDelayMs);
        if (isPermanentRefusal(error)) {
          givenUp.run(at.toISOString(), reason, row.id);
          console.warn(`correo: ${row.id} rechazado de forma permanente (${reason}); no se reintenta`);
          // The clinic's own address refused: its configuration is wrong, and no notice reaches it.
          if ((CLINIC_MAIL_KINDS as readonly string[]).includes(row.kind))
            console.error(
              `correo: el servidor rechaza la dirección de la clínica (${reason}): revisa CLINIC_COMPLAINTS_EMAIL y CLINIC_CONSULTATIONS_EMAIL`,
            );
        } else if (at.getTime() + delay - Date.parse(row.created_at) > giveUpMs) {
          givenUp.run(at.toISOString(), `${reason}; sin entrega en ${Math.round(giveUpMs / 3_600_000)} h`, row.id);
          console.warn(`correo: ${row.id} no enviado (${reason}); se deja tras ${row.attempts + 1} intentos`);
        } else {
          failed.run(new Date(at.getTime() + delay).toISOString(), reason, row.id);
          console.warn(
            `correo: ${row.id} no enviado (${reason}); intento ${row.attempts + 1}, se reintenta en ${Math.round(delay / 1000)} s`,
          );
        }
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
