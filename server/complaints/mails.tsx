// The e-mails a claim sends: the person's copy of the sheet and the clinic's notice. Both are
// written into the outbox in the claim's own transaction (store.ts) and delivered by outbox.ts.
// The HTML part is the page's own sheet component in the e-mails' one document (server/mail/), rendered by React, which escapes every value;
// the text part is plain text (no markup to escape). Nothing here is logged.
import { ComplaintSheet, sheetLines, type ClaimSheetData } from "#shared/complaints-book/complaint-sheet.tsx";
import { longDate, longDateTime } from "#shared/calendar/lima-clock.ts";
import type { ComplaintsBook } from "#shared/complaints-book/complaints-book-schema.ts";
import { clinic, clinicLine } from "#shared/clinic/facts.ts";
import { contactEmail, COMPLAINT_FIELDS, type ComplaintDraft } from "#shared/complaints-book/complaint-schema.ts";
import { mailDocument } from "#server/mail/mail-document.tsx";
import type { ClaimMail, StoredClaim } from "./store.ts";

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The sheet's data from a stored claim. */
export function sheetOf(claim: StoredClaim): ClaimSheetData {
  const values: ComplaintDraft = Object.fromEntries(
    COMPLAINT_FIELDS.map((field) => [field, claim[field]]).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
  // Where the copy went: nowhere when the per-recipient limit kept it back (the sheet then says nothing).
  const email = claim.copySent === false ? "" : contactEmail(claim);
  return { code: claim.code, createdAt: claim.createdAt, deadline: claim.deadline, contactEmail: email, values };
}

function textSheet(book: ComplaintsBook, sheet: ClaimSheetData) {
  return [
    `${book.sheet.code}: ${sheet.code}`,
    `${book.sheet.date}: ${longDateTime(sheet.createdAt)}`,
    `${book.sheet.deadline}: ${longDate(sheet.deadline)}`,
    `${book.sheet.clinic}: ${clinicLine()}`,
    "",
    ...sheetLines(book, sheet.values).map(([label, value]) => `${label}: ${value}`),
    "",
    book.sheet.susalud,
  ].join("\n");
}

/**
 * A text with its links made unclickable: mail clients turn a written-out address (a domain, a
 * URL, an e-mail address, an IP address) into a link by themselves, so its dots, "://" and "@" are
 * bracketed (phish[.]example, hxxps[://]…, ana[@]correo[.]pe). For the person's copy, which goes to
 * whatever address was typed: the book must not relay someone's links as the clinic.
 */
export function defang(text: string): string {
  return text
    .replace(/\b(h)(tt)(ps?)(:\/\/)/gi, (_whole, h: string, _tt: string, ps: string) => `${h}xx${ps}://`)
    .replace(/:\/\//g, "[://]")
    .replace(/([\p{L}\p{N}_-])@(?=[\p{L}\p{N}])/gu, "$1[@]")
    .replace(/([\p{L}\p{N}-])\.(?=[\p{L}\p{N}-]*[\p{L}\p{N}])/gu, "$1[.]");
}

export function claimMails(book: ComplaintsBook, claim: StoredClaim, clinicEmail: string): ClaimMail[] {
  const sheet = sheetOf(claim);
  const mails: ClaimMail[] = [];
  if (sheet.contactEmail) {
    const subject = fill(book.mail.copySubject, { code: claim.code, name: clinic.name });
    // The copy shows what the person wrote with its links defanged; the clinic's notice, everything as written.
    const copy: ClaimSheetData = {
      ...sheet,
      values: Object.fromEntries(Object.entries(sheet.values).map(([field, value]) => [field, defang(value!)])),
    };
    mails.push({
      kind: "copia-persona",
      recipient: sheet.contactEmail,
      subject,
      text: `${book.mail.copyIntro}\n\n${textSheet(book, copy)}\n`,
      html: mailDocument(
        subject,
        <>
          <p>{book.mail.copyIntro}</p>
          <ComplaintSheet book={book} sheet={copy} clinic={clinicLine()} />
        </>,
      ),
    });
  }
  const subject = fill(book.mail.noticeSubject, { code: claim.code, name: clinic.name });
  mails.push({
    kind: "aviso-clinica",
    recipient: clinicEmail,
    subject,
    text: `${book.mail.noticeIntro}\n${book.mail.noticeDeadline}: ${longDate(claim.deadline)}\n\n${textSheet(book, sheet)}\n`,
    html: mailDocument(
      subject,
      <>
        <p>{book.mail.noticeIntro}</p>
        <ComplaintSheet book={book} sheet={sheet} clinic={clinicLine()} />
      </>,
    ),
  });
  return mails;
}
