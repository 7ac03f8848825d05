import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { readPage } from "./pages.ts";
import { indexableUrls, robotsTxt, SITEMAP_INDEX, siteSitemap, sitemapOptions, writeRobotsTxt } from "./sitemap.ts";

const origin = "https://www.example.pe";
const page = (path: string, head: string) =>
  readPage({ path, file: `${path}/index.html` }, `<!DOCTYPE html><html><head>${head}</head><body></body></html>`);
/** An entry as @astrojs/sitemap hands it to serialize. */
const item = (url: string) => ({ url, changefreq: undefined });

describe("sitemap from the built pages", () => {
  it("lists each indexable page under its canonical URL and leaves noindex pages out", () => {
    const pages = [
      page("/app/", `<link rel="canonical" href="${origin}/app/"/>`),
      page(
        "/app/servicios/cirugias",
        `<meta name="description" content="x"/><link rel="canonical" href="${origin}/app/servicios/cirugias"/>`,
      ),
      page("/app/nueva-ruta", `<meta name="robots" content="noindex, follow"/>`),
      page("/app/404", `<meta name="robots" content="noindex, follow"/>`),
    ];
    expect([...indexableUrls(pages).values()]).toEqual([{ url: `${origin}/app/` }, { url: `${origin}/app/servicios/cirugias` }]);
    // As @astrojs/sitemap asks: every page Astro built, with the trailing slash of the directory format.
    const { filter, serialize } = sitemapOptions(() => pages);
    const asked = ["/app/", "/app/servicios/cirugias/", "/app/nueva-ruta/", "/app/404/", "/app/admin/"].map(
      (path) => origin + path,
    );
    const listed = asked.filter(filter);
    expect(listed).toEqual([`${origin}/app/`, `${origin}/app/servicios/cirugias/`]);
    expect(listed.map((url) => serialize(item(url)).url)).toEqual([`${origin}/app/`, `${origin}/app/servicios/cirugias`]);
  });

  it("fails when an indexable page has no canonical URL, or another page's", () => {
    expect(() => indexableUrls([page("/app/contactanos", "")])).toThrow(/needs <link rel="canonical">/);
    expect(() => indexableUrls([page("/app/contactanos", `<link rel="canonical" href="${origin}/app/"/>`)])).toThrow(
      /not its own address/,
    );
    // Through the integration's filter, whose errors stop the build.
    expect(() => sitemapOptions(() => [page("/app/contactanos", "")]).filter(`${origin}/app/contactanos/`)).toThrow(
      /needs <link rel="canonical">/,
    );
  });

  it("fails when canonical URLs disagree on the origin, among themselves or with Astro's site", () => {
    const pages = [
      page("/app/", `<link rel="canonical" href="${origin}/app/"/>`),
      page("/app/contactanos", `<link rel="canonical" href="https://otro.pe/app/contactanos"/>`),
    ];
    expect(() => indexableUrls(pages)).toThrow(/more than one origin/);
    expect(() => sitemapOptions(() => pages.slice(0, 1)).filter("http://localhost:3000/app/")).toThrow(/another origin/);
  });

  it("dates a page by the latest dateModified of its JSON-LD, and leaves undated pages undated", () => {
    const ld = (block: object) => `<script type="application/ld+json">${JSON.stringify(block)}</script>`;
    const article = page(
      "/app/articulos/fiv",
      `<link rel="canonical" href="${origin}/app/articulos/fiv"/>${ld({ "@type": "MedicalClinic" })}${ld({ "@type": "MedicalWebPage", datePublished: "2026-08-10", dateModified: "2026-11-02" })}`,
    );
    const home = page("/app/", `<link rel="canonical" href="${origin}/app/"/>${ld({ "@type": "MedicalClinic" })}`);
    expect([...indexableUrls([home, article]).values()]).toEqual([
      { url: `${origin}/app/` },
      { url: `${origin}/app/articulos/fiv`, lastmod: "2026-11-02" },
    ]);
    const { serialize } = sitemapOptions(() => [home, article]);
    expect(serialize(item(`${origin}/app/articulos/fiv/`))).toEqual({
      ...item(`${origin}/app/articulos/fiv`),
      lastmod: "2026-11-02",
    });
    expect(serialize(item(`${origin}/app/`))).not.toHaveProperty("lastmod");
  });

  it("writes a robots.txt that points to the sitemap", () => {
    expect(robotsTxt(`${origin}/app/sitemap-index.xml`)).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${origin}/app/sitemap-index.xml\n`,
    );
  });
});

describe("@astrojs/sitemap with these options, on a built site", () => {
  let clientDir = "";
  afterEach(() => rmSync(clientDir, { recursive: true, force: true }));

  /** Runs the integration's hooks as Astro does on a build of astro.config.ts (public integration API). */
  async function runSitemap(pages: string[]) {
    const hooks = siteSitemap(clientDir).hooks as Record<string, (options: unknown) => Promise<void> | void>;
    await hooks["astro:routes:resolved"]!({ routes: [] });
    await hooks["astro:config:done"]!({
      config: { site: origin, base: "/app", trailingSlash: "ignore", build: { format: "directory" } },
    });
    const logger = {
      info() {},
      warn: (message: string) => expect.fail(message),
      error: (message: string) => expect.fail(message),
    };
    await hooks["astro:build:done"]!({
      dir: pathToFileURL(path.join(clientDir, "app") + path.sep),
      pages: pages.map((pathname) => ({ pathname })),
      logger,
    });
  }
  function writePages(heads: Record<string, string>) {
    clientDir = mkdtempSync(path.join(os.tmpdir(), "sitemap-"));
    for (const [file, head] of Object.entries(heads)) {
      mkdirSync(path.dirname(path.join(clientDir, "app", file)), { recursive: true });
      writeFileSync(path.join(clientDir, "app", file), `<!DOCTYPE html><html><head>${head}</head></html>`);
    }
  }

  it("stops the build when a page's canonical URL is wrong (an error in filter, not only logged)", async () => {
    writePages({ "index.html": `<link rel="canonical" href="${origin}/app/otra"/>` });
    await expect(runSitemap([""])).rejects.toThrow(/not its own address/);
  });

  it("writes the index robots.txt names, and a urlset of exactly the indexable pages, dated and escaped", async () => {
    writePages({
      "index.html": `<link rel="canonical" href="${origin}/app/"/>`,
      "articulos/fiv/index.html": `<link rel="canonical" href="${origin}/app/articulos/fiv"/><script type="application/ld+json">{"dateModified":"2026-11-02"}</script>`,
      "nueva-ruta/index.html": `<meta name="robots" content="noindex, follow"/>`,
      "404.html": `<meta name="robots" content="noindex, follow"/>`,
    });
    await runSitemap(["", "articulos/fiv/", "nueva-ruta/", "404/"]);
    expect(writeRobotsTxt(clientDir, `${origin}/app/`)).toBe(`${origin}/app/${SITEMAP_INDEX}`);
    expect(readFileSync(path.join(clientDir, "robots.txt"), "utf8")).toContain(`Sitemap: ${origin}/app/${SITEMAP_INDEX}`);
    const index = readFileSync(path.join(clientDir, "app", SITEMAP_INDEX), "utf8");
    const [, urlsetUrl] = /<sitemap><loc>([^<]+)<\/loc>/.exec(index)!;
    const urlset = readFileSync(path.join(clientDir, new URL(urlsetUrl!).pathname), "utf8");
    expect(urlset).toMatch(/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/);
    expect([...urlset.matchAll(/<url>(.*?)<\/url>/g)].map(([, entry]) => entry)).toEqual([
      `<loc>${origin}/app/</loc>`,
      `<loc>${origin}/app/articulos/fiv</loc><lastmod>2026-11-02T00:00:00.000Z</lastmod>`,
    ]);
  });
});
