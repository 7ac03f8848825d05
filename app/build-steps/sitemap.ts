// The sitemap, written by @astrojs/sitemap (astro.config.ts) from the pages the build wrote, as their
// own <head> declares them: a page is listed when it is not `noindex`, under its canonical URL (built
// from site.origin), and a page whose JSON-LD says when it last changed (dateModified: an article's
// `reviewed`, a list's newest one) gets that day as its lastmod. robots.txt, at the origin's root
// where crawlers look for it, points to the sitemap's index.
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import sitemap from "@astrojs/sitemap";
import type { AstroIntegration } from "astro";
import { builtPages, type BuiltPage } from "./pages.ts";

export type SitemapEntry = { url: string; lastmod?: string };

/** The sitemap's index, which robots.txt names: @astrojs/sitemap's default name, under /app/. */
export const SITEMAP_INDEX = "sitemap-index.xml";

/** The key of a page's path, with or without its trailing slash: "/app/servicios/cirugias/" and "/app/" are "/app/servicios/cirugias" and "/app". */
const pageKey = (pathname: string) => pathname.replace(/\/$/, "");

/**
 * The indexable pages by path, each with its sitemap entry. Fails the build when an indexable page
 * has no canonical URL, or one that is not its own address, since search engines would then be misled.
 */
export function indexableUrls(pages: BuiltPage[]): Map<string, SitemapEntry> {
  const urls = new Map<string, SitemapEntry>();
  for (const page of pages.filter((page) => !page.noindex)) {
    if (!page.canonical) throw new Error(`${page.path}: an indexable page needs <link rel="canonical">`);
    const url = new URL(page.canonical);
    // Exactly the page's address: "/app/" for the home page, no trailing slash for the others.
    if (url.pathname !== page.path || url.search || url.hash) {
      throw new Error(`${page.path}: its canonical URL ${page.canonical} is not its own address`);
    }
    urls.set(pageKey(page.path), { url: url.href, ...(page.lastmod ? { lastmod: page.lastmod } : {}) });
  }
  const origins = new Set([...urls.values()].map(({ url }) => new URL(url).origin));
  if (origins.size > 1) throw new Error(`canonical URLs on more than one origin: ${[...origins].join(", ")}`);
  return urls;
}

/**
 * @astrojs/sitemap's filter and serialize, from the built pages (read once, when the integration
 * first asks, after every page is written). The filter throws, failing the build, when a page's
 * canonical URL is wrong or on another origin than Astro's `site`; serialize's errors the
 * integration would only log.
 */
export function sitemapOptions(readPages: () => BuiltPage[]) {
  let urls: Map<string, SitemapEntry> | undefined;
  const entry = (url: string) => (urls ??= indexableUrls(readPages())).get(pageKey(new URL(url).pathname));
  return {
    filter: (url: string) => {
      const listed = entry(url);
      if (listed && new URL(listed.url).origin !== new URL(url).origin)
        throw new Error(`sitemap: ${url} is on another origin than its canonical URL ${listed.url}`);
      return Boolean(listed);
    },
    serialize: <Item extends { url: string }>(item: Item) => ({ ...item, ...entry(item.url) }),
  };
}

/** @astrojs/sitemap over the client build in `clientDir`. */
export const siteSitemap = (clientDir: string): AstroIntegration =>
  sitemap({
    ...sitemapOptions(() => builtPages(clientDir)),
    // Plain sitemaps.org entries: no news, alternate-language, image or video extensions to declare.
    namespaces: { news: false, xhtml: false, image: false, video: false },
  });

/** Everything may be crawled: the placeholder pages must be fetched for their noindex to be seen. */
export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/** Writes robots.txt at the origin's root, naming the sitemap's index, which must have been written. */
export function writeRobotsTxt(clientDir: string, siteUrl: string): string {
  if (!existsSync(path.join(clientDir, "app", SITEMAP_INDEX))) throw new Error(`sitemap: no app/${SITEMAP_INDEX} was written`);
  const sitemapUrl = new URL(SITEMAP_INDEX, siteUrl).href;
  writeFileSync(path.join(clientDir, "robots.txt"), robotsTxt(sitemapUrl));
  return sitemapUrl;
}
