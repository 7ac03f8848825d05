-- The complaints book (Libro de Reclamaciones en Salud): one row per claim, and the outbox of the
-- e-mails each claim sends, written in the claim's own transaction (server/complaints/).

CREATE TABLE claims (
  id INTEGER PRIMARY KEY,
  -- Correlative per year, with no gap: allocated inside the inserting transaction (MAX + 1).
  year INTEGER NOT NULL,
  number INTEGER NOT NULL CHECK (number > 0),
  -- As shown to the person: number padded to 6 digits, a hyphen, the year (000123-2026).
  code TEXT NOT NULL UNIQUE,
  -- UTC, ISO 8601.
  created_at TEXT NOT NULL,
  -- The affected patient.
  patient_first_names TEXT NOT NULL,
  patient_last_names TEXT NOT NULL,
  patient_document_type TEXT NOT NULL CHECK (patient_document_type IN ('dni', 'ce', 'pasaporte')),
  patient_document_number TEXT NOT NULL,
  patient_address TEXT NOT NULL,
  patient_phone TEXT NOT NULL,
  patient_email TEXT NOT NULL,
  patient_is_minor INTEGER NOT NULL DEFAULT 0 CHECK (patient_is_minor IN (0, 1)),
  -- Who files it when not the patient (a representative, or a minor's parent or guardian).
  filed_by TEXT NOT NULL CHECK (filed_by IN ('paciente', 'representante', 'apoderado-menor')),
  filer_first_names TEXT,
  filer_last_names TEXT,
  filer_document_type TEXT CHECK (filer_document_type IN ('dni', 'ce', 'pasaporte')),
  filer_document_number TEXT,
  filer_address TEXT,
  filer_phone TEXT,
  filer_email TEXT,
  -- What the claim is about.
  service TEXT NOT NULL,
  incident_date TEXT,
  kind TEXT NOT NULL CHECK (kind IN ('reclamo', 'queja')),
  detail TEXT NOT NULL,
  request TEXT NOT NULL,
  email_consent INTEGER NOT NULL CHECK (email_consent IN (0, 1)),
  -- The answer.
  state TEXT NOT NULL DEFAULT 'pendiente' CHECK (state IN ('pendiente', 'respondido')),
  -- The date (Lima, YYYY-MM-DD) by which the clinic must answer: 30 business days.
  deadline TEXT NOT NULL,
  answered_at TEXT,
  answer TEXT,
  UNIQUE (year, number)
) STRICT;

CREATE INDEX claims_state ON claims (state, deadline);

-- Mail to send. Delivered by server/complaints/outbox.ts with retries and backoff; a row stays
-- until sent, so an SMTP outage delays mail and never loses it. last_error never holds personal data.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  claim_id INTEGER REFERENCES claims (id),
  -- 'copia-persona' (the person's copy), 'aviso-clinica' (the clinic's notice), 'respuesta' (the answer).
  kind TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  sent_at TEXT
) STRICT;

CREATE INDEX outbox_due ON outbox (sent_at, next_attempt_at);
