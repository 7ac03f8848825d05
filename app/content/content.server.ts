// Reads content/ at build time (route loaders run during prerender): validates every file against
// the schema (schema.server.ts), then resolves it (resolve.server.ts: Markdown to HTML, pictures to
// the build's variants), and fails with the file and field at fault, never with a half-rendered page.
import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { fullAddress, site } from "~/config/site";
import { fill } from "~/lib/fill";
import type { LayoutUi, PageTexts } from "~/lib/use-ui";
import { getPicture } from "./images.server";
import { resolveContent, type Resolved } from "./resolve.server";
import { complaintsBookSchema } from "../../complaints-book/complaints-book-schema.ts";
import { contentDir, listSlugs } from "./slugs.server";
import {
  articleSchema,
  articlesPageSchema,
  contentPageSchema,
  homeSchema,
  contactPageSchema,
  faqPageSchema,
  legalPageSchema,
  searchPageSchema,
  placeholderSchema,
  staffSchema,
  topicsSchema,
  uiSchema,
  type Article,
  type NavItem,
  type StaffMember,
  type Ui,
} from "./schema.server";
import { servicePath } from "~/lib/urls";

export class ContentError extends Error {
  override name = "ContentError";
}

function invalid(file: string, problems: { path: string; message: string }[]): ContentError {
  return new ContentError(
    `${file}: contenido inválido\n${problems.map(({ path, message }) => `  - ${path || "(archivo)"}: ${message}`).join("\n")}`,
  );
}

/** Validates raw data against a schema; on failure names the file and each field at fault. */
export function validate<S extends z.ZodType>(schema: S, data: unknown, file: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw invalid(
    file,
    result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
  );
}

/** Validates, then resolves (Markdown to HTML, pictures to their variants): what pages receive. */
export function load<S extends z.ZodType>(schema: S, data: unknown, file: string): Resolved<z.output<S>> {
  const { value, problems } = resolveContent(schema, validate(schema, data, file), getPicture);
  if (problems.length) throw invalid(file, problems);
  return value;
}

const cache = new Map<string, unknown>();
function memo<T>(key: string, load: () => T): T {
  if (!cache.has(key)) cache.set(key, load());
  return cache.get(key) as T;
}

function readSource(relative: string): string {
  try {
    return readFileSync(path.join(contentDir(), relative), "utf8");
  } catch {
    throw new ContentError(`content/${relative}: no existe el archivo`);
  }
}

/**
 * A Markdown file: its front matter plus the text below it as `body`. With `placeholders`, each
 * {key} in the body is replaced before the Markdown is rendered, and an unknown one is an error.
 */
function readMarkdown<S extends z.ZodType>(
  relative: string,
  schema: S,
  placeholders?: Record<string, string>,
): Resolved<z.output<S>> {
  return memo(relative, () => {
    const file = `content/${relative}`;
    let parsed: matter.GrayMatterFile<string>;
    try {
      parsed = matter(readSource(relative));
    } catch (error) {
      throw new ContentError(`${file}: el encabezado YAML no se puede leer: ${(error as Error).message}`);
    }
    let body = parsed.content.trim();
    if (placeholders) {
      body = fill(body, placeholders);
      const unknown = body.match(/\{\w+\}/);
      if (unknown) {
        const known = Object.keys(placeholders)
          .map((key) => `{${key}}`)
          .join(", ");
        throw new ContentError(`${file}: ${unknown[0]} no es un dato de la clínica (se puede usar ${known})`);
      }
    }
    return load(schema, { ...parsed.data, ...(body ? { body } : {}) }, file);
  });
}

export function getUi() {
  return memo("ui.yml", () => load(uiSchema, parseYaml(readSource("ui.yml")), "content/ui.yml"));
}

/** The texts of the layout every page shows (see LayoutUi in app/lib/use-ui.tsx). */
export function getLayoutUi(): LayoutUi {
  const notLayout = new Set<string>(["nav", "form", "staffProfile", "articles", "carousel"] satisfies (keyof Ui)[]);
  return Object.fromEntries(Object.entries(getUi()).filter(([key]) => !notLayout.has(key))) as LayoutUi;
}

/**
 * The groups of texts an island shows, which its props carry into the page (app/lib/with-texts.tsx),
 * and the fallback it shows if it fails.
 */
export function islandTexts<Key extends keyof Ui>(...keys: Key[]): Pick<Ui, Key | "error"> {
  const ui = getUi();
  return Object.fromEntries([...keys, "error" as const].map((key) => [key, ui[key]])) as Pick<Ui, Key | "error">;
}

/** Texts only some pages show, for their loaders to send (see PageTexts in app/lib/use-ui.tsx). */
export function pageTexts<Key extends keyof PageTexts>(...keys: Key[]): Pick<Ui, Key> {
  const ui = getUi();
  return Object.fromEntries(keys.map((key) => [key, ui[key]])) as Pick<Ui, Key>;
}

/** The complaints book's texts; the service reads the same file (server/complaints/content.ts). */
export const getComplaintsBook = () =>
  memo("libro-de-reclamaciones.yml", () =>
    validate(complaintsBookSchema, parseYaml(readSource("libro-de-reclamaciones.yml")), "content/libro-de-reclamaciones.yml"),
  );

export const getHome = () => readMarkdown("home.md", homeSchema);
export const getContactPage = () => readMarkdown("paginas/contactanos.md", contactPageSchema);
export const getFaqPage = () => readMarkdown("paginas/preguntas-frecuentes.md", faqPageSchema);
/** The first-visit guide: a content page like the services, outside their collection. */
export const getFirstVisitPage = () => readMarkdown("paginas/primera-consulta.md", contentPageSchema);
export const getSearchPage = () => readMarkdown("paginas/buscar.md", searchPageSchema);
export const getPlaceholder = (slug: string) => readMarkdown(`paginas/${slug}.md`, placeholderSchema);

/** The clinic's facts a legal text may quote, so they are written once, in the site config. */
export const siteFacts = {
  name: site.name,
  legalName: site.legalName,
  ruc: site.ruc,
  address: fullAddress,
  email: site.email,
  phone: site.phone,
};

/**
 * The privacy policy, which must quote the form's consent box word for word (between « »), so the
 * person agrees to exactly what the policy describes: change both together.
 */
export function getPrivacyPage() {
  const page = readMarkdown("paginas/politica-de-privacidad.md", legalPageSchema, siteFacts);
  const consent = getUi().form.consent.label.replace(/\.$/, "");
  if (!page.body.includes(`«${consent}»`)) {
    throw new ContentError(
      `content/paginas/politica-de-privacidad.md: debe citar entre « » la casilla de consentimiento del formulario tal como dice content/ui.yml (form.consent.label): «${consent}»`,
    );
  }
  return page;
}
export const getTreatment = (slug: string) => readMarkdown(`tratamientos/${slug}.md`, contentPageSchema);

export function getServices() {
  return listSlugs("servicios")
    .map((slug) => ({ slug, ...readMarkdown(`servicios/${slug}.md`, contentPageSchema) }))
    .sort((a, b) => a.order - b.order);
}

export function getStaff(): StaffMember[] {
  return listSlugs("staff")
    .map((slug) => ({ slug, ...readMarkdown(`staff/${slug}.md`, staffSchema) }))
    .sort((a, b) => a.order - b.order);
}

export function getTopics() {
  return memo("temas.yml", () => load(topicsSchema, parseYaml(readSource("temas.yml")), "content/temas.yml"));
}

export const getArticlesPage = () => readMarkdown("paginas/articulos.md", articlesPageSchema);

/** Every article, newest first (by publication date, then by title). */
export function getArticles(): Article[] {
  return memo("articulos", () => {
    const schema = articleSchema({
      staff: getStaff(),
      topics: getTopics().map((topic) => topic.slug),
      services: getServices().map((service) => service.slug),
    });
    return listSlugs("articulos")
      .map((slug) => ({ slug, ...readMarkdown(`articulos/${slug}.md`, schema) }))
      .sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title, "es"));
  });
}

/** Looks up one entry of a collection; an unknown slug is a 404, not a crash. */
export function findBySlug<T extends { slug: string }>(entries: T[], slug: string | undefined): T {
  const entry = entries.find((candidate) => candidate.slug === slug);
  if (!entry) throw new Response(null, { status: 404 });
  return entry;
}

/** The navigation, with the services submenu filled in from the service files. */
export function getNavigation(): NavItem[] {
  const services = getServices().map(({ title, slug }) => ({ label: title, to: servicePath(slug) }));
  return getUi().nav.map((item) => (item.submenu === "servicios" ? { ...item, children: services } : item));
}
