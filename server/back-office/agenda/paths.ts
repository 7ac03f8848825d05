// The agenda's paths in the back office.
export const AGENDA_BASE = "/app/gestion/agenda";
/** The professionals' calendar feeds (server/booking/feed.ts serves them). */
export const FEED_PATH = "/app/api/agenda/calendario";
