// The chooser's parts, made for a phone (issue 45): the modality as two links, the week's days as a
// strip of links that say how many free times each has, the chosen day's times as short buttons
// whose accessible name carries the day, and what the consultation is (length, price, place,
// until when it can be changed) before the form. HTML only: links and plain forms, no script.
import type { BookingContent } from "#shared/booking/booking-content-schema.ts";
import { addDays, MODALITIES, type FreeTime, type Modality } from "#shared/booking/free-times.ts";
import { fill } from "#shared/content/fill.ts";
import { clinic, fullAddress } from "#shared/clinic/facts.ts";
import { MONTH_NAMES, WEEKDAY_NAMES } from "#shared/calendar/lima-clock.ts";
import { shortTime, weekdayDate } from "./calendar.ts";

/** Days in the strip: one week. */
export const STRIP_DAYS = 7;

const focus = "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-blue-700";

/** A Lima date's weekday (0 = Sunday), without a clock. */
const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/** «lunes 30 de noviembre»: a day in the strip's and the buttons' words (the year only in headings). */
export const dayName = (day: string) => {
  const [, month, date] = day.split("-").map(Number) as [number, number, number];
  return `${WEEKDAY_NAMES[weekdayOf(day)]} ${date} de ${MONTH_NAMES[month - 1]}`;
};

/** The week from `from`: each day with its free times (none on a closed day or a day without spans). */
export function weekOf(times: readonly FreeTime[], from: string) {
  const to = addDays(from, STRIP_DAYS - 1);
  return Array.from({ length: STRIP_DAYS }, (_, index) => {
    const day = addDays(from, index);
    return { day, times: times.filter((time) => time.day === day && day <= to) };
  });
}

/** Presencial · Virtual: two links, the chosen one marked as the current page. */
export function ModalityLinks({
  content,
  modality,
  href,
}: {
  content: BookingContent;
  modality: Modality;
  href: (modality: Modality) => string;
}) {
  return (
    <nav aria-label={content.choose.modality}>
      <ul className="grid grid-cols-2 gap-2">
        {MODALITIES.map((value) => (
          <li key={value}>
            <a
              href={href(value)}
              aria-current={value === modality ? "page" : undefined}
              className={`flex min-h-12 items-center justify-center rounded-2xl border-2 px-3 py-2 text-center leading-tight font-bold ${focus} ${
                value === modality
                  ? "border-brand-blue-700 bg-brand-blue-700 text-white"
                  : "border-brand-blue-300 bg-white text-brand-blue-700 hover:bg-brand-blue-50"
              }`}
            >
              {content.choose.modalities[value]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The week's days, each a link to its times with how many it has; a day without any is plain text. */
export function DayStrip({
  content,
  week,
  chosen,
  href,
}: {
  content: BookingContent;
  week: { day: string; times: FreeTime[] }[];
  chosen?: string;
  href: (day: string) => string;
}) {
  const count = (n: number) => (n === 1 ? content.choose.dayTime : fill(content.choose.dayTimes, { count: n }));
  return (
    <ul className="grid grid-cols-7 gap-1">
      {week.map(({ day, times }) => {
        const [, , date] = day.split("-").map(Number) as [number, number, number];
        const face = (
          <>
            <span className="text-xs uppercase" aria-hidden="true">
              {WEEKDAY_NAMES[weekdayOf(day)]!.slice(0, 3)}
            </span>
            <span className="text-lg leading-none font-bold" aria-hidden="true">
              {date}
            </span>
            <span className="text-xs" aria-hidden="true">
              {times.length ? times.length : "–"}
            </span>
            <span className="sr-only">{`${dayName(day)}: ${times.length ? count(times.length) : content.choose.dayNone}`}</span>
          </>
        );
        const box = "flex min-h-16 flex-col items-center justify-center gap-0.5 rounded-xl py-1";
        return (
          <li key={day}>
            {times.length ? (
              <a
                href={href(day)}
                aria-current={day === chosen ? "true" : undefined}
                className={`${box} border-2 ${focus} ${
                  day === chosen
                    ? "border-brand-blue-700 bg-brand-blue-700 text-white"
                    : "border-brand-blue-300 bg-white text-brand-blue-900 hover:bg-brand-blue-50"
                }`}
              >
                {face}
              </a>
            ) : (
              <span className={`${box} bg-slate-100 text-slate-600`}>{face}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The short time buttons' look: three to a row at 390 px, on one line. */
export const shortTimeButton =
  "min-h-11 w-full rounded-2xl border border-brand-blue-300 bg-white px-1 py-2 text-center font-bold whitespace-nowrap text-brand-blue-700 hover:bg-brand-blue-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-blue-700";

/** «9:00 a. m., lunes 2 de marzo de 2026»: a time button's accessible name, never the time alone. */
export const timeName = (time: Pick<FreeTime, "start">) => `${shortTime(time.start)}, ${weekdayDate(time.start)}`;

/** A free time's button: short («9:00 a. m.»), its accessible name with the day. */
export function TimeButton({ time, value, className }: { time: FreeTime; value: string; className: string }) {
  return (
    <button type="submit" name="hora" value={value} aria-label={timeName(time)} className={className}>
      {shortTime(time.start)}
    </button>
  );
}

/**
 * What the consultation is, before any data is asked: its length, its price when the clinic sets
 * one (soles, IGV included), where (or by video), and until when it can be changed online.
 */
export function ConsultationFacts({
  content,
  modality,
  minutes,
  changeHours,
  price = clinic.firstConsultationPrice,
}: {
  content: BookingContent;
  modality: Modality;
  minutes: number;
  changeHours: number;
  price?: number;
}) {
  const { facts } = content;
  const rows: [string, string][] = [
    [facts.length, fill(facts.lengthValue, { minutes })],
    ...(price ? ([[facts.price, fill(facts.priceValue, { price: formatSoles(price) })]] as [string, string][]) : []),
    [facts.place, modality === "virtual" ? facts.video : fullAddress],
    [facts.change, changeHours > 0 ? fill(facts.changeValue, { hours: changeHours }) : facts.changeAnytime],
  ];
  return (
    <section aria-labelledby="cita-hechos" className="rounded-2xl bg-brand-blue-50 px-4 py-3">
      <h2 id="cita-hechos" className="font-bold text-brand-blue-700">
        {facts.heading}
      </h2>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-bold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** «150», «150.50»: soles as Peru writes them on a price (two decimals only when there are cents). */
export const formatSoles = (amount: number) => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2));
