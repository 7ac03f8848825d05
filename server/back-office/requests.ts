// What the back office reads and writes of «Pide tu primera consulta»'s tables (migrations 0020,
// 0050): the queue (by urgency, searched, filtered, in pages), one request with its notes, its work
// saved in one go (note, state, who handles it: one transaction with its audit entries), and the
// export rows. When a request is due comes from the promise the page makes
// (content/pide-tu-primera-consulta.yml: responseBusinessDays), counted in business days from its
// arrival while «nueva», from its last state change while «contactada» or «sin respuesta» (someone
// must try again); «agendada» and «cerrada» need nothing more.
import { addBusinessDays } from "#shared/calendar/business-days.ts";
import { limaDate } from "#shared/calendar/lima-clock.ts";
import type { ConsultationContent } from "#shared/consultation-request/consultation-content-schema.ts";
import { transaction, value, type Db } from "#server/db.ts";
import { REQUEST_STATES, type RequestState } from "#server/consultations/store.ts";
import { parsePeruPhone } from "#shared/clinic/phone.ts";
import { audit } from "./audit.ts";
import { limaSortable } from "./claims.ts";
import { limaInstant, type DayEnds } from "./deadlines.ts";

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
  id: number;
  code: string;
  createdAt: string;
  stateChangedAt: string;
  state: RequestState;
  name: string;
  reasonLabel: string;
  professionalLabel: string | null;
  modality: "presencial" | "virtual";
  channel: "whatsapp" | "llamada" | "correo";
  days: string;
  phone: string;
  email: string | null;
  handlerName: string | null;
  /** When its next step is due (ms); none when it needs nothing more. */
  due?: number;
}

export type RequestRow = {
  id: number;
  code: string;
  created_at: string;
  reason_label: string;
  modality: "presencial" | "virtual";
  /** The professional's slug (content/staff/), when the person chose one. */
  professional: string | null;
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
  handler_staff_id: number | null;
};

export interface NoteRow {
  at: number;
  text: string;
  staffName: string | null;
}

/** The states that still need someone to act, each with a due time. */
export const ACTIONABLE_STATES: readonly RequestState[] = ["nueva", "contactada", "sin-respuesta"];

export interface DueRule {
  /** The business days the page promises for an answer. */
  businessDays: number;
  dayEnds: DayEnds;
}

/** When a request's next step is due (ms), or undefined when it needs nothing more. */
export function requestDue(
  request: { state: RequestState; createdAt: string; stateChangedAt: string; fromDay?: string },
  { businessDays, dayEnds }: DueRule,
  memo = new Map<string, number>(),
): number | undefined {
  if (!ACTIONABLE_STATES.includes(request.state)) return undefined;
  // The Lima day its count starts from: SQL's (FROM_DAY) when the queue read it, else computed.
  const from = request.fromDay ?? limaDate(new Date(request.state === "nueva" ? request.createdAt : request.stateChangedAt));
  let due = memo.get(from);
  if (due === undefined) {
    const day = addBusinessDays(from, businessDays);
    due = limaInstant(day, dayEnds(day));
    memo.set(from, due);
  }
  return due;
}

export const PAGE_SIZE = 25;
export const SEARCH_MAX = 100;

/**
 * The Lima day (UTC−5, Peru keeps no daylight saving) a request's count starts from, in SQL: exactly
 * the expression of the index consultation_requests_from_day (migration 0050), which SQLite then uses.
 */
const FROM_DAY_EXPRESSION = "date(CASE state WHEN 'nueva' THEN created_at ELSE state_changed_at END, '-5 hours')";
const FROM_DAY = `${FROM_DAY_EXPRESSION} AS fromDay`;

/** The queue's «Mías / sin asignar» filter: by the account that handles a request. */
export const ASSIGNED = ["mias", "sin-asignar", "mias-o-sin-asignar"] as const;
export type Assigned = (typeof ASSIGNED)[number];
const ASSIGNED_SQL: Record<Assigned, string> = {
  mias: "handler_staff_id = ?",
  "sin-asignar": "handler_staff_id IS NULL",
  "mias-o-sin-asignar": "(handler_staff_id = ? OR handler_staff_id IS NULL)",
};

export interface QueueQuery {
  /** What staff typed in the search: a name, a phone, an e-mail or a code. */
  q?: string;
  /** One state, or «pendientes»: every state that still needs action. */
  state?: RequestState | "pendientes";
  reason?: string;
  professional?: string;
  modality?: "presencial" | "virtual";
  /** Whose: assigned to `staffId` («mias»), to nobody, or either («mias-o-sin-asignar»). */
  assigned?: Assigned;
  /** The signed-in account, for «mías» (from the session, never from the URL). */
  staffId?: number;
  /** By urgency (the default: the soonest due first, then what needs nothing, newest first) or newest first. */
  order?: "urgencia" | "recientes";
  /** From 1. */
  page?: number;
}

/** Lower case, without accents: «María» is found as «maria». */
export const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

// Names folded once per distinct text (a search folds every row's).
const foldedNames = new Map<string, string>();
function foldedName(name: string) {
  let folded = foldedNames.get(name);
  if (folded === undefined) {
    folded = fold(name);
    if (foldedNames.size > 50_000) foldedNames.clear();
    foldedNames.set(name, folded);
  }
  return folded;
}
const digitsOf = (text: string) => text.replace(/\D/g, "");

// A person's number, read once per distinct text (the queue reads every row's at each search).
const nationalDigits = new Map<string, string>();
function phoneDigits(phone: string) {
  let digits = nationalDigits.get(phone);
  if (digits === undefined) {
    digits = parsePeruPhone(phone)?.e164.slice(3) ?? digitsOf(phone);
    if (nationalDigits.size > 50_000) nationalDigits.clear();
    nationalDigits.set(phone, digits);
  }
  return digits;
}

/** Whether a row matches a search: its code, name or e-mail contains it, or its number contains its digits. */
export function matcher(q: string): (row: { code: string; name: string; email: string | null; phone: string }) => boolean {
  const text = fold(q.trim());
  const typedPhone = parsePeruPhone(q)?.e164.slice(3);
  // Digits typed as part of a number: 4 at least, without the country code or the area code's 0.
  const digits = typedPhone ?? (/^[\d\s()+-]+$/.test(q.trim()) ? digitsOf(q).replace(/^(51|0)(?=\d{6})/, "") : "");
  return (row) =>
    row.code.toLowerCase().includes(text) ||
    foldedName(row.name).includes(text) ||
    (row.email !== null && row.email.toLowerCase().includes(text)) ||
    (digits.length >= 4 && phoneDigits(row.phone).includes(digits));
}

const SUMMARY_COLUMNS = `r.id, r.code, r.created_at AS createdAt, r.state_changed_at AS stateChangedAt, r.state, r.name,
  r.reason_label AS reasonLabel, r.professional_label AS professionalLabel, r.modality, r.channel, r.days, r.phone, r.email,
  s.name AS handlerName`;

export interface Queue {
  rows: RequestSummary[];
  total: number;
  page: number;
  pages: number;
}

const ACTIONABLE_SQL = `state IN (${ACTIONABLE_STATES.map((state) => `'${state}'`).join(", ")})`;
/**
 * The queue's orders, in SQL. By urgency: what needs action first, the earliest start of its count
 * first (a request's due time only grows with the day its count starts: the same order as by due
 * time, without computing it per row), then what needs nothing, newest first.
 */
const ORDERS = {
  urgencia: `ORDER BY ${ACTIONABLE_SQL} DESC, CASE WHEN ${ACTIONABLE_SQL} THEN fromDay END, CASE WHEN ${ACTIONABLE_SQL} THEN created_at END, CASE WHEN ${ACTIONABLE_SQL} THEN id END, created_at DESC, id DESC`,
  recientes: "ORDER BY created_at DESC, id DESC",
};

/** The filters of a query, as SQL and its parameters. */
function whereOf(query: QueueQuery) {
  const where: string[] = [];
  const params: (string | number)[] = [];
  const filter = (sql: string, ...values: (string | number)[]) => {
    where.push(sql);
    params.push(...values);
  };
  if (query.state === "pendientes") filter(ACTIONABLE_SQL);
  else if (query.state) filter("state = ?", query.state);
  if (query.reason) filter("reason = ?", query.reason);
  if (query.professional) filter("professional = ?", query.professional);
  if (query.modality) filter("modality = ?", query.modality);
  if (query.assigned) {
    const sql = ASSIGNED_SQL[query.assigned];
    // «Mías» without an account would be everyone's: it is nobody's then.
    filter(sql, ...(sql.includes("?") ? [query.staffId ?? -1] : []));
  }
  return { sql: where.length ? `WHERE ${where.join(" AND ")}` : "", params };
}

/**
 * Every matching request's id and code, in the queue's order: the filters and the order are SQL; a
 * search is matched here, over the few columns it needs (thousands of rows take milliseconds).
 */
export function queueCodes(db: Db, query: QueueQuery): { id: number; code: string }[] {
  const where = whereOf(query);
  const q = query.q?.trim();
  const rows = db
    .prepare(
      `SELECT id, code, ${FROM_DAY}${q ? ", name, email, phone" : ""} FROM consultation_requests ${where.sql}
       ${ORDERS[query.order ?? "urgencia"]}`,
    )
    .all(...where.params) as unknown as { id: number; code: string; name: string; email: string | null; phone: string }[];
  return q ? rows.filter(matcher(q)) : rows;
}

const summaries = (db: Db, ids: number[], rule: DueRule) => {
  if (!ids.length) return [];
  const memo = new Map<string, number>();
  const rows = new Map(
    (
      db
        .prepare(
          `SELECT ${SUMMARY_COLUMNS}, date(CASE r.state WHEN 'nueva' THEN r.created_at ELSE r.state_changed_at END, '-5 hours') AS fromDay
           FROM consultation_requests r LEFT JOIN staff s ON s.id = r.handler_staff_id WHERE r.id IN (${ids.map(() => "?").join(", ")})`,
        )
        .all(...ids) as unknown as RequestSummary[]
    ).map((row) => [row.id, { ...row, due: requestDue(row, rule, memo) }]),
  );
  return ids.map((id) => rows.get(id)!);
};

/**
 * How many requests a query lists: the one count of the list's heading, its «pendientes» and its
 * pages, so what a heading says is what the list holds.
 */
export function queueTotal(db: Db, query: QueueQuery): number {
  if (query.q?.trim()) return queueCodes(db, query).length;
  const where = whereOf(query);
  return Number(value(db, `SELECT count(*) FROM consultation_requests ${where.sql}`, ...where.params));
}

/** The requests a query asks for, in its order, one page of them (only the page's rows read in full). */
export function requestQueue(db: Db, query: QueueQuery, rule: DueRule): Queue {
  let total: number;
  let ids: number[];
  const wanted = Math.max(1, query.page ?? 1);
  if (query.q?.trim()) {
    const all = queueCodes(db, query);
    total = all.length;
    const page = Math.min(wanted, Math.max(1, Math.ceil(total / PAGE_SIZE)));
    ids = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((row) => row.id);
  } else {
    const where = whereOf(query);
    total = queueTotal(db, query);
    const page = Math.min(wanted, Math.max(1, Math.ceil(total / PAGE_SIZE)));
    const offset = (page - 1) * PAGE_SIZE;
    const idsOf = (sql: string, params: (string | number)[]) =>
      (db.prepare(sql).all(...params) as { id: number }[]).map((row) => row.id);
    if (query.order === "recientes") {
      ids = idsOf(`SELECT id FROM consultation_requests ${where.sql} ${ORDERS.recientes} LIMIT ? OFFSET ?`, [
        ...where.params,
        PAGE_SIZE,
        offset,
      ]);
    } else {
      // By urgency, in two runs that each read an index in order: what needs action (by the day its
      // count started), then the rest (newest first). The same order as ORDERS.urgencia.
      const and = where.sql ? `${where.sql} AND` : "WHERE";
      const actionable = Number(
        value(db, `SELECT count(*) FROM consultation_requests ${and} ${ACTIONABLE_SQL}`, ...where.params),
      );
      ids =
        offset < actionable
          ? idsOf(
              `SELECT id FROM consultation_requests ${and} ${ACTIONABLE_SQL} ORDER BY ${FROM_DAY_EXPRESSION}, created_at, id LIMIT ? OFFSET ?`,
              [...where.params, PAGE_SIZE, offset],
            )
          : [];
      if (ids.length < PAGE_SIZE)
        ids.push(
          ...idsOf(`SELECT id FROM consultation_requests ${and} NOT ${ACTIONABLE_SQL} ${ORDERS.recientes} LIMIT ? OFFSET ?`, [
            ...where.params,
            PAGE_SIZE - ids.length,
            Math.max(0, offset - actionable),
          ]),
        );
    }
  }
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return { rows: summaries(db, ids, rule), total, page: Math.min(wanted, pages), pages };
}

/**
 * The requests due by `until` (ms) that still need action, the soonest first: «Hoy»'s, at most
 * `limit` of them read in full, and how many there are in all. A request is due by `until` when
 * its count started on or before the last day whose due time is by then (due times grow with that
 * day), so both are SQL.
 */
export function requestsDue(
  db: Db,
  rule: DueRule,
  until: number,
  limit = Infinity,
  offset = 0,
): { rows: RequestSummary[]; total: number } {
  // The last start day whose due time is by `until`: a few days back from `until`'s day at most.
  const memo = new Map<string, number>();
  let day = limaDate(new Date(until));
  for (let back = 0; back < 60; back++) {
    const due = requestDue({ state: "nueva", createdAt: "", stateChangedAt: "", fromDay: day }, rule, memo)!;
    if (due <= until) break;
    day = new Date(Date.parse(`${day}T00:00:00Z`) - 864e5).toISOString().slice(0, 10);
  }
  const total = Number(
    value(db, `SELECT count(*) FROM consultation_requests WHERE ${ACTIONABLE_SQL} AND ${FROM_DAY_EXPRESSION} <= ?`, day),
  );
  if (!total || limit <= 0) return { rows: [], total };
  const ids = (
    db
      .prepare(
        `SELECT id FROM consultation_requests WHERE ${ACTIONABLE_SQL} AND ${FROM_DAY_EXPRESSION} <= ?
         ORDER BY ${FROM_DAY_EXPRESSION}, created_at, id LIMIT ? OFFSET ?`,
      )
      .all(day, Number.isFinite(limit) ? limit : -1, Math.max(0, offset)) as { id: number }[]
  ).map((row) => row.id);
  return { rows: summaries(db, ids, rule), total };
}

/** The reasons and professionals the requests name, for the queue's filters. */
export function requestFilterChoices(db: Db) {
  const pairs = (column: string, label: string) =>
    (
      db
        .prepare(
          `SELECT ${column} AS value, MAX(${label}) AS label FROM consultation_requests WHERE ${column} IS NOT NULL GROUP BY ${column} ORDER BY 2`,
        )
        .all() as { value: string; label: string }[]
    ).map(({ value, label }) => [value, label] as const);
  return { reasons: pairs("reason", "reason_label"), professionals: pairs("professional", "professional_label") };
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

export interface RequestWork {
  state: RequestState;
  /** The account that handles it; null: nobody. */
  handlerId: number | null;
  /** A note to add, if any. */
  note?: string;
}

/**
 * A request's work in one save: the new state, who handles it and a note, in ONE transaction, each
 * change with its audit entry (nothing written for what did not change). False when no such request.
 */
export function saveRequestWork(db: Db, code: string, work: RequestWork, staffId: number, now = Date.now()): boolean {
  return transaction(db, () => {
    const request = findRequest(db, code);
    if (!request) return false;
    if (work.state !== request.state) changeState(db, code, work.state, staffId, now);
    if (work.handlerId !== request.handler_staff_id) {
      db.prepare("UPDATE consultation_requests SET handler_staff_id = ? WHERE id = ?").run(work.handlerId, request.id);
      audit(
        db,
        {
          action: work.handlerId === null ? "suelta_consulta" : "asigna_consulta",
          staffId,
          requestCode: code,
          subjectStaffId: work.handlerId,
        },
        now,
      );
    }
    if (work.note) addNote(db, code, work.note, staffId, now);
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
    limaSortable(r.created_at),
    REQUEST_STATE_LABELS[r.state],
    r.reason_label,
    options.modality[r.modality],
    r.professional_label,
    labels(r.days, options.days),
    labels(r.times, options.times),
    r.name,
    // As typed in Peru (987 654 321, (01) 4567890): a spreadsheet reads it as text, with no «'» before it.
    parsePeruPhone(r.phone)?.national ?? r.phone,
    r.email,
    options.channel[r.channel],
    r.message,
  ]);
}
