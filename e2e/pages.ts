import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { JSDOM } from "jsdom";
import { prerenderedPages } from "#app/build-steps/pages.ts";
import { loadClinicFacts } from "#shared/clinic/facts.ts";
import { publicOrigin } from "#shared/clinic/settings.ts";
import { site } from "./sites.ts";

/** The built site under test (e2e/sites.ts), as the web server serves it. */
export const buildDir = path.join(site.buildDirectory, "client");

/**
 * The not-found page, written as app/404.html (every server answers an unknown address with it):
 * checked as a page at /app/404, an address no page has.
 */
const notFound = { path: "/app/404", file: path.join(buildDir, "app/404.html") };

/** Every prerendered page of the build, by URL path, with its file; the not-found page included. */
function pagesOfBuild() {
  const pages = prerenderedPages(buildDir);
  if (existsSync(notFound.file) && !pages.some((page) => page.path === notFound.path)) pages.push(notFound);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** Every prerendered page of the build, as a URL path ("/app/", "/app/servicios/cirugias", "/app/404"). */
export const prerenderedPaths = (): string[] => pagesOfBuild().map((page) => page.path);

/**
 * The pages the per-page checks visit: every page, or only those the content lane names
 * (E2E_PAGES, one path a line: scripts/test-content.ts).
 */
export function pagesUnderTest(): string[] {
  const all = prerenderedPaths();
  const only = process.env.E2E_PAGES?.split("\n").filter(Boolean);
  return only ? all.filter((page) => only.includes(page)) : all;
}

/** The file of a built page, by its URL path. */
export const fileOf = (page: string) =>
  pagesOfBuild().find((built) => built.path === page)?.file ?? path.join(buildDir, page, "index.html");

/** The prerendered HTML of a page, by its URL path. */
export const htmlOf = (page: string) => readFileSync(fileOf(page), "utf8");

const documents = new Map<string, Document>();
/** A built page's document, parsed once per test worker: the checks that read every page only read it. */
export function documentOf(page: string): Document {
  let document = documents.get(page);
  if (!document) documents.set(page, (document = new JSDOM(htmlOf(page)).window.document));
  return document;
}

/** The public origin: CLINIC_ORIGIN when the build had it, else its default. */
export const siteOrigin = publicOrigin;

/** «Datos de la clínica» of the site under test, as its build read them. */
export const clinicFacts = loadClinicFacts(path.join(site.contentDir, "clinica.yml"));

/** The pages search engines must not index: the spec's two placeholders, the not-found page, the request's «received» page. */
export const noindexPages = [
  "/app/404",
  "/app/nueva-ruta",
  "/app/perfil-doctor/nuevo-doctor",
  // What a person sees after sending «Pide tu primera consulta»: nothing to find in a search.
  "/app/pide-tu-primera-consulta/recibida",
];

/** A content collection's slugs, listed as the prerender lists them: <content>/<collection>/*.md. */
export const slugsOf = (collection: string) =>
  readdirSync(path.join(site.contentDir, collection))
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -".md".length))
    .sort();

/** A collection's entries: each file's slug and front matter. */
export const entriesOf = <T = Record<string, unknown>>(collection: string) =>
  slugsOf(collection).map((slug) => ({
    slug,
    ...(matter(readFileSync(path.join(site.contentDir, collection, `${slug}.md`), "utf8")).data as T),
  }));

/** An article as its file in content/articulos says it, read here independently of the app. */
export type ArticleSource = {
  slug: string;
  title: string;
  description: string;
  published: string;
  reviewed: string;
  author: string;
  reviewer: string;
  topics: string[];
  services: string[];
  references: { title: string; url: string }[];
};

const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

/** Every article in content/articulos, newest first (by publication date, then title). */
export function articleSources(): ArticleSource[] {
  const dir = path.join(site.contentDir, "articulos");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => {
      const data = matter(readFileSync(path.join(dir, file), "utf8")).data as Record<string, unknown>;
      return {
        ...(data as Omit<ArticleSource, "slug" | "published" | "reviewed">),
        services: (data.services as string[] | undefined) ?? [],
        slug: file.slice(0, -".md".length),
        published: day(data.published),
        reviewed: day(data.reviewed),
      };
    })
    .sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title, "es"));
}

/** The topics' slugs, in the order of content/temas.yml. */
export const topicSlugs = () =>
  [...readFileSync(path.join(site.contentDir, "temas.yml"), "utf8").matchAll(/^- slug: ([\w-]+)$/gm)].map((match) => match[1]!);
