import { describe, expect, it } from "vitest";
import {
  ContentError,
  getFaqPage,
  getPrivacyPage,
  getFirstVisitPage,
  getHome,
  getSearchPage,
  getServices,
  getStaff,
  getLayoutUi,
  getUi,
  pageTexts,
  load,
  validate,
} from "./content.server.ts";
import { readdirSync } from "node:fs";
import { contentPageSchema, faqPageSchema, staffSchema } from "./schema.server.ts";

// A photograph the clinic's content/images/ holds, whichever it is.
const photo = readdirSync("content/images").find((file) => /\.(jpe?g|png)$/i.test(file))!;
const stem = photo.replace(/\.\w+$/, "");

const validPage = {
  title: "Cirugías",
  description: "Cirugía mínimamente invasiva para cuidar tu fertilidad: laparoscopía, histeroscopía y laparotomía.",
  image: photo,
  imageAlt: "",
  body: "Texto de **introducción**.",
};

describe("content schema", () => {
  it("accepts a complete page and renders its Markdown to HTML", () => {
    const page = load(contentPageSchema, validPage, "content/servicios/cirugias.md");
    expect(page.body).toContain("<strong>introducción</strong>");
    expect(page.image.src).toContain(stem);
  });

  it("checks the raw file only: validation leaves Markdown and picture names as written", () => {
    const page = validate(contentPageSchema, { ...validPage, image: `/${photo}` }, "content/servicios/cirugias.md");
    expect(page.body).toBe("Texto de **introducción**.");
    expect(page.image).toBe(photo);
  });

  it("rejects a missing required field, naming the file and the field", () => {
    const withoutTitle: Partial<typeof validPage> = { ...validPage };
    delete withoutTitle.title;
    expect(() => validate(contentPageSchema, withoutTitle, "content/servicios/cirugias.md")).toThrowError(
      /content\/servicios\/cirugias\.md[\s\S]*title/,
    );
  });

  it("rejects an empty field and an image that does not exist", () => {
    const run = () => load(contentPageSchema, { ...validPage, title: "  ", image: "no-existe.png" }, "content/servicios/x.md");
    expect(run).toThrowError(ContentError);
    expect(run).toThrowError(/title: no puede estar vacío/);
    expect(run).toThrowError(/image: no existe no-existe\.png en content\/images/);
  });

  it("requires CMP and RNE numbers of a physician", () => {
    const person = {
      name: "Ana Pérez Soto",
      honorific: "Dra.",
      profession: "physician",
      specialty: "Medicina Reproductiva",
      codes: { cmp: "045123" },
      photo: "retrato-nuevo-doctor.jpg",
      photoAlt: "Retrato de la Dra. Ana Pérez Soto",
      order: 1,
      body: "Presentación.",
    };
    expect(() => validate(staffSchema, person, "content/staff/ana-perez-soto.md")).toThrowError(/codes\.rne/);
  });
});

describe("the FAQ's schema", () => {
  const question = (id: string) => ({ id, question: "¿Pregunta?", answer: "Respuesta con **Markdown**." });
  const faq = (groups: { id: string; questions: string[] }[]) => ({
    title: "Preguntas frecuentes",
    description: "Respuestas a las preguntas que más nos hacen sobre la primera consulta y los tratamientos.",
    groups: groups.map(({ id, questions }) => ({ title: id, id, questions: questions.map(question) })),
    body: "Intro.",
  });

  it("renders each answer's Markdown", () => {
    const page = load(faqPageSchema, faq([{ id: "primera", questions: ["que-llevar"] }]), "faq.md");
    expect(page.groups[0]!.questions[0]!.answer).toContain("<strong>Markdown</strong>");
  });

  it("rejects an id used twice on the page, by a question or a group, naming both places", () => {
    const twice = faq([
      { id: "primera", questions: ["que-llevar"] },
      { id: "tratamientos", questions: ["que-llevar", "primera"] },
    ]);
    const run = () => validate(faqPageSchema, twice, "content/paginas/preguntas-frecuentes.md");
    expect(run).toThrowError(/groups\.1\.questions\.0\.id: el id «que-llevar» ya se usa en groups\.0\.questions\.0\.id/);
    expect(run).toThrowError(/groups\.1\.questions\.1\.id: el id «primera» ya se usa en groups\.0\.id/);
  });

  it("rejects an id that is not a plain anchor and a group without questions", () => {
    const run = () => validate(faqPageSchema, faq([{ id: "Primera Consulta", questions: [] }]), "faq.md");
    expect(run).toThrowError(/groups\.0\.id: solo minúsculas/);
    expect(run).toThrowError(/groups\.0\.questions: el grupo no tiene preguntas/);
  });
});

describe("the clinic's content", () => {
  it("passes the schema, every file", () => {
    expect(() => [
      getUi(),
      getHome(),
      getServices(),
      getStaff(),
      getFaqPage(),
      getFirstVisitPage(),
      getSearchPage(),
      getPrivacyPage(),
    ]).not.toThrow();
  });

  it("sends every page only the layout's texts; the form's, a profile's and the articles' go with their pages", () => {
    const layout = getLayoutUi();
    for (const key of ["nav", "form", "staffProfile", "articles"]) expect(layout).not.toHaveProperty(key);
    expect(layout).toMatchObject({ skipLink: getUi().skipLink, footer: getUi().footer, error: getUi().error });
    expect(pageTexts("form")).toEqual({ form: getUi().form });
    expect(Object.keys(pageTexts("staffProfile", "articles"))).toEqual(["staffProfile", "articles"]);
  });
});
