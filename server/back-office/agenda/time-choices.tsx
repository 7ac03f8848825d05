// Free times to pick from, as a short list by day (issue 46): each day a group of radio buttons,
// one per time, nothing picked until the staff pick one. Used by the booking from a request and by
// the move of an appointment; a phone shows a few days at a time, not one select of hundreds.
import { shortTime, weekdayDate } from "#server/booking/calendar.ts";
import type { FreeTime } from "#shared/booking/free-times.ts";
import { MODALITY_LABELS, nameOf, timeValue, type AgendaView } from "./parts.tsx";

export interface TimeChoicesProps {
  view: AgendaView;
  days: { day: string; times: FreeTime[] }[];
  /** The time picked when the form comes back with an error (its value, "slug|modality|start"). */
  picked?: string;
  /** Name the professional and the modality beside each time (when they differ between times). */
  details?: boolean;
}

export function TimeChoices({ view, days, picked, details = true }: TimeChoicesProps) {
  return (
    <div className="horas">
      {days.map(({ day, times }) => (
        <fieldset key={day}>
          <legend>{weekdayDate(times[0]!.start)}</legend>
          <ul>
            {times.map((time) => {
              const value = timeValue(time);
              const id = `hora-${time.professional}-${time.start}`;
              return (
                <li key={value}>
                  <input type="radio" id={id} name="hora" value={value} required defaultChecked={value === picked} />
                  <label htmlFor={id}>
                    <strong>{shortTime(time.start)}</strong>
                    {details
                      ? ` · ${nameOf(view.professionals, time.professional)} · ${MODALITY_LABELS[time.modality].toLowerCase()}`
                      : null}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
