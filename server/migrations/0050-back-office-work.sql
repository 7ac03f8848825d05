-- The back office's work on requests, claims and accounts (issue 41; numbers 0050–0059 are the
-- back office's second range).

-- Who is handling a request: one account, so two people do not call the same patient. NULL: nobody.
ALTER TABLE consultation_requests ADD COLUMN handler_staff_id INTEGER REFERENCES staff (id);

-- A claim worked before its final answer: a draft of the answer (saved, not sent), when it was put
-- «en revisión» (NULL: not in review), and the team's internal note (never sent to the person).
ALTER TABLE claims ADD COLUMN draft_answer TEXT;
ALTER TABLE claims ADD COLUMN in_review_at TEXT;
ALTER TABLE claims ADD COLUMN internal_note TEXT;

-- Accounts that manage the other accounts from the back office (invite, change a role, disable).
-- The first one is made by the server's command (npm run gestion -- invitar … --administrador).
ALTER TABLE staff ADD COLUMN is_admin INTEGER NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1));

-- An account's last sign-in, read from the audit log.
CREATE INDEX audit_log_staff_action ON audit_log (staff_id, action, at);

-- The requests' queue at scale (5,000 and more): when a request is due grows with the Lima day its
-- count starts (its arrival while «nueva», its last state change after), so the queue orders and
-- «Hoy» counts by that day, from this index rather than computing it per row. The expression must
-- stay exactly the one in server/back-office/requests.ts (FROM_DAY).
CREATE INDEX consultation_requests_from_day ON consultation_requests (
  state,
  date(CASE state WHEN 'nueva' THEN created_at ELSE state_changed_at END, '-5 hours'),
  created_at
);
-- The queue's filters list the reasons and professionals the requests name.
CREATE INDEX consultation_requests_reason ON consultation_requests (reason, reason_label);
CREATE INDEX consultation_requests_professional ON consultation_requests (professional, professional_label);
