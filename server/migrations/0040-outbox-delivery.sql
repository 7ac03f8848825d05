-- Mail that cannot fail forever (server/complaints/outbox.ts). A message is given up (failed_at)
-- when the mail server refuses its recipient or its content for good (5xx), or when temporary
-- failures last past the give-up time; last_error says why (a code, never personal data). The staff
-- see it on the claim's or the request's page. recipient_key is the mailbox the message reaches
-- (mailboxKey: lower case, no +tag), which the per-recipient limits count.
ALTER TABLE outbox ADD COLUMN failed_at TEXT;
ALTER TABLE outbox ADD COLUMN recipient_key TEXT;
UPDATE outbox SET recipient_key = lower(recipient);

-- The limits' indexes, by the mailbox now: only the kinds a limit counts, as before.
DROP INDEX outbox_copies_by_recipient;
DROP INDEX outbox_confirmations_by_recipient;
CREATE INDEX outbox_copies_by_mailbox ON outbox (recipient_key, created_at) WHERE kind = 'copia-persona';
CREATE INDEX outbox_confirmations_by_mailbox ON outbox (recipient_key, created_at) WHERE kind = 'confirmacion-consulta';

-- What is still to be delivered (neither sent nor given up), found by index: the delivery's query
-- and the health check's.
DROP INDEX outbox_due;
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
