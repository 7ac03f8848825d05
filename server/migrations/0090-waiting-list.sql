-- The waiting list (server/booking/waiting-list/): people with an appointment who asked to be moved
-- to an earlier time of the same professional and modality, and the offers of freed times made to
-- them. Numbers 0090–0099 are this folder's. Instants are milliseconds since the epoch (UTC).
-- Everything personal hangs on the appointment (ON DELETE CASCADE): the retention purge that deletes
-- an appointment deletes its place in the list and its offers with it.

-- One place per appointment, in the order asked (asked_at, then id).
CREATE TABLE waiting_list (
  id INTEGER PRIMARY KEY,
  appointment_id INTEGER NOT NULL UNIQUE REFERENCES appointments (id) ON DELETE CASCADE,
  -- The weekdays wanted, a bit per day (bit 0 Sunday … bit 6 Saturday); 127: any day.
  weekdays INTEGER NOT NULL DEFAULT 127 CHECK (weekdays BETWEEN 1 AND 127),
  asked_at INTEGER NOT NULL
) STRICT;
CREATE INDEX waiting_list_order ON waiting_list (asked_at, id);

-- A freed time offered to one waiting person. The time is held meanwhile by a row of booking_holds
-- (hold_hash), so nobody else can book it until the offer is accepted, expires or is withdrawn.
CREATE TABLE waiting_offers (
  id INTEGER PRIMARY KEY,
  appointment_id INTEGER NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  professional TEXT NOT NULL,
  modality TEXT NOT NULL CHECK (modality IN ('presencial', 'virtual')),
  start_at INTEGER NOT NULL,
  -- The offer link's secret (its SHA-256) and the hold's (its SHA-256).
  token_hash TEXT NOT NULL UNIQUE,
  hold_hash TEXT NOT NULL,
  offered_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'abierta' CHECK (state IN ('abierta', 'aceptada', 'vencida', 'retirada')),
  closed_at INTEGER
) STRICT;
-- One open offer per time, and per person; a time is offered to a person once.
CREATE UNIQUE INDEX waiting_offers_open_time ON waiting_offers (professional, start_at) WHERE state = 'abierta';
CREATE UNIQUE INDEX waiting_offers_open_person ON waiting_offers (appointment_id) WHERE state = 'abierta';
CREATE UNIQUE INDEX waiting_offers_once ON waiting_offers (appointment_id, professional, start_at);
CREATE INDEX waiting_offers_expiry ON waiting_offers (expires_at) WHERE state = 'abierta';

-- The free times (per professional and modality) as the last pass of the offers' job saw them, for
-- the professionals someone waits for: a time free now and not then has just been freed (a
-- cancellation, a move, new availability, an offer or a hold that ended). No person in it.
CREATE TABLE waiting_seen_free (
  professional TEXT NOT NULL,
  modality TEXT NOT NULL CHECK (modality IN ('presencial', 'virtual')),
  start_at INTEGER NOT NULL,
  PRIMARY KEY (professional, modality, start_at)
) WITHOUT ROWID, STRICT;
-- The (professional, modality) pairs whose free times are in waiting_seen_free.
CREATE TABLE waiting_watched (
  professional TEXT NOT NULL,
  modality TEXT NOT NULL CHECK (modality IN ('presencial', 'virtual')),
  PRIMARY KEY (professional, modality)
) WITHOUT ROWID, STRICT;
