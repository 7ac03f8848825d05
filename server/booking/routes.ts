// The patient's booking, mounted at the root by server/app.ts (its routes are full paths): pages
// under /app/reservar-cita/ (HTML first, every step a link or a plain form, no script), the free
// times as JSON at /app/api/agenda/horarios, and the professionals' calendar feeds. One small Hono
// app per step, each with its page beside it; what they share is the booking's context
// (booking-context.ts), built once here from the service's.
import { Hono } from "hono";
import type { ServiceContext } from "#server/service-context.ts";
import { appointmentRoutes } from "./appointment-routes.ts";
import { bookingContext, type BookingOptions } from "./booking-context.ts";
import { chooseRoutes } from "./choose-routes.tsx";
import { FEED_ROUTE, feedHandler } from "./feed.ts";
import { formRoutes } from "./form-routes.ts";
import { freeTimesRoutes } from "./free-times-routes.ts";
import { holdRoutes } from "./hold-routes.ts";
import { resendRoutes } from "./resend-routes.tsx";

export type { BookingOptions } from "./booking-context.ts";

export function createBookingRoutes(service: ServiceContext, options: BookingOptions = {}) {
  const booking = bookingContext(service, options);
  const routes = new Hono();
  // Step 1: the modality, the professional and the free times.
  routes.route("/", chooseRoutes(booking));
  // Step 1's button: a time held for the form.
  routes.route("/", holdRoutes(booking));
  // Step 2: the form, and the booking.
  routes.route("/", formRoutes(booking));
  // The appointment's own page by its manage link: the .ics, confirm, cancel, move.
  routes.route("/", appointmentRoutes(booking));
  // «¿No te llegó el correo?»: a new manage link to the e-mail on record.
  routes.route("/", resendRoutes(booking));
  // The free times as JSON.
  routes.route("/", freeTimesRoutes(booking));
  // The professionals' calendar feeds (made and revoked in the back office's agenda).
  routes.get(FEED_ROUTE, feedHandler(service.db, booking.mail, service.now));
  return routes;
}
