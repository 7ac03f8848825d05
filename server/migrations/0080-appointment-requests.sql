-- The request an appointment was booked from (issue 46: «Reservar» on a request's page): the
-- back office books the time, sets the request «agendada» and writes this link in one transaction
-- (server/back-office/agenda/book-request.ts). One request may get several appointments over time
-- (one cancelled, another booked); an appointment comes from one request at most. Either side's
-- purge takes the link with it. Numbers 0080–0089 are the front desk's (issue 46).
CREATE TABLE appointment_requests (
  appointment_id INTEGER PRIMARY KEY REFERENCES appointments (id) ON DELETE CASCADE,
  request_id INTEGER NOT NULL REFERENCES consultation_requests (id) ON DELETE CASCADE,
  linked_at INTEGER NOT NULL
) STRICT;
CREATE INDEX appointment_requests_request ON appointment_requests (request_id);
