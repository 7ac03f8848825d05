// One confirmation before a patient's change (issue 45: one stray tap used to move or cancel): the
// page names the appointment's day and time, and for a move the new ones, with «Sí, …» (the same
// form again, confirmed) and a way back that changes nothing. HTML only, no script.
import { fill } from "#shared/content/fill.ts";
import type { BookingContext } from "./booking-context.ts";
import { shortTime, weekdayDate } from "./calendar.ts";
import { button, card, link } from "./page-parts.tsx";
import { PATHS, timeValue } from "./paths.ts";
import type { Appointment, TimeChoice } from "./store.ts";

/** The field that says the person saw this page and confirmed. */
export const CONFIRMED_FIELD = "confirmado";

export function changeConfirmPage(
  booking: BookingContext,
  { appointment, token, move }: { appointment: Appointment; token: string; move?: TimeChoice },
) {
  const { content } = booking;
  const { manage } = content;
  const heading = move ? manage.moveConfirmTitle : manage.cancelConfirmTitle;
  const was = { date: weekdayDate(appointment.start), time: shortTime(appointment.start) };
  const text = move
    ? fill(manage.moveConfirm, { ...was, newDate: weekdayDate(move.start), newTime: shortTime(move.start) })
    : fill(manage.cancelConfirm, was);
  return booking.document(
    heading,
    heading,
    <div className={card}>
      <p className="text-lg">{text}</p>
      <p className="mt-1 text-sm text-slate-700">{content.limaTime}</p>
      <form method="post" action={move ? PATHS.move : PATHS.cancel} className="mt-6">
        <input type="hidden" name="t" value={token} />
        {move ? <input type="hidden" name="hora" value={timeValue(move)} /> : null}
        <input type="hidden" name={CONFIRMED_FIELD} value="1" />
        <button type="submit" className={button}>
          {move ? manage.moveYes : manage.cancelYes}
        </button>
      </form>
      <p className="mt-4">
        <a href={`${PATHS.manage}?t=${token}`} className={`${link} inline-flex min-h-11 items-center`}>
          {manage.keep}
        </a>
      </p>
    </div>,
  );
}
