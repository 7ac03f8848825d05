// The one walk over a client build (build/client): its files, its pages and what their <head> says.
// Used by the steps after the build, the deploy tool (deploy/) and the browser tests (e2e/pages.ts).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Every file under `dir`, relative to it, `/`-separated, sorted. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** Folders under app/ that hold no page of the site: hashed assets, pictures, the content editor. */
const NOT_PAGES = ["assets", "images", "admin"];

/** A prerendered page: its URL path ("/app/", "/app/contactanos", "/app/404") and its file. */
export type PrerenderedPage = { path: string; file: string };

/**
 * Every prerendered page of the client build in `clientDir`, by URL path: each folder's index.html,
 * and the not-found page, which Astro writes as app/404.html (its path here is "/app/404").
 */
export function prerenderedPages(clientDir: string): PrerenderedPage[] {
  return filesUnder(path.join(clientDir, "app"))
    .filter(
      (file) =>
        (file === "404.html" || file === "index.html" || file.endsWith("/index.html")) &&
        !NOT_PAGES.includes(file.split("/")[0]!),
    )
    .map((file) => {
      const folder = file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "");
      return { path: folder ? `/app/${folder}` : "/app/", file: path.join(clientDir, "app", file) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** What the sitemap and the search index need from a page's <head>. */
export type BuiltPage = PrerenderedPage & { canonical: string | undefined; noindex: boolean; lastmod?: string };

/** The attributes of every <meta> and <link> tag in a page's HTML. */
function headTags(html: string): Record<string, string>[] {
  return [...html.matchAll(/<(?:meta|link)\b[^>]*>/g)].map(([tag]) =>
    Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), decode(value!)])),
  );
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The latest `dateModified` (YYYY-MM-DD: an article's `reviewed`) in a page's JSON-LD blocks, if any says one. */
function dateModified(html: string): string | undefined {
  const dates = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(([, json]) => {
    const block = JSON.parse(json!) as { dateModified?: unknown };
    return typeof block.dateModified === "string" && /^\d{4}-\d{2}-\d{2}$/.test(block.dateModified) ? [block.dateModified] : [];
  });
  return dates.sort().at(-1);
}

/** What one page's HTML says of itself: its canonical URL, `noindex`, and when it last changed. */
export function readPage(page: PrerenderedPage, html: string): BuiltPage {
  const tags = headTags(html);
  const lastmod = dateModified(html);
  return {
    ...page,
    canonical: tags.find((tag) => tag.rel === "canonical")?.href,
    noindex: tags.some((tag) => tag.name === "robots" && /noindex/i.test(tag.content ?? "")),
    ...(lastmod ? { lastmod } : {}),
  };
}

/** Every prerendered page under `clientDir`/app, with what its <head> says. */
export function builtPages(clientDir: string): BuiltPage[] {
  return prerenderedPages(clientDir).map((page) => readPage(page, readFileSync(page.file, "utf8")));
}
