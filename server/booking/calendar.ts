// Calendar formats for an appointment: the .ics event (ical-generator, the maintained writer; our
// tests read it back with ical.js), the «Añadir a Google Calendar» link, the professionals' feeds,
// and the words people read (Lima's date and time, without Intl: #shared/calendar/lima-clock.ts).
import ical, { ICalCalendarMethod } from "ical-generator";
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
}

/** One calendar (an appointment's attachment, or a professional's feed), as iCalendar text. */
export function icsOf(events: CalendarEvent[], { name, method }: { name: string; method?: "request" | "publish" }): string {
  const calendar = ical({ name, prodId: { company: "alborada", product: "agenda", language: "ES" } });
  if (method === "request") calendar.method(ICalCalendarMethod.REQUEST);
  if (method === "publish") calendar.method(ICalCalendarMethod.PUBLISH);
  for (const event of events)
    calendar.createEvent({
      id: event.uid,
      start: new Date(event.start),
      end: new Date(event.end),
      summary: event.summary,
      description: event.description,
      location: event.location ?? null,
      url: event.url ?? null,
    });
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
