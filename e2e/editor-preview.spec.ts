// The editor's preview pane shows an entry in the site's own typography and colours: the build
// registers the site's stylesheet for it (app/cms/admin-build.server.ts, preview.js), and the
// editor's policy lets its preview frame load (frame-src blob:, shared/headers/headers.ts).
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { copyOfRepository, openEditorOn } from "./editor.ts";
import { expect, test, type Page } from "./test.ts";

/** The body's font family and colour, and a heading's colour, as the browser computes them. */
const typography = (page: Page | ReturnType<Page["frameLocator"]>) =>
  page.locator("body").evaluate((body) => {
    const style = getComputedStyle(body);
    const heading = body.ownerDocument.createElement("h2");
    body.append(heading);
    const headingColor = getComputedStyle(heading).color;
    heading.remove();
    return { fontFamily: style.fontFamily, color: style.color, headingColor };
  });

test.use({ locale: "es-PE" });

test("an entry's preview uses the site's stylesheet: its font family and colours", async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  // What the site's own pages compute.
  await page.goto("/app/");
  const site = await typography(page);

  const repository = copyOfRepository();
  try {
    // The first professional of the clinic's content, whoever it is.
    const file = readdirSync("content/staff")
      .filter((name) => name.endsWith(".md"))
      .sort()[0]!;
    const { name } = matter(readFileSync(path.join("content/staff", file), "utf8")).data as { name: string };
    await openEditorOn(page, repository);
    await page.goto(`/app/admin/#/collections/staff/entries/${file.replace(/\.md$/, "")}`);
    const preview = page.frameLocator('iframe[title="Vista previa del contenido"]');
    // The preview shows the entry (it takes a while on a busy machine).
    await expect(preview.locator("body")).toContainText(name, { timeout: 30_000 });
    expect(await typography(preview)).toEqual(site);
    expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  } finally {
    rmSync(repository, { recursive: true, force: true });
  }
});
