// Lima's wall clock and calendar words: one rule for the build, the service and the visitor's
// browser (the «Abierto ahora» line, shared/clinic/open-status.ts). Peru keeps UTC−5 all year (no daylight
// saving since 1994); lima-clock.test.ts checks that against Intl's America/Lima. Without Intl on
// purpose: the first Intl.DateTimeFormat a page creates loads the browser's locale and time zone
// data on a slow phone's main thread at the first paint (measured in docs/performance.md,
// npm run bench -- pages --only taps).
const LIMA_OFFSET_MS = -5 * 3_600_000;

/** Peru's weekday names, Sunday first (as Date's getUTCDay counts), and month names («setiembre», as Peru writes it). */
export const WEEKDAY_NAMES = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];
export const MONTH_NAMES = "enero febrero marzo abril mayo junio julio agosto setiembre octubre noviembre diciembre".split(" ");
/** The months in three letters, for charts and tables: «ene» … «set» … «dic». */
export const SHORT_MONTH_NAMES = MONTH_NAMES.map((name) => name.slice(0, 3));

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

/** A Lima calendar date (YYYY-MM-DD) as Peru writes it in full: «5 de setiembre de 2026». */
export function longDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return `${day} de ${MONTH_NAMES[month - 1]} de ${year}`;
}

/** Lima's time of day at `instant`, on a 12-hour clock: «10:04 a. m.», «12:30 p. m.». */
function limaTime(instant: Date): string {
  const { minutes } = limaClock(instant);
  const hour = Math.floor(minutes / 60);
  return `${hour % 12 || 12}:${String(minutes % 60).padStart(2, "0")} ${hour < 12 ? "a. m." : "p. m."}`;
}

// A time written for a person in full (the complaint sheet, e-mails, records) says its zone: the
// service's clock is UTC and a reader's may be anything, so a time without its zone is read wrong
// (issue 40: «3:27 a. m. (UTC)» for 08:27 UTC). Lima's, as the clinic lives by it.
const ZONE = "hora de Lima";

/**
 * An instant (ISO) as Lima's date and time in full, said to be Lima's, for the complaint sheet and
 * e-mails: «5 de setiembre de 2026 a las 10:04 a. m. (hora de Lima)».
 */
export function longDateTime(iso: string): string {
  const instant = new Date(iso);
  return `${longDate(limaDate(instant))} a las ${limaTime(instant)} (${ZONE})`;
}

/**
 * An instant to the second with Lima's offset, said so, for a record a person reads and a program
 * parses back (Date.parse takes it): «2026-11-27T03:27:58-05:00 (hora de Lima)».
 */
export function limaTimestamp(instant: Date): string {
  const lima = new Date(instant.getTime() + LIMA_OFFSET_MS);
  return `${lima.toISOString().slice(0, 19)}-05:00 (${ZONE})`;
}

/** An instant (ISO) as Lima's short date and time, for the back office's tables: «5/09/26, 10:04 a. m.». */
export function shortDateTime(iso: string): string {
  const instant = new Date(iso);
  const [year, month, day] = limaDate(instant).split("-") as [string, string, string];
  return `${Number(day)}/${month}/${year.slice(2)}, ${limaTime(instant)}`;
}
