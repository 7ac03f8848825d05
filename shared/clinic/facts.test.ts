import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isValidRuc } from "./facts-schema.ts";
import { loadClinicFacts } from "./facts.ts";

const folder = mkdtempSync(path.join(tmpdir(), "alborada-facts-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// The frozen sample's facts (the edits below name its lines), so the clinic may change its own freely.
const sample = readFileSync("e2e/fixtures/content/clinica.yml", "utf8");
/** The facts file with `edit` applied to its text, loaded. */
function load(edit: (text: string) => string) {
  const file = path.join(folder, `clinica-${Math.random().toString(36).slice(2)}.yml`);
  writeFileSync(file, edit(sample));
  return () => loadClinicFacts(file);
}
const setLine = (key: string, value: string) => (text: string) =>
  text.replace(new RegExp(`^(\\s*${key}:).*$`, "m"), `$1 ${value}`);

describe("«Datos de la clínica»", () => {
  it("checks the RUC's check digit (SUNAT's rule)", () => {
    expect(isValidRuc("20131312955")).toBe(true); // SUNAT's own
    expect(isValidRuc("20131312954")).toBe(false);
    expect(isValidRuc("10467793549")).toBe(true);
    expect(isValidRuc("30131312955")).toBe(false);
    expect(isValidRuc("2013131295")).toBe(false);
  });

  it.each([
    ["ruc", '"20131312954"', /ruc: no es un RUC válido/],
    ["ruc", '"2013131295"', /ruc: debe tener 11 cifras/],
    ["phone", "+51 87 654 321", /phone: debe ser un número del Perú con \+51/],
    ["phone", "987 654 321", /phone: debe ser un número del Perú/],
    [
      "facebook",
      "http://www.facebook.com/alborada",
      /social\.facebook: debe ser una dirección completa que empiece con https:\/\//,
    ],
    ["url", "qhapaqweb.pe", /credit\.url: debe ser una dirección completa/],
    ["renipress", '"123"', /renipress: debe ser el código único IPRESS de 8 cifras/],
  ])("refuses a bad %s (%s) with a Spanish message naming the field", (key, value, message) => {
    const read = load(setLine(key, value));
    expect(read).toThrow(/«Datos de la clínica» \(.*\) tiene datos que corregir/);
    expect(read).toThrow(message);
  });

  it("refuses hours out of order and an impossible date", () => {
    expect(
      load((text) =>
        text.replace(
          'saturday:\n    - { opens: "08:00", closes: "13:00" }',
          'saturday:\n    - { opens: "13:00", closes: "08:00" }',
        ),
      ),
    ).toThrow(/hours\.saturday\.0\.closes: la hora de cierre debe ser posterior a la de apertura/);
    expect(load((text) => text.replace('date: "2026-12-31"', 'date: "2026-02-30"'))).toThrow(
      /closedDays\.1\.date: no es una fecha del calendario/,
    );
  });

  it("takes the WhatsApp number from the phone unless it has its own; numbers in E.164 for links", () => {
    const facts = load(setLine("phone", "+51 1 234 5678"))();
    expect(facts).toMatchObject({ phone: "+51 1 234 5678", phoneE164: "+5112345678", whatsappE164: "+5112345678" });
    const own = load((text) => text.replace(/^phone: .*$/m, "$&\nwhatsapp: +51912345678"))();
    expect(own).toMatchObject({
      phoneE164: load((text) => text)().phoneE164,
      whatsappE164: "+51912345678",
      whatsapp: "+51 912 345 678",
    });
  });
});

describe("the environment", () => {
  it("holds none of the clinic's facts: no code, workflow or script reads them from a CLINIC_* variable", () => {
    // The variables that held what «Datos de la clínica» holds now (docs/configuration.md).
    const former =
      /\bCLINIC_(NAME|LEGAL_NAME|RUC|RENIPRESS|PHONE|WHATSAPP|EMAIL|STREET|DISTRICT|CITY|POSTAL_CODE|LATITUDE|LONGITUDE|FACEBOOK_URL|INSTAGRAM_URL|CREDIT_NAME|CREDIT_URL|HOURS)\b/;
    const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
      .split("\n")
      .filter((file) => /\.(ts|tsx|astro|js|mjs|sh|ya?ml|json|conf|service)$|^\.ci\//.test(file) && existsSync(file))
      // This test names them; docs say they are gone.
      .filter((file) => file !== "shared/clinic/facts.test.ts");
    const readers = files.filter((file) => former.test(readFileSync(file, "utf8")));
    expect(readers).toEqual([]);
  });
});
