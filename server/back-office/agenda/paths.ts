// The agenda's paths in the back office.
export const AGENDA_BASE = "/app/gestion/agenda";
/** The professionals' calendar feeds (server/booking/feed.ts serves them). */
export const FEED_PATH = "/app/api/agenda/calendario";
/** The booking from a consultation request (request-booking-routes.ts): «Reservar» on its page and its «Hoy» row. */
export const requestBookingHref = (requestCode: string) => `${AGENDA_BASE}/reservar/${requestCode}`;
