// The agenda's data as the staff see and change it: who has the role, the appointments of a day or
// a week, their notes, the availability (spans, lengths, exceptions, settings), the professionals'
// calendar feeds, the CSV and the counts. The booking rules themselves (free times, one booking per
// time, holds) are server/booking/store.ts's, shared with the patients' pages.
import { transaction, type Db } from "#server/db.ts";
import type { Appointment } from "#server/booking/store.ts";
export { feedCreatedAt, newFeedToken, revokeFeed } from "#server/booking/feed.ts";
import { addDays } from "#shared/booking/free-times.ts";
import { parsePeruPhone } from "#shared/clinic/phone.ts";
import { limaSortable } from "#server/back-office/claims.ts";

/** Lima's midnight of `day` (YYYY-MM-DD), in epoch ms. */
export const limaMidnight = (day: string) => Date.parse(`${day}T05:00:00Z`);

/** Keeps the agenda: given it (staff_agenda), or an account whose role is only the agenda (accounts.ts). */
export const seesAgenda = (db: Db, staffId: number) =>
  Boolean(
    db
      .prepare(
        "SELECT 1 FROM staff WHERE id = ?1 AND (agenda_only = 1 OR EXISTS (SELECT 1 FROM staff_agenda WHERE staff_id = ?1))",
      )
      .get(staffId),
  );

/** Gives an account the agenda; false when there is no such active account. */
export function grantAgenda(db: Db, email: string, now = Date.now()): boolean {
  const staff = db.prepare("SELECT id FROM staff WHERE email = ? AND disabled_at IS NULL").get(email.trim()) as
    { id: number } | undefined;
  if (!staff) return false;
  db.prepare("INSERT OR IGNORE INTO staff_agenda (staff_id, granted_at) VALUES (?, ?)").run(staff.id, now);
  return true;
}

/** Takes the agenda away; false when the account did not have it, or its role is only the agenda (change the role first). */
export function revokeAgenda(db: Db, email: string): boolean {
  return (
    db
      .prepare("DELETE FROM staff_agenda WHERE staff_id = (SELECT id FROM staff WHERE email = ? AND agenda_only = 0)")
      .run(email.trim()).changes === 1
  );
}

export type AgendaRow = Appointment & { noteCount: number };

const rowColumns = `id, code, professional, modality, start_at AS start, end_at AS "end", state, name, phone, email, reason,
  video_url AS videoUrl, source, created_at AS createdAt, confirmed_at AS confirmedAt, cancelled_by AS cancelledBy,
  (SELECT count(*) FROM appointment_notes n WHERE n.appointment_id = appointments.id) AS noteCount`;

/** The appointments starting on the Lima days `from` to `to` (both included), cancelled ones too, in order. */
export function appointmentsBetween(db: Db, from: string, to: string, professional?: string): AgendaRow[] {
  return db
    .prepare(
      `SELECT ${rowColumns} FROM appointments WHERE start_at >= ?1 AND start_at < ?2 AND (?3 IS NULL OR professional = ?3)
       ORDER BY start_at, professional`,
    )
    .all(limaMidnight(from), limaMidnight(addDays(to, 1)), professional ?? null) as unknown as AgendaRow[];
}

export const findAgendaRow = (db: Db, code: string) =>
  db.prepare(`SELECT ${rowColumns} FROM appointments WHERE code = ?`).get(code) as AgendaRow | undefined;

export const NOTE_MAX = 2000;

export function appointmentNotes(db: Db, id: number) {
  return db
    .prepare(
      `SELECT n.at, n.text, s.name AS staffName FROM appointment_notes n LEFT JOIN staff s ON s.id = n.staff_id
       WHERE n.appointment_id = ? ORDER BY n.id`,
    )
    .all(id) as { at: number; text: string; staffName: string | null }[];
}

export function addAppointmentNote(db: Db, id: number, text: string, staffId: number, now: number) {
  db.prepare("INSERT INTO appointment_notes (appointment_id, staff_id, at, text) VALUES (?, ?, ?, ?)").run(
    id,
    staffId,
    now,
    text,
  );
}

/** Attended or not: only once the appointment has started, and not for a cancelled one. */
export function markAttendance(db: Db, id: number, state: "atendida" | "no-asistio", now: number): boolean {
  return (
    db
      .prepare(
        "UPDATE appointments SET state = ?, state_changed_at = ? WHERE id = ? AND state IN ('reservada', 'atendida', 'no-asistio') AND start_at <= ?",
      )
      .run(state, now, id, now).changes === 1
  );
}

// ---- Availability.

export function ensureProfessional(db: Db, slug: string) {
  db.prepare("INSERT OR IGNORE INTO booking_professionals (slug) VALUES (?)").run(slug);
}

export function professionalLength(db: Db, slug: string): number | null {
  return (
    (db.prepare("SELECT length_minutes FROM booking_professionals WHERE slug = ?").get(slug)?.length_minutes as number | null) ??
    null
  );
}

export function setProfessionalLength(db: Db, slug: string, minutes: number | null) {
  ensureProfessional(db, slug);
  db.prepare("UPDATE booking_professionals SET length_minutes = ? WHERE slug = ?").run(minutes, slug);
}

export function addSpan(db: Db, span: { professional: string; weekday: number; modality: string; start: number; end: number }) {
  transaction(db, () => {
    ensureProfessional(db, span.professional);
    db.prepare(
      "INSERT INTO booking_spans (professional, weekday, modality, start_minute, end_minute) VALUES (?, ?, ?, ?, ?)",
    ).run(span.professional, span.weekday, span.modality, span.start, span.end);
  });
}

export const deleteSpan = (db: Db, id: number, professional: string) =>
  db.prepare("DELETE FROM booking_spans WHERE id = ? AND professional = ?").run(id, professional).changes === 1;

/** An exception's days and hours, as stored and as the audit log names it (availability-changes.ts). */
export interface ExceptionSpan {
  kind: string;
  from: string;
  to: string;
  start: number | null;
  end: number | null;
  modality: string | null;
}

export function addException(db: Db, exception: ExceptionSpan & { professional: string; note: string | null }) {
  transaction(db, () => {
    ensureProfessional(db, exception.professional);
    db.prepare(
      "INSERT INTO booking_exceptions (professional, kind, from_date, to_date, start_minute, end_minute, modality, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    ).run(
      exception.professional,
      exception.kind,
      exception.from,
      exception.to,
      exception.start,
      exception.end,
      exception.modality,
      exception.note,
    );
  });
}

export const deleteException = (db: Db, id: number, professional: string) =>
  db.prepare("DELETE FROM booking_exceptions WHERE id = ? AND professional = ?").run(id, professional).changes === 1;

// ---- The CSV and the counts.

/** An appointment's state, modality and origin as the staff read them (the pages and the CSV). */
export const APPOINTMENT_STATE_LABELS = {
  reservada: "Reservada",
  cancelada: "Cancelada",
  atendida: "Atendida",
  "no-asistio": "No asistió",
} as const;
export const MODALITY_LABELS = { presencial: "Presencial", virtual: "Virtual" } as const;
export const SOURCE_LABELS = { web: "Web", personal: "Por teléfono" } as const;

export const AGENDA_EXPORT_HEADER = [
  "Código",
  "Inicio (hora de Lima)",
  "Profesional",
  "Modalidad",
  "Estado",
  "Confirmó",
  "Origen",
  "Nombre",
  "Celular",
  "Correo",
];

/** Weekly totals of the last `weeks` weeks: bookings made, cancellations, not attended. Never a person. */
export function weeklyCounts(db: Db, today: string, weeks = 8) {
  const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  return Array.from({ length: weeks }, (_, index) => {
    const from = addDays(monday, -7 * (weeks - 1 - index));
    const [start, end] = [limaMidnight(from), limaMidnight(addDays(from, 7))];
    const count = (sql: string) => Number(db.prepare(sql).get(start, end)?.n ?? 0);
    return {
      week: from,
      bookings: count("SELECT count(*) AS n FROM appointments WHERE created_at >= ? AND created_at < ?"),
      cancellations: count(
        "SELECT count(*) AS n FROM appointments WHERE state = 'cancelada' AND state_changed_at >= ? AND state_changed_at < ?",
      ),
      notAttended: count("SELECT count(*) AS n FROM appointments WHERE state = 'no-asistio' AND start_at >= ? AND start_at < ?"),
    };
  });
}

/**
 * The appointments' CSV rows, in the other exports' formats (server/back-office/claims.ts,
 * requests.ts): the start as a spreadsheet reads a date (2026-03-09 09:00, Lima), the phone as
 * dialled in Peru (987 654 321, (01) 4567890: text, with no «'» before it), labels in Spanish.
 * From the first appointment kept to `until` (YYYY-MM-DD).
 */
export function agendaExportRows(db: Db, professionals: readonly { slug: string; label: string }[], until: string) {
  const names = new Map(professionals.map((person) => [person.slug, person.label]));
  return appointmentsBetween(db, "2000-01-01", until).map((row) => [
    row.code,
    limaSortable(new Date(row.start).toISOString()),
    names.get(row.professional) ?? row.professional,
    MODALITY_LABELS[row.modality],
    APPOINTMENT_STATE_LABELS[row.state],
    row.confirmedAt ? "Sí" : "No",
    SOURCE_LABELS[row.source],
    row.name,
    parsePeruPhone(row.phone)?.national ?? row.phone,
    row.email ?? "",
  ]);
}
