// The «Abierto ahora · cierra a las 19:00» line, computed in the visitor's browser in Lima's time
// from the hours (./opening-hours.ts makes them; the build writes them into the script) and the
// words the page carries. Peru's holidays are computed here, in the browser, by the same module the
// service uses (shared/calendar/peru-holidays.ts: fixed dates, and Holy Thursday and Good Friday
// from Easter), so the line is right in any year however long ago the site was built
// (docs/decisions/0015-holidays-in-the-browser.md). Imports only Lima's clock and the holidays: it
// is the script of the pages that show the hours (app/scripts/show-open-status.ts), a file of its own,
// not part of the page's first bytes.

import { limaClock, MONTH_NAMES, WEEKDAY_NAMES } from "#shared/calendar/lima-clock.ts";
import { isHoliday } from "#shared/calendar/peru-holidays.ts";

export type Span = [opens: string, closes: string];

/**
 * What the browser needs to say whether the clinic is open, written short: each JS weekday's spans
 * (0 = Sunday) as "08:00-13:00 14:00-19:00" ("" closed), whether it closes on Peru's holidays
 * (computed by the browser), and the clinic's own closed dates as "2026-12-24 2026-12-31 …".
 */
export type HoursData = { week: string[]; holidays: boolean; closed: string };

/** The words of the line (content/ui.yml `hours`): {time}, {day}, {weekday}. */
export type StatusTexts = { open: string; closed: string; today: string; tomorrow: string; onDay: string };

/**
 * «Abierto ahora · cierra a las 19:00» or «Cerrado · abre el lunes a las 8:00» at `now`, in Lima's
 * time whatever the visitor's clock is set to. Looks two weeks ahead; "" when nothing opens in them.
 */
export function openStatusLine(hours: HoursData, texts: StatusTexts, now: Date): string {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const show = (time: string) => time.replace(/^0(\d)/, "$1");
  const fill = (template: string, values: Record<string, string>) =>
    template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
  const nowMinutes = limaClock(now).minutes;
  for (let offset = 0; offset < 15; offset++) {
    const day = limaClock(new Date(now.getTime() + offset * 864e5));
    if (hours.closed.includes(day.day) || (hours.holidays && isHoliday(day.day))) continue;
    const spans = (hours.week[day.weekday] ?? "")
      .split(" ")
      .filter(Boolean)
      .map((span) => span.split("-") as Span);
    for (const [opens, closes] of spans) {
      if (offset === 0 && minutes(opens) <= nowMinutes && nowMinutes < minutes(closes))
        return fill(texts.open, { time: show(closes) });
      if (offset > 0 || minutes(opens) > nowMinutes) {
        // Past a week the weekday alone is ambiguous: «el lunes, 5 de enero».
        const weekday = WEEKDAY_NAMES[day.weekday]! + (offset < 7 ? "" : `, ${day.date} de ${MONTH_NAMES[day.month]}`);
        const when = offset === 0 ? texts.today : offset === 1 ? texts.tomorrow : fill(texts.onDay, { weekday });
        return fill(texts.closed, { day: when, time: show(opens) });
      }
    }
  }
  return "";
}

/**
 * In the page: writes the line into the element marked data-open-status, which carries the line's
 * words (empty, and so not shown, until then).
 */
export function showOpenStatus(hours: HoursData) {
  const element = document.querySelector<HTMLElement>("[data-open-status]");
  if (!element) return;
  element.textContent = openStatusLine(hours, JSON.parse(element.dataset.openStatus!) as StatusTexts, new Date());
}
