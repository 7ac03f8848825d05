// Every form that takes a name cleans it by the one rule (issue 47, shared/forms/form-rules.ts
// `cleanText`): a name that starts with characters that show nothing (the Braille blank…) is
// stored without them, in the complaints book, the request and the booking alike. Here, beside
// the forms' endpoints, because it reads all three schemas (shared/'s folders import none of
// each other's tests).
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { bookingContentSchema } from "#shared/booking/booking-content-schema.ts";
import { bookingSchema } from "#shared/booking/booking-schema.ts";
import { complaintSchema } from "#shared/complaints-book/complaint-schema.ts";
import { complaintsBookSchema } from "#shared/complaints-book/complaints-book-schema.ts";
import { validClaim } from "#shared/complaints-book/testing/claims.ts";
import { consultationContentSchema } from "#shared/consultation-request/consultation-content-schema.ts";
import { requestSchema } from "#shared/consultation-request/request-schema.ts";

const yaml = (file: string) => parse(readFileSync(`content/${file}`, "utf8")) as unknown;

/** Blanks a name may start with: the Braille blank, Hangul fillers, a Khmer inherent vowel, an ideographic space, a no-break space. */
const LEADING = ["\u2800\u2800", "\u3164", "\u115F\u1160", "\u17B4", "\u3000", "\u00A0 ", "\u2800 \u3164\u200B"];

describe("every form's name", () => {
  const book = complaintsBookSchema.parse(yaml("libro-de-reclamaciones.yml"));
  const complaint = complaintSchema({ labels: book.form.fields, errors: book.form.errors }, "2026-11-25");
  const consultation = consultationContentSchema.parse(yaml("pide-tu-primera-consulta.yml"));
  const request = requestSchema(
    { labels: consultation.form.fields, errors: consultation.form.errors },
    { reasons: [["consultas", "Consultas"]], professionals: [] },
  );
  const booking = bookingSchema(bookingContentSchema.parse(yaml("reservar-cita.yml")), "presencial");

  it("is stored without the blanks it starts with, in the complaints book, the request and the booking", () => {
    for (const blank of LEADING) {
      const claim = complaint.parse(validClaim({ patientFirstNames: `${blank}X`, patientLastNames: `${blank}Y` }));
      expect([claim.patientFirstNames, claim.patientLastNames], JSON.stringify(blank)).toEqual(["X", "Y"]);
      const asked = request.parse({
        reason: "consultas",
        modality: "presencial",
        name: `${blank}X`,
        phone: "987654321",
        channel: "whatsapp",
        consent: "si",
      });
      expect(asked.name, JSON.stringify(blank)).toBe("X");
      const booked = booking.parse({ name: `${blank}X`, phone: "987654321", email: "a@b.pe", consent: "si" });
      expect(booked.name, JSON.stringify(blank)).toBe("X");
    }
  });

  it("made only of blanks is no name, in each of them", () => {
    expect(complaint.safeParse(validClaim({ patientFirstNames: "\u2800\u2800" })).success).toBe(false);
    expect(booking.safeParse({ name: "\u2800\u2800", phone: "987654321", email: "a@b.pe", consent: "si" }).success).toBe(false);
  });
});
