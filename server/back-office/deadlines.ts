// When something is due, as an instant and as staff read it: a request's promised call-back and a
// claim's legal answer are due at the end of a Lima business day (the clinic's closing time that
// day, from its facts), and said «vence hoy a las 18:00», «vencida hace 2 días hábiles». 24-hour
// times: no «a. m.» to trip over.
import { businessDaysBetween } from "#shared/calendar/business-days.ts";
import { limaClock, limaDate, MONTH_NAMES, WEEKDAY_NAMES } from "#shared/calendar/lima-clock.ts";
import { WEEKDAYS } from "#shared/clinic/facts-schema.ts";
import type { Clinic } from "#shared/clinic/facts.ts";

/** The time (HH:MM, Lima) a day's work ends, for a Lima calendar day (YYYY-MM-DD). */
export type DayEnds = (day: string) => string;

/** The clinic's closing time that day (its last stretch's), else 18:00 on a day it does not open. */
export const clinicDayEnds =
  (hours: Clinic["hours"]): DayEnds =>
  (day) => {
    const weekday = WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!;
    return hours[weekday].at(-1)?.closes ?? "18:00";
  };

/** The instant (ms) a Lima day's `time` is: Peru keeps UTC−5 all year. */
export const limaInstant = (day: string, time: string) => Date.parse(`${day}T${time}:00-05:00`);

/** The last instant of `now`'s Lima day: what is due by then is «Hoy»'s. */
export const endOfLimaDay = (now: Date) => limaInstant(limaDate(now), "23:59") + 59_999;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 864e5).toISOString().slice(0, 10);
const hhmm = (instant: number) => {
  const { minutes } = limaClock(new Date(instant));
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
};
const businessDays = (n: number) => `${n} ${n === 1 ? "día hábil" : "días hábiles"}`;

/** «jueves 5 de marzo». */
export const sayDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAY_NAMES[date.getUTCDay()]} ${date.getUTCDate()} de ${MONTH_NAMES[date.getUTCMonth()]}`;
};

/**
 * What is left before `due`, said: «vence hoy a las 18:00», «vence mañana a las 18:00», «vence el
 * jueves 5 de marzo (3 días hábiles)»; once passed, «venció hoy a las 18:00», «vencida hace 2 días
 * hábiles» (vencido for a claim: `masculine`).
 */
export function sayDue(due: number, now: Date, masculine = false): { label: string; overdue: boolean } {
  const today = limaDate(now);
  const day = limaDate(new Date(due));
  const time = hhmm(due);
  if (due >= now.getTime()) {
    if (day === today) return { label: `vence hoy a las ${time}`, overdue: false };
    if (day === nextDay(today)) return { label: `vence mañana a las ${time}`, overdue: false };
    return { label: `vence el ${sayDay(day)} (${businessDays(businessDaysBetween(today, day))})`, overdue: false };
  }
  if (day === today) return { label: `venció hoy a las ${time}`, overdue: true };
  const late = businessDaysBetween(day, today);
  const word = masculine ? "vencido" : "vencida";
  return { label: late > 0 ? `${word} hace ${businessDays(late)}` : `${word} el ${sayDay(day)}`, overdue: true };
}

/** «1 pendiente», «2 pendientes»: a count and its noun, singular or plural. */
export const count = (n: number, singular: string, plural = `${singular}s`) => `${n} ${n === 1 ? singular : plural}`;
