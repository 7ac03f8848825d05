// The appointment's own page: the confirmation right after booking, and what the manage link
// opens (see it, add it to a calendar, confirm attendance, cancel, move within the professional and
// modality). Its actions are appointment-routes.ts's.
import type { Context } from "hono";
import type { ReactNode } from "react";
import type { FreeTime } from "#shared/booking/free-times.ts";
import { clinic } from "#shared/clinic/facts.ts";
import { fill } from "#shared/content/fill.ts";
import { FailureMessage } from "#server/form-submission/answer-page.tsx";
import type { BookingContext } from "./booking-context.ts";
import { googleCalendarLink } from "./calendar.ts";
import { LIMITS } from "#shared/booking/booking-schema.ts";
import { appointmentLines, beforeTheVisit, mapLink, patientEvent } from "./mails.tsx";
import { button, card, html, invalidLink, link, timeButton, TimeList, HomeLink } from "./page-parts.tsx";
import { PATHS } from "./paths.ts";
import { appointmentOfToken, mayCorrectEmail, patientMayChange, readSettings, type Appointment } from "./store.ts";
import { waitingSectionFor } from "./waiting-list-routes.tsx";

/** The appointment of the manage link `token` as the answer, with a notice or a refusal. */
export function appointmentAnswer(
  booking: BookingContext,
  c: Context,
  token: string,
  extra: { notice?: string; failure?: string } = {},
  status: 200 | 409 = 200,
) {
  const { db, content, mail } = booking;
  const at = booking.now();
  const appointment = appointmentOfToken(db, token, at);
  if (!appointment) return invalidLink(booking, c);
  const settings = readSettings(db);
  const mayChange = patientMayChange(appointment, settings, at);
  const moveTimes = mayChange
    ? booking.freeTimes.days({ modality: appointment.modality, professional: appointment.professional }).days
    : undefined;
  const justBooked = c.req.query("nueva") !== undefined;
  const heading = justBooked ? content.confirmation.title : content.manage.title;
  const page = (
    <AppointmentPage
      booking={booking}
      appointment={appointment}
      token={token}
      lines={appointmentLines(mail, appointment, { mapUrl: false })}
      googleLink={googleCalendarLink(patientEvent(mail, appointment))}
      notice={extra.failure ?? extra.notice}
      mayChange={mayChange}
      changeHours={settings.patientChangeHours}
      moveTimes={moveTimes}
      askConfirm={c.req.query("accion") === "confirmar"}
      justBooked={justBooked}
      waiting={waitingSectionFor(booking, appointment, token)}
      emailFixable={mayCorrectEmail(appointment, at)}
    />
  );
  return html(c, booking.document(heading, heading, page), status);
}

interface AppointmentProps {
  booking: BookingContext;
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
  /** The waiting list's opt-in or opt-out (waiting-list-pages.tsx), when it applies. */
  waiting?: ReactNode;
  /** The booking is new: its e-mail may still be corrected here. */
  emailFixable?: boolean;
}

function AppointmentPage(props: AppointmentProps) {
  const { booking, appointment, lines, notice, justBooked } = props;
  const { content } = booking;
  const live = appointment.state === "reservada";
  const before = beforeTheVisit(booking.mail, appointment);
  return (
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
            {/* Only the date begins a sentence: a video link keeps its «https». */}
            <dd className={`break-words ${label === content.confirmation.when ? "first-letter:uppercase" : ""}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {live && appointment.email ? <EmailUsed {...props} email={appointment.email} /> : null}
      {live ? <AppointmentLinks {...props} /> : null}
      {live ? props.waiting : null}
      {live && before.items.length ? (
        <section aria-labelledby="cita-traer" className={`mt-6 ${card}`}>
          <h2 id="cita-traer" className="text-xl font-bold text-brand-blue-800">
            {before.heading}
          </h2>
          <ul className="mt-2 list-disc pl-5">
            {before.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {live ? <AppointmentActions {...props} /> : null}
      <p className="mt-6">
        <HomeLink content={content} />
      </p>
    </>
  );
}

/**
 * The address the confirmation went to, and while the booking is new a form to correct it (a typo
 * would otherwise be a dead end: the mail with the manage link never arrives).
 */
function EmailUsed({ booking: { content }, token, email, emailFixable }: AppointmentProps & { email: string }) {
  return (
    <section aria-labelledby="cita-correo" className={`mt-6 ${card}`}>
      <h2 id="cita-correo" className="font-bold text-brand-blue-800">
        {content.confirmation.email}
      </h2>
      <p className="mt-1 text-lg font-bold break-all">{email}</p>
      {emailFixable ? (
        <details className="mt-3">
          <summary className={`${link} inline-flex min-h-11 cursor-pointer items-center`}>
            {content.confirmation.emailWrong}
          </summary>
          <form method="post" action={PATHS.email} className="mt-2" noValidate>
            <input type="hidden" name="t" value={token} />
            <label htmlFor="cita-correo-nuevo" className="block font-bold text-brand-blue-800">
              {content.form.fields.email}
            </label>
            <input
              id="cita-correo-nuevo"
              name="email"
              type="email"
              autoComplete="email"
              maxLength={LIMITS.email}
              defaultValue={email}
              className="mt-1 block min-h-12 w-full rounded-2xl border border-slate-400 bg-white px-4 py-3 text-base"
            />
            <button type="submit" className={`mt-3 ${button}`}>
              {content.confirmation.emailFix}
            </button>
          </form>
        </details>
      ) : null}
    </section>
  );
}

/** Where it happens (the video room or the map), and the appointment for a calendar. */
function AppointmentLinks({ booking: { content }, appointment, token, googleLink }: AppointmentProps) {
  return (
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
          <a href={mapLink()} className={link} rel="noopener noreferrer">
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
  );
}

/** Confirm attendance; cancel and move while the clinic's notice allows, else who to call. */
function AppointmentActions({ booking, appointment, token, mayChange, changeHours, moveTimes, askConfirm }: AppointmentProps) {
  const { content } = booking;
  const tokenField = <input type="hidden" name="t" value={token} />;
  return (
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
              <TimeList
                booking={booking}
                days={moveTimes}
                showWho={false}
                action={PATHS.move}
                hidden={tokenField}
                heading={content.manage.moveHeading}
              />
            </div>
          ) : null}
        </>
      ) : (
        <p className="mt-4">{fill(content.manage.tooLate, { hours: changeHours, phone: clinic.phone })}</p>
      )}
    </div>
  );
}
