// Calendar formats for an appointment: the .ics event (ical-generator, the maintained writer; our
// tests read it back with ical.js), the «Añadir a Google Calendar» link, the professionals' feeds,
// and the words people read (Lima's date and time, without Intl: #shared/calendar/lima-clock.ts).
import ical, { ICalCalendarMethod } from "ical-generator";
import { limaClock, MONTH_NAMES, WEEKDAY_NAMES } from "#shared/calendar/lima-clock.ts";

/** «lunes 2 de marzo de 2026» */
export function longDate(instant: number) {
  const clock = limaClock(new Date(instant));
  return `${WEEKDAY_NAMES[clock.weekday]} ${clock.date} de ${MONTH_NAMES[clock.month]} de ${clock.day.slice(0, 4)}`;
}

/** «9:00», as Peru writes the hour. */
export function shortTime(instant: number) {
  const { minutes } = limaClock(new Date(instant));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
}

/** «9:00 a. m.» would need Intl; the 24-hour clock is Peru's written norm in medical settings. */
export const dateAndTime = (instant: number) => `${longDate(instant)}, ${shortTime(instant)}`;

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
