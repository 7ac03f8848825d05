import { describe, expect, it } from "vitest";
import { fullAddress, site } from "~/config/site";
import { getPrivacyPage, getUi } from "./content.server";

describe("the privacy policy", () => {
  it("names the controller from the site configuration, with no placeholder left over", () => {
    const page = getPrivacyPage();
    for (const fact of [site.legalName, `RUC ${site.ruc}`, fullAddress, site.phone]) expect(page.body).toContain(fact);
    expect(page.body).toContain(`href="mailto:${site.email}"`);
    expect(page.body).not.toMatch(/\{\w+\}/);
  });

  it("covers what Ley N.° 29733 asks the notice to say", () => {
    const { body } = getPrivacyPage();
    for (const topic of [
      "datos sensibles",
      "consentimiento",
      "EmailJS",
      "encargado del tratamiento",
      "flujo transfronterizo",
      "doce (12) meses",
      "<strong>acceso</strong>",
      "<strong>rectificación</strong>",
      "<strong>cancelación</strong>",
      "<strong>oposición</strong>",
      "Autoridad Nacional de Protección de Datos Personales",
      "sessionStorage",
    ]) {
      expect(body).toContain(topic);
    }
  });

  it("quotes the form's consent box word for word, so the two never say different things", () => {
    const label = getUi().form.consent.label.replace(/\.$/, "");
    expect(getPrivacyPage().body).toContain(`«${label}»`);
  });
});

describe("the contact form's texts", () => {
  it("carry the spec's exact messages", () => {
    expect(getUi().form.incomplete).toBe("INGRESE TODOS LOS CAMPOS");
    expect(getUi().form.sent).toBe("Formulario enviado");
  });
});
