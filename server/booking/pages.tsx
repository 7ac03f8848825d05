// The booking pages the service renders, HTML first (no script at all): choose the modality, the
// professional or «el primero disponible», and a free time; the form; the confirmation; the
// appointment's own page (see, confirm, cancel, move). In the answer pages' document
// (server/form-submission/answer-page.tsx: the site's stylesheet, a policy with nothing inline).
// Every text comes from content/reservar-cita.yml; React escapes every value.
import type { ReactNode } from "react";
import type { BookingContent } from "#shared/booking/booking-content-schema.ts";
import { CONSENT_GIVEN, LIMITS, type BookingDraft, type BookingErrors } from "#shared/booking/booking-schema.ts";
import { MODALITIES, type FreeTime, type Modality } from "#shared/booking/free-times.ts";
import { CheckboxField, TextareaField, TextField } from "#shared/forms/field.tsx";
import { ErrorSummary, FieldError, formIds, Hint, UnseenFields } from "#shared/forms/form-parts.tsx";
import { HONEYPOT_FIELD, SUBMISSION_FIELD } from "#shared/forms/form-rules.ts";
import { fill } from "#shared/content/fill.ts";
import { clinic } from "#shared/clinic/facts.ts";
import { createAnswerDocument, FailureMessage } from "#server/form-submission/answer-page.tsx";
import { dateAndTime, weekdayDate, shortTime } from "./calendar.ts";
import { teleconsentText, type Professional } from "./content.ts";
import type { Appointment } from "./store.ts";

export const BOOKING_BASE = "/app/reservar-cita";
export const PATHS = {
  choose: `${BOOKING_BASE}/`,
  hold: `${BOOKING_BASE}/apartar`,
  form: `${BOOKING_BASE}/datos`,
  book: `${BOOKING_BASE}/reservar`,
  manage: `${BOOKING_BASE}/cita`,
  cancel: `${BOOKING_BASE}/cita/cancelar`,
  move: `${BOOKING_BASE}/cita/mover`,
  confirm: `${BOOKING_BASE}/cita/confirmar`,
  ics: `${BOOKING_BASE}/cita/evento.ics`,
} as const;
export const REQUEST_PAGE = "/app/pide-tu-primera-consulta";

/** A time's value in a form: professional, modality and start (epoch ms). */
export const timeValue = (time: Pick<FreeTime, "professional" | "modality" | "start">) =>
  `${time.professional}|${time.modality}|${time.start}`;

const ids = formIds<keyof BookingDraft | "hora">("cita");
const link = "font-bold text-brand-blue-700 underline underline-offset-2";
const card = "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-blue-100 sm:p-6";
const button =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-brand-pink-600 px-8 py-2.5 font-bold text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-blue-700";
const timeButton =
  "min-h-11 min-w-24 rounded-2xl border border-brand-blue-300 bg-white px-4 py-2 text-left font-bold text-brand-blue-700 hover:bg-brand-blue-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-blue-700";

export interface PageContext {
  content: BookingContent;
  professionals: readonly Professional[];
  whatToBring: readonly string[];
}

export const whatsappLink = (text: string) =>
  `https://wa.me/${clinic.whatsappE164.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;

export function createBookingPages({ content, professionals, whatToBring }: PageContext, root: string) {
  const page = createAnswerDocument(root, "app/pide-tu-primera-consulta/index.html", "max-w-3xl", { secretUrl: true });
  const labelOf = (slug: string) => professionals.find((person) => person.slug === slug)?.label ?? slug;
  const values = { phone: clinic.phone, name: clinic.name, legalName: clinic.legalName };

  /** What the request page and the chat offer when nothing fits. */
  const fallback = (heading: string, intro: string) => (
    <section aria-labelledby="cita-sin-horarios" className={`mt-6 ${card}`}>
      <h2 id="cita-sin-horarios" className="text-xl font-bold text-brand-blue-800">
        {heading}
      </h2>
      <p className="mt-2">{intro}</p>
      <p className="mt-4 flex flex-wrap gap-4">
        <a href={REQUEST_PAGE} className={button}>
          {content.choose.requestLink}
        </a>
        <a href={whatsappLink(content.choose.chatText)} className={`${link} inline-flex min-h-11 items-center`} rel="noopener">
          {content.choose.chatLink}
        </a>
      </p>
    </section>
  );

  /** The free times of some days, each a button of one form that holds it. */
  const timeList = (
    days: { day: string; times: FreeTime[] }[],
    {
      showWho,
      action,
      hidden,
      heading = content.choose.timesHeading,
    }: { showWho: boolean; action: string; hidden?: ReactNode; heading?: string },
  ) => (
    <form method="post" action={action} aria-labelledby="cita-horarios">
      {hidden}
      <h2 id="cita-horarios" className="text-xl font-bold text-brand-blue-800">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{content.limaTime}</p>
      {days.map(({ day, times }) => (
        <section key={day} aria-labelledby={`dia-${day}`} className="mt-5">
          <h3 id={`dia-${day}`} className="font-bold text-slate-900 first-letter:uppercase">
            {weekdayDate(times[0]!.start)}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {times.map((time) => (
              <li key={timeValue(time)}>
                <button type="submit" name="hora" value={timeValue(time)} className={timeButton}>
                  {showWho
                    ? fill(content.choose.timeWith, { time: shortTime(time.start), professional: labelOf(time.professional) })
                    : shortTime(time.start)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </form>
  );

  return {
    /** Step 1: modality, professional, and the free times of the next days with any. */
    choose({
      modality,
      professional,
      days,
      published,
      failure,
      later,
      earlier,
    }: {
      modality: Modality;
      professional?: string;
      days: { day: string; times: FreeTime[] }[];
      published: readonly string[];
      failure?: string;
      later?: string;
      earlier?: string;
    }) {
      const offered = professionals.filter((person) => published.includes(person.slug));
      const query = (from: string) =>
        `${PATHS.choose}?${new URLSearchParams({ modalidad: modality, ...(professional ? { profesional: professional } : {}), desde: from })}`;
      return page(
        content.title,
        content.title,
        <>
          <p className="mb-6">{content.intro}</p>
          {failure ? <FailureMessage message={failure} spaced /> : null}
          {offered.length === 0 ? (
            fallback(content.choose.unpublishedHeading, content.choose.unpublishedIntro)
          ) : (
            <>
              <form method="get" action={PATHS.choose} className={card} aria-label={content.choose.show}>
                <fieldset>
                  <legend className="font-bold text-brand-blue-800">{content.choose.modality}</legend>
                  <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
                    {MODALITIES.map((value) => (
                      <div key={value} className="flex min-h-11 items-center gap-3">
                        <input
                          id={`cita-modalidad-${value}`}
                          type="radio"
                          name="modalidad"
                          value={value}
                          defaultChecked={modality === value}
                          className="size-6 shrink-0 cursor-pointer accent-brand-blue-700"
                        />
                        <label htmlFor={`cita-modalidad-${value}`} className="cursor-pointer">
                          {content.choose.modalities[value]}
                        </label>
                      </div>
                    ))}
                  </div>
                </fieldset>
                <label htmlFor="cita-profesional" className="mt-4 block font-bold text-brand-blue-800">
                  {content.choose.professional}
                </label>
                <select
                  id="cita-profesional"
                  name="profesional"
                  defaultValue={professional ?? ""}
                  className="mt-1 block min-h-14 w-full rounded-2xl border border-slate-400 bg-white px-4 py-3 text-base"
                >
                  <option value="">{content.choose.firstAvailable}</option>
                  {offered.map((person) => (
                    <option key={person.slug} value={person.slug}>
                      {person.label}
                    </option>
                  ))}
                </select>
                <button type="submit" className={`mt-4 ${button}`}>
                  {content.choose.show}
                </button>
              </form>
              <div className={`mt-6 ${card}`}>
                {days.length ? (
                  timeList(days, { showWho: !professional, action: PATHS.hold })
                ) : (
                  <p className="font-bold">{content.choose.nothingHeading}</p>
                )}
                <p className="mt-6 flex flex-wrap gap-6">
                  {earlier ? (
                    <a href={query(earlier)} className={`${link} inline-flex min-h-11 items-center`}>
                      {content.choose.earlierDays}
                    </a>
                  ) : null}
                  {later ? (
                    <a href={query(later)} className={`${link} inline-flex min-h-11 items-center`}>
                      {content.choose.moreDays}
                    </a>
                  ) : null}
                </p>
              </div>
              {days.length ? null : fallback(content.choose.nothingHeading, content.choose.nothingIntro)}
            </>
          )}
        </>,
      );
    },

    /** Step 2: the person's data for the time held (`hold`), or the form again with what was typed. */
    form({
      time,
      hold,
      holdMinutes,
      values: typed = {},
      errors = {},
      failure,
      submission,
      alternatives = [],
    }: {
      time: Pick<FreeTime, "professional" | "modality" | "start">;
      hold?: string;
      holdMinutes?: number;
      values?: BookingDraft;
      errors?: BookingErrors;
      failure?: string;
      submission?: string;
      /** When the time was taken meanwhile: the nearest free ones, to pick in this same form. */
      alternatives?: FreeTime[];
    }) {
      const { fields, hints } = content.form;
      const text = (field: "name" | "phone" | "email", type: string, autoComplete: string, max: number, hint?: string) => (
        <div>
          <TextField
            id={ids.fieldId(field)}
            name={field}
            label={`${fields[field]} *`}
            defaultValue={typed[field] ?? ""}
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
            label={`${
              field === "teleconsent"
                ? teleconsentText(
                    content,
                    professionals.find((one) => one.slug === time.professional),
                  )
                : fields[field]
            } *`}
            defaultChecked={typed[field] === CONSENT_GIVEN}
            invalid={Boolean(errors[field])}
            aria-describedby={errors[field] ? ids.errorId(field) : undefined}
          />
          <FieldError id={ids.errorId(field)} message={errors[field]} />
        </div>
      );
      return page(
        content.form.heading,
        content.title,
        <form method="post" action={PATHS.book} noValidate aria-labelledby="cita-datos">
          <section aria-labelledby="cita-elegida" className={card}>
            <h2 id="cita-elegida" className="text-xl font-bold text-brand-blue-800">
              {content.form.chosen}
            </h2>
            <p className="mt-2 text-lg font-bold first-letter:uppercase">{dateAndTime(time.start)}</p>
            <p>
              {labelOf(time.professional)} · {content.choose.modalities[time.modality]}
            </p>
            <p className="mt-1 text-sm text-slate-700">{content.limaTime}</p>
            {hold && holdMinutes ? <p className="mt-2 text-sm">{fill(content.form.holdNote, { minutes: holdMinutes })}</p> : null}
            <p className="mt-2">
              <a href={`${PATHS.choose}?modalidad=${time.modality}`} className={`${link} inline-flex min-h-11 items-center`}>
                {content.form.change}
              </a>
            </p>
          </section>
          {failure ? (
            <div className="mt-6">
              <FailureMessage message={failure} />
            </div>
          ) : null}
          {alternatives.length ? (
            <fieldset className={`mt-6 ${card}`}>
              <legend className="px-2 text-lg font-bold text-brand-blue-800">{content.choose.timesHeading}</legend>
              <p className="text-sm text-slate-700">{content.limaTime}</p>
              <div className="mt-2 grid gap-2">
                {alternatives.map((alternative, index) => (
                  <div key={timeValue(alternative)} className="flex min-h-11 items-center gap-3">
                    <input
                      id={`cita-hora-${index}`}
                      type="radio"
                      name="hora"
                      value={timeValue(alternative)}
                      defaultChecked={index === 0}
                      className="size-6 shrink-0 accent-brand-blue-700"
                    />
                    <label htmlFor={`cita-hora-${index}`} className="first-letter:uppercase">
                      {dateAndTime(alternative.start)} · {labelOf(alternative.professional)}
                    </label>
                  </div>
                ))}
              </div>
            </fieldset>
          ) : (
            <input type="hidden" name="hora" value={timeValue(time)} />
          )}
          {hold ? <input type="hidden" name="apartado" value={hold} /> : null}
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
                  defaultValue={typed.reason ?? ""}
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
            {time.modality === "virtual" ? consent("teleconsent") : null}
            <p className="mt-4 text-sm text-slate-700">
              {fill(content.form.privacy, values)}{" "}
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
        </form>,
      );
    },

    /** The appointment's own page: the confirmation right after booking, and what the manage link opens. */
    appointment({
      appointment,
      token,
      lines,
      googleLink,
      notice,
      mayChange,
      changeHours,
      moveTimes,
      askConfirm,
      justBooked,
    }: {
      appointment: Appointment;
      token: string;
      lines: [string, string][];
      googleLink: string;
      notice?: string;
      mayChange: boolean;
      changeHours: number;
      moveTimes?: { day: string; times: FreeTime[] }[];
      askConfirm?: boolean;
      justBooked?: boolean;
    }) {
      const live = appointment.state === "reservada";
      const tokenField = <input type="hidden" name="t" value={token} />;
      const heading = justBooked ? content.confirmation.title : content.manage.title;
      return page(
        heading,
        heading,
        <>
          {justBooked ? <p className="mb-6">{content.confirmation.lead}</p> : null}
          {notice ? (
            <p role="status" className="mb-6 rounded-2xl bg-brand-blue-50 px-4 py-3 font-bold text-brand-blue-800">
              {notice}
            </p>
          ) : null}
          {!live ? <FailureMessage message={content.manage.cancelled} spaced /> : null}
          <dl className={card}>
            {lines.map(([label, value]) => (
              <div key={label} className="mb-3">
                <dt className="font-bold text-brand-blue-800">{label}</dt>
                <dd className="break-words first-letter:uppercase">{value}</dd>
              </div>
            ))}
          </dl>
          {live ? (
            <div className={`mt-6 ${card}`}>
              {appointment.modality === "virtual" && appointment.videoUrl ? (
                <p className="mb-4">
                  <a href={appointment.videoUrl} className={link} rel="noopener noreferrer">
                    {content.confirmation.video}
                  </a>
                  <span className="block text-sm text-slate-700">{content.confirmation.videoNote}</span>
                </p>
              ) : (
                <p className="mb-4">
                  <a
                    href={`https://www.google.com/maps/search/?api=1&query=${clinic.map.latitude},${clinic.map.longitude}`}
                    className={link}
                    rel="noopener noreferrer"
                  >
                    {content.confirmation.map}
                  </a>
                </p>
              )}
              <p className="flex flex-wrap gap-x-6 gap-y-2">
                <a href={googleLink} className={`${link} inline-flex min-h-11 items-center`} rel="noopener noreferrer">
                  {content.confirmation.google}
                </a>
                <a
                  href={`${PATHS.ics}?t=${token}`}
                  className={`${link} inline-flex min-h-11 items-center`}
                  download={`${appointment.code}.ics`}
                >
                  {content.confirmation.ics}
                </a>
              </p>
            </div>
          ) : null}
          {live && appointment.modality === "presencial" && whatToBring.length ? (
            <section aria-labelledby="cita-traer" className={`mt-6 ${card}`}>
              <h2 id="cita-traer" className="text-xl font-bold text-brand-blue-800">
                {content.confirmation.bring}
              </h2>
              <ul className="mt-2 list-disc pl-5">
                {whatToBring.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {live ? (
            <div className={`mt-6 ${card}`}>
              {appointment.confirmedAt ? (
                <p className="font-bold">{content.manage.confirmed}</p>
              ) : (
                <form method="post" action={PATHS.confirm}>
                  {tokenField}
                  <button type="submit" className={askConfirm ? button : `${timeButton} text-center`}>
                    {content.manage.confirm}
                  </button>
                </form>
              )}
              {mayChange ? (
                <>
                  <form method="post" action={PATHS.cancel} className="mt-6">
                    {tokenField}
                    <p>{content.manage.cancelQuestion}</p>
                    <button type="submit" className={`mt-2 ${timeButton} text-center`}>
                      {content.manage.cancel}
                    </button>
                  </form>
                  {moveTimes?.length ? (
                    <div className="mt-6">
                      {timeList(moveTimes, {
                        showWho: false,
                        action: PATHS.move,
                        hidden: tokenField,
                        heading: content.manage.moveHeading,
                      })}
                    </div>
                  ) : null}
                </>
              ) : (
                <p className="mt-4">{fill(content.manage.tooLate, { hours: changeHours, phone: clinic.phone })}</p>
              )}
            </div>
          ) : null}
          <p className="mt-6">
            <a href="/app/" className={link}>
              {content.manage.back}
            </a>
          </p>
        </>,
      );
    },

    /** A message alone (an invalid link, a refusal before anything was read). */
    message(message: string, status?: "ok") {
      return page(
        content.title,
        content.title,
        <>
          {status === "ok" ? <p role="status">{message}</p> : <FailureMessage message={message} spaced />}
          <p className="mt-6 flex flex-wrap gap-6">
            <a href={PATHS.choose} className={link}>
              {content.title}
            </a>
            <a href="/app/" className={link}>
              {content.manage.back}
            </a>
          </p>
        </>,
      );
    },
  };
}

export type BookingPages = ReturnType<typeof createBookingPages>;
