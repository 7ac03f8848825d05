// Pages hydrate part by part (app/components/ui/hydration-boundary.tsx), and the browser tests,
// the engines run and the bench wait for <html data-hydrated>: it must mean that every part is
// hydrated, or they would act on a page React has not taken over yet. React marks each element it
// has hydrated with a "__reactFiber$…" property (an internal, read by this test alone: listed in
// build-steps/README.md); at the moment the signal appears every part must have it.
import { expect, test } from "./test";

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
