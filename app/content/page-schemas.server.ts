// The schemas of the site's pages that are one file each, or one per service and treatment: the
// service and treatment pages (content/servicios/, content/tratamientos/), the placeholders, contact,
// the frequently asked questions, search and the legal pages.
import { z } from "zod";
import { optional, text } from "#shared/clinic/schema-blocks.ts";
import {
  alt,
  image,
  imageAltWords,
  inlineMarkdown,
  itemHint,
  link,
  list,
  markdown,
  markdownFile,
  pageDescription,
  pageTitle,
  photoSizes,
  slug,
} from "./content-fields.server.ts";

const subsection = z.object({
  title: text.meta({ label: "Título" }),
  body: optional(markdown).meta({ label: "Texto" }),
  items: list.meta({ label: "Lista de puntos", singular: "punto", hint: itemHint }),
});

const section = z.object({
  title: text.meta({ label: "Título" }),
  id: optional(slug).meta({
    label: "Ancla del bloque",
    hint: "Opcional: minúsculas sin tildes y guiones, para enlazar directo al bloque (#ancla).",
  }),
  summary: optional(inlineMarkdown).meta({ label: "Resumen (se ve aunque el bloque esté cerrado)" }),
  body: optional(markdown).meta({ label: "Texto" }),
  items: list.meta({ label: "Lista de puntos", singular: "punto", hint: itemHint }),
  ordered: z.boolean().default(false).meta({ label: "Numerar la lista" }),
  expandable: z.boolean().default(false).meta({ label: "Empieza cerrado (se abre con un clic)" }),
  style: z
    .enum(["plain", "accordion"])
    .default("plain")
    .meta({ label: "Estilo", options: { plain: "Simple", accordion: "Acordeón rosado con «+ ver más»" } }),
  subsections: z.array(subsection).default([]).meta({ label: "Sub-bloques", singular: "sub-bloque" }),
});

const contentPageFrontMatter = z.object({
  title: pageTitle,
  description: pageDescription,
  order: z.number().int().default(0).meta({ label: "Posición entre los servicios de la portada", hint: "1 es el primero." }),
  image: image.meta({ label: "Imagen", hint: `${photoSizes} Proporción 4:3.` }),
  imageAlt: alt.meta(imageAltWords),
  sections: z.array(section).default([]).meta({ label: "Bloques de la página", singular: "bloque" }),
});
export const contentPageSchema = markdownFile(
  contentPageFrontMatter,
  markdown.meta({ label: "Introducción (junto a la imagen)" }),
);

/** The placeholder pages the spec keeps: headings and an optional image, never indexed. */
export const placeholderSchema = z.object({
  title: pageTitle,
  // Never indexed: no length to meet for search results.
  description: text.max(170).meta({ label: "Descripción", widget: "text" }),
  headings: z.array(text).min(1).meta({ label: "Títulos", singular: "título" }),
  image: optional(image).meta({ label: "Imagen (opcional)" }),
  imageAlt: alt.default("").meta(imageAltWords),
});

export const contactPageSchema = markdownFile(
  z.object({
    title: pageTitle,
    description: pageDescription,
    formHeading: text.meta({ label: "Título del formulario" }),
    mapHeading: text.meta({ label: "Título del mapa" }),
    mapTitle: text.meta({ label: "Descripción del mapa (para lectores de pantalla)" }),
    directions: text.meta({ label: "Texto del enlace a Google Maps" }),
  }),
  markdown.meta({ label: "Texto de introducción" }),
);

/**
 * The frequently asked questions: groups of questions, each answer Markdown. Every group and
 * question id is an anchor on the same page (links such as /preguntas-frecuentes#que-llevar), so
 * none may repeat.
 */
const faqFrontMatter = z
  .object({
    title: pageTitle,
    description: pageDescription,
    groups: z
      .array(
        z.object({
          title: text.meta({ label: "Título del grupo" }),
          id: slug.meta({ label: "Ancla del grupo", hint: "Minúsculas sin tildes y guiones." }),
          questions: z
            .array(
              z.object({
                id: slug.meta({
                  label: "Ancla de la pregunta",
                  hint: "Minúsculas sin tildes y guiones; no la cambies una vez publicada.",
                }),
                question: text.meta({ label: "Pregunta" }),
                answer: markdown.meta({ label: "Respuesta", widget: "markdown" }),
              }),
            )
            .min(1, "el grupo no tiene preguntas")
            .meta({ label: "Preguntas", singular: "pregunta" }),
        }),
      )
      .min(1, "no hay ningún grupo de preguntas")
      .meta({ label: "Grupos de preguntas", singular: "grupo" }),
  })
  .superRefine((page, ctx) => {
    const seen = new Map<string, string>();
    const check = (id: string, path: (string | number)[]) => {
      const first = seen.get(id);
      if (first)
        ctx.addIssue({
          code: "custom",
          path,
          message: `el id «${id}» ya se usa en ${first}; cada id debe ser único en la página`,
        });
      else seen.set(id, path.join("."));
    };
    page.groups.forEach((group, g) => {
      check(group.id, ["groups", g, "id"]);
      group.questions.forEach((question, q) => check(question.id, ["groups", g, "questions", q, "id"]));
    });
  });
export const faqPageSchema = markdownFile(faqFrontMatter, markdown.meta({ label: "Introducción" }));

/** The site search page: its texts, and where to look instead when JavaScript is off. */
const searchFrontMatter = z.object({
  title: pageTitle,
  description: pageDescription,
  label: text.meta({ label: "Etiqueta de la caja de búsqueda" }),
  submit: text.meta({ label: "Texto del botón" }),
  searching: text.meta({ label: "Mensaje mientras busca" }),
  /** {query}, {count}: the live region's message after a search. */
  results: z
    .object({
      none: text.meta({ label: "Ninguna página" }),
      one: text.meta({ label: "Una página" }),
      many: text.meta({ label: "Varias páginas" }),
    })
    .meta({ label: "Mensajes con el resultado", hint: "{query} es lo que escribió la persona; {count}, cuántas páginas." }),
  failed: text.meta({ label: "Mensaje si la búsqueda no carga" }),
  /** Shown when the page runs without JavaScript, above the `alternatives`. */
  noscript: text.meta({ label: "Mensaje sin JavaScript" }),
  alternativesHeading: text.meta({ label: "Título de los otros caminos" }),
  alternatives: z
    .array(link({ label: "Dirección dentro del sitio", hint: "Empieza con /, p. ej. /preguntas-frecuentes" }))
    .min(1)
    .meta({ label: "Otros caminos (enlaces)", singular: "enlace" }),
});
export const searchPageSchema = markdownFile(searchFrontMatter, markdown.meta({ label: "Introducción" }));

/** A page of running text (the privacy policy); {placeholders} in it are site facts. */
export const legalPageSchema = markdownFile(
  z.object({ title: pageTitle, description: pageDescription }),
  markdown.meta({
    label: "Texto",
    hint: "No escribas a mano los datos de la clínica: {legalName}, {name}, {ruc}, {address}, {email} y {phone} se completan solos.",
  }),
);
