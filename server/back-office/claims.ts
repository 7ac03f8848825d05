// What the back office reads and writes in the complaints book's tables (migration 0001): the list,
// a claim, its answer (which queues the answer e-mail in the same transaction when the person
// consented) and the export rows. Days left come from the book's own business-day rule.
import { html } from "hono/html";
import { contactEmail, type Complaint } from "#shared/complaints-book/complaint-schema.ts";
import { businessDaysBetween } from "#shared/calendar/business-days.ts";
import { limaDate, shortDateTime } from "#shared/calendar/lima-clock.ts";
import { transaction, type Db } from "#server/db.ts";
import { audit } from "./audit.ts";

export interface ClaimSummary {
  code: string;
  createdAt: string;
  kind: "reclamo" | "queja";
  state: "pendiente" | "respondido";
  deadline: string;
  answeredAt: string | null;
}

/** Business days from today (Lima) to the deadline: 0 is "due today", negative is overdue. */
export const daysLeft = (deadline: string, now = new Date()) => businessDaysBetween(limaDate(now), deadline);

/** Pending claims first, the nearest deadline first; then the answered ones, newest first. */
export function listClaims(db: Db): ClaimSummary[] {
  return db
    .prepare(
      `SELECT code, created_at AS createdAt, kind, state, deadline, answered_at AS answeredAt FROM claims
       ORDER BY state = 'respondido', CASE state WHEN 'pendiente' THEN deadline END, created_at DESC`,
    )
    .all() as unknown as ClaimSummary[];
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

export interface AnswerMailTexts {
  clinicName: string;
  /** What the person can do if not satisfied (SUSALUD), from content/libro-de-reclamaciones.yml. */
  susalud: string;
}

function answerMail(claim: ClaimRow, answer: string, texts: AnswerMailTexts) {
  const subject = `Respuesta a tu reclamo ${claim.code} en ${texts.clinicName}`;
  const intro = `Esta es la respuesta de ${texts.clinicName} a tu ${claim.kind} ${claim.code}, registrado en nuestro Libro de Reclamaciones en Salud.`;
  const text = `${intro}\n\n${answer}\n\n${texts.susalud}\n`;
  // Escaped by hono/html: the answer is shown exactly as written, never as markup.
  const body = html`<!doctype html>
<html lang="es-PE"><head><meta charset="utf-8"><title>${subject}</title></head>
<body><p>${intro}</p><p style="white-space:pre-wrap">${answer}</p><p>${texts.susalud}</p></body></html>`;
  return { subject, text, html: String(body) };
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
      db.prepare(
        `INSERT INTO outbox (claim_id, kind, recipient, subject, text_body, html_body, created_at, next_attempt_at)
         VALUES (?, 'respuesta', ?, ?, ?, ?, ?, ?)`,
      ).run(claim.id, recipient, mail.subject, mail.text, mail.html, at, at);
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

/** Lima's date and time of an ISO instant, as the sheet shows it. */
export const limaDateTime = (iso: string) => shortDateTime(iso);

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
      limaDateTime(c.created_at),
      KIND_LABELS[c.kind],
      c.service,
      c.incident_date ? limaDay(String(c.incident_date)) : "",
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
      limaDay(c.deadline),
      c.answered_at ? limaDateTime(c.answered_at) : "",
      answeredOn ? businessDaysBetween(filedOn, answeredOn) : "",
      c.answer ?? "",
    ];
  });
}
