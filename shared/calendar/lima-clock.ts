// Lima's wall clock and calendar words: one rule for the build, the service and the visitor's
// browser (the «Abierto ahora» line, shared/clinic/open-status.ts). Peru keeps UTC−5 all year (no daylight
// saving since 1994); lima-clock.test.ts checks that against Intl's America/Lima. Without Intl on
// purpose: the first Intl.DateTimeFormat a page creates loads the browser's locale and time zone
// data, about 100 ms of a slow phone's main thread at the first paint (npm run bench -- --only taps).
const LIMA_OFFSET_MS = -5 * 3_600_000;

/** Peru's weekday names, Sunday first (as Date's getUTCDay counts), and month names («setiembre», as Peru writes it). */
export const WEEKDAY_NAMES = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];
export const MONTH_NAMES = "enero febrero marzo abril mayo junio julio agosto setiembre octubre noviembre diciembre".split(" ");

/** Lima's wall clock at `instant`: its calendar day (YYYY-MM-DD), weekday (0 = Sunday), day of the month, month (0 = January) and minutes since midnight. */
export function limaClock(instant: Date) {
  const lima = new Date(instant.getTime() + LIMA_OFFSET_MS);
  return {
    day: lima.toISOString().slice(0, 10),
    weekday: lima.getUTCDay(),
    date: lima.getUTCDate(),
    month: lima.getUTCMonth(),
    minutes: lima.getUTCHours() * 60 + lima.getUTCMinutes(),
  };
}

/** The calendar date in Lima (YYYY-MM-DD) of an instant: the clinic's day, whatever the machine's zone. */
export const limaDate = (instant: Date = new Date()): string => limaClock(instant).day;

// The words a time is written in for a person (e-mails, sheets, records), with its zone said: the
// service's clock is UTC and a visitor's may be anything, so a time without its zone would be read
// wrong. Lima's, as the clinic lives by it.
const ZONE = "hora de Lima";

/** A Lima calendar date (YYYY-MM-DD) in words: «27 de noviembre de 2026» («setiembre», as Peru writes it). */
export function limaDayText(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return `${date} de ${MONTH_NAMES[month - 1]} de ${year}`;
}

/** An instant as Lima's clock reads it, said so: «27 de noviembre de 2026, 3:27 a. m. (hora de Lima)». */
export function limaDateTimeText(instant: Date): string {
  const { day, minutes } = limaClock(instant);
  const hours = Math.floor(minutes / 60);
  const clock = `${hours % 12 || 12}:${String(minutes % 60).padStart(2, "0")} ${hours < 12 ? "a. m." : "p. m."}`;
  return `${limaDayText(day)}, ${clock} (${ZONE})`;
}

/**
 * An instant to the second with Lima's offset, said so, for a record a person reads and a program
 * parses back (Date.parse takes it): «2026-11-27T03:27:58-05:00 (hora de Lima)».
 */
export function limaTimestamp(instant: Date): string {
  const lima = new Date(instant.getTime() + LIMA_OFFSET_MS);
  return `${lima.toISOString().slice(0, 19)}-05:00 (${ZONE})`;
}
