// What an availability change changed, as the audit log says it (issue 47): the professional and
// the span, the exception, the length or the settings, in a few words. Never the exception's note
// (a text someone wrote) nor anything about a patient.
import type { Db } from "#server/db.ts";
import { readExceptions, readSettings, readSpans, type BookingSettings } from "#server/booking/store.ts";
import { WEEKDAY_NAMES } from "#shared/calendar/lima-clock.ts";
import { professionalLength, type ExceptionSpan } from "./data.ts";

/** 540 → "09:00". */
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export interface SpanChange {
  weekday: number;
  modality: string;
  start: number;
  end: number;
}

export const spanText = (span: SpanChange) =>
  `${WEEKDAY_NAMES[span.weekday]} ${span.modality} de ${clock(span.start)} a ${clock(span.end)}`;

export function exceptionText(exception: ExceptionSpan) {
  if (exception.kind === "ausencia")
    return exception.from === exception.to
      ? `ausencia el ${exception.from}`
      : `ausencia del ${exception.from} al ${exception.to}`;
  const hours = `el ${exception.from} de ${clock(exception.start ?? 0)} a ${clock(exception.end ?? 0)}`;
  return exception.kind === "extra" ? `horas extra ${exception.modality ?? ""} ${hours}`.replace("  ", " ") : `bloqueo ${hours}`;
}

/** A weekly span by its id, as the audit names it (read before it is deleted). */
export function spanById(db: Db, slug: string, id: number): string | undefined {
  const span = readSpans(db, slug).find((row) => row.id === id);
  return span && spanText(span);
}

/** An exception by its id, as the audit names it (read before it is deleted). */
export function exceptionById(db: Db, slug: string, id: number): string | undefined {
  const found = readExceptions(db, "0000-01-01", slug).find((row) => row.id === id);
  if (!found) return undefined;
  return exceptionText(
    found.kind === "ausencia"
      ? { kind: "ausencia", from: found.from, to: found.to, start: null, end: null, modality: null }
      : {
          kind: found.kind,
          from: found.date,
          to: found.date,
          start: found.start,
          end: found.end,
          modality: found.kind === "extra" ? found.modality : null,
        },
  );
}

export const lengthText = (db: Db, slug: string, minutes: number | null) => {
  const before = professionalLength(db, slug);
  const name = (value: number | null) => (value ? `${value} min` : "la general");
  return `duración: ${name(before)} → ${name(minutes)}`;
};

const SETTINGS_NAMES: [keyof BookingSettings, string, string][] = [
  ["horizonDays", "horizonte", "días"],
  ["minNoticeMinutes", "aviso mínimo", "min"],
  ["defaultLength", "duración general", "min"],
  ["holdMinutes", "apartado", "min"],
  ["patientChangeHours", "cambios hasta", "h antes"],
];

/** The settings that change, each before → after. */
export function settingsText(db: Db, next: BookingSettings) {
  const before = readSettings(db);
  const changed = SETTINGS_NAMES.filter(([key]) => before[key] !== next[key]).map(
    ([key, name, unit]) => `${name}: ${before[key]} → ${next[key]} ${unit}`,
  );
  return changed.join("; ") || "sin cambios";
}
