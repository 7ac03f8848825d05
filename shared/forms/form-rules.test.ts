// The forms' one text-cleaning rule (issue 47): a name that starts or ends with characters that
// show nothing is stored without them, by every form that takes a name, the same way.
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
import { cleanText, isPlainEmail, PHONE_SHAPE } from "./form-rules.ts";

const yaml = (file: string) => parse(readFileSync(`content/${file}`, "utf8")) as unknown;

/** Blanks a name may start with: the Braille blank, Hangul fillers, a Khmer inherent vowel, an ideographic space, a no-break space. */
const LEADING = ["\u2800\u2800", "\u3164", "\u115F\u1160", "\u17B4", "\u3000", "\u00A0 ", "\u2800 \u3164\u200B"];

describe("cleanText", () => {
  it("strips what shows nothing from a text's start and end, the Braille blank among them", () => {
    for (const blank of LEADING) {
      expect(cleanText(`${blank}X`), JSON.stringify(blank)).toBe("X");
      expect(cleanText(`Ana${blank}`), JSON.stringify(blank)).toBe("Ana");
    }
    // Inside a text a space stays a space.
    expect(cleanText("\u2800Ana María")).toBe("Ana María");
    expect(cleanText("línea\n\u2800\n", { multiline: true })).toBe("línea");
  });
});

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

describe("the rules every form shares", () => {
  it("a plain address only; a phone's shape before it is read", () => {
    for (const address of ["Nombre<victima@example.com>", "victima@example.com(2)", "a@b.pe, c@d.pe", "a@b"])
      expect(isPlainEmail(address), address).toBe(false);
    expect(isPlainEmail("rosa.quispe@clínica.pe")).toBe(true);
    expect(PHONE_SHAPE.test("(01) 456-7890")).toBe(true);
    expect(PHONE_SHAPE.test("987654321; DROP")).toBe(false);
  });
});
