-- Issue 45: an appointment's calendar events follow every change. Its .ics keeps one UID and
-- carries this SEQUENCE, raised by each move and by the cancellation, so a calendar that holds the
-- event replaces it (RFC 5545 3.8.7.4). Numbers 0100–0109 are the patient's booking's (issue 45).
ALTER TABLE appointments ADD COLUMN calendar_sequence INTEGER NOT NULL DEFAULT 0 CHECK (calendar_sequence >= 0);
-- The appointments already moved have sent that many updates.
UPDATE appointments SET calendar_sequence = moved_count;
