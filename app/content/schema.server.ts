// The one schema every content file is checked against: the raw files only (strings, picture file
// names, Markdown sources). Turning Markdown into HTML and picture names into the build's image
// variants is a later step (resolve.server.ts), so tests and the editor read this without Vite.
// Astro's collections (app/content.config.ts) check each file's front matter with `frontMatterOf`
// these schemas; the reader (content.server.ts) then checks the whole file, Markdown body included.
// Fields that step transforms carry `.meta({ content })`; the editor reads patterns' messages from
// `.meta({ patternError })`, and each field's label, hint and widget, in the clinic's Spanish, from
// `.meta({ label, hint, … })` (app/cms/fields.server.ts, FieldWords): all reach z.toJSONSchema,
// zod's public view of a schema, so a field is described once, here.
// Each collection's schema is in a file of its own beside this one (their building blocks:
// content-fields.server.ts); this module is their one entry, with the types the pages take.
import type { z } from "zod";
import type { Resolved } from "./resolve.server.ts";
import type { articleSchema, articlesPageSchema, topicsSchema } from "./article-schemas.server.ts";
import type { homeSchema } from "./home-schema.server.ts";
import type {
  contactPageSchema,
  contentPageSchema,
  faqPageSchema,
  legalPageSchema,
  placeholderSchema,
  searchPageSchema,
} from "./page-schemas.server.ts";
import type { staffSchema } from "./staff-schema.server.ts";
import type { navItem, uiSchema } from "./ui-schema.server.ts";
import type { whenToConsultSchema } from "./when-to-consult-schema.server.ts";

export { frontMatterOf, image, inlineMarkdown, markdown, slug } from "./content-fields.server.ts";
export {
  contactPageSchema,
  contentPageSchema,
  faqPageSchema,
  legalPageSchema,
  placeholderSchema,
  searchPageSchema,
} from "./page-schemas.server.ts";
export { staffSchema } from "./staff-schema.server.ts";
export {
  articleFieldsSchema,
  articleSchema,
  articlesPageSchema,
  topicsSchema,
  type ArticleLinks,
} from "./article-schemas.server.ts";
export { homeSchema } from "./home-schema.server.ts";
export { whenToConsultSchema } from "./when-to-consult-schema.server.ts";
export { uiSchema } from "./ui-schema.server.ts";

export type ContentPage = Resolved<z.output<typeof contentPageSchema>>;
export type ContentSection = ContentPage["sections"][number];
export type StaffMember = Resolved<z.output<typeof staffSchema>> & { slug: string };
export type Home = Resolved<z.output<typeof homeSchema>>;
export type Placeholder = Resolved<z.output<typeof placeholderSchema>>;
export type ContactPage = Resolved<z.output<typeof contactPageSchema>>;
export type LegalPage = Resolved<z.output<typeof legalPageSchema>>;
export type FaqPage = Resolved<z.output<typeof faqPageSchema>>;
export type SearchPage = Resolved<z.output<typeof searchPageSchema>>;
export type WhenToConsultPage = Resolved<z.output<typeof whenToConsultSchema>>;
export type Ui = Resolved<z.output<typeof uiSchema>>;
export type Topic = Resolved<z.output<typeof topicsSchema>>[number];
export type Article = Resolved<z.output<ReturnType<typeof articleSchema>>> & { slug: string };
export type ArticlesPage = Resolved<z.output<typeof articlesPageSchema>>;
export type NavItem = Resolved<z.output<typeof navItem>> & { children?: { label: string; to: string }[] };

/** Texts (content/ui.yml) only some pages show: each such page's data function sends its own. */
export type PageTexts = Partial<Pick<Ui, "form" | "staffProfile" | "articles" | "carousel">>;
/**
 * The layout's texts, which the layout gives every page. The navigation's source is left out (the
 * layout sends it expanded, with the services) and so are the page texts, so no island carries in
 * its props the texts of forms, profiles or carousels it does not show.
 */
export type LayoutUi = Omit<Ui, "nav" | keyof PageTexts>;
