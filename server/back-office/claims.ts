// What the back office reads and writes in the complaints book's tables (migrations 0001, 0050): the
// queue (by deadline, searched, filtered, in pages), a claim, its work before the answer (a draft,
// «en revisión», an internal note), its answer (which queues the answer e-mail in the same
// transaction when the person consented) and the export rows. Days left come from the book's own
// business-day rule.
import { answerMail, type AnswerMailTexts } from "./claim-answer-mail.tsx";
import { contactEmail, type Complaint } from "#shared/complaints-book/complaint-schema.ts";
import { businessDaysBetween } from "#shared/calendar/business-days.ts";
import { limaClock, limaDate } from "#shared/calendar/lima-clock.ts";
import { transaction, type Db } from "#server/db.ts";
import { queueMail } from "#server/mail/outbox.ts";
import { audit } from "./audit.ts";

export interface ClaimSummary {
  id: number;
  code: string;
  createdAt: string;
  kind: "reclamo" | "queja";
  state: "pendiente" | "respondido";
  deadline: string;
  answeredAt: string | null;
  /** The patient's names and last names. */
  name: string;
  service: string;
  inReviewAt: string | null;
  phone: string;
  email: string;
}

/** How staff see a claim's state: pending, in review (pending, being worked) or answered. */
export type ClaimStage = "pendiente" | "en-revision" | "respondido";
export const stageOf = (claim: { state: string; inReviewAt?: string | null; in_review_at?: unknown }): ClaimStage =>
  claim.state === "respondido" ? "respondido" : (claim.inReviewAt ?? claim.in_review_at) ? "en-revision" : "pendiente";
export const STAGE_LABELS: Record<ClaimStage, string> = {
  pendiente: "Pendiente",
  "en-revision": "En revisión",
  respondido: "Respondido",
};

/** Business days from today (Lima) to the deadline: 0 is "due today", negative is overdue. */
export const daysLeft = (deadline: string, now = new Date()) => businessDaysBetween(limaDate(now), deadline);

const SUMMARY = `id, code, created_at AS createdAt, kind, state, deadline, answered_at AS answeredAt,
  patient_first_names || ' ' || patient_last_names AS name, service, in_review_at AS inReviewAt,
  patient_phone AS phone, patient_email AS email`;
/** Pending claims first, the nearest deadline first; then the answered ones, newest first. */
const ORDER = "ORDER BY state = 'respondido', CASE state WHEN 'pendiente' THEN deadline END, created_at DESC, id DESC";

/** Every claim, in the queue's order. */
export function listClaims(db: Db): ClaimSummary[] {
  return db.prepare(`SELECT ${SUMMARY} FROM claims ${ORDER}`).all() as unknown as ClaimSummary[];
}

export const CLAIM_PAGE_SIZE = 25;

export interface ClaimQuery {
  q?: string;
  /** A stage, or «abiertos»: pending and in review. */
  stage?: ClaimStage | "abiertos";
  kind?: "reclamo" | "queja";
  page?: number;
}

export interface ClaimQueue {
  rows: ClaimSummary[];
  total: number;
  page: number;
  pages: number;
  codes: string[];
}

/**
 * The claims a query asks for, in the queue's order, one page of them. The search looks at the
 * patient's and the filer's names, numbers and addresses, and the code (requests.ts's matcher).
 */
export function claimQueue(
  db: Db,
  query: ClaimQuery,
  matches?: (row: { code: string; name: string; email: string | null; phone: string }) => boolean,
): ClaimQueue {
  const where: string[] = [];
  const params: string[] = [];
  if (query.stage === "respondido") where.push("state = 'respondido'");
  else if (query.stage === "abiertos") where.push("state = 'pendiente'");
  else if (query.stage === "pendiente") where.push("state = 'pendiente' AND in_review_at IS NULL");
  else if (query.stage === "en-revision") where.push("state = 'pendiente' AND in_review_at IS NOT NULL");
  if (query.kind) {
    where.push("kind = ?");
    params.push(query.kind);
  }
  const filter = where.length ? `WHERE ${where.join(" AND ")}` : "";
  let ids: { id: number; code: string }[];
  if (matches) {
    const rows = db
      .prepare(
        `SELECT id, code, patient_first_names || ' ' || patient_last_names || ' ' || coalesce(filer_first_names || ' ' || filer_last_names, '') AS name,
           patient_email || ' ' || coalesce(filer_email, '') AS email, patient_phone AS phone, filer_phone AS filerPhone
         FROM claims ${filter} ${ORDER}`,
      )
      .all(...params) as { id: number; code: string; name: string; email: string; phone: string; filerPhone: string | null }[];
    ids = rows.filter(
      (row) =>
        matches(row) || (row.filerPhone !== null && matches({ ...row, name: "", email: null, code: "", phone: row.filerPhone })),
    );
  } else ids = db.prepare(`SELECT id, code FROM claims ${filter} ${ORDER}`).all(...params) as { id: number; code: string }[];
  const total = ids.length;
  const pages = Math.max(1, Math.ceil(total / CLAIM_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page ?? 1), pages);
  const slice = ids.slice((page - 1) * CLAIM_PAGE_SIZE, page * CLAIM_PAGE_SIZE);
  const rows = slice.length
    ? (db
        .prepare(`SELECT ${SUMMARY} FROM claims WHERE id IN (${slice.map(() => "?").join(", ")}) ${ORDER}`)
        .all(...slice.map((row) => row.id)) as unknown as ClaimSummary[])
    : [];
  return { rows, total, page, pages, codes: ids.map((row) => row.code) };
}

/** The open claims whose deadline day is `day` or before, the nearest first (at most `limit`, from `offset`): «Hoy»'s. */
export const claimsDue = (db: Db, day: string, limit = -1, offset = 0) =>
  db
    .prepare(
      `SELECT ${SUMMARY} FROM claims WHERE state = 'pendiente' AND deadline <= ? ORDER BY deadline, created_at, id LIMIT ? OFFSET ?`,
    )
    .all(day, Number.isFinite(limit) ? limit : -1, Math.max(0, offset)) as unknown as ClaimSummary[];

/** How many open claims have their deadline day before `day` (`before`) and on it (`on`). */
export const claimsDueCounts = (db: Db, day: string) => {
  const row = db
    .prepare(
      "SELECT coalesce(sum(deadline < ?1), 0) AS before, coalesce(sum(deadline = ?1), 0) AS \"on\" FROM claims WHERE state = 'pendiente' AND deadline <= ?1",
    )
    .get(day) as { before: number; on: number };
  return { before: Number(row.before), on: Number(row.on) };
};

/** How many claims are open, and how many of them are due today or overdue. */
export function claimCounts(db: Db, day: string) {
  const row = db
    .prepare(
      `SELECT count(*) AS open, coalesce(sum(deadline <= ?), 0) AS due, coalesce(sum(in_review_at IS NOT NULL), 0) AS review
       FROM claims WHERE state = 'pendiente'`,
    )
    .get(day) as { open: number; due: number; review: number };
  return { open: Number(row.open), due: Number(row.due), review: Number(row.review) };
}

export interface ClaimWork {
  draft: string;
  note: string;
  inReview: boolean;
}

/**
 * A claim's work before its answer, in one save: the draft (never sent), the internal note and
 * whether it is «en revisión», with an audit entry for each change. False when the claim is not
 * pending (an answered claim is not worked any more) or does not exist.
 */
export function saveClaimWork(db: Db, code: string, work: ClaimWork, staffId: number, now = new Date()): boolean {
  return transaction(db, () => {
    const claim = findClaim(db, code);
    if (!claim || claim.state !== "pendiente") return false;
    const draft = work.draft.trim() || null;
    const note = work.note.trim() || null;
    const at = now.getTime();
    if (draft !== (claim.draft_answer ?? null)) {
      db.prepare("UPDATE claims SET draft_answer = ? WHERE id = ?").run(draft, claim.id);
      audit(db, { action: "borrador_reclamo", staffId, claimCode: code }, at);
    }
    if (note !== (claim.internal_note ?? null)) {
      db.prepare("UPDATE claims SET internal_note = ? WHERE id = ?").run(note, claim.id);
      audit(db, { action: "nota_reclamo", staffId, claimCode: code }, at);
    }
    if (work.inReview !== Boolean(claim.in_review_at)) {
      db.prepare("UPDATE claims SET in_review_at = ? WHERE id = ?").run(work.inReview ? now.toISOString() : null, claim.id);
      audit(db, { action: "revision_reclamo", staffId, claimCode: code }, at);
    }
    return true;
  });
}

export type ClaimRow = Record<string, string | number | null> & {
  id: number;
  code: string;
  kind: "reclamo" | "queja";
  state: "pendiente" | "respondido";
  deadline: string;
  created_at: string;
  email_consent: number;
  filed_by: string;
  patient_email: string;
  filer_email: string | null;
  answer: string | null;
  answered_at: string | null;
  draft_answer: string | null;
  in_review_at: string | null;
  internal_note: string | null;
};

export const findClaim = (db: Db, code: string) =>
  db.prepare("SELECT * FROM claims WHERE code = ?").get(code) as ClaimRow | undefined;

/** Where the answer goes: the book's own rule (whoever filed the claim), from shared/complaints-book/complaint-schema.ts. */
export function answerRecipient(claim: ClaimRow): string | null {
  const email = contactEmail({
    filedBy: claim.filed_by,
    patientEmail: claim.patient_email,
    filerEmail: claim.filer_email ?? undefined,
  } as Complaint);
  return email.trim() ? email.trim() : null;
}

export type AnswerResult =
  { status: "answered"; emailQueued: boolean } | { status: "not-found" } | { status: "already-answered" };

/**
 * Records the answer and marks the claim 'respondido'; when the person consented to e-mail, queues
 * the answer in the outbox in the same transaction (both or neither), and audits it.
 */
export function answerClaim(
  db: Db,
  code: string,
  answer: string,
  staffId: number,
  texts: AnswerMailTexts,
  now = new Date(),
): AnswerResult {
  return transaction(db, (): AnswerResult => {
    const claim = findClaim(db, code);
    if (!claim) return { status: "not-found" };
    const at = now.toISOString();
    const updated = db
      .prepare("UPDATE claims SET state = 'respondido', answer = ?, answered_at = ? WHERE id = ? AND state = 'pendiente'")
      .run(answer, at, claim.id);
    if (updated.changes !== 1) return { status: "already-answered" };
    const recipient = claim.email_consent === 1 ? answerRecipient(claim) : null;
    if (recipient) {
      const mail = answerMail(claim, answer, texts);
      // Owed by law, one per claim: the outbox's per-recipient limit does not count it.
      queueMail(db, { ...mail, kind: "respuesta", owner: { claimId: claim.id }, recipient }, now);
    }
    audit(db, { action: "responder", staffId, claimCode: claim.code }, now.getTime());
    return { status: "answered", emailQueued: recipient !== null };
  });
}

export const KIND_LABELS = { reclamo: "Reclamo", queja: "Queja" } as const;
export const STATE_LABELS = { pendiente: "Pendiente", respondido: "Respondido" } as const;
const DOCUMENT_LABELS: Record<string, string> = { dni: "DNI", ce: "Carné de extranjería", pasaporte: "Pasaporte" };
const FILED_BY_LABELS: Record<string, string> = {
  paciente: "El paciente",
  representante: "Un representante",
  "apoderado-menor": "Padre, madre o tutor de un menor",
};

const two = (n: number) => String(n).padStart(2, "0");

/** Lima's date and time of an ISO instant, as the sheet shows it: 02/03/2026 10:05 (24 hours: no «a. m.»). */
export const limaDateTime = (iso: string) => {
  const { day, minutes } = limaClock(new Date(iso));
  return `${limaDay(day)} ${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
};

/** Lima's date and time as spreadsheets read a date: 2026-03-02 10:05. */
export const limaSortable = (iso: string) => {
  const { day, minutes } = limaClock(new Date(iso));
  return `${day} ${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
};

/** A Lima calendar date (YYYY-MM-DD) as dd/mm/aaaa. */
export const limaDay = (date: string) => date.split("-").reverse().join("/");

/**
 * The export's columns: the fields of SUSALUD's "Hoja de reclamación en salud" (D.S. N.° 002-2019-SA)
 * and the answer's dates, per claim. See docs/complaints-book.md: the clinic must map them to
 * SUSALUD's current reporting layout, which adds codes this book does not hold.
 */
export const EXPORT_HEADER = [
  "Código",
  "Fecha de presentación",
  "Tipo",
  "Servicio",
  "Fecha de la atención",
  "Paciente: tipo de documento",
  "Paciente: número de documento",
  "Paciente: apellidos",
  "Paciente: nombres",
  "Paciente: menor de edad",
  "Presentado por",
  "Quien presenta: tipo de documento",
  "Quien presenta: número de documento",
  "Quien presenta: apellidos",
  "Quien presenta: nombres",
  "Detalle",
  "Pedido",
  "Autoriza respuesta por correo",
  "Estado",
  "Fecha límite de respuesta",
  "Fecha de respuesta",
  "Días hábiles hasta la respuesta",
  "Respuesta",
];

export function exportRows(db: Db): (string | number | null | undefined)[][] {
  const rows = db.prepare("SELECT * FROM claims ORDER BY year, number").all() as ClaimRow[];
  return rows.map((c) => {
    const filedOn = limaDate(new Date(c.created_at));
    const answeredOn = c.answered_at ? limaDate(new Date(c.answered_at)) : null;
    return [
      c.code,
      // Dates as spreadsheets read dates (2026-03-02 10:05, 2026-03-02): they sort and filter as such.
      limaSortable(c.created_at),
      KIND_LABELS[c.kind],
      c.service,
      c.incident_date ? String(c.incident_date) : "",
      DOCUMENT_LABELS[String(c.patient_document_type)] ?? c.patient_document_type,
      c.patient_document_number,
      c.patient_last_names,
      c.patient_first_names,
      c.patient_is_minor ? "Sí" : "No",
      FILED_BY_LABELS[c.filed_by] ?? c.filed_by,
      c.filer_document_type ? (DOCUMENT_LABELS[String(c.filer_document_type)] ?? c.filer_document_type) : "",
      c.filer_document_number ?? "",
      c.filer_last_names ?? "",
      c.filer_first_names ?? "",
      c.detail,
      c.request,
      c.email_consent ? "Sí" : "No",
      STATE_LABELS[c.state],
      c.deadline,
      c.answered_at ? limaSortable(c.answered_at) : "",
      answeredOn ? businessDaysBetween(filedOn, answeredOn) : "",
      c.answer ?? "",
    ];
  });
}
