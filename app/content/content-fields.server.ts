// The building blocks of the content's schemas (./schema.server.ts): Markdown and its one-line kind,
// slugs, pictures, dates, links, lists of sources, the Markdown file's front matter, and the editor's
// words several fields share.
import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { SLUG_MESSAGE, SLUG_PATTERN } from "#app/lib/slug.ts";
import { matching, text } from "#shared/clinic/schema-blocks.ts";
import { contentPath } from "#shared/content/content-dir.ts";
import type { ContentKind } from "./resolve.server.ts";

export const content = (kind: ContentKind) => ({ content: kind });

const pictureName = /^[\w.-]+\.(svg|png|jpe?g)$/i;

/** Markdown source, rendered to HTML by the resolve step. */
export const markdown = text.meta(content("markdown")).brand<"Markdown">();
/** One line of Markdown (no paragraphs), rendered to inline HTML by the resolve step. */
export const inlineMarkdown = text.meta(content("inline-markdown")).brand<"InlineMarkdown">();
/** A slug: a file name that is an address, an anchor (the rule: app/lib/slug.ts). */
export const slug = matching(text, SLUG_PATTERN, SLUG_MESSAGE);
/**
 * A picture's file name in content/images; the resolve step turns it into the variants the build
 * made of it, or names the file that is missing. The editor writes a picture it adds or picks as
 * "/file.jpg" (the root of its media folder).
 */
export const image = z
  .preprocess(
    (file) => (typeof file === "string" ? file.trim().replace(/^\//, "") : file),
    matching(text, pictureName, "debe ser un nombre de archivo .jpg, .png o .svg").refine(
      // A name that is not a picture's has its own message above.
      (file) => !pictureName.test(file) || existsSync(path.join(contentPath("images"), file)),
      { error: (issue) => `no existe ${String(issue.input)} en content/images` },
    ),
  )
  .meta(content("image"))
  .brand<"Image">();
/** A Markdown file's front matter, by the schema of the whole file (see markdownFile). */
const frontMatters = new WeakMap<z.ZodType, z.ZodType>();
/**
 * The schema of a Markdown file: its front matter's, plus the text under it as `body`. Astro's
 * collections see the front matter only (their loader keeps the body apart), so they check it
 * with `frontMatterOf(schema)`.
 */
export function markdownFile<Shape extends z.ZodRawShape, B extends z.ZodType>(frontMatter: z.ZodObject<Shape>, body: B) {
  type File = z.ZodObject<z.core.util.Extend<Shape, { body: B }>>;
  const schema = frontMatter.safeExtend({ body } as never) as unknown as File;
  frontMatters.set(schema, frontMatter);
  return schema;
}
/** The front matter's part of a Markdown file's schema; a YAML file's schema is all of it. */
export const frontMatterOf = (schema: z.ZodType): z.ZodType => frontMatters.get(schema) ?? schema;

// The editor's hints several fields share.
export const photoSizes = "Foto JPEG o PNG, lo más grande que la tengas (la web hace las versiones pequeñas).";
export const altHint = "Describe lo que se ve para quien no puede verla. Déjalo vacío si la imagen es solo decorativa.";
export const descriptionHint = "Una o dos frases que Google muestra bajo el título: muestra unos 160 caracteres (máximo 170).";
export const itemHint = "Se permite **negrita**, *cursiva* y [enlaces](https://…).";

/** Every page's own title, as the editor names it. */
export const pageTitle = text.meta({ label: "Título de la página" });
/**
 * A page's description for search engines and share cards: Google shows about 160 characters, and
 * one shorter than 70 says too little in a result.
 */
export const pageDescription = text
  .min(70, "la descripción para Google debe tener al menos 70 caracteres")
  .max(170, "la descripción para Google debe tener como máximo 170 caracteres")
  .meta({ label: "Descripción para Google", widget: "text", hint: descriptionHint });
/** Alternative text: required, but may be "" for a decorative image. */
export const alt = z.string().trim();
export const imageAltWords = { label: "Descripción de la imagen", hint: altHint };
export const list = z.array(inlineMarkdown).default([]);
export const internalPath = matching(text, /^\/[\w\-/#]*$/, "debe ser una ruta interna que empiece con /");
/** A link by its label and its path under /app/; `to` is how the editor names that path. */
export const link = (to: { label: string; hint: string }) =>
  z.object({ label: text.meta({ label: "Texto del enlace" }), to: internalPath.meta(to) });

/**
 * A date as YYYY-MM-DD. YAML reads an unquoted 2026-09-14 as a date and a quoted one as text; both
 * are accepted, and a day that does not exist (2026-02-30) is not.
 */
export const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z
    .string()
    .trim()
    .refine((day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), {
      error: (issue) => `"${String(issue.input)}" no es una fecha válida: escríbela como AAAA-MM-DD`,
    }),
);

/** Texts, each named for the editor: the fields of a group of content/ui.yml, or of a question's options. */
export const textsOf = <Key extends string>(words: Record<Key, string>) =>
  Object.fromEntries(Object.entries(words).map(([key, label]) => [key, text.meta({ label })])) as Record<Key, typeof text>;
/** A group of texts (of content/ui.yml, or a question's options), named for the editor. */
export const group = <Key extends string>(label: string, words: Record<Key, string>) => z.object(textsOf(words)).meta({ label });

/** A list of sources (an article's references, the guide's sources): at least two, each a title and its https:// address. */
export const references = (words: { label: string; singular: string; hint?: string }) =>
  z
    .array(
      z.object({
        title: text.meta({ label: "Referencia" }),
        url: z
          .url({ protocol: /^https?$/, error: "debe ser una dirección completa que empiece con https://" })
          .meta({ label: "Dirección (https://…)" }),
      }),
    )
    .min(2, "cita al menos dos fuentes")
    .meta(words);
