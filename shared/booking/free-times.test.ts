import { describe, expect, test } from "vitest";
import { closedDates } from "#shared/clinic/opening-hours.ts";
import {
  addDays,
  firstAvailable,
  freeTimes,
  isFree,
  limaInstant,
  toMinutes,
  toTime,
  type AvailabilityException,
  type FreeTime,
  type FreeTimeRules,
  type WeeklySpan,
} from "./free-times.ts";

// Monday 2 March 2026, 07:00 in Lima (12:00 UTC): before any span of the day.
const MONDAY = "2026-03-02";
const NOW = new Date("2026-03-02T12:00:00Z");

const span = (weekday: number, from: string, to: string, extra: Partial<WeeklySpan> = {}): WeeklySpan => ({
  professional: "dra-a",
  weekday,
  modality: "presencial",
  start: toMinutes(from),
  end: toMinutes(to),
  ...extra,
});

const rules = (overrides: Partial<FreeTimeRules> = {}): FreeTimeRules => ({
  spans: [span(1, "09:00", "11:00")],
  exceptions: [],
  lengths: {},
  defaultLength: 30,
  closedDates: new Set(),
  horizonDays: 56,
  minNoticeMinutes: 120,
  taken: [],
  ...overrides,
});

/** "YYYY-MM-DD HH:MM" of each time, in Lima. */
const shown = (times: FreeTime[]) => times.map((time) => `${time.day} ${toTime(time.minutes)}`);
const onDay = (times: FreeTime[], day: string) => shown(times.filter((time) => time.day === day));

describe("free times", () => {
  test("a weekly span gives back-to-back times of the consultation's length, in Lima time", () => {
    const times = freeTimes(rules(), { now: NOW });
    expect(onDay(times, MONDAY)).toEqual([`${MONDAY} 09:00`, `${MONDAY} 09:30`, `${MONDAY} 10:00`, `${MONDAY} 10:30`]);
    // 09:00 in Lima is 14:00 UTC (UTC−5 all year).
    expect(new Date(times[0]!.start).toISOString()).toBe("2026-03-02T14:00:00.000Z");
    expect(times[0]!.end - times[0]!.start).toBe(30 * 60_000);
    // Every Monday of the horizon, and no other day.
    expect(new Set(times.map((time) => new Date(`${time.day}T00:00:00Z`).getUTCDay()))).toEqual(new Set([1]));
    expect(new Set(times.map((time) => time.day)).size).toBe(8);
  });

  test("a time must fit whole in its span: a 45-minute consultation in 09:00–11:00 gives 09:00 and 09:45", () => {
    expect(onDay(freeTimes(rules({ defaultLength: 45 }), { now: NOW }), MONDAY)).toEqual([`${MONDAY} 09:00`, `${MONDAY} 09:45`]);
    // A professional's own length wins over the default.
    expect(onDay(freeTimes(rules({ lengths: { "dra-a": 60 } }), { now: NOW }), MONDAY)).toEqual([
      `${MONDAY} 09:00`,
      `${MONDAY} 10:00`,
    ]);
  });

  test("spans are per modality and per professional", () => {
    const both = rules({
      spans: [
        span(1, "09:00", "10:00"),
        span(1, "15:00", "16:00", { modality: "virtual" }),
        span(2, "09:00", "10:00", { professional: "dr-b" }),
      ],
    });
    expect(onDay(freeTimes(both, { now: NOW, modality: "virtual" }), MONDAY)).toEqual([`${MONDAY} 15:00`, `${MONDAY} 15:30`]);
    expect(onDay(freeTimes(both, { now: NOW, modality: "presencial" }), MONDAY)).toEqual([`${MONDAY} 09:00`, `${MONDAY} 09:30`]);
    const tuesday = addDays(MONDAY, 1);
    expect(onDay(freeTimes(both, { now: NOW, professional: "dr-b" }), tuesday)).toEqual([`${tuesday} 09:00`, `${tuesday} 09:30`]);
    expect(freeTimes(both, { now: NOW, professional: "dr-b" }).every((time) => time.professional === "dr-b")).toBe(true);
  });

  test("an absence takes whole days, from and to included", () => {
    const away: AvailabilityException = {
      professional: "dra-a",
      kind: "ausencia",
      from: addDays(MONDAY, 7),
      to: addDays(MONDAY, 14),
    };
    const times = freeTimes(rules({ exceptions: [away] }), { now: NOW });
    expect(onDay(times, addDays(MONDAY, 7))).toEqual([]);
    expect(onDay(times, addDays(MONDAY, 14))).toEqual([]);
    expect(onDay(times, addDays(MONDAY, 21))).toHaveLength(4);
    expect(onDay(times, MONDAY)).toHaveLength(4);
    // Another professional's absence changes nothing.
    expect(freeTimes(rules({ exceptions: [{ ...away, professional: "dr-b" }] }), { now: NOW })).toHaveLength(32);
  });

  test("blocked hours remove every time they touch, on their date only", () => {
    const block: AvailabilityException = {
      professional: "dra-a",
      kind: "bloqueo",
      date: MONDAY,
      start: toMinutes("09:45"),
      end: toMinutes("10:15"),
    };
    const times = freeTimes(rules({ exceptions: [block] }), { now: NOW });
    expect(onDay(times, MONDAY)).toEqual([`${MONDAY} 09:00`, `${MONDAY} 10:30`]);
    expect(onDay(times, addDays(MONDAY, 7))).toHaveLength(4);
  });

  test("an extra day offers its hours in its modality, besides the week's", () => {
    const sunday = addDays(MONDAY, 6);
    const extra: AvailabilityException = {
      professional: "dra-a",
      kind: "extra",
      date: sunday,
      start: toMinutes("10:00"),
      end: toMinutes("11:00"),
      modality: "virtual",
    };
    const times = freeTimes(rules({ exceptions: [extra] }), { now: NOW });
    expect(onDay(times, sunday)).toEqual([`${sunday} 10:00`, `${sunday} 10:30`]);
    expect(times.filter((time) => time.day === sunday).every((time) => time.modality === "virtual")).toBe(true);
    expect(
      freeTimes(rules({ exceptions: [extra] }), { now: NOW, modality: "presencial" }).some((time) => time.day === sunday),
    ).toBe(false);
  });

  test("nothing on the clinic's holidays and closed days, extra days included", () => {
    // Thursday 2 April 2026 is Jueves Santo; 9 March a closed day of the clinic's own.
    const facts = { hours: {} as never, closedOnHolidays: true, closedDays: [{ date: "2026-03-09", reason: "Inventario" }] };
    const closed = new Set(closedDates(facts, "2026-01-01", "2026-12-31"));
    const thursday = "2026-04-02";
    const spans = [span(1, "09:00", "11:00"), span(4, "09:00", "11:00")];
    const extra: AvailabilityException = {
      professional: "dra-a",
      kind: "extra",
      date: "2026-03-09",
      start: 900,
      end: 960,
      modality: "virtual",
    };
    const times = freeTimes(rules({ spans, exceptions: [extra], closedDates: closed }), { now: NOW });
    expect(onDay(times, thursday)).toEqual([]);
    expect(onDay(times, "2026-03-09")).toEqual([]);
    expect(onDay(times, "2026-03-26")).toHaveLength(4);
    // Without closing on holidays, Jueves Santo is a day like another.
    const open = new Set(closedDates({ ...facts, closedOnHolidays: false }, "2026-01-01", "2026-12-31"));
    expect(onDay(freeTimes(rules({ spans, closedDates: open }), { now: NOW }), thursday)).toHaveLength(4);
  });

  test("the horizon: times on this many days from today (Lima), no further", () => {
    const daily = [0, 1, 2, 3, 4, 5, 6].map((weekday) => span(weekday, "09:00", "10:00"));
    const times = freeTimes(rules({ spans: daily, horizonDays: 7 }), { now: NOW });
    expect(new Set(times.map((time) => time.day))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6].map((n) => addDays(MONDAY, n))));
    expect(freeTimes(rules({ spans: daily, horizonDays: 0 }), { now: NOW })).toEqual([]);
    // Late on Sunday night in Lima (04:30 UTC on Monday) "today" is still Sunday.
    const sundayNight = new Date("2026-03-02T04:30:00Z");
    expect(freeTimes(rules({ spans: daily, horizonDays: 1, minNoticeMinutes: 0 }), { now: sundayNight })).toEqual([]);
  });

  test("the shortest notice: nothing that starts sooner than it after now", () => {
    // 08:00 in Lima with 2 hours' notice: 09:00 and 09:30 are too soon, 10:00 is exactly 2 hours away.
    const eight = new Date(limaInstant(MONDAY, toMinutes("08:00")));
    expect(onDay(freeTimes(rules(), { now: eight }), MONDAY)).toEqual([`${MONDAY} 10:00`, `${MONDAY} 10:30`]);
    expect(onDay(freeTimes(rules({ minNoticeMinutes: 0 }), { now: eight }), MONDAY)).toHaveLength(4);
    // After the span, today offers nothing.
    const noon = new Date(limaInstant(MONDAY, toMinutes("12:00")));
    expect(onDay(freeTimes(rules(), { now: noon }), MONDAY)).toEqual([]);
  });

  test("a time already taken is not offered, in any modality, nor one it overlaps", () => {
    const nineThirty = limaInstant(MONDAY, toMinutes("09:30"));
    const spans = [span(1, "09:00", "11:00"), span(1, "09:00", "11:00", { modality: "virtual" })];
    const taken = [{ professional: "dra-a", start: nineThirty, end: nineThirty + 30 * 60_000 }];
    const times = freeTimes(rules({ spans, taken }), { now: NOW });
    expect(onDay(times, MONDAY)).toEqual([
      `${MONDAY} 09:00`,
      `${MONDAY} 09:00`,
      `${MONDAY} 10:00`,
      `${MONDAY} 10:00`,
      `${MONDAY} 10:30`,
      `${MONDAY} 10:30`,
    ]);
    // An appointment of an older, longer length (09:15–10:15) takes every time it touches.
    const long = [
      { professional: "dra-a", start: limaInstant(MONDAY, toMinutes("09:15")), end: limaInstant(MONDAY, toMinutes("10:15")) },
    ];
    expect(onDay(freeTimes(rules({ taken: long }), { now: NOW }), MONDAY)).toEqual([`${MONDAY} 10:30`]);
    // Another professional's appointment changes nothing.
    expect(onDay(freeTimes(rules({ taken: [{ ...taken[0]!, professional: "dr-b" }] }), { now: NOW }), MONDAY)).toHaveLength(4);
    expect(isFree(rules({ taken }), { professional: "dra-a", modality: "presencial", start: nineThirty }, NOW)).toBe(false);
    expect(
      isFree(rules({ taken }), { professional: "dra-a", modality: "presencial", start: nineThirty + 30 * 60_000 }, NOW),
    ).toBe(true);
    // A time not on the grid of its span is never free.
    expect(isFree(rules(), { professional: "dra-a", modality: "presencial", start: nineThirty + 60_000 }, NOW)).toBe(false);
  });

  test("«el primero disponible»: one entry per time, the first professional free then", () => {
    const spans = [span(1, "09:00", "10:00"), span(1, "09:30", "10:30", { professional: "dr-b" })];
    const nine = limaInstant(MONDAY, toMinutes("09:00"));
    const first = firstAvailable(
      freeTimes(rules({ spans, taken: [{ professional: "dra-a", start: nine + 30 * 60_000, end: nine + 60 * 60_000 }] }), {
        now: NOW,
        from: MONDAY,
        to: MONDAY,
      }),
    );
    expect(first.map((time) => [toTime(time.minutes), time.professional])).toEqual([
      ["09:00", "dra-a"],
      ["09:30", "dr-b"],
      ["10:00", "dr-b"],
    ]);
  });
});
