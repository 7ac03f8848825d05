// Pages hydrate part by part (app/components/ui/hydration-boundary.tsx), and the browser tests,
// the engines run and the bench wait for <html data-hydrated>: it must mean that every part is
// hydrated, or they would act on a page React has not taken over yet. React marks each element it
// has hydrated with a "__reactFiber$…" property (an internal, read by this test alone: listed in
// build-steps/README.md); at the moment the signal appears every part must have it.
import { expect, test, type Page } from "./test";

const parts = {
  "/app/": [
    "header",
    "header nav",
    "dialog nav",
    "footer",
    "main section#nosotros",
    "main section#servicios",
    "main section#testimonios",
  ],
  "/app/preguntas-frecuentes": ["header", "footer", "main article section:first-of-type", "main article section:last-of-type"],
  "/app/servicios/cirugias": ["header", "footer", "main h1", "main article h2"],
};

for (const [path, selectors] of Object.entries(parts)) {
  test(`${path}: when the page says it is hydrated, every part is`, async ({ page }) => {
    await page.addInitScript((wanted: string[]) => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute("data-hydrated")) return;
        observer.disconnect();
        const hydrated = (element: Element | null) =>
          !!element && Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
        (window as never as { partsAtSignal: Record<string, boolean> }).partsAtSignal = Object.fromEntries(
          wanted.map((selector) => [selector, hydrated(document.querySelector(selector))]),
        );
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
    }, selectors);
    await page.goto(path);
    const atSignal = await page.evaluate(() => (window as never as { partsAtSignal: Record<string, boolean> }).partsAtSignal);
    expect(atSignal).toEqual(Object.fromEntries(selectors.map((selector) => [selector, true])));
  });
}

// Until the page is hydrated, a tap on a control the browser answers alone never reaches React,
// which would otherwise hydrate at once inside the tap (app/lib/native-taps.ts), and a control
// only scripts can answer is not shown (app/components/ui/carousel-button.tsx). A listener on the
// document, where React listens, stands in for React. The entry that starts React is refused, so
// the page stays unhydrated for as long as the test needs (a second page of the test's context:
// the fixture's page.goto would wait for hydration).
test.describe("taps before hydration", () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  const listenLikeReact = (page: Page) =>
    page.evaluate(() => {
      const seen: string[] = [];
      (window as never as { seen: string[] }).seen = seen;
      for (const type of ["touchstart", "pointerdown", "click"])
        document.addEventListener(type, (event) => seen.push(event.type), true);
    });
  const seen = (page: Page) => page.evaluate(() => (window as never as { seen: string[] }).seen.splice(0));

  async function openUnhydrated(testPage: Page, path: string) {
    const page = await testPage.context().newPage();
    const entry = /\/app\/assets\/entry\.client-[\w-]+\.js$/;
    await page.route(entry, (route) => route.abort());
    // The entry is asked for once the route modules (root.tsx among them) have been evaluated.
    const refused = page.waitForEvent("requestfailed", (request) => entry.test(request.url()));
    await page.goto(path);
    await refused;
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    await listenLikeReact(page);
    return page;
  }

  test("a question and the menu answer natively and do not wake React", async ({ page: testPage }) => {
    const page = await openUnhydrated(testPage, "/app/preguntas-frecuentes");
    const question = page.locator("main details").first();
    await question.locator("summary").tap();
    await expect(question).toHaveAttribute("open");
    expect(await seen(page)).toEqual([]);

    await page.getByRole("button", { name: "Abrir menú" }).tap();
    await expect(page.getByRole("dialog", { name: "Menú" })).toBeVisible();
    expect(await seen(page)).toEqual([]);
  });

  test("a field answers natively; once the page is hydrated, taps reach React again", async ({ page }) => {
    const unhydrated = await openUnhydrated(page, "/app/contactanos");
    const field = (on: Page) => on.locator("#formulario").getByRole("textbox").first();
    await field(unhydrated).tap();
    await expect(field(unhydrated)).toBeFocused();
    expect(await seen(unhydrated)).toEqual([]);

    await page.goto("/app/contactanos");
    await listenLikeReact(page);
    await field(page).tap();
    expect(await seen(page)).toContain("click");
  });

  test("a control only scripts can answer is shown once its part is hydrated", async ({ page: testPage }) => {
    const arrows = (on: Page) => [
      on.getByRole("region", { name: "Presentación de la clínica" }).locator("button", { hasText: "Siguiente" }),
      on.locator("#staff").locator("button", { hasText: "Siguiente" }),
    ];
    const unhydrated = await openUnhydrated(testPage, "/app/");
    for (const arrow of arrows(unhydrated)) {
      await expect(arrow).toBeAttached();
      await expect(arrow).toBeHidden();
    }

    await testPage.goto("/app/");
    for (const arrow of arrows(testPage)) await expect(arrow).toBeVisible();
  });
});
