// Stores a claim and the e-mails it sends in ONE transaction, and allocates its code there: the
// year's sequence (code_sequences, migration 0041) is advanced under SQLite's write lock (BEGIN
// IMMEDIATE), so two submissions at once can never get the same number nor leave a gap (a failed
// insert rolls its number back with it), and no purge can make a number be given twice. The caller answers only after this returns, i.e. after COMMIT, which with
// synchronous=FULL is on disk.
import type { Complaint } from "#shared/complaints-book/complaint-schema.ts";
import { transaction, type Db } from "#server/db.ts";
import { nextInSequence } from "#server/code-sequences.ts";
import { queueMail } from "#server/mail/outbox.ts";
import type { OutgoingMail } from "#server/mail/outgoing-mail.ts";
import { limaDate } from "#shared/calendar/lima-clock.ts";
import { answerDeadline } from "#shared/complaints-book/deadline.ts";

export interface StoredClaim extends Complaint {
  id: number;
  year: number;
  number: number;
  /** 000123-2026 */
  code: string;
  /** UTC, ISO 8601. */
  createdAt: string;
  /** Lima date (YYYY-MM-DD) by which the clinic answers. */
  deadline: string;
  /** Whether the person's copy was queued (not past the per-recipient limit). */
  copySent: boolean;
}

export interface StoreOptions {
  /** The submission's key (routes.ts): a repeat of it returns the claim it made. */
  submissionKey?: string | null;
  /** A repeat answers the earlier claim only if that was made after this (ISO): see REPEAT_WINDOW_MS. */
  repeatSince?: string;
  /** Copies to one address per 24 hours (COMPLAINTS_RECIPIENT_LIMIT); past it the copy is left out. */
  recipientLimit?: number;
}

export type StoreResult = { claim: StoredClaim; repeated: boolean };

/** A claim's e-mail: the person's copy, the clinic's notice, the staff's answer. */
export type ClaimMail = OutgoingMail<"copia-persona" | "aviso-clinica" | "respuesta">;

export const formatCode = (number: number, year: number) => `${String(number).padStart(6, "0")}-${year}`;

/** The claims table's columns and the claim's fields they hold, in the order of the sheet. */
export const CLAIM_COLUMNS: [column: string, field: keyof Complaint][] = [
  ["patient_first_names", "patientFirstNames"],
  ["patient_last_names", "patientLastNames"],
  ["patient_document_type", "patientDocumentType"],
  ["patient_document_number", "patientDocumentNumber"],
  ["patient_address", "patientAddress"],
  ["patient_phone", "patientPhone"],
  ["patient_email", "patientEmail"],
  ["filed_by", "filedBy"],
  ["filer_first_names", "filerFirstNames"],
  ["filer_last_names", "filerLastNames"],
  ["filer_document_type", "filerDocumentType"],
  ["filer_document_number", "filerDocumentNumber"],
  ["filer_address", "filerAddress"],
  ["filer_phone", "filerPhone"],
  ["filer_email", "filerEmail"],
  ["service", "service"],
  ["incident_date", "incidentDate"],
  ["kind", "kind"],
  ["detail", "detail"],
  ["request", "request"],
];

/**
 * Inserts the claim and its e-mails (made by `mails` from the stored claim, code included), all or
 * nothing. Returns the stored claim once committed.
 */
export function insertClaim(
  db: Db,
  claim: Complaint,
  mails: (stored: StoredClaim) => ClaimMail[],
  now: Date = new Date(),
  options: StoreOptions = {},
): StoredClaim {
  return storeClaim(db, claim, mails, now, options).claim;
}

/**
 * The claim a submission already made since `since` (ISO), if any (read outside the write lock: a
 * quick answer to a repeat). Older, the same submission is a new claim.
 */
export function claimOfSubmission(db: Db, key: string, since = ""): StoredClaim | undefined {
  const row = db.prepare("SELECT claim_id AS id FROM submissions WHERE key = ? AND created_at >= ?").get(key, since) as
    { id: number } | undefined;
  return row ? storedClaim(db, row.id) : undefined;
}

/** A stored claim as insertClaim returned it, from its row. */
function storedClaim(db: Db, id: number): StoredClaim | undefined {
  const row = db.prepare("SELECT * FROM claims WHERE id = ?").get(id) as Record<string, unknown> | undefined;
  if (!row) return undefined;
  const fields = Object.fromEntries(CLAIM_COLUMNS.map(([column, field]) => [field, row[column] ?? undefined]));
  const copySent = Boolean(db.prepare("SELECT 1 FROM outbox WHERE claim_id = ? AND kind = 'copia-persona'").get(id));
  return {
    ...(fields as unknown as Complaint),
    emailConsent: row.email_consent === 1 ? "si" : "no",
    id,
    year: Number(row.year),
    number: Number(row.number),
    code: String(row.code),
    createdAt: String(row.created_at),
    deadline: String(row.deadline),
    copySent,
  };
}

/** Stores the claim, or finds the one its submission already made (`repeated`). */
export function storeClaim(
  db: Db,
  claim: Complaint,
  mails: (stored: StoredClaim) => ClaimMail[],
  now: Date = new Date(),
  { submissionKey = null, repeatSince = "", recipientLimit = Infinity }: StoreOptions = {},
): StoreResult {
  const createdAt = now.toISOString();
  const filedOn = limaDate(now);
  const year = Number(filedOn.slice(0, 4));
  const deadline = answerDeadline(filedOn);

  const insert = db.prepare(
    `INSERT INTO claims (year, number, code, created_at, ${CLAIM_COLUMNS.map(([column]) => column).join(", ")},
       patient_is_minor, email_consent, state, deadline)
     VALUES (@year, @number, @code, @createdAt, ${CLAIM_COLUMNS.map(([, field]) => `@${field}`).join(", ")},
       @patientIsMinor, @emailConsent, 'pendiente', @deadline)`,
  );

  // IMMEDIATE (transaction()): the write lock is taken before the number is read, not at the first write.
  return transaction(db, (): StoreResult => {
    // Under the write lock: two copies of one submission at once make one claim.
    if (submissionKey) {
      const earlier = claimOfSubmission(db, submissionKey, repeatSince);
      if (earlier) return { claim: earlier, repeated: true };
    }
    const number = nextInSequence(db, `reclamos-${year}`); // the year's sequence
    const code = formatCode(number, year);
    const values = Object.fromEntries(CLAIM_COLUMNS.map(([, field]) => [field, claim[field] ?? null]));
    const { lastInsertRowid } = insert.run({
      ...values,
      year,
      number,
      code,
      createdAt,
      deadline,
      patientIsMinor: claim.filedBy === "apoderado-menor" ? 1 : 0,
      emailConsent: claim.emailConsent === "si" ? 1 : 0,
    });
    const stored: StoredClaim = {
      ...claim,
      id: Number(lastInsertRowid),
      year,
      number,
      code,
      createdAt,
      deadline,
      copySent: true,
    };
    // The person's copy goes to whatever address was typed: at most recipientLimit a day to one
    // address, so the book cannot be used to mail someone over and over. The claim is stored and
    // the clinic notified all the same.
    // (queueMail counts by the mailbox the copy reaches, not by the text typed.)
    const made = mails(stored);
    stored.copySent = false;
    for (const mail of made) {
      const queued = queueMail(db, { ...mail, owner: { claimId: stored.id } }, now, recipientLimit);
      if (mail.kind === "copia-persona") stored.copySent = queued;
    }
    // The same submission after its window is a new claim: its key now names this one.
    if (submissionKey)
      db.prepare(
        `INSERT INTO submissions (key, claim_id, created_at) VALUES (?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET claim_id = excluded.claim_id, created_at = excluded.created_at`,
      ).run(submissionKey, stored.id, createdAt);
    return { claim: stored, repeated: false };
  });
}

/** A stored claim by its code (the sheet, the tests, the back office). */
export function claimByCode(db: Db, code: string) {
  return db.prepare("SELECT * FROM claims WHERE code = ?").get(code) as Record<string, unknown> | undefined;
}
