// The audit log: who did what, to which claim or consultation request, when. It never holds their
// content (no names, no text), only their codes, so the log itself can be shown to every staff member.
import type { Db } from "#server/db.ts";

export const auditActions = {
  invitada: "Cuenta invitada (comando del servidor)",
  desactivada: "Cuenta desactivada (comando del servidor)",
  reactivada: "Cuenta activada de nuevo (comando del servidor)",
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
  asigna_consulta: "Asignó una solicitud de consulta",
  suelta_consulta: "Dejó una solicitud de consulta sin asignar",
  ver_hoy: "Vio «Hoy»",
  borrador_reclamo: "Guardó un borrador de respuesta",
  revision_reclamo: "Puso un reclamo en revisión",
  nota_reclamo: "Anotó en un reclamo",
  imprimir_reclamo: "Abrió un reclamo para imprimir",
  ver_cuentas: "Vio las cuentas",
  invitada_web: "Invitó una cuenta",
  rol_cambiado: "Cambió el rol de una cuenta",
  llaves_restablecer_pedido: "Pidió restablecer las llaves de acceso de una cuenta",
  llaves_restablecer_retirado: "Retiró el pedido de restablecer las llaves de una cuenta",
  llaves_restablecidas: "Restableció las llaves de acceso de una cuenta",
  desactivada_web: "Desactivó una cuenta",
  reactivada_web: "Activó de nuevo una cuenta",
  ver_exportar: "Vio la página de exportación",
  // The agenda (server/back-office/agenda/).
  agenda_ver_dia: "Vio la agenda del día",
  agenda_ver_semana: "Vio la agenda de la semana",
  agenda_ver_cita: "Vio una cita",
  agenda_reservar: "Reservó una cita por teléfono",
  agenda_reservar_solicitud: "Reservó una cita desde una solicitud",
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
  // The waiting list (server/booking/waiting-list-*.ts): the patient's and the engine's lines have no staff.
  agenda_ver_espera: "Vio la lista de espera",
  agenda_espera_dar: "Dio una hora libre a la primera de la lista de espera",
  agenda_espera_quitar: "Quitó una cita de la lista de espera",
  espera_alta: "Se anotó en la lista de espera (paciente)",
  espera_baja: "Salió de la lista de espera (paciente)",
  espera_oferta: "Se ofreció una hora liberada por correo",
  espera_oferta_vencida: "Venció una oferta de la lista de espera",
  espera_oferta_aceptada: "Aceptó una hora de la lista de espera (paciente)",
  espera_oferta_tarde: "Siguió tarde una oferta de la lista de espera (paciente)",
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
  /**
   * What a change of the staff's own settings changed, in a few words (an availability's professional
   * and span, a role before and after): never a patient's data nor a text someone wrote.
   */
  detail?: string | null;
}

export function audit(db: Db, entry: AuditEntry, now = Date.now()) {
  db.prepare(
    `INSERT INTO audit_log (at, staff_id, action, claim_code, request_code, appointment_code, subject_staff_id, detail)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    now,
    entry.staffId,
    entry.action,
    entry.claimCode ?? null,
    entry.requestCode ?? null,
    entry.appointmentCode ?? null,
    entry.subjectStaffId ?? null,
    entry.detail?.slice(0, 300) ?? null,
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
  detail: string | null;
}

/** The actions about claims (with or without a claim's code) and about requests. */
const CLAIM_ACTIONS: AuditAction[] = [
  "ver_lista",
  "ver_reclamo",
  "responder",
  "exportar_csv",
  "borrador_reclamo",
  "revision_reclamo",
  "nota_reclamo",
  "imprimir_reclamo",
];
const AGENDA_ACTIONS = (Object.keys(auditActions) as AuditAction[]).filter((action) => action.startsWith("agenda_"));
const REQUEST_ACTIONS = (Object.keys(auditActions) as AuditAction[]).filter(
  (action) => action.includes("consulta") && action !== "ver_contactos",
);

/** The «Vio…» lines: what someone only looked at, hidden from the log unless asked for. */
export const VIEW_ACTIONS = (Object.keys(auditActions) as AuditAction[]).filter((action) =>
  auditActions[action].startsWith("Vio "),
);

export const AUDIT_PAGE_SIZE = 100;

/** What an account may see of the log (issue 40: a role's work is not shown to the other). */
export interface AuditSees {
  claims: boolean;
  requests: boolean;
  agenda: boolean;
}

/** The log's filters, as its page's GET form gives them (checked by the route). */
export interface AuditFilter {
  action?: AuditAction;
  staffId?: number;
  /** Lima days, "2026-03-02", both included. */
  from?: string;
  to?: string;
  /** Show the «Vio…» lines too. */
  views?: boolean;
  /** From 1. */
  page?: number;
}

const hiddenFor = (sees: AuditSees) => [
  ...(sees.claims ? [] : CLAIM_ACTIONS),
  ...(sees.requests ? [] : REQUEST_ACTIONS),
  ...(sees.agenda ? [] : AGENDA_ACTIONS),
];

/** The actions an account can filter by: those it may see. */
export const actionsSeen = (sees: AuditSees) => {
  const hidden = new Set(hiddenFor(sees));
  return (Object.keys(auditActions) as AuditAction[]).filter((action) => !hidden.has(action));
};

/** A Lima day's first instant (UTC−5, Peru keeps no daylight saving), in ms. */
const limaDayStart = (day: string) => Date.parse(`${day}T00:00:00-05:00`);

/**
 * The newest entries first, one page of them and how many in all: those about claims only for an
 * account that sees claims, those about requests only for one that sees requests, those about
 * appointments only for one that keeps the agenda; the «Vio…» lines only when asked for (or when
 * the action asked for is one).
 */
export function listAudit(db: Db, filter: AuditFilter, sees: AuditSees = { claims: true, requests: true, agenda: true }) {
  const hidden: string[] = hiddenFor(sees);
  if (!filter.views && !(filter.action && VIEW_ACTIONS.includes(filter.action))) hidden.push(...VIEW_ACTIONS);
  const where = [
    "(? OR a.claim_code IS NULL) AND (? OR a.request_code IS NULL) AND (? OR a.appointment_code IS NULL)",
    `a.action NOT IN (${hidden.map(() => "?").join(", ") || "''"})`,
  ];
  const params: (string | number)[] = [sees.claims ? 1 : 0, sees.requests ? 1 : 0, sees.agenda ? 1 : 0, ...hidden];
  const and = (sql: string, value: string | number) => {
    where.push(sql);
    params.push(value);
  };
  if (filter.action) and("a.action = ?", filter.action);
  if (filter.staffId) and("a.staff_id = ?", filter.staffId);
  if (filter.from) and("a.at >= ?", limaDayStart(filter.from));
  if (filter.to) and("a.at < ?", limaDayStart(filter.to) + 864e5);
  const sql = `FROM audit_log a LEFT JOIN staff s ON s.id = a.staff_id LEFT JOIN staff t ON t.id = a.subject_staff_id
       WHERE ${where.join(" AND ")}`;
  const total = Number((db.prepare(`SELECT count(*) AS n ${sql}`).get(...params) as { n: number }).n);
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(Math.max(1, filter.page ?? 1), pages);
  const rows = db
    .prepare(
      `SELECT a.id, a.at, a.action, a.claim_code AS claimCode, a.request_code AS requestCode, a.appointment_code AS appointmentCode, s.name AS staffName, t.name AS subjectName,
         a.detail ${sql} ORDER BY a.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE) as unknown as AuditRow[];
  return { rows, total, page, pages };
}
