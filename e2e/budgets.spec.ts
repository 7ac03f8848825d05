// Per-page byte budgets (budgets.config.ts), measured on what Chromium really fetches at a phone's
// width: a route that pulls in another route's code, an eager picture below the fold or a heavy
// new dependency shows up here as bytes, and each page's figures are printed for the record.
import { gzipSync } from "node:zlib";
import { expect, test, type Page } from "./test";
import { budgetViewport, budgets } from "../budgets.config";
import { pagesUnderTest } from "./pages";

type Kind = "html" | "js" | "css" | "font" | "image" | "data" | "other";
const compressible = new Set<Kind>(["html", "js", "css", "data"]);

function kindOf(resourceType: string, url: string): Kind {
  if (resourceType === "document") return "html";
  if (resourceType === "script" || url.endsWith(".js")) return "js";
  if (resourceType === "stylesheet") return "css";
  if (resourceType === "font") return "font";
  if (resourceType === "image") return "image";
  if (url.endsWith(".data")) return "data";
  return "other";
}

/** Bytes per kind that a page loads, compressible kinds gzip-compressed. */
async function weigh(page: Page, url: string) {
  const bodies: Promise<[Kind, number]>[] = [];
  page.on("response", (response) => {
    const request = response.request();
    if (response.status() >= 300) return;
    const kind = kindOf(request.resourceType(), response.url());
    bodies.push(
      response
        .body()
        .then((body): [Kind, number] => [kind, compressible.has(kind) ? gzipSync(body, { level: 9 }).length : body.length])
        .catch((): [Kind, number] => [kind, 0]),
    );
  });
  // Every request the page starts, until it has finished: the page is weighed once it has hydrated
  // and nothing it asked for is still on its way (what nears the screen at arrival included).
  const inFlight = new Set<unknown>();
  page.on("request", (request) => inFlight.add(request));
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => inFlight.delete(request));
  await page.goto(url);
  await expect.poll(() => inFlight.size, { message: `${url}: requests still on their way` }).toBe(0);
  const totals: Record<Kind, number> = { html: 0, js: 0, css: 0, font: 0, image: 0, data: 0, other: 0 };
  for (const [kind, bytes] of await Promise.all(bodies)) totals[kind] += bytes;
  return totals;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const rows: string[] = [];

test.use({
  viewport: { width: budgetViewport.width, height: budgetViewport.height },
  deviceScaleFactor: budgetViewport.deviceScaleFactor,
});

for (const path of pagesUnderTest()) {
  test(`${path} stays within its byte budget`, async ({ page }) => {
    const weight = await weigh(page, path);
    const total = Object.values(weight).reduce((sum, bytes) => sum + bytes, 0);
    const limit = path === "/app/" ? budgets.homeTotalKb : budgets.pageTotalKb;
    const row = `${path.padEnd(46)} JS ${kb(weight.js)} · CSS ${kb(weight.css)} · HTML ${kb(weight.html)} · fonts ${kb(weight.font)} · images ${kb(weight.image)} · data ${kb(weight.data)} · total ${kb(total)} KB (limit ${limit})`;
    rows.push(row);
    console.log(row);
    expect
      .soft(kb(weight.js), "JS KB (gzip)")
      .toBeLessThanOrEqual(path === "/app/libro-de-reclamaciones" ? budgets.complaintsBookJsKb : budgets.jsKb);
    expect.soft(kb(weight.css), "CSS KB (gzip)").toBeLessThanOrEqual(budgets.cssKb);
    expect.soft(kb(weight.html), "HTML KB (gzip)").toBeLessThanOrEqual(budgets.htmlKb);
    expect(kb(total), "total KB at 390 px").toBeLessThanOrEqual(limit);
  });
}

// What a page shows comes before its scripts (build-steps/first-paint.ts): the first hero
// picture, the stylesheet and the fonts are all requested before the first script, which waits
// for the page's load event.
test("the home page asks for its picture, stylesheet and fonts before any script", async ({ page }) => {
  const order: string[] = [];
  page.on("request", (request) => order.push(`${request.resourceType()} ${new URL(request.url()).pathname}`));
  // The scripts start after the load event and a frame; page.goto returns once they have hydrated the page.
  const firstScriptRequest = page.waitForRequest((request) => request.resourceType() === "script");
  await page.goto("/app/");
  await firstScriptRequest;
  const firstScript = order.findIndex((entry) => entry.startsWith("script "));
  expect(firstScript).toBeGreaterThan(0);
  const beforeScripts = order.slice(0, firstScript);
  expect(
    beforeScripts.some((entry) => /^image .*hero-1-/.test(entry)),
    order.join("\n"),
  ).toBe(true);
  expect(
    beforeScripts.some((entry) => entry.startsWith("stylesheet ")),
    order.join("\n"),
  ).toBe(true);
  expect(
    beforeScripts.filter((entry) => entry.startsWith("font ")),
    order.join("\n"),
  ).toHaveLength(2);
  const html = await (await page.request.get("/app/")).text();
  expect(html).not.toContain('rel="modulepreload"');
});
