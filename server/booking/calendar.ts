// Calendar formats for an appointment: the .ics event (ical-generator, the maintained writer; our
// tests read it back with ical.js), the «Añadir a Google Calendar» link, the professionals' feeds,
// and the words people read (Lima's date and time, without Intl: #shared/calendar/lima-clock.ts).
import ical, { ICalAlarmType, ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { limaClock, longDate, WEEKDAY_NAMES } from "#shared/calendar/lima-clock.ts";

/** «lunes 2 de marzo de 2026»: the weekday and the date in Lima. */
export function weekdayDate(instant: number) {
  const clock = limaClock(new Date(instant));
  return `${WEEKDAY_NAMES[clock.weekday]} ${longDate(clock.day)}`;
}

/** «9:00 a. m.», «3:30 p. m.»: Lima's time on the 12-hour clock, as the site's other dates and times. */
export function shortTime(instant: number) {
  const { minutes } = limaClock(new Date(instant));
  const hour = Math.floor(minutes / 60);
  return `${hour % 12 || 12}:${String(minutes % 60).padStart(2, "0")} ${hour < 12 ? "a. m." : "p. m."}`;
}

/** «lunes 2 de marzo de 2026, 9:00 a. m.» */
export const dateAndTime = (instant: number) => `${weekdayDate(instant)}, ${shortTime(instant)}`;

export interface CalendarEvent {
  /** Unique and stable per appointment: an update replaces the event in the person's calendar. */
  uid: string;
  start: number;
  end: number;
  summary: string;
  description: string;
  location?: string;
  url?: string;
  /** RFC 5545's SEQUENCE: raised by each change, so a calendar keeps the newest (store.ts). */
  sequence?: number;
  /** A display alarm the day before, with this text. */
  alarm?: string;
}

/**
 * How the calendar is sent (RFC 5546, iTIP): `publish` (a download, a feed: no one to answer),
 * `request` (an e-mail's invitation: the clinic organizes, the patient attends; a later one with the
 * same UID and a higher SEQUENCE moves the event) or `cancel` (the same UID, the event removed).
 * `request` and `cancel` need the organizer and the attendee, or calendars reject them.
 */
export type CalendarMethod =
  { method: "publish" } | { method: "request" | "cancel"; organizer: { name: string; email: string }; attendee: string };

const METHODS = {
  publish: ICalCalendarMethod.PUBLISH,
  request: ICalCalendarMethod.REQUEST,
  cancel: ICalCalendarMethod.CANCEL,
} as const;

/** One calendar (an appointment's attachment, or a professional's feed), as iCalendar text. */
export function icsOf(
  events: CalendarEvent[],
  { name, ...how }: { name: string } & (CalendarMethod | { method?: undefined }),
): string {
  const calendar = ical({ name, prodId: { company: "alborada", product: "agenda", language: "ES" } });
  if (how.method) calendar.method(METHODS[how.method]);
  for (const event of events) {
    const created = calendar.createEvent({
      id: event.uid,
      sequence: event.sequence ?? 0,
      start: new Date(event.start),
      end: new Date(event.end),
      summary: event.summary,
      description: event.description,
      location: event.location ?? null,
      url: event.url ?? null,
      status: how.method === "cancel" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
    if (how.method === "request" || how.method === "cancel") {
      created.organizer(how.organizer);
      // No name: the .ics carries nothing of the person but the address it is sent to. No RSVP:
      // the booking is made; nothing waits for an answer.
      created.createAttendee({
        email: how.attendee,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      });
    }
    if (event.alarm && how.method !== "cancel")
      created.createAlarm({ type: ICalAlarmType.display, triggerBefore: 24 * 60 * 60, description: event.alarm });
  }
  return calendar.toString();
}

const googleTime = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Google Calendar's «create event» link, prefilled (times in UTC: Google shows them in the person's zone). */
export function googleCalendarLink(event: Omit<CalendarEvent, "uid">): string {
  const url = new URL("https://calendar.google.com/calendar/render");
  url.searchParams.set("action", "TEMPLATE");
  url.searchParams.set("text", event.summary);
  url.searchParams.set("dates", `${googleTime(event.start)}/${googleTime(event.end)}`);
  url.searchParams.set("details", event.description);
  if (event.location) url.searchParams.set("location", event.location);
  return url.toString();
}
