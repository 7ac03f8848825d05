// Staff accounts: made only by an invitation, printed by a command on the server (cli.ts: the first
// account, an administrator) or made by an administrator on the accounts page (accounts-routes.ts),
// used once to register a passkey; disabled the same two ways, which also revokes the account's
// passkeys, sessions and pending invitations. There are no passwords anywhere.
import { z } from "zod";
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
  name: z.string().trim().min(2).max(120),
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

/**
 * Invites a person (a new account, or an existing active one that needs a new passkey) and returns
 * the one-time token: only its hash is stored, so it can be shown once and never again. A new
 * account gets `role` (both when none); an existing one keeps its own unless `role` names another.
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
    if (existing?.disabledAt) throw new Error(`La cuenta ${email} está desactivada.`);
    const id =
      existing?.id ??
      Number(
        db
          .prepare("INSERT INTO staff (name, email, webauthn_user_id, role, created_at) VALUES (?, ?, ?, 'ambos', ?)")
          .run(name, email, randomToken(), now).lastInsertRowid,
      );
    if (role ?? !existing) writeRole(db, id, role ?? "ambos", now);
    if (isAdmin) db.prepare("UPDATE staff SET is_admin = 1 WHERE id = ?").run(id);
    db.prepare("INSERT INTO staff_invitations (token_hash, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?)").run(
      hashToken(token),
      id,
      now,
      expiresAt,
    );
    audit(db, { action: by === null ? "invitada" : "invitada_web", staffId: by, subjectStaffId: id }, now);
    return id;
  });
  return { token, staffId, expiresAt };
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

/** Changes what an account sees and whether it manages accounts, audited; false when nothing changed. */
export function changeRole(db: Db, id: number, role: Role, isAdmin: boolean, by: number, now = Date.now()) {
  return transaction(db, () => {
    const account = findStaff(db, id);
    if (!account || account.disabledAt !== null || (account.role === role && Boolean(account.isAdmin) === isAdmin)) return false;
    writeRole(db, id, role, now);
    db.prepare("UPDATE staff SET is_admin = ? WHERE id = ?").run(isAdmin ? 1 : 0, id);
    audit(db, { action: "rol_cambiado", staffId: by, subjectStaffId: id }, now);
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
    return { account, ...inviteStaff(db, { name: account.name, email: account.email }, { now, by }) };
  });
}
