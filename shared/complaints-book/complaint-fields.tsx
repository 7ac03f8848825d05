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

/** What every field reads: its label, what was typed, what is wrong. */
type FieldState = { labels: ComplaintsBook["form"]["fields"]; values: ComplaintDraft; errors: ComplaintErrors };

const card = "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-blue-100 sm:p-6";
const legendClasses = "px-2 text-lg font-bold text-brand-blue-800";

export function ComplaintFields({ book, values = {}, errors = {}, today, submission }: Props) {
  const { fields: labels, options, hints, sections } = book.form;
  const state = { labels, values, errors };

  return (
    <>
      <p className="mb-6 text-slate-700">{book.form.required}</p>

      <fieldset className={card}>
        <legend className={legendClasses}>{sections.patient}</legend>
        <p className="mb-4 text-sm text-slate-700">{hints.contact}</p>
        <PersonFields {...state} book={book} prefix="patient" required />
      </fieldset>

      <Choices
        field="filedBy"
        legend={labels.filedBy}
        required
        choices={FILED_BY.map((value) => [value, options.filedBy[value]])}
        value={values.filedBy ?? "paciente"}
        error={errors.filedBy}
        className={`mt-6 ${card}`}
      />

      <fieldset className={`mt-6 ${card}`}>
        <legend className={legendClasses}>{sections.filer}</legend>
        <p className="mb-4 text-sm text-slate-700">{hints.filer}</p>
        <PersonFields {...state} book={book} prefix="filer" required={false} />
      </fieldset>

      <ClaimSection {...state} book={book} today={today} />

      <Choices
        field="emailConsent"
        legend={labels.emailConsent}
        required
        choices={CONSENT.map((value) => [value, options.consent[value]])}
        value={values.emailConsent}
        error={errors.emailConsent}
        className={`mt-6 ${card}`}
      />

      <UnseenFields
        submission={{ name: SUBMISSION_FIELD, value: submission }}
        honeypot={{ id: fieldId(HONEYPOT_FIELD as ComplaintField), name: HONEYPOT_FIELD, label: book.form.honeypot }}
      />
    </>
  );
}

/** A field's id, name, label (starred when required), typed value and error state. */
const fieldProps = ({ labels, values, errors }: FieldState, field: ComplaintField, required: boolean, hint?: string) => ({
  id: fieldId(field),
  name: field,
  label: required ? `${labels[field]} *` : labels[field],
  defaultValue: values[field] ?? "",
  invalid: Boolean(errors[field]),
  describedBy: describedBy(field, errors[field], hint),
});

/** What follows a field: its hint and its error. */
const FieldHelp = ({ field, hint, errors }: { field: ComplaintField; hint?: string; errors: ComplaintErrors }) => (
  <>
    <Hint id={hintId(field)} text={hint} />
    <FieldError id={errorId(field)} message={errors[field]} />
  </>
);

function TextInput({
  field,
  required = false,
  max,
  type = "text",
  autoComplete,
  hint,
  className,
  ...state
}: FieldState & TextOptions & { field: ComplaintField }) {
  return (
    <div className={className}>
      <TextField {...fieldProps(state, field, required, hint)} type={type} maxLength={max} autoComplete={autoComplete} />
      <FieldHelp field={field} hint={hint} errors={state.errors} />
    </div>
  );
}

/** Who the patient is, or who files for them: the same fields, named by `prefix`. */
function PersonFields({
  book,
  prefix,
  required,
  ...state
}: FieldState & { book: ComplaintsBook; prefix: "patient" | "filer"; required: boolean }) {
  const { options, hints } = book.form;
  const { labels, values, errors } = state;
  const f = (name: string) => `${prefix}${name}` as ComplaintField;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput
        {...state}
        field={f("FirstNames")}
        required={required}
        max={LIMITS.name}
        autoComplete={prefix === "filer" ? "given-name" : "off"}
      />
      <TextInput
        {...state}
        field={f("LastNames")}
        required={required}
        max={LIMITS.name}
        autoComplete={prefix === "filer" ? "family-name" : "off"}
      />
      <Choices
        field={f("DocumentType")}
        legend={labels[f("DocumentType")]}
        required={required}
        choices={DOCUMENT_TYPES.map((value) => [value, options.documentTypes[value]])}
        value={values[f("DocumentType")]}
        error={errors[f("DocumentType")]}
        className="sm:col-span-2"
      />
      <TextInput
        {...state}
        field={f("DocumentNumber")}
        required={required}
        max={LIMITS.document}
        hint={prefix === "patient" ? hints.patientDocumentNumber : undefined}
        className="sm:col-span-2"
      />
      <TextInput {...state} field={f("Address")} required={prefix === "patient"} max={LIMITS.address} className="sm:col-span-2" />
      <TextInput {...state} field={f("Phone")} max={LIMITS.phone} type="tel" autoComplete={prefix === "filer" ? "tel" : "off"} />
      <TextInput
        {...state}
        field={f("Email")}
        max={LIMITS.email}
        type="email"
        autoComplete={prefix === "filer" ? "email" : "off"}
      />
    </div>
  );
}

/** The claim itself: the service, when it happened, its kind, the detail and what is asked. */
function ClaimSection({ book, today, ...state }: FieldState & { book: ComplaintsBook; today: string }) {
  const { options, hints, sections } = book.form;
  const { labels, values, errors } = state;
  return (
    <fieldset className={`mt-6 ${card}`}>
      <legend className={legendClasses}>{sections.claim}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput {...state} field="service" required max={LIMITS.service} className="sm:col-span-2" />
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
            aria-describedby={describedBy("incidentDate", errors.incidentDate, hints.incidentDate)}
            className="mt-1 block min-h-14 w-full rounded-2xl border border-slate-400 bg-white px-4 py-3 text-base text-slate-900 shadow-sm aria-[invalid=true]:border-brand-pink-700"
          />
          <FieldHelp field="incidentDate" hint={hints.incidentDate} errors={errors} />
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
          <TextareaField {...fieldProps(state, "detail", true)} rows={7} maxLength={LIMITS.detail} />
          <FieldHelp field="detail" errors={errors} />
        </div>
        <div className="sm:col-span-2">
          <TextareaField {...fieldProps(state, "request", true)} rows={4} maxLength={LIMITS.request} />
          <FieldHelp field="request" errors={errors} />
        </div>
      </div>
    </fieldset>
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
