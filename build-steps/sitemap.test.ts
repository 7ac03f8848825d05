import { describe, expect, it } from "vitest";
import { indexableUrls, readPage, robotsTxt, sitemapXml } from "./sitemap";

const origin = "https://www.example.pe";
const page = (path: string, head: string) => readPage(path, `<!DOCTYPE html><html><head>${head}</head><body></body></html>`);

describe("sitemap from the built pages", () => {
  it("lists each indexable page under its canonical URL and leaves noindex pages out", () => {
    const pages = [
      page("/app/", `<link rel="canonical" href="${origin}/app/"/>`),
      page(
        "/app/servicios/cirugias",
        `<meta name="description" content="x"/><link rel="canonical" href="${origin}/app/servicios/cirugias"/>`,
      ),
      page("/app/nueva-ruta", `<meta name="robots" content="noindex, follow"/>`),
    ];
    expect(indexableUrls(pages)).toEqual([{ url: `${origin}/app/` }, { url: `${origin}/app/servicios/cirugias` }]);
  });

  it("fails when an indexable page has no canonical URL, or another page's", () => {
    expect(() => indexableUrls([page("/app/contactanos", "")])).toThrow(/needs <link rel="canonical">/);
    expect(() => indexableUrls([page("/app/contactanos", `<link rel="canonical" href="${origin}/app/"/>`)])).toThrow(
      /not its own address/,
    );
  });

  it("fails when canonical URLs disagree on the origin", () => {
    const pages = [
      page("/app/", `<link rel="canonical" href="${origin}/app/"/>`),
      page("/app/contactanos", `<link rel="canonical" href="https://otro.pe/app/contactanos"/>`),
    ];
    expect(() => indexableUrls(pages)).toThrow(/more than one origin/);
  });

  it("dates a page by the latest dateModified of its JSON-LD, and leaves undated pages undated", () => {
    const ld = (block: object) => `<script type="application/ld+json">${JSON.stringify(block)}</script>`;
    const article = page(
      "/app/articulos/fiv",
      `<link rel="canonical" href="${origin}/app/articulos/fiv"/>${ld({ "@type": "MedicalClinic" })}${ld({ "@type": "MedicalWebPage", datePublished: "2026-08-10", dateModified: "2026-11-02" })}`,
    );
    const home = page("/app/", `<link rel="canonical" href="${origin}/app/"/>${ld({ "@type": "MedicalClinic" })}`);
    const urls = indexableUrls([home, article]);
    expect(urls).toEqual([{ url: `${origin}/app/` }, { url: `${origin}/app/articulos/fiv`, lastmod: "2026-11-02" }]);
    expect(sitemapXml(urls)).toContain(`<url><loc>${origin}/app/articulos/fiv</loc><lastmod>2026-11-02</lastmod></url>`);
    expect(sitemapXml(urls)).toContain(`<url><loc>${origin}/app/</loc></url>`);
  });

  it("writes a sitemaps.org urlset and a robots.txt that points to it", () => {
    expect(sitemapXml([{ url: `${origin}/app/?a&b` }])).toContain(`<url><loc>${origin}/app/?a&amp;b</loc></url>`);
    expect(robotsTxt(`${origin}/app/sitemap.xml`)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/app/sitemap.xml\n`);
  });
});
