// Staff sessions: a random id in an HttpOnly, Secure, SameSite=Strict cookie, stored only as its
// hash, ending after IDLE_MS without use or ABSOLUTE_MS after sign-in, whichever comes first.
import { hashToken, randomToken } from "./secrets.ts";
import type { Db } from "#server/db.ts";
import { roleSql, type Role } from "./accounts.ts";

/** The session cookie's name. */
export const SESSION_COOKIE = "gestion_sesion";

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

export interface Session {
  idHash: string;
  staffId: number;
  staffName: string;
  /** What the account sees (accounts.ts): claims, requests, both, or only the agenda. */
  role: Role;
  /** Manages the accounts. */
  isAdmin: boolean;
  /** Keeps the agenda (./agenda/: a role of its own). */
  agenda?: boolean;
  csrfToken: string;
  /** The menu's entries for the account's role, set by app.ts from its concerns. */
  menu?: readonly { href: string; label: string; primary?: boolean }[];
}

/** The Hono env of every page behind the sign-in: the live session, set by app.ts. */
export type Env = { Variables: { session: Session } };

/** Starts a session; returns the id for the cookie (never stored as such). */
export function createSession(db: Db, staffId: number, now = Date.now()) {
  const id = randomToken();
  db.prepare(
    "INSERT INTO staff_sessions (id_hash, staff_id, csrf_token, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
  ).run(hashToken(id), staffId, randomToken(), now, now, now + SESSION_ABSOLUTE_MS);
  return id;
}

/**
 * The live session a cookie's id names, touched (its idle time restarts); undefined when there is
 * none, it has expired (then it is deleted) or its account is disabled.
 */
export function readSession(db: Db, id: string | undefined, now = Date.now()): Session | undefined {
  if (!id) return undefined;
  const idHash = hashToken(id);
  const row = db
    .prepare(
      `SELECT x.id_hash AS idHash, x.staff_id AS staffId, s.name AS staffName, ${roleSql("s")} AS role, s.is_admin AS isAdmin, x.csrf_token AS csrfToken,
         (s.agenda_only = 1 OR EXISTS (SELECT 1 FROM staff_agenda a WHERE a.staff_id = s.id)) AS agenda,
         x.last_seen_at AS lastSeenAt, x.expires_at AS expiresAt, s.disabled_at AS disabledAt
       FROM staff_sessions x JOIN staff s ON s.id = x.staff_id WHERE x.id_hash = ?`,
    )
    .get(idHash) as (Session & { lastSeenAt: number; expiresAt: number; disabledAt: number | null }) | undefined;
  if (!row) return undefined;
  if (row.disabledAt !== null || now >= row.expiresAt || now - row.lastSeenAt >= SESSION_IDLE_MS) {
    endSession(db, id);
    return undefined;
  }
  db.prepare("UPDATE staff_sessions SET last_seen_at = ? WHERE id_hash = ?").run(now, idHash);
  return {
    idHash,
    staffId: row.staffId,
    staffName: row.staffName,
    role: row.role,
    isAdmin: Boolean(row.isAdmin),
    agenda: Boolean(row.agenda),
    csrfToken: row.csrfToken,
  };
}

export function endSession(db: Db, id: string) {
  db.prepare("DELETE FROM staff_sessions WHERE id_hash = ?").run(hashToken(id));
}

/** Drops expired sessions and ceremonies (called now and then; expired ones are refused anyway). */
export function purgeExpired(db: Db, now = Date.now()) {
  db.prepare("DELETE FROM staff_sessions WHERE expires_at <= ? OR last_seen_at <= ?").run(now, now - SESSION_IDLE_MS);
  db.prepare("DELETE FROM webauthn_ceremonies WHERE expires_at <= ?").run(now);
}
