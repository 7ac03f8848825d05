// What the back office reads and writes of «Pide tu primera consulta»'s tables (migration 0020): the
// inbox by state, one request with its notes, a state change and a note (each in a transaction with
// its audit entry), and the export rows. Whether a request is late comes from the promise the page
// makes (content/pide-tu-primera-consulta.yml: responseBusinessDays), counted in business days.
import { addBusinessDays } from "#shared/calendar/business-days.ts";
import { limaDate } from "#shared/calendar/lima-clock.ts";
import type { ConsultationContent } from "#shared/consultation-request/consultation-content-schema.ts";
import { transaction, type Db } from "#server/db.ts";
import { REQUEST_STATES, type RequestState } from "#server/consultations/store.ts";
import { audit } from "./audit.ts";
import { limaDateTime } from "./claims.ts";

export { REQUEST_STATES, type RequestState };

export const REQUEST_STATE_LABELS: Record<RequestState, string> = {
  nueva: "Nueva",
  contactada: "Contactada",
  agendada: "Agendada",
  cerrada: "Cerrada",
  "sin-respuesta": "Sin respuesta",
};

export const REQUEST_CODE = /^SC-\d{6}$/;
export const NOTE_MAX = 2000;

export interface RequestSummary {
  code: string;
  createdAt: string;
  state: RequestState;
  name: string;
  reasonLabel: string;
  modality: string;
  channel: string;
}

export type RequestRow = {
  id: number;
  code: string;
  created_at: string;
  reason_label: string;
  modality: "presencial" | "virtual";
  professional_label: string | null;
  days: string;
  times: string;
  name: string;
  phone: string;
  email: string | null;
  channel: "whatsapp" | "llamada" | "correo";
  message: string | null;
  consent_text: string;
  consent_at: string;
  state: RequestState;
  state_changed_at: string;
};

export interface NoteRow {
  at: number;
  text: string;
  staffName: string | null;
}

/** The requests in one state (all when none), newest first. */
export function listRequests(db: Db, state?: RequestState): RequestSummary[] {
  return db
    .prepare(
      `SELECT code, created_at AS createdAt, state, name, reason_label AS reasonLabel, modality, channel
       FROM consultation_requests WHERE (? IS NULL OR state = ?) ORDER BY created_at DESC, id DESC`,
    )
    .all(state ?? null, state ?? null) as unknown as RequestSummary[];
}

/** How many requests are in each state. */
export function countByState(db: Db): Record<RequestState, number> {
  const counts = Object.fromEntries(REQUEST_STATES.map((state) => [state, 0])) as Record<RequestState, number>;
  for (const row of db.prepare("SELECT state, COUNT(*) AS n FROM consultation_requests GROUP BY state").all())
    counts[row.state as RequestState] = Number(row.n);
  return counts;
}

export const findRequest = (db: Db, code: string) =>
  db.prepare("SELECT * FROM consultation_requests WHERE code = ?").get(code) as RequestRow | undefined;

export const requestNotes = (db: Db, id: number) =>
  db
    .prepare(
      `SELECT n.at, n.text, s.name AS staffName FROM consultation_notes n LEFT JOIN staff s ON s.id = n.staff_id
       WHERE n.request_id = ? ORDER BY n.id`,
    )
    .all(id) as unknown as NoteRow[];

/** The last day (Lima) by which the clinic promised to contact the person. */
export const responseDeadline = (createdAt: string, businessDays: number) =>
  addBusinessDays(limaDate(new Date(createdAt)), businessDays);

/** A new request whose promised response day has passed. */
export const isLate = (request: { state: string; createdAt: string }, businessDays: number, now = new Date()) =>
  request.state === "nueva" && limaDate(now) > responseDeadline(request.createdAt, businessDays);

/** "hace 5 min", "hace 3 h", "hace 2 días". */
export function timeSince(iso: string, now = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));
  if (minutes < 60) return `hace ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `hace ${hours} h`;
  const days = Math.floor(hours / 24);
  return `hace ${days} ${days === 1 ? "día" : "días"}`;
}

export function changeState(db: Db, code: string, state: RequestState, staffId: number, now = Date.now()): boolean {
  return transaction(db, () => {
    const changed = db
      .prepare("UPDATE consultation_requests SET state = ?, state_changed_at = ? WHERE code = ? AND state != ?")
      .run(state, new Date(now).toISOString(), code, state).changes;
    if (changed) audit(db, { action: `estado_consulta_${state}`, staffId, requestCode: code }, now);
    return changed === 1;
  });
}

export function addNote(db: Db, code: string, text: string, staffId: number, now = Date.now()): boolean {
  return transaction(db, () => {
    const request = findRequest(db, code);
    if (!request) return false;
    db.prepare("INSERT INTO consultation_notes (request_id, staff_id, at, text) VALUES (?, ?, ?, ?)").run(
      request.id,
      staffId,
      now,
      text,
    );
    audit(db, { action: "nota_consulta", staffId, requestCode: code }, now);
    return true;
  });
}

export const REQUEST_EXPORT_HEADER = [
  "Código",
  "Fecha y hora (Lima)",
  "Estado",
  "Motivo",
  "Modalidad",
  "Profesional",
  "Días",
  "Horarios",
  "Nombre",
  "Teléfono",
  "Correo",
  "Contacto preferido",
  "Mensaje",
];

export function requestExportRows(db: Db, content: ConsultationContent): (string | null)[][] {
  const { options } = content.form;
  const labels = (list: string, names: Record<string, string>) =>
    list
      .split(",")
      .filter(Boolean)
      .map((v) => names[v] ?? v)
      .join(", ");
  return (
    db.prepare("SELECT * FROM consultation_requests ORDER BY created_at DESC, id DESC").all() as unknown as RequestRow[]
  ).map((r) => [
    r.code,
    limaDateTime(r.created_at),
    REQUEST_STATE_LABELS[r.state],
    r.reason_label,
    options.modality[r.modality],
    r.professional_label,
    labels(r.days, options.days),
    labels(r.times, options.times),
    r.name,
    r.phone,
    r.email,
    options.channel[r.channel],
    r.message,
  ]);
}
