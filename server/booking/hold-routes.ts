// Step 1's button, POST /app/reservar-cita/apartar: holds the chosen time for this sender for a
// few minutes (store.ts: one sender one hold) and sends the person to the form with the hold's
// token. A refusal answers step 1 again with its message (cross-site, held or taken by another, too
// soon or past, too many holds).
import { Hono } from "hono";
import { isCrossSite } from "#server/form-submission/cross-site.ts";
import { senderOf } from "#server/rate-limit.ts";
import { formValues, limited, timeOf, type BookingContext } from "./booking-context.ts";
import { chooseAnswer } from "./choose-routes.tsx";
import { formLimit } from "./page-parts.tsx";
import { PATHS } from "./paths.ts";
import { holdTime, readSettings } from "./store.ts";

export function holdRoutes(booking: BookingContext) {
  const { db, service, failures, closedDates } = booking;
  const routes = new Hono();
  routes.post(PATHS.hold, formLimit(booking), async (c) => {
    if (isCrossSite(c, service.origin)) return chooseAnswer(booking, c, failures.crossSite, 403);
    const time = timeOf(booking, (await formValues(c)).hora);
    if (!time || !booking.freeTimes.offered().includes(time.professional)) return chooseAnswer(booking, c, failures.held, 409);
    if (await limited(booking, c, booking.holdLimit))
      return chooseAnswer(booking, c, failures.tooMany, 429, { modality: time.modality });
    const held = holdTime(db, time, senderOf(c, service.trustedProxies), closedDates, booking.now());
    if (!held) {
      // Nothing was typed yet: «someone is booking it», or, for a time now too soon or past, that.
      const soonest = booking.now().getTime() + readSettings(db).minNoticeMinutes * 60_000;
      return chooseAnswer(booking, c, time.start < soonest ? failures.past : failures.held, 409, { modality: time.modality });
    }
    return c.redirect(`${PATHS.form}?apartado=${held.token}`, 303);
  });
  return routes;
}
