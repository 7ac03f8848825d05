-- The last number each kind of code has used, so a code is never given twice, whatever a purge
-- deletes: 'consultas' for the requests' SC-000123, 'reclamos-2026' for each year's claims
-- (000123-2026). Advanced inside the inserting transaction, so a failed insert leaves no gap.
-- Started from the highest number in use, or named by the audit log (whose rows outlive a purge).
CREATE TABLE code_sequences (
  name TEXT PRIMARY KEY,
  last INTEGER NOT NULL CHECK (last >= 0)
) STRICT;

INSERT INTO code_sequences (name, last)
SELECT 'consultas', max(
  coalesce((SELECT max(CAST(substr(code, 4) AS INTEGER)) FROM consultation_requests WHERE code GLOB 'SC-[0-9]*'), 0),
  coalesce((SELECT max(CAST(substr(request_code, 4) AS INTEGER)) FROM audit_log WHERE request_code GLOB 'SC-[0-9]*'), 0)
);

INSERT INTO code_sequences (name, last)
SELECT 'reclamos-' || year, max(number) FROM (
  SELECT year, number FROM claims
  UNION ALL
  SELECT CAST(substr(claim_code, 8) AS INTEGER), CAST(substr(claim_code, 1, 6) AS INTEGER) FROM audit_log
  WHERE claim_code GLOB '[0-9][0-9][0-9][0-9][0-9][0-9]-[0-9][0-9][0-9][0-9]'
)
GROUP BY year;
