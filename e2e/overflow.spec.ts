// No page can be scrolled sideways, on a phone or a laptop, before its scripts run: a slow phone
// shows the prerendered HTML for a while, and some people browse without scripts. Once its islands
// have hydrated, every-page.spec.ts checks the same at both widths; Firefox and WebKit run both
// checks in e2e/engines/.
import { expect, test } from "./test.ts";
import { pagesUnderTest } from "./pages.ts";

const widths = [390, 1280];

for (const path of pagesUnderTest()) {
  test(`${path} is never wider than the window before its scripts run`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    const overflow: Record<number, number> = {};
    for (const width of widths) {
      await page.setViewportSize({ width, height: 844 });
      overflow[width] = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    }
    await context.close();
    for (const width of widths) expect(overflow[width], `${width} px`).toBeLessThanOrEqual(0);
  });
}
