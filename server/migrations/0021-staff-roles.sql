-- What an account sees in the back office: the complaints book's claims ('reclamos'), the
-- consultation requests ('consultas') or both ('ambos'). Existing accounts keep what they had: both.
ALTER TABLE staff ADD COLUMN role TEXT NOT NULL DEFAULT 'ambos' CHECK (role IN ('reclamos', 'consultas', 'ambos'));
