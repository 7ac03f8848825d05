// The waiting list on the patient's pages, HTML only (no script): the opt-in on the appointment's
// page (the confirmation right after booking, and what the manage link opens) with its weekdays,
// the opt-out, and the offer's page that names the old and the new day and time with one button.
// Every text comes from content/reservar-cita.yml (`waitingList`); React escapes every value.
import type { BookingContent } from "#shared/booking/booking-content-schema.ts";
import { WEEKDAY_NAMES } from "#shared/calendar/lima-clock.ts";
import { fill } from "#shared/content/fill.ts";
import { FailureMessage } from "#server/form-submission/answer-page.tsx";
import { dateAndTime, shortTime, weekdayDate } from "./calendar.ts";
import { button, card, timeButton, HomeLink } from "./page-parts.tsx";
import type { Appointment } from "./store.ts";
import { untilText } from "./waiting-list-mails.ts";
import { weekdaysOf, ANY_DAY, type Offer, type WaitingPlace } from "./waiting-list-store.ts";

export const WAITING_PATHS = {
  join: "/app/reservar-cita/cita/espera",
  leave: "/app/reservar-cita/cita/espera/salir",
  offer: "/app/reservar-cita/oferta",
} as const;
/** The appointment page's section, the confirmation e-mail's link points at it. */
export const WAITING_ANCHOR = "lista-de-espera";

const dayName = (day: number) => WEEKDAY_NAMES[day]!;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The days a place wants, as a sentence («Días que te sirven: lunes y viernes.»). */
export function daysSentence(texts: BookingContent["waitingList"], weekdays: number) {
  if (weekdays === ANY_DAY) return texts.anyDay;
  const names = weekdaysOf(weekdays).map(dayName);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} y ${names.at(-1)}` : names[0]!;
  return fill(texts.joinedDays, { days: list });
}

/** The opt-in (or, once in, the days and the opt-out) on the appointment's page. */
export function WaitingSection({
  content,
  token,
  professional,
  offerMinutes,
  place,
  days,
}: {
  content: BookingContent;
  /** The manage link's secret: posted in the forms' bodies, never in a URL. */
  token: string;
  professional: string;
  offerMinutes: number;
  place?: WaitingPlace;
  /** The weekdays to choose from (0 Sunday … 6 Saturday): those the clinic opens. */
  days: readonly number[];
}) {
  const texts = content.waitingList;
  const chosen = place && place.weekdays !== ANY_DAY ? new Set(weekdaysOf(place.weekdays)) : new Set<number>();
  const tokenField = <input type="hidden" name="t" value={token} />;
  return (
    <section id={WAITING_ANCHOR} aria-labelledby="espera-titulo" className={`mt-6 ${card}`}>
      <h2 id="espera-titulo" className="text-xl font-bold text-brand-blue-800">
        {texts.heading}
      </h2>
      {place ? (
        <p className="mt-2">
          <strong>{texts.joined}</strong> {daysSentence(texts, place.weekdays)}
        </p>
      ) : (
        <p className="mt-2">{fill(texts.intro, { professional, minutes: offerMinutes })}</p>
      )}
      <form method="post" action={WAITING_PATHS.join} className="mt-4">
        {tokenField}
        <fieldset aria-describedby="espera-dias-ayuda">
          <legend className="font-bold text-brand-blue-800">{texts.days}</legend>
          <p id="espera-dias-ayuda" className="text-sm text-slate-700">
            {texts.daysHint}
          </p>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
            {days.map((day) => (
              <div key={day} className="flex min-h-11 items-center gap-3">
                <input
                  id={`espera-dia-${day}`}
                  type="checkbox"
                  name="dias"
                  value={String(day)}
                  defaultChecked={chosen.has(day)}
                  className="size-6 shrink-0 cursor-pointer accent-brand-blue-700"
                />
                <label htmlFor={`espera-dia-${day}`} className="cursor-pointer">
                  {capital(dayName(day))}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        <button type="submit" className={`mt-4 ${place ? `${timeButton} text-center` : button}`}>
          {place ? texts.update : texts.join}
        </button>
      </form>
      {place ? (
        <form method="post" action={WAITING_PATHS.leave} className="mt-4">
          {tokenField}
          <button type="submit" className={`${timeButton} text-center`}>
            {texts.leave}
          </button>
        </form>
      ) : null}
    </section>
  );
}

/** The offer's page: the appointment now and the time offered, one button; or why it cannot be. */
export function OfferBody({
  content,
  token,
  offer,
  appointment,
  professional,
  state,
}: {
  content: BookingContent;
  token: string;
  offer: Offer;
  appointment: Appointment;
  professional: string;
  /** open: it can be accepted; late: expired, withdrawn or taken; done: accepted already. */
  state: "open" | "late" | "done";
}) {
  const texts = content.waitingList;
  const when = (instant: number) => `${dateAndTime(instant)} (${content.limaShort})`;
  if (state === "done")
    return (
      <p role="status" className="rounded-2xl bg-brand-blue-50 px-4 py-3 font-bold text-brand-blue-800">
        {texts.offerDone}
      </p>
    );
  if (state === "late")
    return (
      <FailureMessage
        message={fill(texts.offerLate, { date: weekdayDate(appointment.start), time: shortTime(appointment.start) })}
        spaced
      />
    );
  return (
    <>
      <p className="mb-6">{fill(texts.offerLead, { until: untilText({ content }, offer.expiresAt) })}</p>
      <dl className={card}>
        {(
          [
            [texts.offerCurrent, when(appointment.start)],
            [texts.offerNew, when(offer.start)],
            [content.confirmation.professional, professional],
            [content.confirmation.modality, content.choose.modalities[offer.modality]],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="mb-3">
            <dt className="font-bold text-brand-blue-800">{label}</dt>
            <dd className="first-letter:uppercase">{value}</dd>
          </div>
        ))}
      </dl>
      <form method="post" action={WAITING_PATHS.offer} className="mt-6">
        <input type="hidden" name="o" value={token} />
        <button type="submit" className={button}>
          {texts.offerAccept}
        </button>
      </form>
      <p className="mt-4">{texts.offerKeep}</p>
      <p className="mt-6">
        <HomeLink content={content} />
      </p>
    </>
  );
}
