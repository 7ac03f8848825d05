import { expect, it } from "vitest";
import { limaClock, limaDate, MONTH_NAMES, WEEKDAY_NAMES } from "./lima-clock.ts";

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
