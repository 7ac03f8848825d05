// Staff accounts: made only by an invitation that a command on the server prints (server/back-office/cli.ts),
// used once to register a passkey; disabled by the same command, which also revokes the account's
// passkeys, sessions and pending invitations. There are no passwords anywhere.
import { z } from "zod";
import { audit } from "./audit.ts";
import { hashToken, randomToken } from "./secrets.ts";
import { transaction, type Db } from "#server/db.ts";

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * What an account sees: the complaints book's claims, the consultation requests, or both. An
 * invitation that names none gives both, as every account saw claims before requests existed.
 */
export const ROLES = ["reclamos", "consultas", "ambos"] as const;
export type Role = (typeof ROLES)[number];
export const seesClaims = (role: Role) => role !== "consultas";
export const seesRequests = (role: Role) => role !== "reclamos";

export const invitationInput = z.object({
  name: z.string().trim().min(2).max(120),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  role: z.enum(ROLES, "El rol debe ser reclamos, consultas o ambos.").optional(),
});

export interface Staff {
  id: number;
  name: string;
  email: string;
  webauthnUserId: string;
  role: Role;
  createdAt: number;
  disabledAt: number | null;
}

const staffColumns =
  "id, name, email, webauthn_user_id AS webauthnUserId, role, created_at AS createdAt, disabled_at AS disabledAt";

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
  input: { name: string; email: string; role?: Role },
  { now = Date.now(), ttlMs = INVITATION_TTL_MS } = {},
) {
  const { name, email, role } = invitationInput.parse(input);
  const token = randomToken();
  const expiresAt = now + ttlMs;
  const staffId = transaction(db, () => {
    const existing = findStaffByEmail(db, email);
    if (existing?.disabledAt) throw new Error(`La cuenta ${email} está desactivada.`);
    const id =
      existing?.id ??
      Number(
        db
          .prepare("INSERT INTO staff (name, email, webauthn_user_id, role, created_at) VALUES (?, ?, ?, ?, ?)")
          .run(name, email, randomToken(), role ?? "ambos", now).lastInsertRowid,
      );
    if (existing && role) db.prepare("UPDATE staff SET role = ? WHERE id = ?").run(role, id);
    db.prepare("INSERT INTO staff_invitations (token_hash, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?)").run(
      hashToken(token),
      id,
      now,
      expiresAt,
    );
    audit(db, { action: "invitada", staffId: null, subjectStaffId: id }, now);
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
}

export function listStaff(db: Db, now = Date.now()): StaffSummary[] {
  return db
    .prepare(
      `SELECT ${staffColumns},
         (SELECT count(*) FROM staff_passkeys p WHERE p.staff_id = staff.id AND p.revoked_at IS NULL) AS passkeys,
         (SELECT count(*) FROM staff_sessions x WHERE x.staff_id = staff.id AND x.expires_at > ?) AS sessions
       FROM staff ORDER BY name`,
    )
    .all(now) as unknown as StaffSummary[];
}

/** Disables an account: its passkeys are revoked, its sessions end, its invitations stop working. */
export function disableStaff(db: Db, email: string, now = Date.now()) {
  return transaction(db, () => {
    const staff = findStaffByEmail(db, email);
    if (!staff) return false;
    db.prepare("UPDATE staff SET disabled_at = coalesce(disabled_at, ?) WHERE id = ?").run(now, staff.id);
    db.prepare("UPDATE staff_passkeys SET revoked_at = ? WHERE staff_id = ? AND revoked_at IS NULL").run(now, staff.id);
    db.prepare("DELETE FROM staff_sessions WHERE staff_id = ?").run(staff.id);
    db.prepare("UPDATE staff_invitations SET used_at = ? WHERE staff_id = ? AND used_at IS NULL").run(now, staff.id);
    audit(db, { action: "desactivada", staffId: null, subjectStaffId: staff.id }, now);
    return true;
  });
}
