// The articles (content/articulos/<slug>.md), their topics (content/temas.yml) and their list page.
import { z } from "zod";
import { text } from "#shared/clinic/schema-blocks.ts";
import {
  alt,
  content,
  descriptionHint,
  image,
  imageAltWords,
  isoDate,
  markdown,
  markdownFile,
  pageDescription,
  photoSizes,
  references,
  slug,
} from "./content-fields.server.ts";

/** The topics articles are filed under (content/temas.yml). */
export const topicsSchema = z
  .array(z.object({ slug, name: text, description: text.max(160, "debe tener como máximo 160 caracteres") }))
  .min(1, "hace falta al menos un tema")
  .superRefine((topics, ctx) => {
    topics.forEach((topic, index) => {
      if (topics.findIndex((other) => other.slug === topic.slug) !== index) {
        ctx.addIssue({ code: "custom", path: [index, "slug"], message: `el tema "${topic.slug}" está repetido` });
      }
    });
  });

/** What the front matter of an article may point at: the other collections' slugs. */
export type ArticleLinks = {
  staff: { slug: string; profession: "physician" | "biologist" }[];
  topics: string[];
  services: string[];
};

/**
 * An article's front matter, and what it must say on its own: reviewed on or after the day it was
 * published, a short title with a long one, the alternative text of its picture.
 */
const articleFrontMatter = z
  .object({
    title: text
      .max(90, "el título debe tener como máximo 90 caracteres")
      .meta({ label: "Título del artículo", hint: "Máximo 90 caracteres." }),
    // The browser tab and search results show about 70 characters: a longer title needs a short one.
    shortTitle: text
      .max(70, "el título corto debe tener como máximo 70 caracteres")
      .optional()
      .meta({ label: "Título corto (pestaña y Google)", hint: "Solo si el título pasa de 70 caracteres; máximo 70." }),
    description: text
      .min(70, "la descripción debe tener al menos 70 caracteres")
      .max(160, "la descripción debe tener como máximo 160 caracteres")
      .meta({ label: "Descripción para Google y la tarjeta", widget: "text", hint: descriptionHint }),
    published: isoDate.meta({ label: "Fecha de publicación", hint: "AAAA-MM-DD" }),
    reviewed: isoDate.meta({ label: "Fecha de la última revisión médica", hint: "AAAA-MM-DD, no antes de la publicación." }),
    author: slug.meta({
      label: "Autor(a)",
      hint: "El nombre del archivo de la persona en Staff profesional, p. ej. martin-salazar-tello.",
    }),
    reviewer: slug.meta({ label: "Revisado por (médico)", hint: "Otra persona del staff, médico." }),
    topics: z
      .array(slug)
      .min(1, "indica al menos un tema")
      .max(3, "indica como máximo tres temas")
      .meta({ label: "Temas", singular: "tema", hint: "De 1 a 3." }),
    services: z.array(slug).default([]).meta({ label: "Servicios relacionados", singular: "servicio" }),
    // "" (or no line at all) means the article has no picture.
    image: z
      .preprocess((value) => (value === "" || value === null ? undefined : value), image.optional())
      .meta({ label: "Imagen (opcional)", hint: `${photoSizes} Proporción 4:3.` }),
    imageAlt: alt.optional().meta(imageAltWords),
    references: references({
      label: "Referencias",
      singular: "referencia",
      hint: "Al menos 2: cada cifra del texto debe venir de una.",
    }),
  })
  .superRefine((article, ctx) => {
    const problem = (path: string[], message: string) => ctx.addIssue({ code: "custom", path, message });
    if (article.reviewer === article.author) problem(["reviewer"], "quien revisa debe ser otra persona que quien escribió");
    if (article.reviewed < article.published)
      problem(["reviewed"], `la revisión (${article.reviewed}) no puede ser anterior a la publicación (${article.published})`);
    if (article.title.length > 70 && !article.shortTitle) {
      problem(
        ["shortTitle"],
        `el título tiene ${article.title.length} caracteres: añade shortTitle (máx. 70) para la pestaña del navegador y Google`,
      );
    }
    if (article.image && article.imageAlt === undefined)
      problem(["imageAlt"], 'describe la imagen, o escribe imageAlt: "" si es decorativa');
  });

/**
 * The fields of an article, for the content editor (app/cms) and Astro's collection: the whole
 * file, checked against no staff, topic or service (that needs the other collections, below).
 */
export const articleFieldsSchema = markdownFile(
  articleFrontMatter,
  text
    .refine((source) => !/^#\s/m.test(source), "usa ## para las secciones: el título (#) ya es el de la página")
    .meta({
      ...content("article-markdown"),
      label: "Texto",
      hint: "Empieza con un párrafo; secciones con ## y sub-secciones con ###. Sin imágenes ni HTML.",
    })
    .brand<"ArticleMarkdown">(),
);

/**
 * An article (content/articulos/<slug>.md), with what it points at: its author and reviewer are
 * people of the staff, the reviewer a physician; its topics and services exist. Astro's reference()
 * is not used for these: it only reshapes a slug into {collection, id} without checking that the
 * entry exists (astro/dist/content/runtime.js, createReference), the reviewer's profession needs
 * the staff entry anyway, and the editor writes and reads plain slugs; so the check stays here, in
 * Spanish, naming the file the link points at.
 */
export function articleSchema(links: ArticleLinks) {
  return articleFieldsSchema.superRefine((article, ctx) => {
    const problem = (path: string[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const person = (slug: string) => links.staff.find((candidate) => candidate.slug === slug);
    if (!person(article.author))
      problem(["author"], `"${article.author}" no es nadie del staff (no existe content/staff/${article.author}.md)`);
    const reviewer = person(article.reviewer);
    if (!reviewer)
      problem(["reviewer"], `"${article.reviewer}" no es nadie del staff (no existe content/staff/${article.reviewer}.md)`);
    else if (reviewer.profession !== "physician")
      problem(["reviewer"], `"${article.reviewer}" no es médico: la revisión la hace un médico`);
    article.topics.forEach((topic, index) => {
      if (!links.topics.includes(topic)) problem(["topics", String(index)], `"${topic}" no es un tema de content/temas.yml`);
    });
    article.services.forEach((service, index) => {
      if (!links.services.includes(service))
        problem(["services", String(index)], `"${service}" no es un servicio (no existe content/servicios/${service}.md)`);
    });
  });
}

/** The list page of articles: its title, description and introduction. */
export const articlesPageSchema = markdownFile(z.object({ title: text, description: pageDescription }), markdown);
