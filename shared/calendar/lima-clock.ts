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
