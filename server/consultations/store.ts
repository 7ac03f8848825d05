// Stores a consultation request and the e-mails it sends (the clinic's notice, the person's
// confirmation) in ONE transaction: the caller answers only after this returns, i.e. after COMMIT
// (synchronous=FULL: on disk). A repeat of the same submission returns the request it made.
import type { ConsultationRequest } from "#shared/consultation-request/request-schema.ts";
import { transaction, type Db } from "#server/db.ts";
import type { OutgoingMail } from "#server/complaints/store.ts";

export const REQUEST_STATES = ["nueva", "contactada", "agendada", "cerrada", "sin-respuesta"] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

export interface StoredRequest extends ConsultationRequest {
  id: number;
  /** SC-000123 */
  code: string;
  /** UTC, ISO 8601. */
  createdAt: string;
  reasonLabel: string;
  professionalLabel?: string;
  consentText: string;
}

export type RequestMail = Omit<OutgoingMail, "kind"> & { kind: "aviso-clinica-consulta" | "confirmacion-consulta" };

export const formatRequestCode = (id: number) => `SC-${String(id).padStart(6, "0")}`;

export interface StoreOptions {
  submissionKey?: string | null;
  /** Confirmations to one address per 24 hours; past it the confirmation is left out. */
  recipientLimit?: number;
}

/** The request a submission already made, if any. */
export function requestOfSubmission(db: Db, key: string): { code: string } | undefined {
  return db
    .prepare("SELECT r.code FROM consultation_submissions s JOIN consultation_requests r ON r.id = s.request_id WHERE s.key = ?")
    .get(key) as { code: string } | undefined;
}

export function storeRequest(
  db: Db,
  request: ConsultationRequest,
  labels: { reason: string; professional?: string; consent: string },
  mails: (stored: StoredRequest) => RequestMail[],
  now: Date = new Date(),
  { submissionKey = null, recipientLimit = Infinity }: StoreOptions = {},
): { code: string; repeated: boolean } {
  const createdAt = now.toISOString();
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000).toISOString();
  return transaction(db, () => {
    if (submissionKey) {
      const earlier = requestOfSubmission(db, submissionKey);
      if (earlier) return { code: earlier.code, repeated: true };
    }
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO consultation_requests (code, created_at, reason, reason_label, modality, professional, professional_label,
           days, times, name, phone, email, channel, message, consent_text, consent_at, state, state_changed_at)
         VALUES ('', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'nueva', ?)`,
      )
      .run(
        createdAt,
        request.reason,
        labels.reason,
        request.modality,
        request.professional ?? null,
        labels.professional ?? null,
        request.days.join(","),
        request.times.join(","),
        request.name,
        request.phone,
        request.email ?? null,
        request.channel,
        request.message ?? null,
        labels.consent,
        createdAt,
        createdAt,
      );
    const id = Number(lastInsertRowid);
    const code = formatRequestCode(id);
    db.prepare("UPDATE consultation_requests SET code = ? WHERE id = ?").run(code, id);
    const stored: StoredRequest = {
      ...request,
      id,
      code,
      createdAt,
      reasonLabel: labels.reason,
      professionalLabel: labels.professional,
      consentText: labels.consent,
    };
    const insertMail = db.prepare(
      `INSERT INTO outbox (request_id, kind, recipient, subject, text_body, html_body, created_at, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const confirmationsSince = db.prepare(
      "SELECT COUNT(*) AS n FROM outbox WHERE kind = 'confirmacion-consulta' AND recipient = ? COLLATE NOCASE AND created_at > ?",
    );
    for (const mail of mails(stored)) {
      // The confirmation goes to whatever address was typed: at most recipientLimit a day to one
      // address, so the form cannot be used to mail someone over and over.
      if (
        mail.kind === "confirmacion-consulta" &&
        (confirmationsSince.get(mail.recipient, dayAgo) as { n: number }).n >= recipientLimit
      )
        continue;
      insertMail.run(id, mail.kind, mail.recipient, mail.subject, mail.text, mail.html, createdAt, createdAt);
    }
    if (submissionKey)
      db.prepare("INSERT INTO consultation_submissions (key, request_id, created_at) VALUES (?, ?, ?)").run(
        submissionKey,
        id,
        createdAt,
      );
    return { code, repeated: false };
  });
}
