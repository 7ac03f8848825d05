-- The back office (server/back-office/): staff accounts made only by invitation, their passkeys,
-- their sessions, the passkey ceremonies in progress and the audit log. Times are milliseconds
-- since the epoch (UTC). Secrets (invitation tokens, session ids) are stored only as SHA-256 hashes.

CREATE TABLE staff (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  -- WebAuthn's user handle: random, never the e-mail (it is stored on the authenticator).
  webauthn_user_id TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  disabled_at INTEGER
) STRICT;

CREATE TABLE staff_invitations (
  token_hash TEXT PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff (id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
) STRICT;

CREATE TABLE staff_passkeys (
  credential_id TEXT PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff (id),
  public_key BLOB NOT NULL,
  counter INTEGER NOT NULL,
  transports TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL,
  last_used_at INTEGER,
  revoked_at INTEGER
) STRICT;
CREATE INDEX staff_passkeys_staff ON staff_passkeys (staff_id);

CREATE TABLE staff_sessions (
  id_hash TEXT PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff (id),
  -- The synchronizer token every form of this session carries (CSRF).
  csrf_token TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);

-- A registration or sign-in under way: its challenge, for at most a few minutes, used once.
CREATE TABLE webauthn_ceremonies (
  id_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('registro', 'entrada')),
  challenge TEXT NOT NULL,
  invitation_hash TEXT,
  expires_at INTEGER NOT NULL
) STRICT;

-- Who did what, to which claim, when. Never a claim's content.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  -- The staff member acting; NULL for the server's own commands (npm run gestion:*).
  staff_id INTEGER REFERENCES staff (id),
  action TEXT NOT NULL,
  claim_code TEXT,
  -- The account an account action was about (invitation, disabling).
  subject_staff_id INTEGER REFERENCES staff (id)
) STRICT;
CREATE INDEX audit_log_at ON audit_log (at);
