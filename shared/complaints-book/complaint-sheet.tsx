// The claim's sheet (hoja de reclamación) once registered: its code, date and time, the deadline
// for the answer, everything the person wrote, and how to go to SUSALUD. Shown by the page after a
// send with JavaScript, by the service's answer page without it, and e-mailed (server/complaints/
// mails.tsx renders this same component). Printable: the site's print styles hide the rest.
import type { ReactNode } from "react";
import { longDate, longDateTime } from "#shared/calendar/lima-clock.ts";
import { COMPLAINT_FIELDS, type ComplaintDraft, type ComplaintField } from "./complaint-schema.ts";
import type { ComplaintsBook } from "./complaints-book-schema.ts";

/** What the service answers about a registered claim (POST /app/api/reclamaciones, 201). */
export interface ClaimSheetData {
  code: string;
  /** UTC, ISO 8601. */
  createdAt: string;
  /** Lima date, YYYY-MM-DD. */
  deadline: string;
  /** Where the copy was sent. */
  contactEmail: string;
  /** The claim as stored, every field as text. */
  values: ComplaintDraft;
}

/** The label/value lines of the sheet, in the form's order; choices by their label. */
export function sheetLines(book: ComplaintsBook, values: ComplaintDraft): [label: string, value: string][] {
  const { fields, options } = book.form;
  const choice: Partial<Record<ComplaintField, Record<string, string>>> = {
    patientDocumentType: options.documentTypes,
    filerDocumentType: options.documentTypes,
    filedBy: options.filedBy,
    kind: options.kinds,
    emailConsent: options.consent,
  };
  return COMPLAINT_FIELDS.filter((field) => values[field]).map((field) => {
    const value = values[field]!;
    return [fields[field], choice[field]?.[value] ?? (field === "incidentDate" ? longDate(value) : value)];
  });
}

export function ComplaintSheet({
  book,
  sheet,
  clinic,
  headingRef,
  actions,
}: {
  book: ComplaintsBook;
  sheet: ClaimSheetData;
  /** The clinic's legal name and RUC, as the sheet must name the establishment. */
  clinic: string;
  headingRef?: React.Ref<HTMLHeadingElement>;
  /** Below the sheet: a print button (with JavaScript) or a plain hint. */
  actions?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="hoja-titulo"
      className="complaint-sheet rounded-3xl bg-white p-5 shadow-md ring-1 ring-brand-blue-100 sm:p-8"
    >
      <h2 id="hoja-titulo" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-blue-800">
        {book.sheet.heading}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-bold text-slate-700">{book.sheet.code}</dt>
        <dd className="font-mono text-xl font-bold text-brand-pink-700" data-testid="codigo-reclamo">
          {sheet.code}
        </dd>
        <dt className="font-bold text-slate-700">{book.sheet.date}</dt>
        <dd>{longDateTime(sheet.createdAt)}</dd>
        <dt className="font-bold text-slate-700">{book.sheet.deadline}</dt>
        <dd>{longDate(sheet.deadline)}</dd>
        <dt className="font-bold text-slate-700">{book.sheet.clinic}</dt>
        <dd>{clinic}</dd>
        {sheetLines(book, sheet.values).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-bold text-slate-700">{label}</dt>
            <dd className="whitespace-pre-wrap break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {sheet.contactEmail ? <p className="mt-4">{book.sheet.copy.replace("{email}", sheet.contactEmail)}</p> : null}
      <p className="mt-4 text-slate-700">{book.sheet.susalud}</p>
      {actions ? <div className="mt-6 flex flex-wrap gap-4 print:hidden">{actions}</div> : null}
    </section>
  );
}
