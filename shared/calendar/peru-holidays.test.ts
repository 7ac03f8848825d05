import { describe, expect, it } from "vitest";
import { easterSunday, holidaysBetween, isHoliday, peruHolidays } from "./peru-holidays.ts";

describe("Peru's national holidays", () => {
  it("put Easter where the published tables do, in both of its extreme months", () => {
    // Easter Sunday as the Western churches date it (e.g. the tables in the Book of Common Prayer and
    // the US Naval Observatory's list), including its earliest (22 March) and latest (25 April) dates.
    const known: Record<number, string> = {
      1818: "1818-03-22",
      1886: "1886-04-25",
      1943: "1943-04-25",
      2000: "2000-04-23",
      2008: "2008-03-23",
      2011: "2011-04-24",
      2019: "2019-04-21",
      2024: "2024-03-31",
      2025: "2025-04-20",
      2026: "2026-04-05",
      2027: "2027-03-28",
      2028: "2028-04-16",
      2029: "2029-04-01",
      2030: "2030-04-21",
      2038: "2038-04-25",
      2049: "2049-04-18",
      2285: "2285-03-22",
    };
    for (const [year, date] of Object.entries(known)) expect(easterSunday(Number(year)), year).toBe(date);
  });

  it("are the 16 of every year, Holy Week on the Thursday and Friday before Easter", () => {
    for (let year = 2025; year <= 2100; year++) {
      const holidays = peruHolidays(year);
      expect(holidays.size, String(year)).toBe(16);
      const easter = Date.parse(easterSunday(year));
      const holy = [...holidays]
        .filter(([, name]) => name.endsWith("Santo"))
        .map(([date]) => (easter - Date.parse(date)) / 864e5);
      expect(holy, String(year)).toEqual([3, 2]);
    }
  });

  it("match the national calendar as published for 2025–2027", () => {
    expect([...peruHolidays(2026).keys()]).toEqual([
      "2026-01-01",
      "2026-04-02",
      "2026-04-03",
      "2026-05-01",
      "2026-06-07",
      "2026-06-29",
      "2026-07-23",
      "2026-07-28",
      "2026-07-29",
      "2026-08-06",
      "2026-08-30",
      "2026-10-08",
      "2026-11-01",
      "2026-12-08",
      "2026-12-09",
      "2026-12-25",
    ]);
    expect(peruHolidays(2025).get("2025-04-17")).toBe("Jueves Santo");
    expect(peruHolidays(2025).get("2025-04-18")).toBe("Viernes Santo");
    expect(peruHolidays(2027).get("2027-03-25")).toBe("Jueves Santo");
    expect(peruHolidays(2027).get("2027-03-26")).toBe("Viernes Santo");
  });

  it("do not stop in 2028 or later: Holy Week and the fixed days of any year", () => {
    expect(isHoliday("2028-04-13")).toBe(true); // Jueves Santo 2028
    expect(isHoliday("2028-04-14")).toBe(true);
    expect(isHoliday("2028-04-16")).toBe(false); // Easter Sunday itself is no national holiday
    expect(isHoliday("2031-04-10")).toBe(true); // Jueves Santo 2031 (Easter 13 April)
    expect(isHoliday("2035-07-28")).toBe(true);
    expect(isHoliday("2035-07-27")).toBe(false);
    expect(holidaysBetween("2029-12-20", "2030-01-05")).toEqual(["2029-12-25", "2030-01-01"]);
  });
});
