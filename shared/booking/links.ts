// Where the site links to the online booking (server/booking/ renders it; nginx passes the path to
// the service): the site's pages and the service agree on it here.
/** Relative to the site's /app base (ButtonLink adds it). */
export const BOOKING_PATH = "/reservar-cita/";
/** The free times as JSON (the request page's next free times). */
export const FREE_TIMES_API = "/app/api/agenda/horarios?modalidad=presencial";
/** The query that chooses a professional (a doctor's profile: «Reservar con la Dra. …»). */
export const BOOKING_PROFESSIONAL_PARAM = "profesional";
