// What the spec fixes for the sample content, checked on its frozen copy (e2e/fixtures/content/), never
// on content/, which the clinic changes: the six services, ten professionals with two biologists and
// one bookable profile, the hero's taglines, the FAQ's groups, six articles, the privacy notice and
// the form's exact messages. The content rules themselves (the schema and its cross-checks) are
// tested in schema.test.ts and article-schema.test.ts; the pages, by the browser tests on the sample.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fullAddress, site } from "#app/config/site.ts";
import { makePhotos } from "#e2e/fixtures/site-copy.ts";

// The fixture holds no photographs: a copy of it gets plain ones under the names it gives.
const fixture = mkdtempSync(path.join(tmpdir(), "alborada-sample-"));
beforeAll(async () => {
  cpSync(path.resolve("e2e/fixtures/content"), fixture, { recursive: true });
  await makePhotos(fixture);
});
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

/** The content loaders, reading `dir` afresh (they keep what they read). */
async function contentOf(dir = fixture) {
  process.env.CONTENT_DIR = dir;
  vi.resetModules();
  return import("./content.server.ts");
}

beforeEach(() => () => void delete process.env.CONTENT_DIR);

describe("the sample content", () => {
  it("has the six services of the spec, ten professionals, two of them biologists, and one bookable profile", async () => {
    const { getServices, getStaff } = await contentOf();
    expect(getServices().map((service) => service.slug)).toEqual(
      expect.arrayContaining([
        "consultas",
        "prevencion-infertilidad",
        "oncofertilidad",
        "donacion-ovulos",
        "laboratorio-reproductiva",
        "cirugias",
      ]),
    );
    const staff = getStaff();
    expect(staff).toHaveLength(10);
    expect(staff.filter((person) => person.profession === "biologist")).toHaveLength(2);
    expect(staff.filter((person) => person.bookable)).toHaveLength(1);
    expect(new Set(staff.map((person) => person.photo.src)).size, "a portrait each").toBe(staff.length);
  });

  it("keeps the four hero slides, with the taglines exactly as the spec words them", async () => {
    const { getHome } = await contentOf();
    const hero = getHome().hero;
    expect(hero).toHaveLength(4);
    expect(hero[0]!.action).toBe("ver-mas");
    expect(hero.slice(1).map((slide) => [slide.heading, slide.action])).toEqual([
      ["Una gran aventura está por comenzar.", "reservar"],
      ["Tener vida es algo bueno, pero dar vida es algo lleno de magia.", "reservar"],
      ["Tecnología de punta. Profesionales altamente calificados.", "reservar"],
    ]);
  });

  it("has at least 24 questions in the FAQ's six groups, and six articles covering every topic", async () => {
    const { getArticles, getFaqPage, getTopics } = await contentOf();
    const { groups } = getFaqPage();
    expect(groups).toHaveLength(6);
    expect(groups.flatMap((group) => group.questions).length).toBeGreaterThanOrEqual(24);
    const articles = getArticles();
    expect(articles).toHaveLength(6);
    for (const topic of getTopics())
      expect(
        articles.some((article) => article.topics.includes(topic.slug)),
        topic.slug,
      ).toBe(true);
  });

  it("carries the spec's exact messages of the form", async () => {
    const { getUi } = await contentOf();
    expect(getUi().form.incomplete).toBe("INGRESE TODOS LOS CAMPOS");
    expect(getUi().form.sent).toBe("Formulario enviado");
  });

  it("has a privacy notice that names the controller from the site configuration and covers what Ley N.° 29733 asks", async () => {
    const { getPrivacyPage } = await contentOf();
    const { body } = getPrivacyPage();
    for (const fact of [site.legalName, `RUC ${site.ruc}`, fullAddress, site.phone]) expect(body).toContain(fact);
    expect(body).toContain(`href="mailto:${site.email}"`);
    expect(body).not.toMatch(/\{\w+\}/);
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
});

describe("the privacy policy and the form's consent box", () => {
  it("must say the same words: a policy that does not quote the box stops the build, naming both files", async () => {
    const copy = mkdtempSync(path.join(tmpdir(), "alborada-content-"));
    try {
      cpSync(fixture, copy, { recursive: true });
      const ui = path.join(copy, "ui.yml");
      writeFileSync(ui, readFileSync(ui, "utf8").replace(/(consent:\s*\n\s*label: )(.+)/, "$1Acepto que me escriban."));
      const { getPrivacyPage } = await contentOf(copy);
      expect(() => getPrivacyPage()).toThrowError(
        /politica-de-privacidad\.md: debe citar entre « » la casilla[\s\S]*form\.consent\.label[\s\S]*«Acepto que me escriban»/,
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
