-- Resetting an account's passkeys (issue 47): an action of its own, never a side effect of an
-- invitation. One administrator asks; a second one (neither the one who asked nor the account
-- itself) confirms within a day, and only then are the account's passkeys revoked, its sessions
-- ended and a new one-time link made. The server's command (npm run gestion -- restablecer-llaves)
-- is the way when the clinic has one administrator only. Every step is in the audit log.
CREATE TABLE staff_passkey_resets (
  id INTEGER PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff (id),
  requested_by INTEGER NOT NULL REFERENCES staff (id),
  requested_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  confirmed_by INTEGER REFERENCES staff (id),
  -- When it was confirmed, or withdrawn (confirmed_by NULL): no longer pending either way.
  closed_at INTEGER,
  CHECK (confirmed_by IS NULL OR (confirmed_by <> requested_by AND confirmed_by <> staff_id))
) STRICT;
CREATE INDEX staff_passkey_resets_open ON staff_passkey_resets (staff_id) WHERE closed_at IS NULL;
