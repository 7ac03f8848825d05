// No page can be scrolled sideways, on a phone or a laptop, neither before its scripts run (a slow
// phone shows the prerendered HTML for a while, and some people browse without scripts) nor after.
// Firefox and WebKit run the same check in e2e-engines/.
import { expect, test, type Page } from "./test";
import { pagesUnderTest } from "./pages";

const widths = [390, 1280];

/** How far the document is wider than the window, at each width (0 when it fits). */
async function overflowAt(page: Page) {
  const found: Record<number, number> = {};
  for (const width of widths) {
    await page.setViewportSize({ width, height: 844 });
    found[width] = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  }
  return found;
}

for (const path of pagesUnderTest()) {
  test.describe(path, () => {
    test("is never wider than the window before its scripts run", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      const overflow = await overflowAt(page);
      await context.close();
      for (const width of widths) expect(overflow[width], `${width} px`).toBeLessThanOrEqual(0);
    });

    test("is never wider than the window once its islands have hydrated", async ({ page }) => {
      await page.goto(path);
      const overflow = await overflowAt(page);
      for (const width of widths) expect(overflow[width], `${width} px`).toBeLessThanOrEqual(0);
    });
  });
}
