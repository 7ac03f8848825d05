// The articles (issue 13), checked against content/articulos read independently of the app: every
// page is there before any script runs; the list, its pages and the topics link to the right
// articles; bylines link to profiles and profiles back; services and the home page link to them;
// the Atom feed and the sitemap: e2e/seo.spec.ts, which also runs on the clinic's own content.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./test.ts";
import { articleSources, prerenderedPaths, siteOrigin, topicSlugs } from "./pages.ts";
import { ARTICLES_PER_PAGE } from "#app/lib/pagination.ts";
import { site } from "./sites.ts";

const articles = articleSources();
const hrefOf = (slug: string) => `/app/articulos/${slug}`;
const pageCount = Math.max(1, Math.ceil(articles.length / ARTICLES_PER_PAGE));
/** The list's page n: /app/articulos, then /app/articulos/pagina/2… */
const listPage = (n: number) => (n === 1 ? "/app/articulos" : `/app/articulos/pagina/${n}`);

async function withoutScripts(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
}

/** The article links of the cards on a page (the cards' headings), in order. */
const cardLinks = (page: Page) =>
  page.locator("#contenido li h2 a, #contenido li h3 a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));

test("there are the six articles of the issue, at least 700 words each", () => {
  expect(articles.length).toBeGreaterThanOrEqual(6);
  for (const article of articles) {
    const body = readFileSync(path.join(site.contentDir, "articulos", `${article.slug}.md`), "utf8")
      .split(/^---$/m)
      .slice(2)
      .join("---");
    expect(body.split(/\s+/).filter(Boolean).length, article.slug).toBeGreaterThanOrEqual(700);
  }
});

test.describe("before any script runs", () => {
  test.use({ javaScriptEnabled: false });

  for (const article of articles) {
    test(`${hrefOf(article.slug)} has its title, byline, dates, contents, references and next steps`, async ({ page }) => {
      await withoutScripts(page, hrefOf(article.slug));
      const main = page.locator("#contenido");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      // Byline: both people link to their profiles; the dates are machine-readable.
      const byline = main.locator("dl").first();
      await expect(byline.locator(`a[href="/app/perfil-doctor/${article.author}"]`)).toHaveCount(1);
      await expect(byline.locator(`a[href="/app/perfil-doctor/${article.reviewer}"]`)).toHaveCount(1);
      await expect(byline).toContainText("Escrito por");
      await expect(byline).toContainText("Revisado por");
      await expect(byline.locator(`time[datetime="${article.published}"]`)).toHaveText(/^\d{1,2} de \p{L}+ de \d{4}$/u);
      await expect(byline.locator(`time[datetime="${article.reviewed}"]`)).toHaveCount(1);
      for (const topic of article.topics) await expect(byline.locator(`a[href="/app/articulos/tema/${topic}"]`)).toHaveCount(1);
      // The table of contents points at the article's own section headings.
      const contents = main.getByRole("navigation", { name: "Contenido" });
      const sections = await main
        .locator(".prose-article h2[id]")
        .evaluateAll((headings) => headings.map((heading) => heading.id));
      if (sections.length >= 4) {
        await expect(contents.getByRole("link")).toHaveCount(sections.length);
        expect(await contents.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
          sections.map((id) => `#${id}`),
        );
      }
      await expect(main.locator(".prose-article p").first()).not.toBeEmpty();
      // Every reference is a link to its source, opening in a new tab.
      const references = main.getByRole("region", { name: "Referencias" }).getByRole("link");
      await expect(references).toHaveCount(article.references.length);
      for (const [index, reference] of article.references.entries()) {
        await expect(references.nth(index)).toHaveAttribute("href", reference.url);
      }
      // The closing call to action: the WhatsApp chat and the contact form.
      const cta = main.getByRole("region", { name: "¿Te quedó alguna duda?" });
      await expect(cta.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
      await expect(cta.getByRole("link", { name: "Déjanos un mensaje" })).toHaveAttribute("href", "/app/contactanos");
      // Related articles share a topic with this one, and are never itself.
      const related = await page
        .getByRole("region", { name: "Artículos relacionados" })
        .locator("h3 a")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      const expected = articles.filter(
        (other) => other.slug !== article.slug && other.topics.some((topic) => article.topics.includes(topic)),
      );
      expect(related.length).toBe(Math.min(3, expected.length));
      for (const href of related) expect(expected.map((other) => hrefOf(other.slug))).toContain(href);
      // Feed readers find the feed from here.
      await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
        "href",
        `${siteOrigin}/app/articulos/feed.xml`,
      );
    });
  }

  test("the list shows the newest articles first, nine a page, each page linked to the next and previous", async ({ page }) => {
    const pages = prerenderedPaths().filter((url) => url.startsWith("/app/articulos/pagina/"));
    expect(pages).toEqual(Array.from({ length: pageCount - 1 }, (_, index) => listPage(index + 2)));
    // /pagina/1 is not a second address of the list.
    expect(prerenderedPaths()).not.toContain("/app/articulos/pagina/1");
    const seen: (string | null)[] = [];
    for (let n = 1; n <= pageCount; n++) {
      await withoutScripts(page, listPage(n));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(n === 1 ? "Artículos" : `Artículos, página ${n}`);
      const links = await cardLinks(page);
      expect(links, listPage(n)).toEqual(
        articles.slice((n - 1) * ARTICLES_PER_PAGE, n * ARTICLES_PER_PAGE).map((article) => hrefOf(article.slug)),
      );
      seen.push(...links);
      const next = page.locator('link[rel="next"]');
      const prev = page.locator('link[rel="prev"]');
      const nav = page.getByRole("navigation", { name: "Páginas de artículos" });
      if (n < pageCount) {
        await expect(next).toHaveAttribute("href", `${siteOrigin}${listPage(n + 1)}`);
        await expect(nav.locator('a[rel="next"]')).toHaveAttribute("href", listPage(n + 1));
      } else await expect(next).toHaveCount(0);
      if (n > 1) {
        await expect(prev).toHaveAttribute("href", `${siteOrigin}${listPage(n - 1)}`);
        await expect(nav.locator('a[rel="prev"]')).toHaveAttribute("href", listPage(n - 1));
      } else await expect(prev).toHaveCount(0);
      // A single page needs no page links at all.
      await expect(nav).toHaveCount(pageCount > 1 ? 1 : 0);
      if (pageCount > 1) await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute("href", listPage(n));
    }
    // Every article is on exactly one page of the list.
    expect([...seen].sort()).toEqual(articles.map((article) => hrefOf(article.slug)).sort());
  });

  test("each topic has its page, listing exactly its articles, and the list links to every topic", async ({ page }) => {
    const topics = topicSlugs();
    expect(topics.length).toBeGreaterThanOrEqual(6);
    await withoutScripts(page, "/app/articulos");
    const topicNav = page.getByRole("navigation", { name: "Temas" });
    for (const topic of topics) await expect(topicNav.locator(`a[href="/app/articulos/tema/${topic}"]`)).toHaveCount(1);
    for (const topic of topics) {
      const url = `/app/articulos/tema/${topic}`;
      await withoutScripts(page, url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Artículos: .+/);
      await expect(page.getByRole("navigation", { name: "Temas" }).locator('a[aria-current="page"]')).toHaveAttribute(
        "href",
        url,
      );
      expect(await cardLinks(page), url).toEqual(
        articles.filter((article) => article.topics.includes(topic)).map((article) => hrefOf(article.slug)),
      );
    }
  });

  test("each profile lists the articles its person wrote or reviewed, linking back", async ({ page }) => {
    const people = [...new Set(articles.flatMap((article) => [article.author, article.reviewer]))];
    expect(people.length).toBeGreaterThanOrEqual(2);
    const profiles = prerenderedPaths().filter((url) => url.startsWith("/app/perfil-doctor/") && !url.endsWith("/nuevo-doctor"));
    for (const profile of profiles) {
      const slug = profile.split("/").pop()!;
      await withoutScripts(page, profile);
      const section = page.getByRole("region", { name: "Artículos" });
      const mine = articles.filter((article) => article.author === slug || article.reviewer === slug);
      if (!mine.length) {
        await expect(section).toHaveCount(0);
        continue;
      }
      const links = await section.getByRole("link").evaluateAll((found) => found.map((link) => link.getAttribute("href")));
      expect(links, profile).toEqual(mine.map((article) => hrefOf(article.slug)));
      for (const article of mine) {
        await expect(section.getByRole("listitem").filter({ hasText: article.title })).toContainText(
          article.author === slug ? "Escribió" : "Revisó",
        );
      }
    }
  });

  test("each service page links to the articles that name it", async ({ page }) => {
    const services = prerenderedPaths().filter((url) => url.startsWith("/app/servicios/"));
    let linked = 0;
    for (const service of services) {
      await withoutScripts(page, service);
      const slug = service.split("/").pop()!;
      const mine = articles.filter((article) => article.services.includes(slug)).map((article) => hrefOf(article.slug));
      const section = page.getByRole("region", { name: "Para leer más" });
      if (!mine.length) await expect(section).toHaveCount(0);
      else
        expect(
          await section.locator("h3 a").evaluateAll((found) => found.map((link) => link.getAttribute("href"))),
          service,
        ).toEqual(mine);
      linked += mine.length;
    }
    expect(linked).toBeGreaterThanOrEqual(articles.length);
  });

  test("the home page shows the three newest articles below the testimonials, and the footer links to the list", async ({
    page,
  }) => {
    await withoutScripts(page, "/app/");
    const section = page.getByRole("region", { name: "Artículos recientes" });
    expect(await section.locator("h3 a").evaluateAll((found) => found.map((link) => link.getAttribute("href")))).toEqual(
      articles.slice(0, 3).map((article) => hrefOf(article.slug)),
    );
    await expect(section.getByRole("link", { name: "Ver todos los artículos" })).toHaveAttribute("href", "/app/articulos");
    const order = await page.locator("#contenido > section[id]").evaluateAll((sections) => sections.map((found) => found.id));
    expect(order.indexOf("articulos")).toBe(order.indexOf("testimonios") + 1);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Artículos" })).toHaveAttribute(
      "href",
      "/app/articulos",
    );
    // The spec's six navigation items stay as they are: the articles are not one of them.
    await expect(page.getByRole("navigation", { name: "Navegación principal" }).locator('a[href^="/app/articulos"]')).toHaveCount(
      0,
    );
  });
});
