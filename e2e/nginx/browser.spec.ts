// Every page in Chromium behind nginx, under its strict Content-Security-Policy: loaded directly,
// reached by following links (each a page load, the next one prefetched by the page's speculation
// rules), and the contact form sending to the EmailJS stand-in on its own origin.
import { existsSync, readFileSync } from "node:fs";
// page.goto waits for the islands a page hydrates on arrival (e2e/test.ts).
import { expect, test, type Page } from "#e2e/test.ts";
import { prerenderedPages } from "#app/build-steps/pages.ts";
import { clientDir, outbox, sinkOrigin } from "./setup.ts";

const pages = prerenderedPages(clientDir).map((page) => page.path);

type Watch = { violations: string[]; errors: string[]; failed: string[] };

/** Records CSP violations, console errors, uncaught errors and failed answers from here on. */
async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { violations: [], errors: [], failed: [] };
  await page.exposeFunction("reportCspViolation", (violation: string) => seen.violations.push(violation));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      ),
    ),
  );
  page.on("console", (message) => {
    if (message.type() === "error") seen.errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => {
    // Chromium rejects the new page's view transition, with no script of the page's to catch it, when
    // it skips the cross-fade between two pages (app/app.css): on a busy machine the next page can be
    // shown before the last transition is done. The page loads all the same; layout.spec.ts checks
    // that the transitions run.
    if (/^Transition was aborted because of invalid state/.test(error.message)) return;
    seen.errors.push(`${page.url()}: ${error.message}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) seen.failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return seen;
}

// The map frame would load Google's page; offline that is an error page. An empty local page in its
// place still has to pass the frame-src check, which comes before any request.
let mapRequests = 0;
test.beforeEach(async ({ page }) => {
  mapRequests = 0;
  await page.route(/^https:\/\/www\.google\.com\/maps/, (route) => {
    mapRequests++;
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Mapa</title>" });
  });
});

const policyOf = (page: Page) =>
  page.evaluate(() => {
    const meta = document.head.querySelector('meta[http-equiv="Content-Security-Policy"]');
    return { policy: meta?.getAttribute("content") ?? "", position: meta ? [...document.head.children].indexOf(meta) : -1 };
  });

test("every page loads under its policy: no violation, no console error, hydrated", async ({ page }) => {
  test.setTimeout(120_000);
  const seen = await watch(page);
  expect(pages.length).toBeGreaterThan(15);
  for (const path of pages.filter((path) => path !== "/app/404")) {
    await page.goto(path);
    const { policy, position } = await policyOf(page);
    expect(position, `${path}: the policy follows <meta charset>`).toBe(1);
    expect(policy, path).toContain(`connect-src 'self' ${sinkOrigin};`);
    expect(policy, path).not.toContain("unsafe-inline");
    // WebAssembly only where the site search runs.
    expect(policy.includes("'wasm-unsafe-eval'"), path).toBe(path === "/app/buscar");
    // Down to the footer, so lazy images (and the map frame) load too.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    // The map frame is put in place once its box nears the screen: wait for it where there is one.
    if (path === "/app/contactanos") await page.locator("iframe").waitFor();
    // Every picture on screen loaded (or refused, which the watch reports) before the next page.
    await page.waitForFunction(() =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
        })
        .every((image) => image.complete),
    );
  }
  expect(mapRequests, "the map frame passed frame-src").toBeGreaterThan(0);
  expect(seen.violations).toEqual([]);
  expect(seen.errors).toEqual([]);
});

// The search reads its Pagefind index in a web worker (policy from the worker's own response) and,
// where a worker cannot start, on the page itself, which needs the page's 'wasm-unsafe-eval'.
for (const where of ["in its worker", "on the page's own thread"] as const) {
  test(`the site search finds pages under the search page's policy, ${where}`, async ({ page }) => {
    const seen = await watch(page);
    if (where === "on the page's own thread") await page.route("**/app/pagefind/pagefind-worker.js", (route) => route.abort());
    await page.goto("/app/buscar");
    const box = page.getByRole("searchbox", { name: "¿Qué quieres encontrar?" });
    await box.fill("ovulos");
    await box.press("Enter");
    await expect(page.getByRole("status")).toHaveText(/^\d+ páginas con «ovulos»$/);
    await expect(page.getByRole("main").getByRole("link", { name: "Donación de óvulos", exact: true })).toBeVisible();
    expect(seen.violations).toEqual([]);
    expect(seen.errors).toEqual([]);
  });
}

test("an unknown address shows the not-found page under its policy", async ({ page }) => {
  const seen = await watch(page);
  const response = await page.goto("/app/no-existe");
  expect(response?.status()).toBe(404);
  expect((await policyOf(page)).position).toBe(1);
  expect(seen.violations).toEqual([]);
  // The one error is the browser reporting the 404 status of the document itself.
  expect(seen.errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
});

test("following links: each page loads under its policy, the next one prefetched by the speculation rules", async ({ page }) => {
  const seen = await watch(page);
  // Chromium reports each prefetch the page's speculation rules start, and how it ends, through its
  // DevTools protocol (Preload domain): the signal that the next page is ready before the tap.
  const devtools = await page.context().newCDPSession(page);
  const prefetches = new Map<string, string>();
  devtools.on("Preload.prefetchStatusUpdated", (event) => prefetches.set(new URL(event.prefetchUrl).pathname, event.status));
  await devtools.send("Preload.enable");
  await page.goto("/app/");
  // As a visitor does: a link on the home page, pointed at (the browser fetches its page ahead),
  // followed, then the page's way back.
  const link = page.locator('main a[href="/app/servicios/cirugias"]').first();
  await link.hover();
  await expect
    .poll(() => prefetches.get("/app/servicios/cirugias"), { message: "the linked page, prefetched on hover" })
    .toBe("Ready");
  await link.click();
  await expect(page).toHaveURL(/\/app\/servicios\/cirugias$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const delivery = await page.evaluate(
    () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType,
  );
  expect(delivery, "the page came from the prefetch").toBe("navigational-prefetch");
  await page.getByRole("link", { name: "Regresar" }).click();
  await expect(page).toHaveURL(/\/app\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(seen.failed).toEqual([]);
  expect(seen.violations).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test("the contact form sends to the EmailJS origin the policy names", async ({ page }) => {
  const seen = await watch(page);
  const sends: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/v1.0/email/")) sends.push(request.url());
  });
  await page.goto("/app/contactanos");
  const form = page.getByRole("form", { name: "Escríbenos" });
  const send = form.getByRole("button", { name: "Enviar", exact: true });
  // The form's island hydrates as it nears the screen (below the contact strip and its hours).
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeEnabled();
  const nombre = `Rosa Huamán ${Date.now()}`;
  await form.getByLabel("Nombre", { exact: true }).fill(nombre);
  await form.getByLabel("Celular o teléfono", { exact: true }).fill("+51 987 654 321");
  await form.getByLabel("Edad", { exact: true }).fill("36");
  await form.getByLabel("Mensaje", { exact: true }).fill("Quisiera una consulta de fertilidad.");
  await form.getByRole("checkbox", { name: /Acepto el tratamiento de mis datos/ }).check();
  await send.click();
  await expect(form.getByRole("status")).toContainText("Formulario enviado");

  expect(sends).toEqual([`${sinkOrigin}/api/v1.0/email/send-form`]);
  const received = existsSync(outbox)
    ? readFileSync(outbox, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
  expect(received.filter((entry) => entry.fields.nombre === nombre)).toHaveLength(1);
  expect(seen.violations).toEqual([]);
  expect(seen.errors).toEqual([]);
});
