// Per-page byte budgets (e2e/budgets.ts, the one source of the numbers), measured on what
// Chromium really fetches at a phone's width, and each page's figures printed for the record:
// - its JavaScript as a reader loads the page: after a slow scroll to the bottom, so every island
//   that hydrates as it nears the screen has, inline scripts included (speculation rules and JSON-LD
//   are not script), within its kind's budget; not one script file where no script has work to do;
// - CSS, HTML and everything it loads on arrival (a page that pulls in another's code, an eager
//   picture below the fold or a heavy new dependency shows up here as bytes).
// Bytes only: they are the same on every machine. Time is the bench's (npm run bench -- pages), never a test's.
import { gzipSync } from "node:zlib";
import { budgetViewport, budgets, pageKindOf, pageKinds } from "./budgets.ts";
import { pagesUnderTest } from "./pages.ts";
import { expect, test, waitForArrivalIslands, type Page } from "./test.ts";

type Kind = "html" | "js" | "css" | "font" | "image" | "other";
const compressible = new Set<Kind>(["html", "js", "css"]);

function kindOf(resourceType: string, url: string): Kind {
  if (resourceType === "document") return "html";
  if (resourceType === "script" || new URL(url).pathname.endsWith(".js")) return "js";
  if (resourceType === "stylesheet") return "css";
  if (resourceType === "font") return "font";
  if (resourceType === "image") return "image";
  return "other";
}

const gzipped = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;
const zero = (): Record<Kind, number> => ({ html: 0, js: 0, css: 0, font: 0, image: 0, other: 0 });

/** Bytes per kind that a page loads on arrival and once read to the bottom, compressible kinds gzip-compressed. */
async function weigh(page: Page, url: string) {
  type Phase = "arrival" | "reading";
  let phase: Phase = "arrival";
  const bodies: Promise<[Phase, Kind, number]>[] = [];
  page.on("response", (response) => {
    if (response.status() >= 300) return;
    const kind = kindOf(response.request().resourceType(), response.url());
    const during: Phase = phase;
    bodies.push(
      response
        .body()
        .then((body): [Phase, Kind, number] => [during, kind, compressible.has(kind) ? gzipped(body) : body.length])
        .catch((): [Phase, Kind, number] => [during, kind, 0]),
    );
  });
  // Every request the page starts, until it has finished: the page is weighed once nothing it
  // asked for is still on its way.
  const inFlight = new Set<unknown>();
  page.on("request", (request) => inFlight.add(request));
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => inFlight.delete(request));
  const settled = () => expect.poll(() => inFlight.size, { message: `${url}: requests still on their way` }).toBe(0);

  // On arrival: the page and the islands it hydrates at once, when idle or on screen (page.goto).
  await page.goto(url);
  await settled();
  // Then read slowly to the bottom, half a screen at a time, each island on screen hydrated before the next step.
  phase = "reading";
  for (;;) {
    const { next, bottom } = await page.evaluate(() => ({
      next: scrollY + innerHeight / 2,
      bottom: document.documentElement.scrollHeight - innerHeight,
    }));
    const top = Math.min(next, bottom);
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
    await waitForArrivalIslands(page);
    await settled();
    if (top >= bottom) break;
  }

  const arrival = zero();
  const scriptFiles = { arrival: 0, reading: 0 };
  for (const [during, kind, bytes] of await Promise.all(bodies)) {
    if (during === "arrival") arrival[kind] += bytes;
    if (kind === "js") scriptFiles[during] += bytes;
  }
  // Inline scripts, as the document has them: not speculation rules, not JSON-LD.
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>("script:not([src])")]
      .filter((script) => !script.type || /^(text|application)\/javascript$|^module$/.test(script.type))
      .map((script) => script.textContent ?? "")
      .join("\n"),
  );
  return { arrival, scriptFiles: scriptFiles.arrival + scriptFiles.reading, inlineScript: inline ? gzipped(inline) : 0 };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

test.use({
  viewport: { width: budgetViewport.width, height: budgetViewport.height },
  deviceScaleFactor: budgetViewport.deviceScaleFactor,
});

for (const path of pagesUnderTest()) {
  test(`${path} stays within its byte budget`, async ({ page }) => {
    const kind = pageKindOf(path);
    expect(kind, `${path} has a page kind in e2e/budgets.ts`).toBeDefined();
    const { arrival, scriptFiles, inlineScript } = await weigh(page, path);
    const total = Object.values(arrival).reduce((sum, bytes) => sum + bytes, 0);
    const limit = path === "/app/" ? budgets.homeTotalKb : budgets.pageTotalKb;
    const script = scriptFiles + inlineScript;
    console.log(
      `${path.padEnd(46)} ${kind} · JS ${kb(script)} KB (files ${scriptFiles} B, inline ${inlineScript} B; limit ${pageKinds[kind!].scriptKb} KB) · ` +
        `on arrival: CSS ${kb(arrival.css)} · HTML ${kb(arrival.html)} · fonts ${kb(arrival.font)} · images ${kb(arrival.image)} · total ${kb(total)} KB (limit ${limit})`,
    );
    if (kind === "noScriptFiles") {
      expect.soft(scriptFiles, "bytes of script files").toBe(0);
      expect.soft(inlineScript, "inline script bytes (gzip)").toBeLessThanOrEqual(budgets.inlineScriptBytes);
    } else expect.soft(kb(script), "JS KB (gzip), files and inline").toBeLessThanOrEqual(pageKinds[kind!].scriptKb);
    expect.soft(kb(arrival.css), "CSS KB (gzip)").toBeLessThanOrEqual(budgets.cssKb);
    expect.soft(kb(arrival.html), "HTML KB (gzip)").toBeLessThanOrEqual(budgets.htmlKb);
    expect(kb(total), "total KB at 390 px").toBeLessThanOrEqual(limit);
  });
}

// What a page shows comes before its scripts: the first hero picture, the stylesheet and the fonts
// are all requested before the first script file, which only an island asks for when it hydrates.
test("the home page asks for its picture, stylesheet and fonts before any script", async ({ page }) => {
  const order: string[] = [];
  page.on("request", (request) => order.push(`${request.resourceType()} ${new URL(request.url()).pathname}`));
  const firstScriptRequest = page.waitForRequest((request) => request.resourceType() === "script");
  await page.goto("/app/");
  await firstScriptRequest;
  const firstScript = order.findIndex((entry) => entry.startsWith("script "));
  expect(firstScript).toBeGreaterThan(0);
  const beforeScripts = order.slice(0, firstScript);
  expect(
    beforeScripts.some((entry) => /^image .*hero-1[-._]/.test(entry)),
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
