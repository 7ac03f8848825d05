// The free times of a first consultation: one rule for the service's pages, its API, the back
// office and the bench. Pure: everything it needs comes in (the weekly spans, the exceptions, the
// clinic's closed dates, the settings, the times already taken and the clock), so every rule is
// tested without a database (free-times.test.ts). Times are Lima's wall clock (UTC−5 all year,
// #shared/calendar/lima-clock.ts): a span "09:00–13:00" on a Monday is 14:00–18:00 UTC that day.
import { limaClock } from "#shared/calendar/lima-clock.ts";

export const MODALITIES = ["presencial", "virtual"] as const;
export type Modality = (typeof MODALITIES)[number];

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Lima is UTC−5: Lima's midnight is 05:00 UTC. */
const LIMA_OFFSET_MS = 5 * 60 * MINUTE_MS;

/** Weekly availability: on `weekday` (0 = Sunday, as Date counts), from `start` to `end` minutes after Lima's midnight. */
export interface WeeklySpan {
  professional: string;
  weekday: number;
  modality: Modality;
  start: number;
  end: number;
}

/**
 * A change to the weekly spans on given dates (YYYY-MM-DD, Lima):
 * - `ausencia`: away from `from` to `to`, both included (vacation, a congress);
 * - `bloqueo`: the hours `start`–`end` of `date` are not offered (a meeting, a surgery);
 * - `extra`: the hours `start`–`end` of `date` are offered in `modality` besides the week's spans.
 */
export type AvailabilityException =
  | { professional: string; kind: "ausencia"; from: string; to: string }
  | { professional: string; kind: "bloqueo"; date: string; start: number; end: number }
  | { professional: string; kind: "extra"; date: string; start: number; end: number; modality: Modality };

/** A time no longer free: a booked appointment or a hold on it (epoch ms, end excluded). */
export interface TakenTime {
  professional: string;
  start: number;
  end: number;
}

export interface FreeTimeRules {
  spans: readonly WeeklySpan[];
  exceptions: readonly AvailabilityException[];
  /** Each professional's consultation length in minutes; `defaultLength` for the others. */
  lengths: Readonly<Record<string, number>>;
  defaultLength: number;
  /** The clinic's holidays and closed days (YYYY-MM-DD): nothing is offered on them. */
  closedDates: ReadonlySet<string>;
  /** Times are offered on this many days, today included (Lima). */
  horizonDays: number;
  /** A time starts at least this many minutes after now. */
  minNoticeMinutes: number;
  taken: readonly TakenTime[];
}

export interface FreeTime {
  professional: string;
  modality: Modality;
  /** Epoch ms. */
  start: number;
  end: number;
  /** Lima's date (YYYY-MM-DD) and minutes after its midnight. */
  day: string;
  minutes: number;
}

export interface FreeTimeQuery {
  now: Date;
  professional?: string;
  modality?: Modality;
  /** Only these Lima dates (YYYY-MM-DD, both included), within the horizon. */
  from?: string;
  to?: string;
}

/** The instant of `minutes` after Lima's midnight of `day` (YYYY-MM-DD). */
export const limaInstant = (day: string, minutes: number) =>
  Date.parse(`${day}T00:00:00Z`) + LIMA_OFFSET_MS + minutes * MINUTE_MS;

/** `day` (YYYY-MM-DD) moved by `days`. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** 0 = Sunday. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** "09:30" → 570. */
export const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** 570 → "09:30". */
export const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The Lima days the horizon covers, from today. */
export function horizonDaysFrom(now: Date, horizonDays: number): string[] {
  const today = limaClock(now).day;
  return Array.from({ length: Math.max(0, horizonDays) }, (_, index) => addDays(today, index));
}

const overlaps = (aStart: number, aEnd: number, bStart: number, bEnd: number) => aStart < bEnd && bStart < aEnd;

/**
 * The free times, in order of start (then of the professionals' order in `spans`), each of one
 * professional in one modality. A time is free when a span (weekly or extra) of its professional
 * and modality holds it whole, its date is within the horizon and not a clinic's closed date nor an
 * absence, no blocked hours touch it, it starts at least the shortest notice after `now`, and none
 * of its professional's taken times overlaps it (whatever the modality: one person, one time).
 */
export function freeTimes(rules: FreeTimeRules, query: FreeTimeQuery): FreeTime[] {
  const earliest = query.now.getTime() + rules.minNoticeMinutes * MINUTE_MS;
  const days = horizonDaysFrom(query.now, rules.horizonDays).filter(
    (day) => (!query.from || day >= query.from) && (!query.to || day <= query.to) && !rules.closedDates.has(day),
  );
  if (days.length === 0) return [];
  const wanted = (professional: string, modality: Modality) =>
    (!query.professional || professional === query.professional) && (!query.modality || modality === query.modality);

  // Taken times by professional, in order of start, so each candidate is checked against its own
  // few, from where the previous one stopped.
  const takenBy = new Map<string, TakenTime[]>();
  for (const time of rules.taken) {
    if (query.professional && time.professional !== query.professional) continue;
    (takenBy.get(time.professional) ?? takenBy.set(time.professional, []).get(time.professional)!).push(time);
  }
  for (const list of takenBy.values()) list.sort((a, b) => a.start - b.start);
  const order = new Map<string, number>();
  for (const span of rules.spans) if (!order.has(span.professional)) order.set(span.professional, order.size);
  const spans = rules.spans.filter((span) => wanted(span.professional, span.modality));

  const result: FreeTime[] = [];
  for (const day of days) {
    const weekday = weekdayOf(day);
    const midnight = limaInstant(day, 0);
    const todays = [
      ...spans.filter((span) => span.weekday === weekday),
      ...rules.exceptions.flatMap((exception) =>
        exception.kind === "extra" && exception.date === day ? [{ ...exception, weekday }] : [],
      ),
    ].filter((span) => wanted(span.professional, span.modality));
    for (const span of todays) {
      const { professional } = span;
      const away = rules.exceptions.some(
        (exception) =>
          exception.professional === professional &&
          exception.kind === "ausencia" &&
          exception.from <= day &&
          day <= exception.to,
      );
      if (away) continue;
      const blocked = rules.exceptions.filter(
        (exception): exception is Extract<AvailabilityException, { kind: "bloqueo" }> =>
          exception.professional === professional && exception.kind === "bloqueo" && exception.date === day,
      );
      const length = rules.lengths[professional] ?? rules.defaultLength;
      if (!(length > 0)) continue;
      const taken = takenBy.get(professional) ?? [];
      // The first taken time that may overlap this span (the list is in order of start).
      let first = 0;
      const spanStart = midnight + span.start * MINUTE_MS;
      while (first < taken.length && taken[first]!.end <= spanStart) first++;
      for (let minutes = span.start; minutes + length <= span.end; minutes += length) {
        const start = midnight + minutes * MINUTE_MS;
        const end = start + length * MINUTE_MS;
        if (start < earliest) continue;
        if (blocked.some((block) => overlaps(minutes, minutes + length, block.start, block.end))) continue;
        while (first < taken.length && taken[first]!.end <= start) first++;
        let clash = false;
        for (let index = first; index < taken.length && taken[index]!.start < end; index++)
          if (overlaps(start, end, taken[index]!.start, taken[index]!.end)) clash = true;
        if (clash) continue;
        result.push({ professional, modality: span.modality, start, end, day, minutes });
      }
    }
  }
  // Two spans of one professional may offer the same time (one per modality, or an extra over a
  // weekly span): one entry per professional, time and modality.
  const seen = new Set<string>();
  return result
    .sort((a, b) => a.start - b.start || (order.get(a.professional) ?? 99) - (order.get(b.professional) ?? 99))
    .filter((time) => {
      const key = `${time.professional} ${time.modality} ${time.start}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * «El primero disponible»: one entry per start time, the first professional (in the spans' order)
 * free then.
 */
export function firstAvailable(times: readonly FreeTime[]): FreeTime[] {
  const seen = new Set<number>();
  return times.filter((time) => (seen.has(time.start) ? false : (seen.add(time.start), true)));
}

/** Whether `time` (professional, modality, start) is one of the free times now. */
export function isFree(rules: FreeTimeRules, time: { professional: string; modality: Modality; start: number }, now: Date) {
  const day = limaClock(new Date(time.start)).day;
  return freeTimes(rules, { now, professional: time.professional, modality: time.modality, from: day, to: day }).some(
    (free) => free.start === time.start,
  );
}
