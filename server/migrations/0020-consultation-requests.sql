-- «Pide tu primera consulta» (server/consultations/): one row per request, its staff notes, the
-- submissions that made it (one request per submission) and its e-mails in the shared outbox,
-- written in the request's own transaction. Numbers 0020 and up belong to the requests.

CREATE TABLE consultation_requests (
  id INTEGER PRIMARY KEY,
  -- As shown to staff and in the e-mails: SC- and the id padded to 6 digits (SC-000123).
  code TEXT NOT NULL UNIQUE,
  -- UTC, ISO 8601.
  created_at TEXT NOT NULL,
  -- A service's slug (content/servicios/) or 'otro'; its label as the person saw it.
  reason TEXT NOT NULL,
  reason_label TEXT NOT NULL,
  modality TEXT NOT NULL CHECK (modality IN ('presencial', 'virtual')),
  professional TEXT,
  professional_label TEXT,
  -- Comma-separated choices ('lunes,miercoles', 'manana,noche'); empty when none.
  days TEXT NOT NULL,
  times TEXT NOT NULL,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT,
  channel TEXT NOT NULL CHECK (channel IN ('whatsapp', 'llamada', 'correo')),
  message TEXT,
  -- The consent's record: the text the person ticked, and when (UTC).
  consent_text TEXT NOT NULL,
  consent_at TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'nueva' CHECK (state IN ('nueva', 'contactada', 'agendada', 'cerrada', 'sin-respuesta')),
  state_changed_at TEXT NOT NULL
) STRICT;

CREATE INDEX consultation_requests_state ON consultation_requests (state, created_at);
CREATE INDEX consultation_requests_created ON consultation_requests (created_at);

CREATE TABLE consultation_notes (
  id INTEGER PRIMARY KEY,
  request_id INTEGER NOT NULL REFERENCES consultation_requests (id) ON DELETE CASCADE,
  staff_id INTEGER REFERENCES staff (id),
  at INTEGER NOT NULL,
  text TEXT NOT NULL
) STRICT;
CREATE INDEX consultation_notes_request ON consultation_notes (request_id);

CREATE TABLE consultation_submissions (
  key TEXT PRIMARY KEY,
  request_id INTEGER NOT NULL REFERENCES consultation_requests (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
) STRICT;

-- The request an e-mail of the outbox belongs to (the clinic's notice, the person's confirmation).
ALTER TABLE outbox ADD COLUMN request_id INTEGER REFERENCES consultation_requests (id);
CREATE INDEX outbox_request ON outbox (request_id) WHERE request_id IS NOT NULL;
CREATE INDEX outbox_confirmations_by_recipient ON outbox (recipient COLLATE NOCASE, created_at)
WHERE kind = 'confirmacion-consulta';

-- The audit log names a request by its code, as it names a claim by its.
ALTER TABLE audit_log ADD COLUMN request_code TEXT;
