// sitemap.xml and robots.txt, written after prerendering (build-steps/index.ts)
// from the prerendered pages themselves: a page is listed when it is not `noindex`, under the
// canonical URL its own <head> declares (built from site.origin). So the sitemap can never list a
// page the build did not make, nor miss one that the slug lists added. A page whose JSON-LD says
// when it last changed (dateModified: articles and the lists of them) gets that day as its lastmod.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { escapeXml } from "../app/lib/escape-xml";
import { prerenderedPages } from "./pages";

export type BuiltPage = { path: string; canonical: string | undefined; noindex: boolean; lastmod?: string };
export type SitemapEntry = { url: string; lastmod?: string };

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

/** The latest `dateModified` (YYYY-MM-DD) in a page's JSON-LD blocks, if any says one. */
function dateModified(html: string): string | undefined {
  const dates = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(([, json]) => {
    const block = JSON.parse(json!) as { dateModified?: unknown };
    return typeof block.dateModified === "string" && /^\d{4}-\d{2}-\d{2}$/.test(block.dateModified) ? [block.dateModified] : [];
  });
  return dates.sort().at(-1);
}

/** What the sitemap needs from one page's HTML. */
export function readPage(pagePath: string, html: string): BuiltPage {
  const tags = headTags(html);
  const lastmod = dateModified(html);
  return {
    path: pagePath,
    canonical: tags.find((tag) => tag.rel === "canonical")?.href,
    noindex: tags.some((tag) => tag.name === "robots" && /noindex/i.test(tag.content ?? "")),
    ...(lastmod ? { lastmod } : {}),
  };
}

/** Every prerendered page under `clientDir`/app, as its URL path ("/app/", "/app/contactanos"). */
export function builtPages(clientDir: string): BuiltPage[] {
  return prerenderedPages(clientDir).map((page) => readPage(page.path, readFileSync(page.file, "utf8")));
}

/**
 * The absolute URLs of the indexable pages, with their lastmod. Fails the build when an indexable
 * page has no canonical URL, or one that is not its own address, since search engines would then
 * be misled.
 */
export function indexableUrls(pages: BuiltPage[]): SitemapEntry[] {
  const urls = pages
    .filter((page) => !page.noindex)
    .map((page) => {
      if (!page.canonical) throw new Error(`${page.path}: an indexable page needs <link rel="canonical">`);
      const url = new URL(page.canonical);
      const expected = page.path === "/app/" ? "/app/" : page.path.replace(/\/$/, "");
      if (url.pathname !== expected || url.search || url.hash) {
        throw new Error(`${page.path}: its canonical URL ${page.canonical} is not its own address`);
      }
      return { url: url.href, ...(page.lastmod ? { lastmod: page.lastmod } : {}) };
    });
  const origins = new Set(urls.map(({ url }) => new URL(url).origin));
  if (origins.size > 1) throw new Error(`canonical URLs on more than one origin: ${[...origins].join(", ")}`);
  return urls;
}

export function sitemapXml(urls: SitemapEntry[]): string {
  const entries = urls
    .map(({ url, lastmod }) => `  <url><loc>${escapeXml(url)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** Everything may be crawled: the placeholder pages must be fetched for their noindex to be seen. */
export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/**
 * Writes app/sitemap.xml and, at the origin's root where crawlers look for it, robots.txt.
 * Returns the sitemap's URLs.
 */
export function writeSearchFiles(clientDir: string): SitemapEntry[] {
  const urls = indexableUrls(builtPages(clientDir));
  const home = urls.find(({ url }) => new URL(url).pathname === "/app/")?.url;
  if (!home) throw new Error("the home page is not indexable: no sitemap can be written");
  writeFileSync(path.join(clientDir, "app", "sitemap.xml"), sitemapXml(urls));
  writeFileSync(path.join(clientDir, "robots.txt"), robotsTxt(new URL("sitemap.xml", home).href));
  return urls;
}
