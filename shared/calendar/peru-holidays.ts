// Peru's national public holidays (feriados nacionales), for any year: the days that do not count as
// business days (días hábiles) for a claim's deadline, and the days the clinic closes when its facts
// say so (content/clinica.yml `closedOnHolidays`; its own extra closed days are `closedDays` there).
// Sources: Decreto Legislativo N.° 713 and the laws of 2022–2023 that added 7 June, 23 July, 6 August
// (Ley N.° 31530) and 9 December, as listed in the national calendar published each December (e.g.
// RPP, 27 December 2025: «16 feriados nacionales» for 2026). Jueves and Viernes Santo move with
// Easter, computed here (Gregorian computus). «Días no laborables» decreed for the public sector are
// NOT holidays and are not listed. A law that adds or moves a holiday is a change to FIXED below.

/** The holidays on the same day every year (MM-DD). */
const FIXED = [
  ["01-01", "Año Nuevo"],
  ["05-01", "Día del Trabajo"],
  ["06-07", "Batalla de Arica y Día de la Bandera"],
  ["06-29", "San Pedro y San Pablo"],
  ["07-23", "Día de la Fuerza Aérea del Perú"],
  ["07-28", "Fiestas Patrias"],
  ["07-29", "Fiestas Patrias"],
  ["08-06", "Batalla de Junín"],
  ["08-30", "Santa Rosa de Lima"],
  ["10-08", "Combate de Angamos"],
  ["11-01", "Día de Todos los Santos"],
  ["12-08", "Inmaculada Concepción"],
  ["12-09", "Batalla de Ayacucho"],
  ["12-25", "Navidad"],
] as const;

const iso = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Easter Sunday of a Gregorian year (YYYY-MM-DD): the "anonymous Gregorian algorithm" (Meeus,
 * Astronomical Algorithms, ch. 8), the Western churches' date, which Peru's Holy Week follows.
 */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(new Date(Date.UTC(year, month - 1, day)));
}

/** `days` days before or after a date (YYYY-MM-DD). */
const shift = (date: string, days: number) => iso(new Date(Date.parse(`${date}T00:00:00Z`) + days * 864e5));

const byYear = new Map<number, ReadonlyMap<string, string>>();

/** One year's national holidays, by date (YYYY-MM-DD) → name, in date order. */
export function peruHolidays(year: number): ReadonlyMap<string, string> {
  let holidays = byYear.get(year);
  if (!holidays) {
    const easter = easterSunday(year);
    const dated: [string, string][] = [
      ...FIXED.map(([day, name]) => [`${year}-${day}`, name] as [string, string]),
      [shift(easter, -3), "Jueves Santo"],
      [shift(easter, -2), "Viernes Santo"],
    ];
    holidays = new Map(dated.sort(([a], [b]) => a.localeCompare(b)));
    byYear.set(year, holidays);
  }
  return holidays;
}

export const isHoliday = (date: string) => peruHolidays(Number(date.slice(0, 4))).has(date);

/** The holidays from `from` to `to`, both included (YYYY-MM-DD), in date order. */
export function holidaysBetween(from: string, to: string): string[] {
  const years = Array.from(
    { length: Number(to.slice(0, 4)) - Number(from.slice(0, 4)) + 1 },
    (_, n) => Number(from.slice(0, 4)) + n,
  );
  return years.flatMap((year) => [...peruHolidays(year).keys()]).filter((date) => date >= from && date <= to);
}
