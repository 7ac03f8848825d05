-- The agenda of first consultations (server/booking/): the settings, each professional's weekly
-- spans and exceptions, the appointments, the short holds on a time while its form is filled, the
-- reminders sent, the staff's notes and the professionals' calendar feeds. Numbers 0060–0069 are
-- this folder's. Times of day are minutes after Lima's midnight; instants are milliseconds since
-- the epoch (UTC); dates are Lima's (YYYY-MM-DD). Secrets (manage links, feed URLs, holds) are
-- stored only as SHA-256 hashes.

-- One row: how the agenda is offered. Staff change it in the back office.
CREATE TABLE booking_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  horizon_days INTEGER NOT NULL DEFAULT 56 CHECK (horizon_days BETWEEN 1 AND 365),
  min_notice_minutes INTEGER NOT NULL DEFAULT 120 CHECK (min_notice_minutes BETWEEN 0 AND 20160),
  default_length_minutes INTEGER NOT NULL DEFAULT 45 CHECK (default_length_minutes BETWEEN 10 AND 240),
  hold_minutes INTEGER NOT NULL DEFAULT 10 CHECK (hold_minutes BETWEEN 1 AND 60),
  -- A patient may cancel or move up to this many hours before the appointment (0: until it starts).
  patient_change_hours INTEGER NOT NULL DEFAULT 24 CHECK (patient_change_hours BETWEEN 0 AND 336),
  -- Set once the development sample has been written, so it is never written twice.
  sample_seeded_at INTEGER
) STRICT;
INSERT INTO booking_settings (id) VALUES (1);

-- A professional of content/staff/ (by slug) who sees first consultations, with their own length.
CREATE TABLE booking_professionals (
  slug TEXT PRIMARY KEY CHECK (slug GLOB '[a-z0-9]*' AND length(slug) <= 80),
  length_minutes INTEGER CHECK (length_minutes BETWEEN 10 AND 240),
  -- The secret of the professional's calendar feed (its hash); NULL when none or revoked.
  feed_token_hash TEXT UNIQUE,
  feed_created_at INTEGER
) STRICT;

CREATE TABLE booking_spans (
  id INTEGER PRIMARY KEY,
  professional TEXT NOT NULL REFERENCES booking_professionals (slug) ON DELETE CASCADE,
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  modality TEXT NOT NULL CHECK (modality IN ('presencial', 'virtual')),
  start_minute INTEGER NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
  end_minute INTEGER NOT NULL CHECK (end_minute BETWEEN 1 AND 1440),
  CHECK (start_minute < end_minute)
) STRICT;
CREATE INDEX booking_spans_professional ON booking_spans (professional);

CREATE TABLE booking_exceptions (
  id INTEGER PRIMARY KEY,
  professional TEXT NOT NULL REFERENCES booking_professionals (slug) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('ausencia', 'bloqueo', 'extra')),
  from_date TEXT NOT NULL CHECK (from_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  to_date TEXT NOT NULL CHECK (to_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' AND to_date >= from_date),
  start_minute INTEGER CHECK (start_minute BETWEEN 0 AND 1439),
  end_minute INTEGER CHECK (end_minute BETWEEN 1 AND 1440),
  modality TEXT CHECK (modality IN ('presencial', 'virtual')),
  note TEXT CHECK (length(note) <= 200),
  CHECK (kind = 'ausencia' OR (start_minute IS NOT NULL AND end_minute IS NOT NULL AND start_minute < end_minute AND from_date = to_date)),
  CHECK (kind <> 'extra' OR modality IS NOT NULL)
) STRICT;
CREATE INDEX booking_exceptions_professional ON booking_exceptions (professional, to_date);

CREATE TABLE appointments (
  id INTEGER PRIMARY KEY,
  -- As shown to the patient and the staff: CT- and the id padded to 6 digits (CT-000123).
  code TEXT NOT NULL UNIQUE,
  professional TEXT NOT NULL,
  modality TEXT NOT NULL CHECK (modality IN ('presencial', 'virtual')),
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL CHECK (end_at > start_at),
  state TEXT NOT NULL DEFAULT 'reservada' CHECK (state IN ('reservada', 'cancelada', 'atendida', 'no-asistio')),
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  -- The phone's last 9 digits and the e-mail in lower case: one future first consultation each.
  phone_key TEXT NOT NULL,
  email TEXT,
  email_key TEXT,
  reason TEXT,
  -- The consents' records: the texts the person ticked, and when.
  consent_text TEXT,
  teleconsultation_consent_text TEXT,
  consent_at INTEGER,
  -- A virtual visit's own room (the clinic's provider; by default an unguessable Jitsi Meet room).
  video_url TEXT,
  -- 'web' (the patient) or 'personal' (booked by the staff for someone who phoned).
  source TEXT NOT NULL CHECK (source IN ('web', 'personal')),
  staff_id INTEGER REFERENCES staff (id),
  created_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  cancelled_at INTEGER,
  cancelled_by TEXT CHECK (cancelled_by IN ('paciente', 'personal')),
  moved_count INTEGER NOT NULL DEFAULT 0,
  state_changed_at INTEGER NOT NULL
) STRICT;
-- One time, one person: two live appointments of one professional never start at the same instant,
-- whatever process writes them. A cancelled one frees its time.
CREATE UNIQUE INDEX appointments_one_per_time ON appointments (professional, start_at) WHERE state <> 'cancelada';
CREATE INDEX appointments_start ON appointments (start_at);
CREATE INDEX appointments_phone ON appointments (phone_key, end_at) WHERE state = 'reservada';
CREATE INDEX appointments_email ON appointments (email_key, end_at) WHERE state = 'reservada' AND email_key IS NOT NULL;

-- The manage links (their secrets' hashes): each e-mail that carries one (the confirmation, a
-- reminder, a move) has its own, and every one works until the appointment has passed.
CREATE TABLE appointment_links (
  token_hash TEXT PRIMARY KEY,
  appointment_id INTEGER NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX appointment_links_appointment ON appointment_links (appointment_id);

-- A time kept for a few minutes for the person filling its form.
CREATE TABLE booking_holds (
  token_hash TEXT PRIMARY KEY,
  professional TEXT NOT NULL,
  modality TEXT NOT NULL CHECK (modality IN ('presencial', 'virtual')),
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  -- Who holds it: a keyed hash of the sender's address, so one sender holds one time at most.
  sender_hash TEXT NOT NULL
) STRICT;
CREATE UNIQUE INDEX booking_holds_time ON booking_holds (professional, start_at);
CREATE INDEX booking_holds_sender ON booking_holds (sender_hash);

-- The reminders queued (48 and 24 hours before): one each per appointment, ever.
CREATE TABLE appointment_reminders (
  appointment_id INTEGER NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('48h', '24h')),
  queued_at INTEGER NOT NULL,
  PRIMARY KEY (appointment_id, kind)
) STRICT;

CREATE TABLE appointment_notes (
  id INTEGER PRIMARY KEY,
  appointment_id INTEGER NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  staff_id INTEGER REFERENCES staff (id),
  at INTEGER NOT NULL,
  text TEXT NOT NULL
) STRICT;
CREATE INDEX appointment_notes_appointment ON appointment_notes (appointment_id);

-- The e-mails of an appointment (confirmation, reminders, changes) in the shared outbox, and their
-- attachments (the .ics), as JSON: [{ "filename", "contentType", "content" }].
ALTER TABLE outbox ADD COLUMN appointment_id INTEGER REFERENCES appointments (id);
ALTER TABLE outbox ADD COLUMN attachments TEXT;
CREATE INDEX outbox_appointment ON outbox (appointment_id) WHERE appointment_id IS NOT NULL;

-- The audit log names an appointment by its code.
ALTER TABLE audit_log ADD COLUMN appointment_code TEXT;
