// The complaints book's fields, as one piece of markup for the prerendered page, the page the
// service answers a form sent without JavaScript (server/complaints/pages.tsx) and the browser's
// form (complaint-form.tsx). Uncontrolled fields with default values: the same markup works with
// and without React in the browser, and a failed send keeps what was typed in the fields.
// No router hooks here, and nothing from the site's folders: the service renders it too.
import type { ReactNode } from "react";
import { TextareaField, TextField } from "#shared/forms/field.tsx";
import { ErrorSummary as Summary, FieldError, formIds, Hint, UnseenFields } from "#shared/forms/form-parts.tsx";
import {
  CONSENT,
  DOCUMENT_TYPES,
  FILED_BY,
  KINDS,
  LIMITS,
  type ComplaintDraft,
  type ComplaintField,
} from "./complaint-schema.ts";
import { fill } from "#shared/content/fill.ts";
import { HONEYPOT_FIELD, SUBMISSION_FIELD } from "#shared/forms/form-rules.ts";
import type { ComplaintsBook } from "./complaints-book-schema.ts";

export type ComplaintErrors = Partial<Record<ComplaintField, string>>;

const ids = formIds<ComplaintField>("reclamo");
const { errorId, hintId, describedBy } = ids;
export const { fieldId, summaryId: SUMMARY_ID } = ids;

interface Props {
  book: ComplaintsBook;
  values?: ComplaintDraft;
  errors?: ComplaintErrors;
  /** Lima's date: the latest incident date the picker offers. */
  today: string;
  /** This form's submission id (SUBMISSION_FIELD): the service's answer page passes back the one sent. */
  submission?: string;
}

/** The list of what is wrong, above the form: each item links to its field. */
export const ErrorSummary = ({ book, errors }: { book: ComplaintsBook; errors: ComplaintErrors }) => (
  <Summary id={SUMMARY_ID} title={book.form.summary} errors={errors} fieldId={fieldId} />
);

export function ComplaintFields({ book, values = {}, errors = {}, today, submission }: Props) {
  const { fields: labels, options, hints, sections } = book.form;

  const common = (field: ComplaintField, required: boolean, hint?: string) => ({
    id: fieldId(field),
    name: field,
    label: required ? `${labels[field]} *` : labels[field],
    defaultValue: values[field] ?? "",
    invalid: Boolean(errors[field]),
    describedBy: describedBy(field, errors[field], hint),
  });
  const after = (field: ComplaintField, hint?: string) => (
    <>
      <Hint id={hintId(field)} text={hint} />
      <FieldError id={errorId(field)} message={errors[field]} />
    </>
  );
  const text = (field: ComplaintField, { required = false, max, type = "text", autoComplete, hint, className }: TextOptions) => (
    <div className={className}>
      <TextField {...common(field, required, hint)} type={type} maxLength={max} autoComplete={autoComplete} />
      {after(field, hint)}
    </div>
  );
  const person = (prefix: "patient" | "filer", required: boolean) => {
    const f = (name: string) => `${prefix}${name}` as ComplaintField;
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        {text(f("FirstNames"), { required, max: LIMITS.name, autoComplete: prefix === "filer" ? "given-name" : "off" })}
        {text(f("LastNames"), { required, max: LIMITS.name, autoComplete: prefix === "filer" ? "family-name" : "off" })}
        <Choices
          field={f("DocumentType")}
          legend={labels[f("DocumentType")]}
          required={required}
          choices={DOCUMENT_TYPES.map((value) => [value, options.documentTypes[value]])}
          value={values[f("DocumentType")]}
          error={errors[f("DocumentType")]}
          className="sm:col-span-2"
        />
        {text(f("DocumentNumber"), {
          required,
          max: LIMITS.document,
          hint: prefix === "patient" ? hints.patientDocumentNumber : undefined,
          className: "sm:col-span-2",
        })}
        {text(f("Address"), { required: prefix === "patient", max: LIMITS.address, className: "sm:col-span-2" })}
        {text(f("Phone"), { max: LIMITS.phone, type: "tel", autoComplete: prefix === "filer" ? "tel" : "off" })}
        {text(f("Email"), { max: LIMITS.email, type: "email", autoComplete: prefix === "filer" ? "email" : "off" })}
      </div>
    );
  };

  return (
    <>
      <p className="mb-6 text-slate-700">{book.form.required}</p>

      <fieldset className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-blue-100 sm:p-6">
        <legend className="px-2 text-lg font-bold text-brand-blue-800">{sections.patient}</legend>
        <p className="mb-4 text-sm text-slate-700">{hints.contact}</p>
        {person("patient", true)}
      </fieldset>

      <Choices
        field="filedBy"
        legend={labels.filedBy}
        required
        choices={FILED_BY.map((value) => [value, options.filedBy[value]])}
        value={values.filedBy ?? "paciente"}
        error={errors.filedBy}
        className="mt-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-blue-100 sm:p-6"
      />

      <fieldset className="mt-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-blue-100 sm:p-6">
        <legend className="px-2 text-lg font-bold text-brand-blue-800">{sections.filer}</legend>
        <p className="mb-4 text-sm text-slate-700">{hints.filer}</p>
        {person("filer", false)}
      </fieldset>

      <fieldset className="mt-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-blue-100 sm:p-6">
        <legend className="px-2 text-lg font-bold text-brand-blue-800">{sections.claim}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("service", { required: true, max: LIMITS.service, className: "sm:col-span-2" })}
          <div>
            {/* A date input cannot take field.tsx's floating label (it needs a placeholder): its label sits above. */}
            <label htmlFor={fieldId("incidentDate")} className="block text-sm font-bold text-brand-blue-700">
              {labels.incidentDate}
            </label>
            <input
              id={fieldId("incidentDate")}
              name="incidentDate"
              type="date"
              max={today}
              defaultValue={values.incidentDate ?? ""}
              aria-invalid={errors.incidentDate ? true : undefined}
              aria-describedby={common("incidentDate", false, hints.incidentDate).describedBy}
              className="mt-1 block min-h-14 w-full rounded-2xl border border-slate-400 bg-white px-4 py-3 text-base text-slate-900 shadow-sm aria-[invalid=true]:border-brand-pink-700"
            />
            {after("incidentDate", hints.incidentDate)}
          </div>
          <Choices
            field="kind"
            legend={labels.kind}
            required
            choices={KINDS.map((value) => [value, options.kinds[value]])}
            value={values.kind}
            error={errors.kind}
            className="sm:col-span-2"
            describe={{ reclamo: book.definitions.reclamo, queja: book.definitions.queja }}
          />
          <div className="sm:col-span-2">
            <TextareaField {...common("detail", true)} rows={7} maxLength={LIMITS.detail} />
            {after("detail")}
          </div>
          <div className="sm:col-span-2">
            <TextareaField {...common("request", true)} rows={4} maxLength={LIMITS.request} />
            {after("request")}
          </div>
        </div>
      </fieldset>

      <Choices
        field="emailConsent"
        legend={labels.emailConsent}
        required
        choices={CONSENT.map((value) => [value, options.consent[value]])}
        value={values.emailConsent}
        error={errors.emailConsent}
        className="mt-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-blue-100 sm:p-6"
      />

      <UnseenFields
        submission={{ name: SUBMISSION_FIELD, value: submission }}
        honeypot={{ id: fieldId(HONEYPOT_FIELD as ComplaintField), name: HONEYPOT_FIELD, label: book.form.honeypot }}
      />
    </>
  );
}

interface TextOptions {
  required?: boolean;
  max?: number;
  type?: string;
  autoComplete?: string;
  hint?: string;
  className?: string;
}

/** A native radio group: a fieldset whose legend names it, one choice checked at most. */
function Choices({
  field,
  legend,
  required,
  choices,
  value,
  error,
  className,
  describe,
}: {
  field: ComplaintField;
  legend: string;
  required?: boolean;
  choices: [value: string, label: string][];
  value?: string;
  error?: string;
  className?: string;
  /** A longer explanation beside a choice (the legal definitions of «Reclamo» and «Queja»). */
  describe?: Record<string, ReactNode>;
}) {
  return (
    <fieldset className={className} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId(field) : undefined}>
      <legend className="font-bold text-brand-blue-800">{required ? `${legend} *` : legend}</legend>
      <div className="mt-2 grid gap-2">
        {choices.map(([choice, label], index) => {
          const id = index === 0 ? fieldId(field) : `${fieldId(field)}-${choice}`;
          return (
            <div key={choice} className="flex min-h-11 items-start gap-3">
              <input
                id={id}
                type="radio"
                name={field}
                value={choice}
                defaultChecked={value === choice}
                aria-describedby={describe?.[choice] ? `${id}-def` : undefined}
                className="mt-0.5 size-6 shrink-0 cursor-pointer accent-brand-blue-700"
              />
              <label htmlFor={id} className="cursor-pointer py-0.5 leading-snug text-slate-800">
                {label}
                {describe?.[choice] ? (
                  <span id={`${id}-def`} className="mt-1 block text-sm text-slate-700">
                    {describe[choice]}
                  </span>
                ) : null}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError id={errorId(field)} message={error} />
    </fieldset>
  );
}

/** The intro's placeholder: the legal deadline in business days. */
export const introText = (book: ComplaintsBook, days: number) => fill(book.intro, { days });
