// An e-mail as each concern writes it into the outbox, in the same transaction as what it tells
// (a claim, a request, an appointment, an answer); outbox.ts delivers it. `Kind` is the concern's
// own list of kinds (the outbox table's `kind` column), so each store says which it writes.
export interface OutgoingMail<Kind extends string = string> {
  kind: Kind;
  recipient: string;
  subject: string;
  text: string;
  html: string;
}
