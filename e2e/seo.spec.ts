// Search visibility, read from the built files: language, titles and descriptions, canonical URLs,
// share cards, noindex on placeholders, sitemap.xml and robots.txt.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./test";
import { JSDOM } from "jsdom";
import { articleSources, buildDir, htmlOf, noindexPages, prerenderedPaths, siteOrigin, topicSlugs } from "./pages";
import { ARTICLES_PER_PAGE } from "../app/lib/pagination";

/** A content collection's slugs, listed as the prerender lists them: content/<collection>/*.md. */
const slugs = (collection: string) =>
  readdirSync(path.resolve("content", collection))
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -".md".length));

/** Exactly the pages that should be indexed, from the route table and the content slug lists. */
const expectedIndexable = [
  "/app/",
  "/app/reproduccion-asistida",
  "/app/contactanos",
  "/app/politica-de-privacidad",
  "/app/libro-de-reclamaciones",
  "/app/preguntas-frecuentes",
  "/app/primera-consulta",
  "/app/buscar",
  ...slugs("servicios").map((slug) => `/app/servicios/${slug}`),
  ...slugs("staff").map((slug) => `/app/perfil-doctor/${slug}`),
  "/app/articulos",
  ...Array.from({ length: Math.ceil(articleSources().length / ARTICLES_PER_PAGE) - 1 }, (_, index) => `/app/articulos/pagina/${index + 2}`),
  ...slugs("articulos").map((slug) => `/app/articulos/${slug}`),
  ...topicSlugs().map((slug) => `/app/articulos/tema/${slug}`),
].sort();

const urlOf = (page: string) => `${siteOrigin}${page}`;

function head(page: string) {
  const { document } = new JSDOM(htmlOf(page)).window;
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
    expect(descriptions.get(description!), `${page} repeats the description of ${descriptions.get(description!)}`).toBeUndefined();
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

test("sitemap.xml lists the absolute URLs of exactly the indexable pages", () => {
  const xml = readFileSync(path.join(buildDir, "app/sitemap.xml"), "utf8");
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  // Every entry is well-formed: a loc, and a lastmod only as a YYYY-MM-DD date.
  for (const [entry] of xml.matchAll(/<url>.*<\/url>/g)) expect(entry).toMatch(/^<url><loc>[^<]+<\/loc>(<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>)?<\/url>$/);
  expect([...locs].sort()).toEqual(expectedIndexable.map(urlOf).sort());
  for (const page of noindexPages) expect(locs).not.toContain(urlOf(page));
});

test("robots.txt sits at the origin's root and points to the sitemap", () => {
  const robots = readFileSync(path.join(buildDir, "robots.txt"), "utf8");
  expect(robots).toContain("User-agent: *");
  expect(robots).not.toMatch(/^Disallow: \/\S*/m);
  expect(robots).toContain(`Sitemap: ${siteOrigin}/app/sitemap.xml`);
});

test("the server answers /robots.txt and /app/sitemap.xml", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain("Sitemap: ");
  const sitemap = await request.get("/app/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toMatch(/xml/);
});
