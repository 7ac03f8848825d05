// Search visibility, read from the built files: language, titles and descriptions, canonical URLs,
// share cards, noindex on placeholders, sitemap.xml and robots.txt, the search index and the feed.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./test.ts";
import { JSDOM } from "jsdom";
import {
  articleSources,
  buildDir,
  documentOf,
  noindexPages,
  prerenderedPaths,
  siteOrigin,
  slugsOf as slugs,
  topicSlugs,
} from "./pages.ts";
import { ARTICLES_PER_PAGE } from "#app/lib/pagination.ts";
import { appPath, articlePath, doctorPath, servicePath, topicPath } from "#app/lib/urls.ts";

/** Exactly the pages that should be indexed, from the route table and the content slug lists. */
const expectedIndexable = [
  "/app/",
  "/app/reproduccion-asistida",
  "/app/contactanos",
  "/app/politica-de-privacidad",
  "/app/libro-de-reclamaciones",
  "/app/pide-tu-primera-consulta",
  "/app/preguntas-frecuentes",
  "/app/primera-consulta",
  "/app/cuando-consultar",
  "/app/buscar",
  ...slugs("servicios").map((slug) => appPath(servicePath(slug))),
  ...slugs("staff").map((slug) => appPath(doctorPath(slug))),
  "/app/articulos",
  ...Array.from(
    { length: Math.ceil(articleSources().length / ARTICLES_PER_PAGE) - 1 },
    (_, index) => `/app/articulos/pagina/${index + 2}`,
  ),
  ...slugs("articulos").map((slug) => appPath(articlePath(slug))),
  ...topicSlugs().map((slug) => appPath(topicPath(slug))),
].sort();

const urlOf = (page: string) => `${siteOrigin}${page}`;

function head(page: string) {
  const document = documentOf(page);
  const meta = (selector: string) => document.querySelector(`meta[${selector}]`)?.getAttribute("content") ?? undefined;
  return {
    lang: document.documentElement.lang,
    title: document.title,
    description: meta('name="description"'),
    robots: meta('name="robots"'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? undefined,
    og: (property: string) => meta(`property="og:${property}"`),
    twitter: (name: string) => meta(`name="twitter:${name}"`),
  };
}

const pages = prerenderedPaths();
const indexable = pages.filter((page) => !noindexPages.includes(page));

test("the build has exactly the expected pages, indexable and not", () => {
  expect(indexable).toEqual(expectedIndexable);
  for (const page of noindexPages) expect(pages).toContain(page);
});

test("every page is in Peruvian Spanish: <html lang=es-PE>", () => {
  for (const page of pages) expect(head(page).lang, page).toBe("es-PE");
});

test("every indexable page has its own title and description", () => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const page of indexable) {
    const { title, description } = head(page);
    expect(title.length, `${page}: title "${title}"`).toBeGreaterThan(10);
    expect(title.length, `${page}: title "${title}"`).toBeLessThanOrEqual(70);
    expect(description?.length ?? 0, `${page}: description`).toBeGreaterThanOrEqual(70);
    expect(description!.length, `${page}: description`).toBeLessThanOrEqual(170);
    expect(titles.get(title), `${page} repeats the title of ${titles.get(title)}`).toBeUndefined();
    expect(
      descriptions.get(description!),
      `${page} repeats the description of ${descriptions.get(description!)}`,
    ).toBeUndefined();
    titles.set(title, page);
    descriptions.set(description!, page);
  }
  expect(titles.size).toBe(expectedIndexable.length);
});

test("every indexable page has an absolute canonical URL on the site's origin", () => {
  expect(siteOrigin).toMatch(/^https:\/\/[^/]+$/);
  for (const page of indexable) {
    expect(head(page).canonical, page).toBe(urlOf(page));
    expect(head(page).robots, page).toBeUndefined();
  }
});

test("every indexable page has Open Graph and Twitter cards with the clinic's 1200×630 image", () => {
  for (const page of indexable) {
    const { title, description, canonical, og, twitter } = head(page);
    expect(og("locale"), page).toBe("es_PE");
    expect(og("type"), page).toBe("website");
    expect(og("site_name"), page).toBeTruthy();
    expect(title, page).toContain(og("title"));
    expect(og("description"), page).toBe(description);
    expect(og("url"), page).toBe(canonical);
    expect(og("image"), page).toBe(`${siteOrigin}/app/images/og-default.png`);
    expect([og("image:width"), og("image:height"), og("image:type")], page).toEqual(["1200", "630", "image/png"]);
    expect(og("image:alt"), page).toBeTruthy();
    expect(twitter("card"), page).toBe("summary_large_image");
    // X reads the title, description and image from Open Graph: the page does not repeat them.
    expect([twitter("title"), twitter("description"), twitter("image")], page).toEqual([undefined, undefined, undefined]);
    expect(twitter("image:alt"), page).toBe(og("image:alt"));
  }
});

test("the share image is a 1200×630 PNG in the build", () => {
  const png = readFileSync(path.join(buildDir, "app/images/og-default.png"));
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test("the placeholder pages and the not-found page are noindex, without a canonical URL", () => {
  for (const page of noindexPages) {
    expect(head(page).robots, page).toMatch(/noindex/);
    expect(head(page).canonical, page).toBeUndefined();
  }
});

/**
 * The sitemap's files: @astrojs/sitemap writes an index (app/sitemap-index.xml, which robots.txt
 * names) of urlset files on the site's origin; each is read from the build.
 */
function sitemapFiles(): string[] {
  const index = readFileSync(path.join(buildDir, "app/sitemap-index.xml"), "utf8");
  expect(index).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?><sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
  );
  return [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => {
    expect(url!.startsWith(`${siteOrigin}/app/`), url).toBe(true);
    return readFileSync(path.join(buildDir, new URL(url!).pathname), "utf8");
  });
}

test("the sitemap lists the absolute URLs of exactly the indexable pages", () => {
  const files = sitemapFiles();
  for (const xml of files)
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
  const xml = files.join("\n");
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  // Every entry is well-formed: a loc, and a lastmod only as a date (at midnight UTC when a time is written).
  for (const [entry] of xml.matchAll(/<url>.*?<\/url>/g))
    expect(entry).toMatch(/^<url><loc>[^<]+<\/loc>(<lastmod>\d{4}-\d{2}-\d{2}(T00:00:00\.000Z)?<\/lastmod>)?<\/url>$/);
  expect([...locs].sort()).toEqual(expectedIndexable.map(urlOf).sort());
  for (const page of noindexPages) expect(locs).not.toContain(urlOf(page));
});

test("the site search indexes every page the sitemap lists but the search page itself", () => {
  const entry = JSON.parse(readFileSync(path.join(buildDir, "app/pagefind/pagefind-entry.json"), "utf8"));
  const [language, ...others] = Object.values(entry.languages) as { page_count: number }[];
  expect(others).toEqual([]);
  const listed = [
    ...sitemapFiles()
      .join("\n")
      .matchAll(/<loc>([^<]+)<\/loc>/g),
  ].map((match) => match[1]!);
  expect(language!.page_count).toBe(listed.filter((url) => !url.endsWith("/app/buscar")).length);
});

test("robots.txt sits at the origin's root and points to the sitemap", () => {
  const robots = readFileSync(path.join(buildDir, "robots.txt"), "utf8");
  expect(robots).toContain("User-agent: *");
  expect(robots).not.toMatch(/^Disallow: \/\S*/m);
  expect(robots).toContain(`Sitemap: ${siteOrigin}/app/sitemap-index.xml`);
});

test("the server answers /robots.txt and /app/sitemap-index.xml", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain("Sitemap: ");
  const sitemap = await request.get("/app/sitemap-index.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toMatch(/xml/);
});

// The articles' feed and the sitemap's dates, against content/articulos.
const articles = articleSources();
const hrefOf = (slug: string) => `/app/articulos/${slug}`;

test("the feed is well-formed Atom with one entry per article, absolute addresses and summaries", async ({ request }) => {
  const response = await request.get("/app/articulos/feed.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  // JSDOM's XML parser throws on anything that is not well-formed.
  const { document } = new JSDOM(await response.text(), { contentType: "application/xml" }).window;
  const feed = document.documentElement;
  expect(feed.localName).toBe("feed");
  expect(feed.namespaceURI).toBe("http://www.w3.org/2005/Atom");
  expect(feed.querySelector(':scope > link[rel="self"]')?.getAttribute("href")).toBe(`${siteOrigin}/app/articulos/feed.xml`);
  // Dated by the newest review; a feed without entries by the day it was built.
  const newest = articles
    .map((article) => article.reviewed)
    .sort()
    .at(-1);
  expect(feed.querySelector(":scope > updated")?.textContent).toMatch(
    newest ? `${newest}T00:00:00Z` : /^\d{4}-\d{2}-\d{2}T00:00:00Z$/,
  );
  const entries = [...feed.querySelectorAll(":scope > entry")];
  expect(entries).toHaveLength(articles.length);
  entries.forEach((entry, index) => {
    const article = articles[index]!;
    const text = (selector: string) => entry.querySelector(`:scope > ${selector}`)?.textContent;
    expect(text("title")).toBe(article.title);
    expect(text("id")).toBe(`${siteOrigin}${hrefOf(article.slug)}`);
    expect(entry.querySelector(':scope > link[rel="alternate"]')?.getAttribute("href")).toBe(
      `${siteOrigin}${hrefOf(article.slug)}`,
    );
    expect(text("summary")).toBe(article.description);
    expect(text("published")).toBe(`${article.published}T00:00:00Z`);
    expect(text("updated")).toBe(`${article.reviewed}T00:00:00Z`);
    expect(text("author > uri")).toBe(`${siteOrigin}/app/perfil-doctor/${article.author}`);
  });
  // The list page announces the feed as well.
  const list = new JSDOM(readFileSync(path.join(buildDir, "app/articulos/index.html"), "utf8")).window.document;
  expect(list.querySelector('link[rel="alternate"][type="application/atom+xml"]')?.getAttribute("href")).toBe(
    `${siteOrigin}/app/articulos/feed.xml`,
  );
});

test("the sitemap dates each article by its last review, and each list by its newest review", () => {
  const xml = sitemapFiles().join("\n");
  const lastmod = (url: string) =>
    new RegExp(`<loc>${siteOrigin}${url}</loc><lastmod>(\\d{4}-\\d{2}-\\d{2})[^<]*</lastmod>`).exec(xml)?.[1];
  for (const article of articles) expect(lastmod(hrefOf(article.slug)), article.slug).toBe(article.reviewed);
  expect(lastmod("/app/articulos")).toBe(
    articles
      .slice(0, ARTICLES_PER_PAGE)
      .map((article) => article.reviewed)
      .sort()
      .at(-1),
  );
  for (const topic of topicSlugs()) {
    expect(lastmod(`/app/articulos/tema/${topic}`), topic).toBe(
      articles
        .filter((article) => article.topics.includes(topic))
        .map((article) => article.reviewed)
        .sort()
        .at(-1),
    );
  }
});
