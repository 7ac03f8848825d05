import { expect, test } from "vitest";
import { addBusinessDays, businessDaysBetween, isBusinessDay } from "./business-days.ts";
import { limaDate } from "./lima-clock.ts";

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

test("the deadline counts past 2027: Holy Week 2028 and the year's end", () => {
  // Jueves and Viernes Santo 2028 are 13 and 14 April: Monday 10 April + 5 business days = 19 April.
  expect(addBusinessDays("2028-04-10", 5)).toBe("2028-04-19");
  expect(isBusinessDay("2028-04-13")).toBe(false);
  // 25 December 2030 is a Wednesday, 1 January 2031 too.
  expect(businessDaysBetween("2030-12-23", "2031-01-03")).toBe(7);
});
