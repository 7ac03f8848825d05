import { describe, expect, it } from "vitest";
import { renderArticleBody } from "./article-markdown.server.ts";
import { getArticles, load, validate } from "./content.server.ts";
import { articleSchema, topicsSchema, type ArticleLinks } from "./schema.server.ts";

const links: ArticleLinks = {
  staff: [
    { slug: "ana-perez-soto", profession: "physician" },
    { slug: "luis-rojas-vega", profession: "physician" },
    { slug: "rosa-quispe-diaz", profession: "biologist" },
  ],
  topics: ["fertilidad", "tratamientos"],
  services: ["consultas"],
};

const valid = {
  title: "¿Cuándo consultar por infertilidad?",
  description: "Cuánto esperar antes de pedir una evaluación y qué estudios se hacen primero.",
  published: new Date("2026-06-15T00:00:00Z"),
  reviewed: "2026-10-05",
  author: "rosa-quispe-diaz",
  reviewer: "ana-perez-soto",
  topics: ["fertilidad"],
  services: ["consultas"],
  image: "servicio-consultas.jpg",
  imageAlt: "",
  references: [
    { title: "OMS. Infertilidad, 2024.", url: "https://www.who.int/news-room/fact-sheets/detail/infertility" },
    { title: "ASRM, 2021.", url: "https://www.asrm.org/practice-guidance/" },
  ],
  body: "Introducción.\n\n## Qué es\n\nTexto.\n\n### Detalle\n\nMás.\n\n## Qué es\n\nOtra vez.",
};

const file = "content/articulos/cuando-consultar.md";
const check = (changes: Record<string, unknown>) => () => validate(articleSchema(links), { ...valid, ...changes }, file);

describe("the article schema", () => {
  it("accepts a complete article: YAML dates as dates or text, a biologist as author", () => {
    const article = load(articleSchema(links), valid, file);
    expect(article.published).toBe("2026-06-15");
    expect(article.reviewed).toBe("2026-10-05");
    expect(article.image?.width).toBeGreaterThan(0);
  });

  it("rejects an author who is not on the staff, naming the file and the field", () => {
    expect(check({ author: "juan-nadie" })).toThrowError(
      /content\/articulos\/cuando-consultar\.md[\s\S]*author: "juan-nadie" no es nadie del staff/,
    );
  });

  it("rejects a reviewer who is not on the staff, is not a physician, or is the author", () => {
    expect(check({ reviewer: "juan-nadie" })).toThrowError(/reviewer: "juan-nadie" no es nadie del staff/);
    expect(check({ reviewer: "rosa-quispe-diaz", author: "ana-perez-soto" })).toThrowError(
      /reviewer: "rosa-quispe-diaz" no es médico/,
    );
    expect(check({ author: "ana-perez-soto" })).toThrowError(/reviewer: quien revisa debe ser otra persona/);
  });

  it("rejects unknown topics and services, and no topic at all", () => {
    expect(check({ topics: ["fertilidad", "astrologia"] })).toThrowError(/topics\.1: "astrologia" no es un tema/);
    expect(check({ services: ["spa"] })).toThrowError(/services\.0: "spa" no es un servicio/);
    expect(check({ topics: [] })).toThrowError(/topics: indica al menos un tema/);
  });

  it("rejects an invalid date, and a review before the publication", () => {
    expect(check({ published: "2026-02-30" })).toThrowError(/published: "2026-02-30" no es una fecha válida/);
    expect(check({ reviewed: "15/10/2026" })).toThrowError(/reviewed: "15\/10\/2026" no es una fecha válida/);
    expect(check({ reviewed: "2026-06-14" })).toThrowError(
      /reviewed: la revisión \(2026-06-14\) no puede ser anterior a la publicación \(2026-06-15\)/,
    );
    expect(check({ reviewed: "2026-06-15" })).not.toThrow();
  });

  it("needs at least two references, each with an http(s) address", () => {
    expect(check({ references: valid.references.slice(0, 1) })).toThrowError(/references: cita al menos dos fuentes/);
    expect(check({ references: [valid.references[0], { title: "Archivo", url: "ftp://example.org/x.pdf" }] })).toThrowError(
      /references\.1\.url: debe ser una dirección completa/,
    );
    expect(check({ references: [valid.references[0], { title: "Sin dirección", url: "www.who.int" }] })).toThrowError(
      /references\.1\.url/,
    );
  });

  it("takes an empty image as no image, and wants the alternative text of a real one", () => {
    expect(validate(articleSchema(links), { ...valid, image: "", imageAlt: undefined }, file).image).toBeUndefined();
    expect(check({ imageAlt: undefined })).toThrowError(/imageAlt: describe la imagen/);
    expect(check({ image: "no-existe.jpg" })).toThrowError(/image: no existe no-existe\.jpg/);
  });

  it("rejects a level-1 heading in the body, a title over 90 characters, and one over 70 without a short title", () => {
    expect(check({ body: "Intro.\n\n# Otro título\n\nTexto." })).toThrowError(/body: usa ## para las secciones/);
    expect(check({ title: "x".repeat(91) })).toThrowError(/title: el título debe tener como máximo 90 caracteres/);
    expect(check({ title: "x".repeat(75) })).toThrowError(/shortTitle: el título tiene 75 caracteres: añade shortTitle/);
    expect(check({ title: "x".repeat(75), shortTitle: "Corto" })).not.toThrow();
  });
});

describe("an article's body", () => {
  it("gives each heading an id from its words, unique, and lists the ## sections", () => {
    const { html, sections } = renderArticleBody(valid.body);
    expect(html).toContain('<h2 id="que-es">Qué es</h2>');
    expect(html).toContain('<h3 id="detalle">Detalle</h3>');
    expect(html).toContain('<h2 id="que-es-2">Qué es</h2>');
    expect(sections).toEqual([
      { id: "que-es", html: "Qué es" },
      { id: "que-es-2", html: "Qué es" },
    ]);
  });
});

describe("the topics", () => {
  it("reject a repeated slug", () => {
    const topic = { slug: "fertilidad", name: "Fertilidad", description: "Cuándo consultar." };
    expect(() => validate(topicsSchema, [topic, topic], "content/temas.yml")).toThrowError(
      /1\.slug: el tema "fertilidad" está repetido/,
    );
  });
});

describe("the clinic's articles", () => {
  it("pass the schema", () => {
    expect(() => getArticles()).not.toThrow();
  });

  it("are listed newest first", () => {
    const dates = getArticles().map((article) => article.published);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
