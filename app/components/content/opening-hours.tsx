import { Fragment } from "react";
import { site } from "#app/config/site.ts";
import { fill } from "#shared/content/fill.ts";
import { useUi } from "#app/components/ui/use-ui.tsx";
import { WEEKDAY_NAMES } from "#shared/calendar/lima-clock.ts";
import { WEEKDAYS, type Weekday } from "#shared/clinic/facts-schema.ts";
import { hoursRows, showTime } from "#shared/clinic/opening-hours.ts";

// The file's weekdays start on Monday; the clock's names on Sunday.
const dayNames = Object.fromEntries(
  WEEKDAYS.map((day, index) => {
    const name = WEEKDAY_NAMES[(index + 1) % 7]!;
    return [day, name.charAt(0).toUpperCase() + name.slice(1)];
  }),
) as Record<Weekday, string>;

/**
 * The clinic's opening hours (content/clinica.yml): days with the same hours together, in Lima's
 * time. Above them, once the page runs, «Abierto ahora · cierra a las 19:00» or «Cerrado · abre …»,
 * computed in the visitor's browser by the page's script (app/scripts/show-open-status.ts, which a page
 * that shows this must run); without scripts, the hours alone.
 */
export function OpeningHours() {
  const ui = useUi();
  const texts = ui.hours;
  const list = new Intl.ListFormat("es", { type: "conjunction" });
  // The hours themselves travel in the line's script (astro.config.ts), not in the page's first bytes.
  const status = { open: texts.open, closed: texts.closed, today: texts.today, tomorrow: texts.tomorrow, onDay: texts.onDay };
  return (
    <>
      {/* Empty, so not shown (empty:hidden), until the script writes the line. */}
      <p data-open-status={JSON.stringify(status)} className="font-bold text-brand-blue-800 empty:hidden" />
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 sm:w-max">
        {hoursRows(site).map(({ from, to, spans }) => (
          <Fragment key={from}>
            <dt>
              {from === to ? dayNames[from] : fill(texts.dayRange, { from: dayNames[from], to: dayNames[to].toLowerCase() })}
            </dt>
            <dd>
              {spans.length
                ? list
                    .formatToParts(spans.map(([opens, closes]) => `${showTime(opens)}–${showTime(closes)}`))
                    .map((part, index) =>
                      part.type === "element" ? (
                        <span key={index} className="whitespace-nowrap">
                          {part.value}
                        </span>
                      ) : (
                        part.value
                      ),
                    )
                : texts.closedDay}
            </dd>
          </Fragment>
        ))}
      </dl>
      <p className="mt-2 text-sm text-slate-700">
        {site.closedOnHolidays ? `${texts.holidays} ` : ""}
        {texts.limaTime}
      </p>
    </>
  );
}
