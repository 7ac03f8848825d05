// The site at the least its content allows (e2e/sites.ts, `smallest`): one professional, one
// service, no article, one topic, one FAQ question, one slide of each carousel. What lists nothing
// says so or is left out, and nothing offers to move where there is nowhere to go. The every-page
// checks (links, HTML, axe, console, meta, budgets) run on this site too (playwright.config.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { parse as parseYaml } from "yaml";
import { articleSources, buildDir, prerenderedPaths, slugsOf } from "./pages.ts";
import { site } from "./sites.ts";
import { expect, test } from "./test.ts";

const home = matter(readFileSync(path.join(site.contentDir, "home.md"), "utf8")).data as { articulos: { heading: string } };
const ui = parseYaml(readFileSync(path.join(site.contentDir, "ui.yml"), "utf8")) as {
  articles: { none: string };
  carousel: { previous: string; next: string; pause: string };
};

test("this is the smallest site: one professional, one service, no article", () => {
  expect(slugsOf("staff")).toHaveLength(1);
  expect(slugsOf("servicios")).toHaveLength(1);
  expect(articleSources()).toEqual([]);
  expect(prerenderedPaths().filter((page) => /^\/app\/articulos\/(?!tema\/)[^/]+$/.test(page))).toEqual([]);
});

test("the home page leaves out the recent articles and offers no arrows for a single slide", async ({ page }) => {
  await page.goto("/app/");
  await expect(page.locator("#contenido").getByRole("heading", { name: home.articulos.heading, exact: true })).toHaveCount(0);
  await expect(page.locator('#contenido a[href^="/app/articulos/"]')).toHaveCount(0);
  await expect(page.locator("#contenido").getByRole("button", { name: ui.carousel.previous })).toHaveCount(0);
  await expect(page.locator("#contenido").getByRole("button", { name: ui.carousel.next })).toHaveCount(0);
  await expect(page.locator("#contenido").getByRole("button", { name: ui.carousel.pause })).toHaveCount(0);
});

for (const list of ["/app/articulos", ...prerenderedPaths().filter((page) => page.startsWith("/app/articulos/tema/"))]) {
  test(`${list} says there is no article yet`, async ({ page }) => {
    await page.goto(list);
    await expect(page.locator("#contenido")).toContainText(ui.articles.none);
    await expect(page.locator("#contenido li h2 a")).toHaveCount(0);
  });
}

test("the feed is valid Atom without entries, dated by its build", () => {
  const xml = readFileSync(path.join(buildDir, "app/articulos/feed.xml"), "utf8");
  expect(xml).not.toContain("<entry>");
  const updated = /<feed[\s\S]*?<updated>([^<]+)<\/updated>/.exec(xml)?.[1];
  expect(new Date(updated!).getFullYear()).toBeGreaterThan(2000);
});
