-- An account that keeps only the agenda (issue 46): it sees the agenda and its part of «Hoy», and
-- no requests or claims. staff.role's CHECK allows only 'reclamos', 'consultas' and 'ambos', and
-- SQLite cannot change a CHECK without rebuilding a table that others reference; so the role
-- «agenda» is this flag, read as the role 'agenda' by server/back-office/accounts.ts (ROLE_SQL).
-- While it is set, staff.role is not read.
ALTER TABLE staff ADD COLUMN agenda_only INTEGER NOT NULL DEFAULT 0 CHECK (agenda_only IN (0, 1));
