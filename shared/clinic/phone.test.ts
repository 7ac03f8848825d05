import { describe, expect, it } from "vitest";
import maxMetadata from "libphonenumber-js/metadata.max.json";
import { PERU_PHONE_METADATA } from "./phone-metadata.ts";
import { formatPhone, isAcceptablePhone, isPeruPhone, parsePeruPhone, toE164 } from "./phone.ts";

describe("Peruvian phone numbers", () => {
  it("read a mobile however it is typed, with a tel: and a WhatsApp link", () => {
    for (const typed of ["987 654 321", "987654321", "+51 987 654 321", "+51987654321", "0051 987-654-321"]) {
      expect(parsePeruPhone(typed), typed).toEqual({
        e164: "+51987654321",
        international: "+51 987 654 321",
        national: "987 654 321",
        kind: "mobile",
        tel: "tel:+51987654321",
        whatsapp: "https://wa.me/51987654321",
      });
    }
  });

  it("read a Lima landline with its area code 1, never as 01, and offer no WhatsApp", () => {
    for (const typed of ["01 4567890", "014567890", "(01) 456-7890", "+51 1 4567890", "456 7890"]) {
      const phone = parsePeruPhone(typed);
      expect(phone?.e164, typed).toBe("+5114567890");
      expect(phone?.tel, typed).toBe("tel:+5114567890");
      expect(phone?.kind, typed).toBe("landline");
      expect(phone?.whatsapp, typed).toBeUndefined();
    }
    expect(parsePeruPhone("01 4567890")?.international).toBe("+51 1 456 7890");
  });

  it("read a provincial landline with its area code, and offer no WhatsApp", () => {
    expect(parsePeruPhone("044 123456")).toMatchObject({
      e164: "+5144123456",
      tel: "tel:+5144123456",
      kind: "landline",
      whatsapp: undefined,
      national: "(044) 123456",
    });
    expect(parsePeruPhone("(084) 234567")?.e164).toBe("+5184234567");
    expect(parsePeruPhone("+51 54 123456")?.e164).toBe("+5154123456");
  });

  it("refuse what is not a Peruvian number, and never build a link from it", () => {
    for (const typed of ["", "123", "98765432", "9876543210", "+1 202 555 0100", "+51 87 654 321", "abc", "987654321?x=1"]) {
      expect(parsePeruPhone(typed), typed).toBeUndefined();
      expect(isPeruPhone(typed), typed).toBe(false);
    }
  });

  it("write the clinic's numbers as before: E.164 for links, grouped for people", () => {
    expect(toE164("+51 1 234 5678")).toBe("+5112345678");
    expect(formatPhone("+5112345678")).toBe("+51 1 234 5678");
    expect(formatPhone("+51912345678")).toBe("+51 912 345 678");
    expect(formatPhone("+5144123456")).toBe("+51 44 123456");
  });

  it("carry Peru's metadata exactly as the installed libphonenumber-js has it (npx tsx scripts/phone-metadata.ts after an upgrade)", () => {
    const max = maxMetadata as unknown as { version: number; countries: Record<string, unknown> };
    expect(PERU_PHONE_METADATA).toEqual({
      version: max.version,
      country_calling_codes: { 51: ["PE"] },
      countries: { PE: max.countries.PE },
    });
  });

  it("accept from a form a real Peruvian number, or one with another country's code as typed", () => {
    for (const typed of ["987 654 321", "01 4567890", "(044) 123456", "+51 1 456 7890", "+34 612 345 678", "0034 612345678"])
      expect(isAcceptablePhone(typed), typed).toBe(true);
    for (const typed of ["123456", "4567890123", "+51 87 654 321", "98765432", "+1", "51 abc"])
      expect(isAcceptablePhone(typed), typed).toBe(false);
  });
});
