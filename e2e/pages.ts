import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { prerenderedPages } from "../build-steps/pages";

/** The built site, as the web server serves it. */
export const buildDir = path.resolve("build/client");

/** Every prerendered page of the build, as a URL path ("/app/", "/app/servicios/cirugias"). */
export const prerenderedPaths = (): string[] => prerenderedPages(buildDir).map((page) => page.path);

/** The prerendered HTML of a page, by its URL path. */
export const htmlOf = (page: string) => readFileSync(path.join(buildDir, page, "index.html"), "utf8");

/** The site origin from the site config: CLINIC_ORIGIN when the build had it, else its default. */
export const siteOrigin =
  process.env.CLINIC_ORIGIN?.trim() || /pick\("CLINIC_ORIGIN", "([^"]+)"\)/.exec(readFileSync("app/config/site.ts", "utf8"))![1]!;

/** The pages search engines must not index: the spec's two placeholders and the not-found page. */
export const noindexPages = ["/app/404", "/app/nueva-ruta", "/app/perfil-doctor/nuevo-doctor"];

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
  const dir = path.resolve("content/articulos");
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
  [...readFileSync("content/temas.yml", "utf8").matchAll(/^- slug: ([\w-]+)$/gm)].map((match) => match[1]!);
