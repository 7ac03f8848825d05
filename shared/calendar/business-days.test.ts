import { expect, test } from "vitest";
import { addBusinessDays, businessDaysBetween, isBusinessDay } from "./business-days.ts";
import { limaDate } from "./lima-clock.ts";
import { HOLIDAY_YEARS, PERU_HOLIDAYS } from "./peru-holidays.ts";

test("weekends and Peru's national holidays are not business days", () => {
  expect(isBusinessDay("2026-11-23")).toBe(true); // a Monday
  expect(isBusinessDay("2026-11-22")).toBe(false); // a Sunday
  expect(isBusinessDay("2026-07-28")).toBe(false); // Fiestas Patrias, a Tuesday
  expect(isBusinessDay("2026-04-02")).toBe(false); // Jueves Santo
});

test("counting skips weekends and holidays, starting the day after", () => {
  // 23 July, 28–29 July and 6 August 2026 fall on weekdays (counted by hand).
  expect(addBusinessDays("2026-07-20", 10)).toBe("2026-08-07");
  expect(businessDaysBetween("2026-07-20", "2026-08-07")).toBe(10);
  expect(businessDaysBetween("2026-08-07", "2026-07-20")).toBe(-10);
  expect(businessDaysBetween("2026-08-07", "2026-08-07")).toBe(0);
});

test("a day's date is Lima's (UTC−5), not the server's", () => {
  expect(limaDate(new Date("2026-01-01T04:59:00Z"))).toBe("2025-12-31");
  expect(limaDate(new Date("2026-01-01T05:00:00Z"))).toBe("2026-01-01");
});

test("the holiday list covers this year and the next (add a year before it runs out)", () => {
  const year = new Date().getUTCFullYear();
  expect(HOLIDAY_YEARS).toContain(year);
  // 16 national holidays a year since 2023.
  for (const listed of HOLIDAY_YEARS)
    expect([...PERU_HOLIDAYS.keys()].filter((d) => d.startsWith(`${listed}-`))).toHaveLength(16);
  if (new Date().getUTCMonth() === 11) expect(HOLIDAY_YEARS).toContain(year + 1);
});
