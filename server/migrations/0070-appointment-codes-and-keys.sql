-- Issue 47: appointments' codes from the code sequence, and their keys for «one future first
-- consultation» as the service now reads a phone and an address.

-- The appointments' CT-000123 from code_sequences (0041), as the requests' and the claims' codes:
-- a purge of the newest appointment no longer makes its code be given again. Started from the
-- highest number in use, or named by the audit log (whose rows outlive a purge).
INSERT INTO code_sequences (name, last)
SELECT 'citas', max(
  coalesce((SELECT max(CAST(substr(code, 4) AS INTEGER)) FROM appointments WHERE code GLOB 'CT-[0-9]*'), 0),
  coalesce((SELECT max(CAST(substr(appointment_code, 4) AS INTEGER)) FROM audit_log WHERE appointment_code GLOB 'CT-[0-9]*'), 0)
);

-- phone_key is now the parsed number in E.164 (server/booking/store.ts `phoneKey`, through
-- shared/clinic/phone.ts), no longer the last 9 digits: the stored keys are rewritten the same way
-- for the numbers the booking takes (a Peruvian mobile or landline, with or without +51 / 0051 and
-- Lima's 01; another country's number as + and its digits).
UPDATE appointments SET phone_key = (
  SELECT CASE
    WHEN international THEN '+' || rest
    WHEN digits GLOB '0*' THEN '+51' || substr(digits, 2)
    WHEN length(digits) = 7 THEN '+511' || digits
    ELSE '+51' || digits
  END
  FROM (
    SELECT digits, international, CASE WHEN typed GLOB '00*' THEN substr(digits, 3) ELSE digits END AS rest
    FROM (
      SELECT trim(phone) AS typed,
        (trim(phone) GLOB '+*' OR trim(phone) GLOB '00*') AS international,
        replace(replace(replace(replace(replace(replace(phone, ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', '') AS digits
    )
  )
);

-- email_key is the mailbox (shared/forms/form-rules.ts `mailboxKey`): lower case and without a «+tag».
UPDATE appointments SET email_key = (
  SELECT CASE WHEN at > 0 AND instr(substr(e, 1, at - 1), '+') > 1 THEN substr(e, 1, instr(e, '+') - 1) || substr(e, at) ELSE e END
  FROM (SELECT lower(trim(email)) AS e, instr(lower(trim(email)), '@') AS at)
)
WHERE email IS NOT NULL;

-- The outbox's per-recipient limit (server/complaints/outbox.ts `queueMail`) counts every kind of
-- mail to a typed address by mailbox and kind.
CREATE INDEX outbox_by_mailbox ON outbox (recipient_key, kind, created_at);
