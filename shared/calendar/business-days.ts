// Business days (días hábiles) as SUSALUD's rule counts a claim's deadline: Monday to Friday, less
// Peru's national holidays (peru-holidays.ts). Dates are calendar dates in Lima (YYYY-MM-DD): the
// clinic's day, whatever the server's time zone. Shared with the back office (days left).
import { isHoliday } from "./peru-holidays.ts";

function shift(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function isBusinessDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isHoliday(date);
}

/**
 * The date `days` business days after `date`, not counting `date` itself: a claim filed on any day
 * starts counting on the next business day, and its deadline is the last day of the count.
 */
export function addBusinessDays(date: string, days: number): string {
  let current = date;
  let left = days;
  while (left > 0) {
    current = shift(current, 1);
    if (isBusinessDay(current)) left--;
  }
  return current;
}

/**
 * Business days after `from` up to and including `to` (0 when `to` is not after `from`; negative
 * when `to` is before `from`, counting the business days overdue). For "days left": from today to
 * the deadline.
 */
export function businessDaysBetween(from: string, to: string): number {
  if (from === to) return 0;
  const sign = to > from ? 1 : -1;
  const [start, end] = sign > 0 ? [from, to] : [to, from];
  let count = 0;
  for (let current = shift(start, 1); current <= end; current = shift(current, 1)) {
    if (isBusinessDay(current)) count++;
  }
  return sign * count;
}
