// The request's fields, as one piece of markup for the prerendered page, the page the service
// answers a form sent without JavaScript (server/consultations/pages.tsx) and the browser's form
// (app/components/consultations/request-form.tsx). Uncontrolled fields with default values, as the
// complaints book's: the same markup works with and without React, and a failed send keeps
// everything typed. Nothing from the site's folders here: the service renders it too.
import { CheckboxField, TextareaField, TextField } from "#shared/forms/field.tsx";
import {
  ErrorSummary as Summary,
  FieldError as Message,
  formIds,
  Hint as HintText,
  UnseenFields,
} from "#shared/forms/form-parts.tsx";
import type { ConsultationContent } from "./consultation-content-schema.ts";
import {
  CHANNELS,
  CONSENT_GIVEN,
  DAYS,
  LIMITS,
  MODALITIES,
  OTHER_REASON,
  TIMES,
  type RequestDraft,
  type RequestField,
  type RequestOptions,
} from "./request-schema.ts";
import { HONEYPOT_FIELD, SUBMISSION_FIELD } from "#shared/forms/form-rules.ts";

export type RequestErrors = Partial<Record<RequestField, string>>;

const ids = formIds<RequestField>("consulta");
const { errorId, hintId, describedBy } = ids;
export const { fieldId, summaryId: SUMMARY_ID } = ids;
export const FORM_HEADING_ID = "consulta-titulo";

interface Props {
  content: ConsultationContent;
  options: RequestOptions;
  values?: RequestDraft;
  errors?: RequestErrors;
  /** This form's submission id: the service's answer page passes back the one sent. */
  submission?: string;
}

const card = "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-blue-100 sm:p-6";
const legendClasses = "px-2 text-lg font-bold text-brand-blue-800";
const selectClasses =
  "mt-1 block min-h-14 w-full rounded-2xl border border-slate-400 bg-white px-4 py-3 text-base text-slate-900 shadow-sm aria-[invalid=true]:border-brand-pink-700";

/** The list of what is wrong, above the form: each item links to its field. */
export const ErrorSummary = ({ content, errors }: { content: ConsultationContent; errors: RequestErrors }) => (
  <Summary id={SUMMARY_ID} title={content.form.summary} errors={errors} fieldId={fieldId} />
);

const FieldError = ({ field, message }: { field: RequestField; message?: string }) => (
  <Message id={errorId(field)} message={message} />
);
const Hint = ({ field, text }: { field: RequestField; text?: string }) => <HintText id={hintId(field)} text={text} />;

/** A native group of radios or checkboxes: a fieldset whose legend names it. */
function Choices({
  field,
  type,
  legend,
  required,
  choices,
  checked,
  error,
  hint,
  className,
  inline = false,
}: {
  field: RequestField;
  type: "radio" | "checkbox";
  legend: string;
  required?: boolean;
  choices: readonly (readonly [value: string, label: string])[];
  checked: (value: string) => boolean;
  error?: string;
  hint?: string;
  className?: string;
  inline?: boolean;
}) {
  return (
    <fieldset className={className} aria-invalid={error ? true : undefined} aria-describedby={describedBy(field, error, hint)}>
      <legend className="font-bold text-brand-blue-800">{required ? `${legend} *` : legend}</legend>
      <Hint field={field} text={hint} />
      <div className={inline ? "mt-2 flex flex-wrap gap-x-6 gap-y-1" : "mt-2 grid gap-2"}>
        {choices.map(([value, label], index) => {
          const id = index === 0 ? fieldId(field) : `${fieldId(field)}-${value}`;
          return (
            <div key={value} className="flex min-h-11 items-start gap-3">
              <input
                id={id}
                type={type}
                name={field}
                value={value}
                defaultChecked={checked(value)}
                className="mt-0.5 size-6 shrink-0 cursor-pointer accent-brand-blue-700"
              />
              <label htmlFor={id} className="cursor-pointer py-0.5 leading-snug text-slate-800">
                {label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError field={field} message={error} />
    </fieldset>
  );
}

function Select({
  field,
  label,
  required,
  choices,
  value,
  error,
  hint,
  empty,
}: {
  field: RequestField;
  label: string;
  required?: boolean;
  choices: [value: string, label: string][];
  value?: string;
  error?: string;
  hint?: string;
  /** The first, empty choice's text. */
  empty: string;
}) {
  return (
    <div>
      <label htmlFor={fieldId(field)} className="block font-bold text-brand-blue-800">
        {required ? `${label} *` : label}
      </label>
      <select
        id={fieldId(field)}
        name={field}
        defaultValue={value ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, error, hint)}
        className={selectClasses}
      >
        <option value="">{empty}</option>
        {choices.map(([slug, text]) => (
          <option key={slug} value={slug}>
            {text}
          </option>
        ))}
      </select>
      <Hint field={field} text={hint} />
      <FieldError field={field} message={error} />
    </div>
  );
}

/** The parts of the request each section draws: the texts, what was typed, what is wrong. */
type SectionProps = { content: ConsultationContent; values: RequestDraft; errors: RequestErrors };

export function RequestFields({ content, options, values = {}, errors = {}, submission }: Props) {
  const section = { content, values, errors };
  return (
    <>
      <p className="mb-6 text-slate-700">{content.form.required}</p>
      <ConsultationSection {...section} options={options} />
      <WhenSection {...section} />
      <YouSection {...section} />

      <div className={`mt-6 ${card}`}>
        <CheckboxField
          id={fieldId("consent")}
          name="consent"
          value={CONSENT_GIVEN}
          label={`${content.form.fields.consent} *`}
          defaultChecked={values.consent === CONSENT_GIVEN}
          invalid={Boolean(errors.consent)}
          aria-describedby={errors.consent ? errorId("consent") : undefined}
        />
        <FieldError field="consent" message={errors.consent} />
      </div>

      <UnseenFields
        submission={{ name: SUBMISSION_FIELD, value: submission }}
        honeypot={{ id: fieldId(HONEYPOT_FIELD as RequestField), name: HONEYPOT_FIELD, label: content.form.honeypot }}
      />
    </>
  );
}

/** What the consultation is for, how, and with whom. */
function ConsultationSection({ content, options, values, errors }: SectionProps & { options: RequestOptions }) {
  const { fields: labels, options: texts, hints, sections } = content.form;
  return (
    <fieldset className={card}>
      <legend className={legendClasses}>{sections.consultation}</legend>
      <div className="grid gap-6">
        <Select
          field="reason"
          label={labels.reason}
          required
          choices={[...options.reasons, [OTHER_REASON, texts.otherReason]]}
          value={values.reason}
          error={errors.reason}
          empty="—"
        />
        <Choices
          field="modality"
          type="radio"
          legend={labels.modality}
          required
          choices={MODALITIES.map((value) => [value, texts.modality[value]] as const)}
          checked={(value) => values.modality === value}
          error={errors.modality}
        />
        <Select
          field="professional"
          label={labels.professional}
          choices={options.professionals}
          value={values.professional}
          error={errors.professional}
          hint={hints.professional}
          empty={texts.noProfessional}
        />
      </div>
    </fieldset>
  );
}

/** The days and times that suit the person. */
function WhenSection({ content, values, errors }: SectionProps) {
  const { fields: labels, options: texts, hints, sections } = content.form;
  return (
    <fieldset className={`mt-6 ${card}`}>
      <legend className={legendClasses}>{sections.when}</legend>
      <p className="mb-4 text-sm text-slate-700">{hints.when}</p>
      <div className="grid gap-6">
        <Choices
          field="days"
          type="checkbox"
          legend={labels.days}
          choices={DAYS.map((value) => [value, texts.days[value]] as const)}
          checked={(value) => values.days?.includes(value) ?? false}
          error={errors.days}
          inline
        />
        <Choices
          field="times"
          type="checkbox"
          legend={labels.times}
          choices={TIMES.map((value) => [value, texts.times[value]] as const)}
          checked={(value) => values.times?.includes(value) ?? false}
          error={errors.times}
          inline
        />
      </div>
    </fieldset>
  );
}

/** Who the person is, how to reach them, and what they want to add. */
function YouSection({ content, values, errors }: SectionProps) {
  const { fields: labels, options: texts, hints, sections } = content.form;
  const text = { labels, values, errors };
  return (
    <fieldset className={`mt-6 ${card}`}>
      <legend className={legendClasses}>{sections.you}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextInput {...text} field="name" required max={LIMITS.name} type="text" autoComplete="name" />
        </div>
        <TextInput {...text} field="phone" required max={LIMITS.phone} type="tel" autoComplete="tel" />
        <TextInput {...text} field="email" max={LIMITS.email} type="email" autoComplete="email" hint={hints.email} />
        <Choices
          field="channel"
          type="radio"
          legend={labels.channel}
          required
          choices={CHANNELS.map((value) => [value, texts.channel[value]] as const)}
          checked={(value) => values.channel === value}
          error={errors.channel}
          className="sm:col-span-2"
          inline
        />
        <div className="sm:col-span-2">
          <TextareaField
            id={fieldId("message")}
            name="message"
            label={labels.message}
            defaultValue={values.message ?? ""}
            invalid={Boolean(errors.message)}
            describedBy={describedBy("message", errors.message, hints.message)}
            rows={4}
            maxLength={LIMITS.message}
          />
          <Hint field="message" text={hints.message} />
          <FieldError field="message" message={errors.message} />
        </div>
      </div>
    </fieldset>
  );
}

/** One of the person's text fields, with its hint and its error. */
function TextInput({
  field,
  labels,
  values,
  errors,
  required = false,
  max,
  type,
  autoComplete,
  hint,
}: {
  field: "name" | "phone" | "email";
  labels: ConsultationContent["form"]["fields"];
  values: RequestDraft;
  errors: RequestErrors;
  required?: boolean;
  max: number;
  type: string;
  autoComplete: string;
  hint?: string;
}) {
  return (
    <div>
      <TextField
        id={fieldId(field)}
        name={field}
        label={required ? `${labels[field]} *` : labels[field]}
        defaultValue={values[field] ?? ""}
        invalid={Boolean(errors[field])}
        describedBy={describedBy(field, errors[field], hint)}
        type={type}
        maxLength={max}
        autoComplete={autoComplete}
      />
      <Hint field={field} text={hint} />
      <FieldError field={field} message={errors[field]} />
    </div>
  );
}
