// The clinic's opening hours (content/clinica.yml): the rows the pages show, the structured data's
// openingHoursSpecification, and the data of the «Abierto ahora» line the visitor's browser
// computes (./open-status.ts).
import { holidaysBetween } from "#shared/calendar/peru-holidays.ts";
import { WEEKDAYS, type ClinicFactsFile, type Weekday } from "./facts-schema.ts";
import { limaDate } from "#shared/calendar/lima-clock.ts";

import type { HoursData, Span } from "./open-status.ts";

type Facts = Pick<ClinicFactsFile, "hours" | "closedOnHolidays" | "closedDays">;

const spansOf = (facts: Facts, day: Weekday): Span[] => facts.hours[day].map(({ opens, closes }) => [opens, closes]);

/**
 * The dates the clinic is closed from `from` to `to` (YYYY-MM-DD, both included): Peru's holidays
 * (when it closes on them) and its own closed days.
 */
export const closedDates = (facts: Facts, from: string, to: string) =>
  [...(facts.closedOnHolidays ? holidaysBetween(from, to) : []), ...facts.closedDays.map((day) => day.date)]
    .filter((date) => date >= from && date <= to)
    .sort();

/**
 * The line's data (./open-status.ts) from `from` (YYYY-MM-DD, the build's day) on: the week, whether
 * the clinic closes on Peru's holidays (the browser computes them for any year), and the clinic's
 * own closed days from `from` on (every one the facts list: they are few, and a site not rebuilt for
 * years still knows them).
 */
export function hoursData(facts: Facts, from: string): HoursData {
  // JS weekdays start on Sunday; the file's, like Peru's calendar, on Monday.
  const week = [WEEKDAYS[6], ...WEEKDAYS.slice(0, 6)].map((day) =>
    spansOf(facts, day)
      .map((span) => span.join("-"))
      .join(" "),
  );
  const closed = facts.closedDays
    .map((day) => day.date)
    .filter((date) => date >= from)
    .sort();
  return { week, holidays: facts.closedOnHolidays, closed: closed.join(" ") };
}

/** The line's data for a site built at `now`: right in any later year, without a rebuild. */
export const hoursAhead = (facts: Facts, now = new Date()) => hoursData(facts, limaDate(now));

/** "08:00" → "8:00", as Peru writes the hour. */
export const showTime = (time: string) => time.replace(/^0(\d)/, "$1");

/** Consecutive weekdays with the same hours, as the table's rows: first and last day, and their spans. */
export function hoursRows(facts: Facts): { from: Weekday; to: Weekday; spans: Span[] }[] {
  const rows: { from: Weekday; to: Weekday; spans: Span[] }[] = [];
  for (const day of WEEKDAYS) {
    const spans = spansOf(facts, day);
    const last = rows.at(-1);
    if (last && JSON.stringify(last.spans) === JSON.stringify(spans)) last.to = day;
    else rows.push({ from: day, to: day, spans });
  }
  return rows;
}

const schemaDay = (day: Weekday) => `https://schema.org/${day.charAt(0).toUpperCase()}${day.slice(1)}`;

/** schema.org's openingHoursSpecification: one entry per span shared by the same days. */
export function openingHoursSpecification(facts: Facts) {
  return hoursRows(facts).flatMap(({ from, to, spans }) => {
    const days = WEEKDAYS.slice(WEEKDAYS.indexOf(from), WEEKDAYS.indexOf(to) + 1).map(schemaDay);
    return spans.map(([opens, closes]) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: days, opens, closes }));
  });
}
