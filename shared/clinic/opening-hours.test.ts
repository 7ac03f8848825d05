import { describe, expect, it } from "vitest";
import { clinicFactsSchema } from "./facts-schema.ts";
import { hoursData, hoursRows, openingHoursSpecification } from "./opening-hours.ts";
import { openStatusLine, type StatusTexts } from "./open-status.ts";

// A week like the sample's, written here so the clinic may change its own hours freely.
const spans = [
  { opens: "08:00", closes: "13:00" },
  { opens: "14:00", closes: "19:00" },
];
const facts = clinicFactsSchema.shape.hours.parse({
  monday: spans,
  tuesday: spans,
  wednesday: spans,
  thursday: spans,
  friday: spans,
  saturday: [{ opens: "09:00", closes: "13:00" }],
  sunday: [],
});
const clinic = { hours: facts, closedOnHolidays: true, closedDays: [{ date: "2026-12-24", reason: "Nochebuena" }] };
const texts: StatusTexts = {
  open: "Abierto ahora · cierra a las {time}",
  closed: "Cerrado · abre {day} a las {time}",
  today: "hoy",
  tomorrow: "mañana",
  onDay: "el {weekday}",
};
/** The line's data for a site built early in 2026. */
const year = (facts: typeof clinic) => hoursData(facts, "2026-01-01");
/** The line at a Lima date and time (UTC−5, no daylight saving). */
const at = (lima: string) => openStatusLine(year(clinic), texts, new Date(`${lima}-05:00`));

describe("the opening hours", () => {
  it("say open or closed by Lima's time, whatever the visitor's clock says", () => {
    expect(at("2026-11-25T10:30")).toBe("Abierto ahora · cierra a las 13:00"); // a Wednesday
    expect(at("2026-11-25T13:30")).toBe("Cerrado · abre hoy a las 14:00"); // the break
    expect(at("2026-11-25T18:59")).toBe("Abierto ahora · cierra a las 19:00");
    expect(at("2026-11-25T19:00")).toBe("Cerrado · abre mañana a las 8:00");
    expect(at("2026-11-25T07:00")).toBe("Cerrado · abre hoy a las 8:00");
    expect(at("2026-11-28T12:00")).toBe("Abierto ahora · cierra a las 13:00"); // Saturday
    expect(at("2026-11-28T13:00")).toBe("Cerrado · abre el lunes a las 8:00");
    expect(at("2026-11-29T10:00")).toBe("Cerrado · abre mañana a las 8:00"); // Sunday
    // 23:30 in Lima is already Thursday in UTC: the line still speaks of Lima's Wednesday.
    expect(openStatusLine(year(clinic), texts, new Date("2026-11-26T04:30:00Z"))).toBe("Cerrado · abre mañana a las 8:00");
  });

  it("stay closed on Peru's holidays and on the clinic's own closed days", () => {
    // Tuesday 8 December 2026 (Inmaculada Concepción) and Wednesday 9 (Batalla de Ayacucho) are holidays.
    expect(at("2026-12-08T10:00")).toBe("Cerrado · abre el jueves a las 8:00");
    expect(at("2026-12-07T19:30")).toBe("Cerrado · abre el jueves a las 8:00");
    // Thursday 24 December is the clinic's own, and Friday 25 Christmas: next is Saturday.
    expect(at("2026-12-24T10:00")).toBe("Cerrado · abre el sábado a las 9:00");
    // Open on holidays when the clinic says so.
    const open = openStatusLine(year({ ...clinic, closedOnHolidays: false }), texts, new Date("2026-12-08T10:00-05:00"));
    expect(open).toBe("Abierto ahora · cierra a las 13:00");
  });

  it("know the holidays of any year: Holy Week 2028 follows Easter (16 April)", () => {
    const in2028 = (lima: string) => openStatusLine(year(clinic), texts, new Date(`${lima}-05:00`));
    // Jueves Santo 13 April and Viernes Santo 14 April 2028; Saturday 15 opens at 9:00.
    expect(in2028("2028-04-12T19:30")).toBe("Cerrado · abre el sábado a las 9:00");
    expect(in2028("2028-04-13T10:00")).toBe("Cerrado · abre el sábado a las 9:00");
    // The clinic's own closed days from the build's day on.
    expect(hoursData(clinic, "2027-01-01").closed).toBe("");
    expect(hoursData(clinic, "2026-12-01").closed).toBe("2026-12-24");
  });

  it("a site built today is right on Holy Thursday years later, with no rebuild (issue 47)", () => {
    const builtToday = hoursData(clinic, "2026-11-28");
    const line = (lima: string) => openStatusLine(builtToday, texts, new Date(`${lima}-05:00`));
    // Holy Thursday 13 April 2028, 29 March 2029, 10 April 2031: closed through Good Friday.
    for (const thursday of ["2028-04-13", "2029-03-29", "2031-04-10"])
      expect(line(`${thursday}T10:00`), thursday).toBe("Cerrado · abre el sábado a las 9:00");
    // And open the Wednesday before.
    expect(line("2031-04-09T10:00")).toBe("Abierto ahora · cierra a las 13:00");
  });

  it("name the day and the date when the clinic opens more than a week ahead", () => {
    // Closed from Thursday 24 December to Monday 4 January.
    const closed = Array.from({ length: 12 }, (_, day) => new Date(Date.UTC(2026, 11, 24 + day)).toISOString().slice(0, 10));
    const line = openStatusLine({ ...year(clinic), closed: closed.join(" ") }, texts, new Date("2026-12-23T19:30-05:00"));
    expect(line).toBe("Cerrado · abre el martes, 5 de enero a las 8:00");
  });

  it("group days with the same hours, and give schema.org one entry per span", () => {
    expect(hoursRows(clinic).map(({ from, to, spans }) => [from, to, spans.length])).toEqual([
      ["monday", "friday", 2],
      ["saturday", "saturday", 1],
      ["sunday", "sunday", 0],
    ]);
    const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => `https://schema.org/${day}`);
    expect(openingHoursSpecification(clinic)).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: weekdays, opens: "08:00", closes: "13:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: weekdays, opens: "14:00", closes: "19:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Saturday"], opens: "09:00", closes: "13:00" },
    ]);
  });
});
