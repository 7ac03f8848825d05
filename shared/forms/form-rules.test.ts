// The forms' one text-cleaning rule (issue 47): a text that starts or ends with characters that
// show nothing is stored without them. Every form's names: server/form-submission/names.test.ts.
import { describe, expect, it } from "vitest";
import { cleanText, isPlainEmail, PHONE_SHAPE } from "./form-rules.ts";

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

describe("the rules every form shares", () => {
  it("a plain address only; a phone's shape before it is read", () => {
    for (const address of ["Nombre<victima@example.com>", "victima@example.com(2)", "a@b.pe, c@d.pe", "a@b"])
      expect(isPlainEmail(address), address).toBe(false);
    expect(isPlainEmail("rosa.quispe@clínica.pe")).toBe(true);
    expect(PHONE_SHAPE.test("(01) 456-7890")).toBe(true);
    expect(PHONE_SHAPE.test("987654321; DROP")).toBe(false);
  });
});
