// The clinic's opening hours (content/clinica.yml): the rows the pages show, the structured data's
// openingHoursSpecification, and the «Abierto ahora» line the visitor's browser computes in Lima's
// time. `openStatusLine` and `showOpenStatus` are inlined into the pages that show hours (their
// source, like app/lib/page-script.ts): they use nothing outside themselves.
import { HOLIDAY_YEARS, PERU_HOLIDAYS } from "../complaints-book/peru-holidays.ts";
import { WEEKDAYS, type ClinicFactsFile, type Weekday } from "./facts-schema.ts";

type Span = [opens: string, closes: string];

/** What the browser needs to say whether the clinic is open: spans by JS weekday (0 = Sunday), closed dates. */
export type HoursData = { week: Span[][]; closed: string[] };

/** The words of the line (content/ui.yml `hours`): {time}, {day}, {weekday}. */
export type StatusTexts = { open: string; closed: string; today: string; tomorrow: string; onDay: string };

type Facts = Pick<ClinicFactsFile, "hours" | "closedOnHolidays" | "closedDays">;

const spansOf = (facts: Facts, day: Weekday): Span[] => facts.hours[day].map(({ opens, closes }) => [opens, closes]);

/** The dates the clinic is closed: Peru's holidays (when it closes on them) and its own closed days. */
export const closedDates = (facts: Facts) =>
  [...(facts.closedOnHolidays ? PERU_HOLIDAYS.keys() : []), ...facts.closedDays.map((day) => day.date)].sort();

export function hoursData(facts: Facts): HoursData {
  // JS weekdays start on Sunday; the file's, like Peru's calendar, on Monday.
  const week = [WEEKDAYS[6], ...WEEKDAYS.slice(0, 6)].map((day) => spansOf(facts, day));
  return { week, closed: closedDates(facts) };
}

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

/** The years whose holidays the closed dates cover: the line is right within them. */
export const HOURS_YEARS = HOLIDAY_YEARS;

/**
 * «Abierto ahora · cierra a las 19:00» or «Cerrado · abre el lunes a las 8:00» at `now`, in Lima's
 * time whatever the visitor's clock is set to. Looks two weeks ahead; "" when nothing opens in them.
 */
export function openStatusLine(hours: HoursData, texts: StatusTexts, now: Date): string {
  const zone = "America/Lima";
  const parts = (date: Date): Record<string, string> =>
    Object.fromEntries(
      new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        weekday: "short",
      })
        .formatToParts(date)
        .map((part) => [part.type, part.value]),
    );
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const show = (time: string) => time.replace(/^0(\d)/, "$1");
  const fill = (template: string, values: Record<string, string>) =>
    template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
  const current = parts(now);
  const nowMinutes = Number(current.hour) * 60 + Number(current.minute);
  for (let offset = 0; offset < 15; offset++) {
    const date = new Date(now.getTime() + offset * 864e5);
    const day = parts(date);
    if (hours.closed.includes(`${day.year}-${day.month}-${day.day}`)) continue;
    const spans = hours.week[["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(day.weekday!)] ?? [];
    for (const [opens, closes] of spans) {
      if (offset === 0 && minutes(opens) <= nowMinutes && nowMinutes < minutes(closes))
        return fill(texts.open, { time: show(closes) });
      if (offset > 0 || minutes(opens) > nowMinutes) {
        // Past a week the weekday alone is ambiguous: «el lunes, 5 de enero».
        const named =
          offset < 7
            ? { weekday: "long" as const }
            : { weekday: "long" as const, day: "numeric" as const, month: "long" as const };
        const weekday = new Intl.DateTimeFormat("es-PE", { timeZone: zone, ...named }).format(date);
        const when = offset === 0 ? texts.today : offset === 1 ? texts.tomorrow : fill(texts.onDay, { weekday });
        return fill(texts.closed, { day: when, time: show(opens) });
      }
    }
  }
  return "";
}

/** In the page: writes the line into the element marked data-open-status (empty, and so not shown, until then). */
export function showOpenStatus(line: typeof openStatusLine) {
  const element = document.querySelector<HTMLElement>("[data-open-status]");
  if (!element) return;
  const { hours, texts } = JSON.parse(element.dataset.openStatus!) as { hours: HoursData; texts: StatusTexts };
  element.textContent = line(hours, texts, new Date());
}

/** The inline script of a page that shows the hours. */
export const openStatusSource = `(${showOpenStatus.toString()})(${openStatusLine.toString()})`;
