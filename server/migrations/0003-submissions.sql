-- One claim per submission (server/complaints/store.ts): the key of each accepted submission (a
-- hash of the form's submission id and of what was sent) and the claim it made. A repeat of the same
-- submission (a reload, a double tap, a retry after a lost answer) finds its claim here.
CREATE TABLE submissions (
  key TEXT PRIMARY KEY,
  claim_id INTEGER NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
) STRICT;

-- The per-recipient limit on copies (store.ts) counts a recipient's copies of the last day: found
-- by index, not by reading the whole outbox at each claim.
CREATE INDEX outbox_copies_by_recipient ON outbox (recipient COLLATE NOCASE, created_at)
WHERE kind = 'copia-persona';
