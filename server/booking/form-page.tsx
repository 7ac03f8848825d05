// Step 2's page: the time held, the person's data, the consents, or the same form again with what
// was typed, each wrong field named, and, when the time was taken meanwhile, the nearest free ones
// to pick in this same form. Fields are the site's own (shared/forms/), rendered by React.
import type { BookingContent } from "#shared/booking/booking-content-schema.ts";
import { CONSENT_GIVEN, LIMITS, type BookingDraft, type BookingErrors } from "#shared/booking/booking-schema.ts";
import type { FreeTime } from "#shared/booking/free-times.ts";
import { fill } from "#shared/content/fill.ts";
import { clinic } from "#shared/clinic/facts.ts";
import { CheckboxField, TextareaField, TextField } from "#shared/forms/field.tsx";
import { ErrorSummary, FieldError, formIds, Hint, UnseenFields } from "#shared/forms/form-parts.tsx";
import { HONEYPOT_FIELD, SUBMISSION_FIELD } from "#shared/forms/form-rules.ts";
import { FailureMessage } from "#server/form-submission/answer-page.tsx";
import type { BookingContext } from "./booking-context.ts";
import { dateAndTime } from "./calendar.ts";
import { button, card, labelOf, link } from "./page-parts.tsx";
import { PATHS, timeValue } from "./paths.ts";
import { ConsultationFacts } from "./chooser.tsx";
import { teleconsentText } from "./content.ts";

const ids = formIds<keyof BookingDraft | "hora">("cita");

export interface FormPageProps {
  time: Pick<FreeTime, "professional" | "modality" | "start">;
  hold?: string;
  holdMinutes?: number;
  values?: BookingDraft;
  errors?: BookingErrors;
  failure?: string;
  submission?: string;
  /** When the time was taken meanwhile: the nearest free ones, to pick in this same form. */
  alternatives?: FreeTime[];
  /** That time, no longer free: named as such, never offered again. */
  lost?: boolean;
  /** No time was picked among the alternatives. */
  timeError?: string;
  /** The consultation's length and the hours before which it may be changed (the agenda's settings). */
  facts?: { minutes: number; changeHours: number };
}

/** Step 2 as a whole page. */
export const formPage = (booking: BookingContext, props: FormPageProps) =>
  booking.document(booking.content.form.heading, booking.content.title, <FormPage booking={booking} {...props} />);

function FormPage({
  booking,
  time,
  hold,
  holdMinutes,
  values = {},
  errors = {},
  failure,
  submission,
  alternatives = [],
  lost = false,
  timeError,
  facts,
}: FormPageProps & { booking: BookingContext }) {
  const { content, professionals } = booking;
  const professional = professionals.find((person) => person.slug === time.professional);
  return (
    <form method="post" action={PATHS.book} noValidate aria-labelledby="cita-datos">
      <section aria-labelledby="cita-elegida" className={card}>
        <h2 id="cita-elegida" className="text-xl font-bold text-brand-blue-800">
          {content.form.chosen}
        </h2>
        {/* After a clash the time is no longer the person's: said so, not shown as theirs. */}
        {lost ? <p className="mt-2 font-bold text-red-800">{content.form.lost}</p> : null}
        <p className={`mt-2 text-lg font-bold first-letter:uppercase ${lost ? "text-slate-600 line-through" : ""}`}>
          {dateAndTime(time.start)}
        </p>
        <p>
          {labelOf(professionals, time.professional)} · {content.choose.modalities[time.modality]}
        </p>
        <p className="mt-1 text-sm text-slate-700">{content.limaTime}</p>
        {hold && holdMinutes ? <p className="mt-2 text-sm">{fill(content.form.holdNote, { minutes: holdMinutes })}</p> : null}
        <p className="mt-2">
          <a href={`${PATHS.choose}?modalidad=${time.modality}`} className={`${link} inline-flex min-h-11 items-center`}>
            {content.form.change}
          </a>
        </p>
      </section>
      {facts ? (
        <div className="mt-4">
          <ConsultationFacts content={content} modality={time.modality} minutes={facts.minutes} changeHours={facts.changeHours} />
        </div>
      ) : null}
      {failure ? (
        <div className="mt-6">
          <FailureMessage message={failure} />
          {/* «You already have one»: the way to its link when the e-mail never came. */}
          {failure === booking.failures.duplicate ? (
            <p className="mt-2">
              <a href={PATHS.resend} className={`${link} inline-flex min-h-11 items-center`}>
                {content.resend.link}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      {alternatives.length ? (
        <>
          <Alternatives booking={booking} alternatives={alternatives} error={timeError} />
          {/* Which time was lost: the form comes back with its nearest ones if none is picked. */}
          <input type="hidden" name="perdida" value={timeValue(time)} />
        </>
      ) : (
        <input type="hidden" name="hora" value={timeValue(time)} />
      )}
      {hold ? <input type="hidden" name="apartado" value={hold} /> : null}
      <PersonFields
        content={content}
        modality={time.modality}
        teleconsent={teleconsentText(content, professional)}
        values={values}
        errors={errors}
        submission={submission}
      />
    </form>
  );
}

/** The nearest free times to one taken meanwhile, as radio buttons: none chosen for the person. */
function Alternatives({
  booking: { content, professionals },
  alternatives,
  error,
}: {
  booking: BookingContext;
  alternatives: FreeTime[];
  error?: string;
}) {
  return (
    <fieldset className={`mt-6 ${card}`} aria-describedby={error ? "cita-hora-error" : undefined}>
      <legend className="px-2 text-lg font-bold text-brand-blue-800">{content.choose.timesHeading}</legend>
      <p className="text-sm text-slate-700">{content.limaTime}</p>
      {error ? (
        <p id="cita-hora-error" role="alert" className="mt-2 font-bold text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-2 grid gap-2">
        {alternatives.map((alternative, index) => (
          <div key={timeValue(alternative)} className="flex min-h-11 items-center gap-3">
            <input
              id={`cita-hora-${index}`}
              type="radio"
              name="hora"
              value={timeValue(alternative)}
              className="size-6 shrink-0 accent-brand-blue-700"
            />
            <label htmlFor={`cita-hora-${index}`} className="first-letter:uppercase">
              {dateAndTime(alternative.start)} · {labelOf(professionals, alternative.professional)}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** The person's fields, the consents (the teleconsultation's too for a virtual time), and the button. */
function PersonFields({
  content,
  modality,
  teleconsent,
  values,
  errors,
  submission,
}: {
  content: BookingContent;
  modality: FreeTime["modality"];
  /** The teleconsultation's consent, in the professional's gender. */
  teleconsent: string;
  values: BookingDraft;
  errors: BookingErrors;
  submission?: string;
}) {
  const { fields, hints } = content.form;
  const text = (field: "name" | "phone" | "email", type: string, autoComplete: string, max: number, hint?: string) => (
    <div>
      <TextField
        id={ids.fieldId(field)}
        name={field}
        label={`${fields[field]} *`}
        defaultValue={values[field] ?? ""}
        invalid={Boolean(errors[field])}
        describedBy={ids.describedBy(field, errors[field], hint)}
        type={type}
        maxLength={max}
        autoComplete={autoComplete}
      />
      <Hint id={ids.hintId(field)} text={hint} />
      <FieldError id={ids.errorId(field)} message={errors[field]} />
    </div>
  );
  const consent = (field: "consent" | "teleconsent") => (
    <div className="mt-4">
      <CheckboxField
        id={ids.fieldId(field)}
        name={field}
        value={CONSENT_GIVEN}
        label={`${field === "teleconsent" ? teleconsent : fields[field]} *`}
        defaultChecked={values[field] === CONSENT_GIVEN}
        invalid={Boolean(errors[field])}
        aria-describedby={errors[field] ? ids.errorId(field) : undefined}
      />
      <FieldError id={ids.errorId(field)} message={errors[field]} />
    </div>
  );
  return (
    <div className={`mt-6 ${card}`}>
      <h2 id="cita-datos" className="mb-2 text-xl font-bold text-brand-blue-800">
        {content.form.heading}
      </h2>
      <p className="mb-4 text-slate-700">{content.form.required}</p>
      <div role="alert">
        <ErrorSummary id={ids.summaryId} title={content.form.summary} errors={errors} fieldId={ids.fieldId} />
      </div>
      <div className="grid gap-4">
        {text("name", "text", "name", LIMITS.name)}
        {text("phone", "tel", "tel", LIMITS.phone, hints.phone)}
        {text("email", "email", "email", LIMITS.email, hints.email)}
        <div>
          <TextareaField
            id={ids.fieldId("reason")}
            name="reason"
            label={fields.reason}
            defaultValue={values.reason ?? ""}
            invalid={Boolean(errors.reason)}
            describedBy={ids.describedBy("reason", errors.reason, hints.reason)}
            rows={3}
            maxLength={LIMITS.reason}
          />
          <Hint id={ids.hintId("reason")} text={hints.reason} />
          <FieldError id={ids.errorId("reason")} message={errors.reason} />
        </div>
      </div>
      {consent("consent")}
      {modality === "virtual" ? consent("teleconsent") : null}
      <p className="mt-4 text-sm text-slate-700">
        {fill(content.form.privacy, { phone: clinic.phone, name: clinic.name, legalName: clinic.legalName })}{" "}
        <a href="/app/politica-de-privacidad" className={link}>
          {content.form.privacyLink}
        </a>
      </p>
      <UnseenFields
        submission={{ name: SUBMISSION_FIELD, value: submission }}
        honeypot={{ id: "cita-sitio-web", name: HONEYPOT_FIELD, label: content.form.honeypot }}
      />
      <button type="submit" className={`mt-6 ${button}`}>
        {content.form.submit}
      </button>
    </div>
  );
}
