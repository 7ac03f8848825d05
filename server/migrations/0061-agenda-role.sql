-- Who keeps the agenda in the back office (server/back-office/agenda/): a role of its own beside
-- the claims and the requests (staff.role), granted and taken away by the server's command
-- `npm run gestion:agenda`. An account without it sees none of the agenda (404).
CREATE TABLE staff_agenda (
  staff_id INTEGER PRIMARY KEY REFERENCES staff (id),
  granted_at INTEGER NOT NULL
) STRICT;
