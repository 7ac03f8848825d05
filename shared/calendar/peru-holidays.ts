// Peru's national public holidays (feriados nacionales) for 2025–2027, the days that do not count as
// business days (días hábiles) for a claim's deadline. Sources: Decreto Legislativo N.° 713 and the
// laws of 2022–2023 that added 7 June, 23 July, 6 August (Ley N.° 31530) and 9 December; the law
// numbers of the others are to confirm), as listed in the national
// calendar published each December (e.g. RPP, 27 December 2025: «16 feriados nacionales» for 2026).
// Jueves and Viernes Santo move with Easter (2025: 20 April, 2026: 5 April, 2027: 28 March).
// «Días no laborables» decreed for the public sector are NOT holidays and are not listed.
// Checked on 2026-11-23. Add the next year before it starts: `isCovered` tells the back office
// (server/back-office/) when a date falls outside the list, and a unit test fails in December of
// the last listed year.

/** The years the list covers. */
export const HOLIDAY_YEARS = [2025, 2026, 2027] as const;

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

const HOLY_WEEK: Record<(typeof HOLIDAY_YEARS)[number], [jueves: string, viernes: string]> = {
  2025: ["04-17", "04-18"],
  2026: ["04-02", "04-03"],
  2027: ["03-25", "03-26"],
};

/** Every listed holiday, by date (YYYY-MM-DD) → name. */
export const PERU_HOLIDAYS: ReadonlyMap<string, string> = new Map(
  HOLIDAY_YEARS.flatMap((year) => [
    ...FIXED.map(([day, name]) => [`${year}-${day}`, name] as const),
    [`${year}-${HOLY_WEEK[year][0]}`, "Jueves Santo"] as const,
    [`${year}-${HOLY_WEEK[year][1]}`, "Viernes Santo"] as const,
  ]),
);

export const isHoliday = (date: string) => PERU_HOLIDAYS.has(date);
export const isCovered = (date: string) => HOLIDAY_YEARS.includes(Number(date.slice(0, 4)) as never);
