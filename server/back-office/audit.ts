// The audit log: who did what, to which claim or consultation request, when. It never holds their
// content (no names, no text), only their codes, so the log itself can be shown to every staff member.
import type { Db } from "#server/db.ts";

export const auditActions = {
  invitada: "Cuenta invitada (comando del servidor)",
  desactivada: "Cuenta desactivada (comando del servidor)",
  llave_registrada: "Llave de acceso registrada",
  entrada: "Entrada",
  entrada_fallida: "Entrada rechazada",
  salida: "Salida",
  ver_lista: "Vio la lista de reclamos",
  ver_reclamo: "Vio un reclamo",
  responder: "Registró la respuesta",
  exportar_csv: "Exportó el CSV",
  ver_auditoria: "Vio el registro de auditoría",
  ver_consultas: "Vio la lista de solicitudes de consulta",
  ver_consulta: "Vio una solicitud de consulta",
  nota_consulta: "Anotó en una solicitud de consulta",
  estado_consulta_nueva: "Marcó una solicitud como nueva",
  estado_consulta_contactada: "Marcó una solicitud como contactada",
  estado_consulta_agendada: "Marcó una solicitud como agendada",
  estado_consulta_cerrada: "Marcó una solicitud como cerrada",
  "estado_consulta_sin-respuesta": "Marcó una solicitud como sin respuesta",
  exportar_csv_consultas: "Exportó el CSV de solicitudes de consulta",
  ver_contactos: "Vio los contactos del sitio",
  // The agenda (server/back-office/agenda/).
  agenda_ver_dia: "Vio la agenda del día",
  agenda_ver_semana: "Vio la agenda de la semana",
  agenda_ver_cita: "Vio una cita",
  agenda_reservar: "Reservó una cita por teléfono",
  agenda_mover: "Cambió una cita de hora",
  agenda_cancelar: "Canceló una cita",
  agenda_atendida: "Marcó una cita como atendida",
  "agenda_no-asistio": "Marcó una cita como no asistió",
  agenda_nota: "Anotó en una cita",
  agenda_ver_disponibilidad: "Vio la disponibilidad",
  agenda_disponibilidad: "Cambió la disponibilidad",
  agenda_ajustes: "Cambió los ajustes de la agenda",
  agenda_calendario: "Creó el enlace del calendario de un profesional",
  agenda_calendario_revocado: "Revocó el enlace del calendario de un profesional",
  agenda_exportar_csv: "Exportó el CSV de citas",
} as const;

export type AuditAction = keyof typeof auditActions;

export interface AuditEntry {
  action: AuditAction;
  /** The staff member acting; null for the server's own commands. */
  staffId: number | null;
  claimCode?: string | null;
  /** The consultation request an action was about (its code, never its content). */
  requestCode?: string | null;
  /** The appointment an action was about (its code, never its content). */
  appointmentCode?: string | null;
  subjectStaffId?: number | null;
}

export function audit(db: Db, entry: AuditEntry, now = Date.now()) {
  db.prepare(
    "INSERT INTO audit_log (at, staff_id, action, claim_code, request_code, appointment_code, subject_staff_id) VALUES (?, ?, ?, ?, ?, ?, ?)",
  ).run(
    now,
    entry.staffId,
    entry.action,
    entry.claimCode ?? null,
    entry.requestCode ?? null,
    entry.appointmentCode ?? null,
    entry.subjectStaffId ?? null,
  );
}

export interface AuditRow {
  id: number;
  at: number;
  action: AuditAction;
  claimCode: string | null;
  requestCode: string | null;
  appointmentCode: string | null;
  staffName: string | null;
  subjectName: string | null;
}

/** The newest entries first. */
export function listAudit(db: Db, limit = 500): AuditRow[] {
  return db
    .prepare(
      `SELECT a.id, a.at, a.action, a.claim_code AS claimCode, a.request_code AS requestCode, a.appointment_code AS appointmentCode, s.name AS staffName, t.name AS subjectName
       FROM audit_log a LEFT JOIN staff s ON s.id = a.staff_id LEFT JOIN staff t ON t.id = a.subject_staff_id
       ORDER BY a.id DESC LIMIT ?`,
    )
    .all(limit) as unknown as AuditRow[];
}
