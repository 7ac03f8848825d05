// Reads content/ at build time (route loaders run during prerender), validates every file against
// the schema and fails with the file and field at fault, never with a half-rendered page.
import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { contentDir, listSlugs } from "./slugs.server";
import {
  contentPageSchema,
  homeSchema,
  contactPageSchema,
  placeholderSchema,
  staffSchema,
  uiSchema,
  type NavItem,
  type StaffMember,
} from "./schema.server";

export class ContentError extends Error {
  override name = "ContentError";
}

/** Validates raw data against a schema; on failure names the file and each field at fault. */
export function validate<S extends z.ZodType>(schema: S, data: unknown, file: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "(archivo)"}: ${issue.message}`);
  throw new ContentError(`${file}: contenido inválido\n${problems.join("\n")}`);
}

const cache = new Map<string, unknown>();
function memo<T>(key: string, load: () => T): T {
  if (!cache.has(key)) cache.set(key, load());
  return cache.get(key) as T;
}

function readSource(relative: string): string {
  try {
    return readFileSync(path.join(contentDir, relative), "utf8");
  } catch {
    throw new ContentError(`content/${relative}: no existe el archivo`);
  }
}

/** A Markdown file: its front matter plus the text below it as `body`. */
function readMarkdown<S extends z.ZodType>(relative: string, schema: S): z.output<S> {
  return memo(relative, () => {
    const file = `content/${relative}`;
    let parsed: matter.GrayMatterFile<string>;
    try {
      parsed = matter(readSource(relative));
    } catch (error) {
      throw new ContentError(`${file}: el encabezado YAML no se puede leer: ${(error as Error).message}`);
    }
    const body = parsed.content.trim();
    return validate(schema, { ...parsed.data, ...(body ? { body } : {}) }, file);
  });
}

export function getUi() {
  return memo("ui.yml", () => validate(uiSchema, parseYaml(readSource("ui.yml")), "content/ui.yml"));
}

export const getHome = () => readMarkdown("home.md", homeSchema);
export const getContactPage = () => readMarkdown("paginas/contactanos.md", contactPageSchema);
export const getPlaceholder = (slug: string) => readMarkdown(`paginas/${slug}.md`, placeholderSchema);
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

/** Looks up one entry of a collection; an unknown slug is a 404, not a crash. */
export function findBySlug<T extends { slug: string }>(entries: T[], slug: string | undefined): T {
  const entry = entries.find((candidate) => candidate.slug === slug);
  if (!entry) throw new Response(null, { status: 404 });
  return entry;
}

/** The navigation, with the services submenu filled in from the service files. */
export function getNavigation(): NavItem[] {
  const services = getServices().map(({ title, slug }) => ({ label: title, to: `/servicios/${slug}` }));
  return getUi().nav.map((item) => (item.submenu === "servicios" ? { ...item, children: services } : item));
}
