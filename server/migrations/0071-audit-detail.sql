-- What a change of the staff's own settings changed, in a few words (issue 47): an availability
-- change names the professional and the span, the exception or the length; a role change, the
-- role before and after. Never a patient's data, nor a note someone wrote.
ALTER TABLE audit_log ADD COLUMN detail TEXT CHECK (length(detail) <= 300);
