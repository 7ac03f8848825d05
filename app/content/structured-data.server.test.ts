import { describe, expect, it } from "vitest";
import { site } from "#app/config/site.ts";
import { clinicJsonLd } from "./structured-data.server.ts";

describe("the clinic's JSON-LD", () => {
  it("says which languages and area it attends in through a ContactPoint, not on the MedicalClinic", () => {
    const clinic = clinicJsonLd();
    expect(clinic["@type"]).toBe("MedicalClinic");
    expect(clinic).not.toHaveProperty("availableLanguage");
    expect(clinic.contactPoint).toEqual({
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: site.phoneE164,
      email: site.email,
      areaServed: "PE",
      availableLanguage: "es",
    });
  });
});
