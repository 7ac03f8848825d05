// Stores a consultation request and the e-mails it sends (the clinic's notice, the person's
// confirmation) in ONE transaction: the caller answers only after this returns, i.e. after COMMIT
// (synchronous=FULL: on disk). A repeat of the same submission within its window returns the
// request it made. The code's number comes from a sequence (code_sequences, migration 0041), not
// from the row's id: a purge of the newest requests never makes a code be given twice.
import type { ConsultationRequest } from "#shared/consultation-request/request-schema.ts";
import { transaction, type Db } from "#server/db.ts";
import { nextInSequence } from "#server/code-sequences.ts";
import type { OutgoingMail } from "#server/mail/outgoing-mail.ts";
import { queueMail } from "#server/mail/outbox.ts";

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

export type RequestMail = OutgoingMail<"aviso-clinica-consulta" | "confirmacion-consulta">;

export const formatRequestCode = (number: number) => `SC-${String(number).padStart(6, "0")}`;

export interface StoreOptions {
  submissionKey?: string | null;
  /** A repeat answers the earlier request only if that was made after this (ISO): see REPEAT_WINDOW_MS. */
  repeatSince?: string;
  /** Confirmations to one address per 24 hours; past it the confirmation is left out. */
  recipientLimit?: number;
}

/** The request a submission already made since `since` (ISO), if any; older, the same submission is a new request. */
export function requestOfSubmission(db: Db, key: string, since = ""): { code: string } | undefined {
  return db
    .prepare(
      `SELECT r.code FROM consultation_submissions s JOIN consultation_requests r ON r.id = s.request_id
       WHERE s.key = ? AND s.created_at >= ?`,
    )
    .get(key, since) as { code: string } | undefined;
}

export function storeRequest(
  db: Db,
  request: ConsultationRequest,
  labels: { reason: string; professional?: string; consent: string },
  mails: (stored: StoredRequest) => RequestMail[],
  now: Date = new Date(),
  { submissionKey = null, repeatSince = "", recipientLimit = Infinity }: StoreOptions = {},
): { code: string; repeated: boolean } {
  const createdAt = now.toISOString();
  return transaction(db, () => {
    if (submissionKey) {
      const earlier = requestOfSubmission(db, submissionKey, repeatSince);
      if (earlier) return { code: earlier.code, repeated: true };
    }
    const number = nextInSequence(db, "consultas");
    const code = formatRequestCode(number);
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO consultation_requests (code, created_at, reason, reason_label, modality, professional, professional_label,
           days, times, name, phone, email, channel, message, consent_text, consent_at, state, state_changed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'nueva', ?)`,
      )
      .run(
        code,
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
    const stored: StoredRequest = {
      ...request,
      id,
      code,
      createdAt,
      reasonLabel: labels.reason,
      professionalLabel: labels.professional,
      consentText: labels.consent,
    };
    // The confirmation goes to whatever address was typed: at most recipientLimit a day to one
    // mailbox (queueMail), so the form cannot be used to mail someone over and over.
    for (const mail of mails(stored)) queueMail(db, { ...mail, owner: { requestId: id } }, now, recipientLimit);
    // The same submission after its window is a new request: its key now names this one.
    if (submissionKey)
      db.prepare(
        `INSERT INTO consultation_submissions (key, request_id, created_at) VALUES (?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET request_id = excluded.request_id, created_at = excluded.created_at`,
      ).run(submissionKey, id, createdAt);
    return { code, repeated: false };
  });
}
