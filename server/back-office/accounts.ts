// Staff accounts: made only by an invitation, printed by a command on the server (cli.ts: the first
// account, an administrator) or made by an administrator on the accounts page (accounts-routes.ts),
// used once to register a passkey; disabled the same two ways, which also revokes the account's
// passkeys, sessions and pending invitations. There are no passwords anywhere. An invitation never
// touches an existing account (issue 47): a new passkey for one is a reset of its passkeys, asked by
// one administrator and confirmed by another (or run by the server's command), and a change of what
// it sees is a change of role; each is audited as such.
import { z } from "zod";
import { cleanText } from "#shared/forms/form-rules.ts";
import { audit } from "./audit.ts";
import { hashToken, randomToken } from "./secrets.ts";
import { transaction, type Db } from "#server/db.ts";

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * What an account sees: the complaints book's claims, the consultation requests, both, or only the
 * agenda (issue 46: the person who keeps the agenda need not see claims or requests). An invitation
 * that names none gives both, as every account saw claims before requests existed.
 */
export const ROLES = ["reclamos", "consultas", "ambos", "agenda"] as const;
export type Role = (typeof ROLES)[number];
export const seesClaims = (role: Role) => role === "reclamos" || role === "ambos";
export const seesRequests = (role: Role) => role === "consultas" || role === "ambos";

/**
 * An account's role in SQL, over `staff` (or its alias): the role «agenda» is the flag
 * staff.agenda_only (migration 0081), since staff.role's CHECK predates it.
 */
export const roleSql = (alias = "staff") => `CASE WHEN ${alias}.agenda_only = 1 THEN 'agenda' ELSE ${alias}.role END`;
/** The columns that store `role`: staff.role keeps what it had when the account keeps only the agenda. */
const roleColumns = (role: Role): { role?: Exclude<Role, "agenda">; agendaOnly: 0 | 1 } =>
  role === "agenda" ? { agendaOnly: 1 } : { role, agendaOnly: 0 };

/** What a role sees, as an invitation and the accounts page say it. */
export const ROLE_SEES: Record<Role, string> = {
  reclamos: "los reclamos y quejas del Libro de Reclamaciones",
  consultas: "las solicitudes de «Pide tu primera consulta»",
  ambos: "los reclamos y quejas del Libro de Reclamaciones y las solicitudes de «Pide tu primera consulta»",
  agenda: "solo la agenda de citas (ni solicitudes ni reclamos)",
};
export const ROLE_LABELS: Record<Role, string> = {
  reclamos: "Reclamos",
  consultas: "Solicitudes de consulta",
  ambos: "Reclamos y solicitudes",
  agenda: "Solo la agenda",
};

export const invitationInput = z.object({
  // Cleaned as every form cleans a name (shared/forms/form-rules.ts).
  name: z
    .string()
    .transform((value) => cleanText(value))
    .pipe(z.string().min(2).max(120)),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  role: z.enum(ROLES, "El rol debe ser reclamos, consultas, ambos o agenda.").optional(),
  isAdmin: z.boolean().optional(),
});

export interface Staff {
  id: number;
  name: string;
  email: string;
  webauthnUserId: string;
  role: Role;
  /** Manages the accounts (the accounts page). */
  isAdmin: number;
  createdAt: number;
  disabledAt: number | null;
}

const staffColumns = `id, name, email, webauthn_user_id AS webauthnUserId, ${roleSql()} AS role, is_admin AS isAdmin,
  created_at AS createdAt, disabled_at AS disabledAt`;

/** Writes an account's role (and, for «agenda», the agenda itself: that role is the agenda). */
function writeRole(db: Db, id: number, role: Role, now: number) {
  const columns = roleColumns(role);
  db.prepare("UPDATE staff SET role = coalesce(?, role), agenda_only = ? WHERE id = ?").run(
    columns.role ?? null,
    columns.agendaOnly,
    id,
  );
  if (role === "agenda") db.prepare("INSERT OR IGNORE INTO staff_agenda (staff_id, granted_at) VALUES (?, ?)").run(id, now);
}

export const findStaff = (db: Db, id: number) =>
  db.prepare(`SELECT ${staffColumns} FROM staff WHERE id = ?`).get(id) as Staff | undefined;

export const findStaffByEmail = (db: Db, email: string) =>
  db.prepare(`SELECT ${staffColumns} FROM staff WHERE email = ?`).get(email.trim()) as Staff | undefined;

/** An invitation for an address that already has an account: it is refused, never reused. */
export class AccountExistsError extends Error {
  constructor(
    readonly account: Staff,
    message = account.disabledAt
      ? `La cuenta ${account.email} está desactivada.`
      : `${account.email} ya tiene una cuenta activa (${account.name}). Para cambiar lo que ve, usa su formulario «Cambiar el rol»; si perdió su llave de acceso, pide restablecer sus llaves.`,
  ) {
    super(message);
  }
}

/**
 * Invites a person to a new account and returns the one-time token: only its hash is stored, so it
 * can be shown once and never again. The account gets `role` (both when none). An address that
 * already has an account is refused (AccountExistsError): an invitation never gives an existing
 * account a new passkey nor another role (resetPasskeys, changeRole).
 */
export function inviteStaff(
  db: Db,
  input: { name: string; email: string; role?: Role; isAdmin?: boolean },
  { now = Date.now(), ttlMs = INVITATION_TTL_MS, by = null as number | null } = {},
) {
  const { name, email, role, isAdmin } = invitationInput.parse(input);
  const token = randomToken();
  const expiresAt = now + ttlMs;
  const staffId = transaction(db, () => {
    const existing = findStaffByEmail(db, email);
    if (existing) throw new AccountExistsError(existing);
    const id = Number(
      db
        .prepare("INSERT INTO staff (name, email, webauthn_user_id, role, is_admin, created_at) VALUES (?, ?, ?, ?, ?, ?)")
        .run(name, email, randomToken(), role === "agenda" || !role ? "ambos" : role, isAdmin ? 1 : 0, now).lastInsertRowid,
    );
    if (role === "agenda") writeRole(db, id, role, now);
    saveInvitation(db, id, token, now, expiresAt);
    audit(db, { action: by === null ? "invitada" : "invitada_web", staffId: by, subjectStaffId: id }, now);
    return id;
  });
  return { token, staffId, expiresAt };
}

function saveInvitation(db: Db, staffId: number, token: string, now: number, expiresAt: number) {
  db.prepare("INSERT INTO staff_invitations (token_hash, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?)").run(
    hashToken(token),
    staffId,
    now,
    expiresAt,
  );
}

/** The account an unused, unexpired invitation is for, if the token is one. */
export function pendingInvitation(db: Db, token: string, now = Date.now()) {
  return db
    .prepare(
      `SELECT i.token_hash AS tokenHash, s.id AS staffId FROM staff_invitations i JOIN staff s ON s.id = i.staff_id
       WHERE i.token_hash = ? AND i.used_at IS NULL AND i.expires_at > ? AND s.disabled_at IS NULL`,
    )
    .get(hashToken(token), now) as { tokenHash: string; staffId: number } | undefined;
}

/** Marks the invitation used; false when it was used (or expired) meanwhile. Call in a transaction. */
export function consumeInvitation(db: Db, tokenHash: string, now = Date.now()) {
  return (
    db
      .prepare("UPDATE staff_invitations SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?")
      .run(now, tokenHash, now).changes === 1
  );
}

export interface StaffSummary extends Staff {
  passkeys: number;
  sessions: number;
  /** The last sign-in or passkey registration (ms), from the audit log. */
  lastSignIn: number | null;
  /** Keeps the agenda (./agenda/: a role of its own, besides what the account sees). */
  agenda: number;
}

export function listStaff(db: Db, now = Date.now()): StaffSummary[] {
  return db
    .prepare(
      `SELECT ${staffColumns},
         (SELECT count(*) FROM staff_passkeys p WHERE p.staff_id = staff.id AND p.revoked_at IS NULL) AS passkeys,
         (SELECT count(*) FROM staff_sessions x WHERE x.staff_id = staff.id AND x.expires_at > ?) AS sessions,
         (SELECT max(at) FROM audit_log a WHERE a.staff_id = staff.id AND a.action IN ('entrada', 'llave_registrada')) AS lastSignIn,
         (staff.agenda_only = 1 OR EXISTS (SELECT 1 FROM staff_agenda g WHERE g.staff_id = staff.id)) AS agenda
       FROM staff ORDER BY name`,
    )
    .all(now) as unknown as StaffSummary[];
}

/** Disables an account: its passkeys are revoked, its sessions end, its invitations stop working. */
export function disableStaff(db: Db, email: string, now = Date.now(), by: number | null = null) {
  return transaction(db, () => {
    const staff = findStaffByEmail(db, email);
    if (!staff) return false;
    db.prepare("UPDATE staff SET disabled_at = coalesce(disabled_at, ?) WHERE id = ?").run(now, staff.id);
    db.prepare("UPDATE staff_passkeys SET revoked_at = ? WHERE staff_id = ? AND revoked_at IS NULL").run(now, staff.id);
    db.prepare("DELETE FROM staff_sessions WHERE staff_id = ?").run(staff.id);
    db.prepare("UPDATE staff_invitations SET used_at = ? WHERE staff_id = ? AND used_at IS NULL").run(now, staff.id);
    audit(db, { action: by === null ? "desactivada" : "desactivada_web", staffId: by, subjectStaffId: staff.id }, now);
    return true;
  });
}

/** What an account's role is, as the audit log says it before and after a change. */
export const roleText = (role: Role, isAdmin: boolean, agenda: boolean) =>
  `${ROLE_LABELS[role]}${agenda ? " + agenda" : ""}${isAdmin ? " + administra cuentas" : ""}`;

/**
 * Changes what an account sees, whether it keeps the agenda and whether it manages accounts: one
 * change, audited once as `rol_cambiado` with the role before and after; false when nothing changed.
 * `by` null: the server's command.
 */
export function changeRole(
  db: Db,
  id: number,
  next: { role: Role; isAdmin: boolean; agenda?: boolean },
  by: number | null,
  now = Date.now(),
) {
  return transaction(db, () => {
    const account = findStaff(db, id);
    if (!account || account.disabledAt) return false;
    const hadAgenda = Boolean(db.prepare("SELECT 1 FROM staff_agenda WHERE staff_id = ?").get(id));
    // The role «agenda» is the agenda, whatever the box says.
    const agenda = next.role === "agenda" || (next.agenda ?? hadAgenda);
    const before = roleText(account.role, account.isAdmin === 1, hadAgenda);
    const after = roleText(next.role, next.isAdmin, agenda);
    if (before === after) return false;
    db.prepare("UPDATE staff SET is_admin = ? WHERE id = ?").run(next.isAdmin ? 1 : 0, id);
    writeRole(db, id, next.role, now);
    if (agenda && !hadAgenda) db.prepare("INSERT OR IGNORE INTO staff_agenda (staff_id, granted_at) VALUES (?, ?)").run(id, now);
    if (!agenda && hadAgenda) db.prepare("DELETE FROM staff_agenda WHERE staff_id = ?").run(id);
    audit(db, { action: "rol_cambiado", staffId: by, subjectStaffId: id, detail: `${before} → ${after}` }, now);
    return true;
  });
}

/** How long an administrator's request to reset an account's passkeys waits for a second one. */
export const RESET_TTL_MS = 24 * 60 * 60 * 1000;

export interface PasskeyReset {
  id: number;
  staffId: number;
  staffName: string;
  requestedBy: number;
  requestedByName: string;
  requestedAt: number;
}

/**
 * One administrator asks to reset an account's passkeys (a lost or stolen phone): nothing changes
 * until a second administrator confirms it (confirmPasskeyReset). Audited. Returns the request's
 * id, or undefined when the account is not an active one.
 */
export function requestPasskeyReset(db: Db, staffId: number, by: number, now = Date.now()): number | undefined {
  return transaction(db, () => {
    const account = findStaff(db, staffId);
    if (!account || account.disabledAt) return undefined;
    const open = db
      .prepare("SELECT id FROM staff_passkey_resets WHERE staff_id = ? AND closed_at IS NULL AND expires_at > ?")
      .get(staffId, now) as { id: number } | undefined;
    if (open) return open.id;
    const id = Number(
      db
        .prepare("INSERT INTO staff_passkey_resets (staff_id, requested_by, requested_at, expires_at) VALUES (?, ?, ?, ?)")
        .run(staffId, by, now, now + RESET_TTL_MS).lastInsertRowid,
    );
    audit(db, { action: "llaves_restablecer_pedido", staffId: by, subjectStaffId: staffId }, now);
    return id;
  });
}

/** The resets waiting for a second administrator, the oldest first. */
export function pendingPasskeyResets(db: Db, now = Date.now()): PasskeyReset[] {
  return db
    .prepare(
      `SELECT r.id, r.staff_id AS staffId, s.name AS staffName, r.requested_by AS requestedBy, q.name AS requestedByName,
         r.requested_at AS requestedAt
       FROM staff_passkey_resets r JOIN staff s ON s.id = r.staff_id JOIN staff q ON q.id = r.requested_by
       WHERE r.closed_at IS NULL AND r.expires_at > ? AND s.disabled_at IS NULL ORDER BY r.id`,
    )
    .all(now) as unknown as PasskeyReset[];
}

/** Revokes an account's passkeys, ends its sessions, voids its invitations and makes a new one-time link. */
function resetNow(db: Db, staffId: number, now: number, ttlMs: number) {
  db.prepare("UPDATE staff_passkeys SET revoked_at = ? WHERE staff_id = ? AND revoked_at IS NULL").run(now, staffId);
  db.prepare("DELETE FROM staff_sessions WHERE staff_id = ?").run(staffId);
  db.prepare("UPDATE staff_invitations SET used_at = ? WHERE staff_id = ? AND used_at IS NULL").run(now, staffId);
  const token = randomToken();
  const expiresAt = now + ttlMs;
  saveInvitation(db, staffId, token, now, expiresAt);
  return { token, staffId, expiresAt };
}

export type ResetResult =
  { status: "reset"; token: string; staffId: number; expiresAt: number } | { status: "not-found" } | { status: "same-person" };

/**
 * A second administrator confirms a pending reset: only then are the account's passkeys revoked,
 * its sessions ended, and a new one-time link made (shown to the one who confirms, once). The one
 * who asked, and the account itself, cannot confirm. Audited as `llaves_restablecidas`.
 */
export function confirmPasskeyReset(db: Db, resetId: number, by: number, now = Date.now()): ResetResult {
  return transaction(db, (): ResetResult => {
    const reset = pendingPasskeyResets(db, now).find((row) => row.id === resetId);
    const confirmer = findStaff(db, by);
    if (!reset || !confirmer?.isAdmin || confirmer.disabledAt) return { status: "not-found" };
    if (by === reset.requestedBy || by === reset.staffId) return { status: "same-person" };
    db.prepare("UPDATE staff_passkey_resets SET confirmed_by = ?, closed_at = ? WHERE id = ?").run(by, now, resetId);
    const made = resetNow(db, reset.staffId, now, INVITATION_TTL_MS);
    audit(
      db,
      {
        action: "llaves_restablecidas",
        staffId: by,
        subjectStaffId: reset.staffId,
        detail: `pedido por ${reset.requestedByName}`,
      },
      now,
    );
    return { status: "reset", ...made };
  });
}

/** Withdraws a pending reset (any administrator). Audited. */
export function withdrawPasskeyReset(db: Db, resetId: number, by: number, now = Date.now()) {
  return transaction(db, () => {
    const reset = pendingPasskeyResets(db, now).find((row) => row.id === resetId);
    if (!reset) return false;
    db.prepare("UPDATE staff_passkey_resets SET closed_at = ? WHERE id = ?").run(now, resetId);
    audit(db, { action: "llaves_restablecer_retirado", staffId: by, subjectStaffId: reset.staffId }, now);
    return true;
  });
}

/**
 * Enables a disabled account again (an administrator's decision, audited). Its passkeys stay revoked
 * (a lost phone's must never work again): the person gets a new invitation to make a new one, which
 * is returned with the account. Null when there is no such disabled account.
 */
export function enableStaff(db: Db, id: number, by: number | null, now = Date.now()) {
  return transaction(db, () => {
    const account = findStaff(db, id);
    if (!account || account.disabledAt === null) return null;
    db.prepare("UPDATE staff SET disabled_at = NULL WHERE id = ?").run(id);
    audit(db, { action: by === null ? "reactivada" : "reactivada_web", staffId: by, subjectStaffId: id }, now);
    const token = randomToken();
    const expiresAt = now + INVITATION_TTL_MS;
    saveInvitation(db, id, token, now, expiresAt);
    return { account, token, staffId: id, expiresAt };
  });
}

/**
 * The server's command (cli.ts): resets an active account's passkeys at once, for a clinic with one
 * administrator (whoever runs it holds the server). Audited as the server's.
 */
export function resetPasskeysFromServer(db: Db, email: string, now = Date.now(), ttlMs = INVITATION_TTL_MS) {
  return transaction(db, () => {
    const account = findStaffByEmail(db, email);
    if (!account || account.disabledAt) return undefined;
    db.prepare("UPDATE staff_passkey_resets SET closed_at = ? WHERE staff_id = ? AND closed_at IS NULL").run(now, account.id);
    const made = resetNow(db, account.id, now, ttlMs);
    audit(db, { action: "llaves_restablecidas", staffId: null, subjectStaffId: account.id, detail: "comando del servidor" }, now);
    return made;
  });
}
