// The one schema the page and the service share refuses what a legal register should not hold
// (issue 32, finding 4), each refusal naming the field in Spanish.
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { complaintErrors, complaintSchema, isCalendarDate } from "./complaint-schema.ts";
import { cleanText } from "#shared/forms/form-rules.ts";
import { complaintsBookSchema } from "./complaints-book-schema.ts";
import { validClaim } from "#shared/complaints-book/testing/claims.ts";

const book = complaintsBookSchema.parse(parse(readFileSync("content/libro-de-reclamaciones.yml", "utf8")));
const schema = complaintSchema({ labels: book.form.fields, errors: book.form.errors }, "2026-11-25");
const errorsOf = (overrides: Record<string, string>) => {
  const checked = schema.safeParse(validClaim(overrides));
  return checked.success ? {} : complaintErrors(checked.error);
};
const label = book.form.fields;

describe("dates", () => {
  it("refuses dates that are not on the calendar, or absurdly old, naming the field", () => {
    for (const date of ["2026-02-31", "2025-02-29", "2026-13-01", "2026-00-10", "0000-01-01", "1900-05-05", "2026-1-1"]) {
      expect(errorsOf({ incidentDate: date }), date).toEqual({ incidentDate: `${label.incidentDate}: ${book.form.errors.date}` });
    }
    expect(errorsOf({ incidentDate: "2026-11-26" })).toEqual({
      incidentDate: `${label.incidentDate}: ${book.form.errors.futureDate}`,
    });
  });
  it("takes a real date up to today, and a leap day", () => {
    for (const date of ["2024-02-29", "2026-11-25", "2010-01-01"]) expect(errorsOf({ incidentDate: date }), date).toEqual({});
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2026-02-31")).toBe(false);
  });
});

describe("names and texts", () => {
  it("refuses a name made only of invisible or control characters, naming the field", () => {
    for (const name of ["\u200B\u200B", "\u3164", "\0", "\u202E", "\uFEFF \u200D", "1234 ."]) {
      expect(errorsOf({ patientFirstNames: name }), JSON.stringify(name)).toEqual({
        patientFirstNames: `${label.patientFirstNames}: ${book.form.errors.required}`,
      });
    }
    expect(
      errorsOf({
        filedBy: "representante",
        filerFirstNames: "\u3164",
        filerLastNames: "Pérez",
        filerDocumentType: "dni",
        filerDocumentNumber: "12345678",
        filerPhone: "987654321",
        filerEmail: "a@b.pe",
      }),
    ).toEqual({ filerFirstNames: `${label.filerFirstNames}: ${book.form.errors.required}` });
  });

  it("stores NFC, without bidi overrides, invisible or control characters; keeps the detail's line breaks", () => {
    const claim = schema.parse(
      validClaim({
        patientFirstNames: "Jose\u0301 \u202EairaM\u202C",
        patientLastNames: "Qui\u200Bspe\0",
        detail: "Primera línea\r\nsegunda\u2066 línea\u2069\u200E",
      }),
    );
    expect(claim.patientFirstNames).toBe("José airaM");
    expect(claim.patientFirstNames.normalize("NFC")).toBe(claim.patientFirstNames);
    expect(claim.patientLastNames).toBe("Quispe");
    expect(claim.detail).toBe("Primera línea\nsegunda línea");
    expect(cleanText("a\nb\tc")).toBe("a b c");
  });
});
