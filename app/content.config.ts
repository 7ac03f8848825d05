// The content collections: every file of content/ (or CONTENT_DIR, a fixture site's content), each
// checked at the build's start against its schema in app/content/schema.server.ts, the one source
// the editor's configuration and the unit tests also read. A collection sees a Markdown file's
// front matter (`frontMatterOf`); the reader (app/content/content.server.ts) checks the whole file
// with its body, the links between collections, and renders it.
//
// Pictures stay file names looked up in content/images (app/content/images.server.ts) rather than
// Astro's image(): image() resolves a name against the entry's own folder, while the clinic's files
// and the editor write a picture as "file.jpg" or "/file.jpg" in content/images, for every folder.
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import type { z } from "zod";
import { contentDir } from "#shared/content/content-dir.ts";
import {
  articleFieldsSchema,
  articlesPageSchema,
  contactPageSchema,
  contentPageSchema,
  faqPageSchema,
  frontMatterOf,
  homeSchema,
  legalPageSchema,
  placeholderSchema,
  searchPageSchema,
  staffSchema,
  topicsSchema,
  uiSchema,
  whenToConsultSchema,
} from "#app/content/schema.server.ts";
import { complaintsBookSchema } from "#shared/complaints-book/complaints-book-schema.ts";
import { consultationContentSchema } from "#shared/consultation-request/consultation-content-schema.ts";

/**
 * The files `pattern` names in `folder` of the content, checked by `schema`. An entry's id is its
 * file name as written (not Astro's slug of it): it is the page's address, and the reader refuses
 * one that breaks the slug rule, naming the file.
 */
const files = (folder: string, pattern: string, schema: z.ZodType) =>
  defineCollection({
    loader: glob({
      base: `${contentDir()}/${folder}`,
      pattern,
      generateId: ({ entry }) => entry.replace(/\.(md|ya?ml)$/, ""),
    }),
    schema: frontMatterOf(schema),
  });

export const collections = {
  servicios: files("servicios", "*.md", contentPageSchema),
  tratamientos: files("tratamientos", "*.md", contentPageSchema),
  staff: files("staff", "*.md", staffSchema),
  articulos: files("articulos", "*.md", articleFieldsSchema),
  // content/paginas/ holds pages of different kinds: one collection per kind.
  placeholders: files("paginas", "{nueva-ruta,nuevo-doctor}.md", placeholderSchema),
  "pagina-articulos": files("paginas", "articulos.md", articlesPageSchema),
  "pagina-buscar": files("paginas", "buscar.md", searchPageSchema),
  "pagina-contactanos": files("paginas", "contactanos.md", contactPageSchema),
  "pagina-politica-de-privacidad": files("paginas", "politica-de-privacidad.md", legalPageSchema),
  "pagina-preguntas-frecuentes": files("paginas", "preguntas-frecuentes.md", faqPageSchema),
  "pagina-primera-consulta": files("paginas", "primera-consulta.md", contentPageSchema),
  "pagina-cuando-consultar": files("paginas", "cuando-consultar.md", whenToConsultSchema),
  // The single files: one entry each, the whole file (temas.yml is one list, checked as one).
  home: files(".", "home.md", homeSchema),
  ui: files(".", "ui.yml", uiSchema),
  temas: files(".", "temas.yml", topicsSchema),
  "libro-de-reclamaciones": files(".", "libro-de-reclamaciones.yml", complaintsBookSchema),
  "pide-tu-primera-consulta": files(".", "pide-tu-primera-consulta.yml", consultationContentSchema),
};
