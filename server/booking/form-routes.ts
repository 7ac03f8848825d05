// Step 2: GET /app/reservar-cita/datos shows the form for the time held (form-page.tsx); POST
// /app/reservar-cita/reservar books it. The booking's defences, as the request form's
// (server/form-submission/): a body limit, cross-site posts refused, the honeypot, the schema (each
// wrong field named, what was typed kept), the sender's limit, then the booking itself in one
// transaction that re-checks the time (store.ts). A time taken meanwhile gives the nearest free ones.
import { Hono, type Context } from "hono";
import { BOOKING_FIELDS } from "#shared/booking/booking-content-schema.ts";
import { bookingErrors, type BookingDraft } from "#shared/booking/booking-schema.ts";
import { HONEYPOT_FIELD, SUBMISSION_FIELD, SUBMISSION_ID } from "#shared/forms/form-rules.ts";
import { isCrossSite } from "#server/form-submission/cross-site.ts";
import { formValues, limited, timeOf, type BookingContext } from "./booking-context.ts";
import { chooseAnswer } from "./choose-routes.tsx";
import { teleconsentText } from "./content.ts";
import { formPage, type FormPageProps } from "./form-page.tsx";
import { bookingMails } from "./mails.tsx";
import { formLimit, html } from "./page-parts.tsx";
import { PATHS } from "./paths.ts";
import { bookAppointment, consultationLength, findHold, readSettings, type PersonInput, type TimeChoice } from "./store.ts";

const TOKEN = /^[\w-]{20,64}$/;
/** How long a repeat of one submission opens the appointment it made. */
const REPEAT_MS = 10 * 60_000;

export function formRoutes(booking: BookingContext) {
  const { db, now, failures } = booking;
  const routes = new Hono();

  routes.get(PATHS.form, (c) => {
    const token = c.req.query("apartado") ?? "";
    const hold = TOKEN.test(token) ? findHold(db, token, now()) : undefined;
    if (!hold) return chooseAnswer(booking, c, failures.holdExpired, 410);
    return html(
      c,
      formPage(booking, {
        time: hold,
        hold: token,
        holdMinutes: readSettings(db).holdMinutes,
        facts: factsOf(booking, hold.professional),
      }),
    );
  });

  // A repeat of the same submission (a double tap, a reload of the post) opens the appointment it
  // made instead of a «you already have one» refusal. In memory: a restart forgets it, which only
  // means a very late repeat gets that refusal.
  const submissions = new Map<string, { token: string; until: number }>();

  routes.post(PATHS.book, formLimit(booking), async (c) => {
    const values = await formValues(c);
    const typed: BookingDraft = Object.fromEntries(
      BOOKING_FIELDS.flatMap((field) => (values[field] ? [[field, values[field]]] : [])),
    );
    const submission = SUBMISSION_ID.test(values[SUBMISSION_FIELD] ?? "") ? values[SUBMISSION_FIELD] : undefined;
    const hold = TOKEN.test(values.apartado ?? "") ? values.apartado : undefined;
    const lost = timeOf(booking, values.perdida);
    const time = timeOf(booking, values.hora);
    const facts = factsOf(booking);
    // After a clash, sent without picking one of the nearest times: the form again, everything kept.
    if (!time && lost)
      return html(
        c,
        formPage(booking, {
          time: lost,
          lost: true,
          alternatives: booking.freeTimes.nearest(lost),
          timeError: booking.content.form.pickTime,
          values: typed,
          submission,
          facts,
        }),
        422,
      );
    if (!time) return chooseAnswer(booking, c, failures.holdExpired, 410);
    const again = (status: 403 | 409 | 422 | 429 | 503, extra: Partial<FormPageProps>) =>
      html(c, formPage(booking, { time, hold, values: typed, submission, facts, ...extra }), status);

    if (isCrossSite(c, booking.service.origin)) return again(403, { failure: failures.crossSite });
    if (values[HONEYPOT_FIELD]?.trim())
      return (await limited(booking, c, booking.bookingLimit))
        ? again(429, { failure: failures.tooMany })
        : again(422, { failure: failures.honeypot });
    const checked = booking.schemas[time.modality].safeParse(typed);
    if (!checked.success) return again(422, { errors: bookingErrors(checked.error) });
    const at = now();
    for (const [key, entry] of submissions) if (entry.until < at.getTime()) submissions.delete(key);
    const earlier = submission ? submissions.get(submission) : undefined;
    if (earlier) return redirectToAppointment(c, earlier.token);
    if (await limited(booking, c, booking.bookingLimit)) return again(429, { failure: failures.tooMany });

    const result = book(booking, time, checked.data, { at, hold });
    if (!result) return again(503, { failure: failures.server });
    if (result.status === "taken")
      return again(409, { failure: failures.taken, alternatives: booking.freeTimes.nearest(time), lost: true, hold: undefined });
    if (result.status === "duplicate") return again(409, { failure: failures.duplicate });
    // A line per booking, without personal data.
    console.log(`agenda: reservada ${result.appointment.code}`);
    if (submission) submissions.set(submission, { token: result.manageToken, until: at.getTime() + REPEAT_MS });
    booking.service.wakeOutbox();
    return redirectToAppointment(c, result.manageToken);
  });
  return routes;
}

/** What the form shows of the consultation before the person's data: its length and the change rule. */
const factsOf = (booking: BookingContext, professional?: string) => ({
  minutes: consultationLength(booking.db, professional),
  changeHours: readSettings(booking.db).patientChangeHours,
});

/** The new appointment's own page, by its manage link (appointment-routes.ts). */
const redirectToAppointment = (c: Context, token: string) => c.redirect(`${PATHS.manage}?t=${token}&nueva=1`, 303);

/** The booking and its e-mails in one transaction (store.ts); undefined when the database failed. */
function book(
  booking: BookingContext,
  time: TimeChoice,
  person: Pick<PersonInput, "name" | "phone" | "email" | "reason">,
  { at, hold }: { at: Date; hold?: string },
) {
  const { content } = booking;
  try {
    return bookAppointment(
      booking.db,
      time,
      {
        name: person.name,
        phone: person.phone,
        email: person.email,
        reason: person.reason,
        consentText: content.form.fields.consent,
        teleconsentText:
          time.modality === "virtual"
            ? teleconsentText(
                content,
                booking.professionals.find((one) => one.slug === time.professional),
              )
            : undefined,
      },
      {
        closedDates: booking.closedDates,
        now: at,
        hold,
        videoRoom: booking.videoRoom,
        mails: (appointment, token) => bookingMails(booking.mail, appointment, token),
      },
    );
  } catch (error) {
    console.error(`agenda: no se pudo reservar: ${(error as Error).name}: ${(error as Error).message}`);
    return undefined;
  }
}
