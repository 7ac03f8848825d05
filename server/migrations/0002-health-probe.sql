-- The health check's write probe (server/health.ts): one row, rewritten and committed at each check,
-- so /app/api/salud answers 200 only when a write can be committed now. Its payload is as large as
-- the largest claim with its e-mails: a disk with room for one row but not for a claim fails it.
CREATE TABLE health_probe (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  checked_at TEXT NOT NULL,
  payload BLOB NOT NULL
) STRICT;
