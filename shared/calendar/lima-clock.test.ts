import { expect, it } from "vitest";
import {
  limaClock,
  limaDate,
  limaTimestamp,
  longDate,
  longDateTime,
  MONTH_NAMES,
  shortDateTime,
  SHORT_MONTH_NAMES,
  WEEKDAY_NAMES,
} from "./lima-clock.ts";

it("reads Lima's clock as Intl's America/Lima does, every three hours of two years", () => {
  const lima = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Lima",
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    weekday: "short",
  });
  for (let time = Date.UTC(2026, 0, 1, 1, 30); time < Date.UTC(2028, 0, 1); time += 3 * 3_600_000) {
    const parts = Object.fromEntries(lima.formatToParts(time).map((part) => [part.type, part.value]));
    const clock = limaClock(new Date(time));
    expect(clock.day).toBe(`${parts.year}-${parts.month}-${parts.day}`);
    expect(clock.weekday).toBe(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(parts.weekday!));
    expect(clock.minutes).toBe(Number(parts.hour) * 60 + Number(parts.minute));
  }
});

it("names the days and months as Peru's calendar does", () => {
  const named = new Intl.DateTimeFormat("es-PE", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long" });
  for (let day = 0; day < 366; day += 1) {
    const clock = limaClock(new Date(Date.UTC(2026, 0, 1 + day, 12)));
    const ours = `${WEEKDAY_NAMES[clock.weekday]}, ${clock.date} de ${MONTH_NAMES[clock.month]}`;
    expect(ours).toBe(named.format(Date.UTC(2026, 0, 1 + day, 12)));
  }
  expect(limaDate(new Date("2026-11-26T04:30:00Z"))).toBe("2026-11-25");
});

it("writes dates and times as es-PE does, with Peru's «setiembre», whatever the machine's Intl data", () => {
  // Intl is the reference where its data is Peru's; some engines' data write «septiembre».
  const peru = (text: string) => text.replace("septiembre", "setiembre").replace(/\s/g, " ");
  const long = new Intl.DateTimeFormat("es-PE", { dateStyle: "long", timeStyle: "short", timeZone: "America/Lima" });
  const short = new Intl.DateTimeFormat("es-PE", { dateStyle: "short", timeStyle: "short", timeZone: "America/Lima" });
  const day = new Intl.DateTimeFormat("es-PE", { dateStyle: "long", timeZone: "UTC" });
  for (let time = Date.UTC(2026, 0, 1, 0, 7); time < Date.UTC(2027, 0, 1); time += 5 * 3_600_000 + 13 * 60_000) {
    const iso = new Date(time).toISOString();
    // Said to be Lima's (issue 40, finding 9).
    expect(longDateTime(iso), iso).toBe(`${peru(long.format(time))} (hora de Lima)`);
    expect(shortDateTime(iso), iso).toBe(peru(short.format(time)));
    expect(longDate(iso.slice(0, 10)), iso).toBe(peru(day.format(time)));
  }
  expect(longDate("2026-09-05")).toBe("5 de setiembre de 2026");
  expect(longDateTime("2026-09-05T05:04:00Z")).toBe("5 de setiembre de 2026 a las 12:04 a. m. (hora de Lima)");
  expect(shortDateTime("2026-09-05T17:30:00Z")).toBe("5/09/26, 12:30 p. m.");
  // The charts' months in three letters: September is «set» here too.
  expect(SHORT_MONTH_NAMES.join(" ")).toBe("ene feb mar abr may jun jul ago set oct nov dic");
});

// Issue 40, finding 9: a time written for a person says its zone, and the zone is the time's.
it("writes a time for a person as Lima's clock reads it, and says so", () => {
  expect(longDateTime("2026-11-27T08:27:58Z")).toBe("27 de noviembre de 2026 a las 3:27 a. m. (hora de Lima)");
  expect(longDateTime("2026-09-01T04:59:00Z")).toBe("31 de agosto de 2026 a las 11:59 p. m. (hora de Lima)");
  for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2026, 0, 3); time += 37 * 60_000) {
    // The record's form parses back to the same instant (to the second).
    const stamp = limaTimestamp(new Date(time));
    expect(stamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-05:00 \(hora de Lima\)$/);
    expect(Date.parse(stamp.split(" ")[0]!)).toBe(Math.floor(time / 1000) * 1000);
    expect(stamp.slice(0, 10)).toBe(limaDate(new Date(time)));
  }
});
