// The `test` every browser test uses. Pages hydrate only once they have loaded and painted
// (build-steps/first-paint.ts), so here page.goto also waits for the app's hydration signal
// (<html data-hydrated>, set once every part of the page is hydrated: app/lib/use-hydrated.ts): by then the page's
// controls answer, as they would for a person. Parts hydrated later, when they near the screen
// (the contact form), have signals of their own (the form's button is enabled).
import { test as base, type Page } from "@playwright/test";

export { expect, type Locator, type Page, type Request } from "@playwright/test";

/** Waits until the app has hydrated the page; a document that is not the app's (the editor, a file) has nothing to wait for. */
export async function waitForHydration(page: Page) {
  const isApp = await page.evaluate(() => "__reactRouterContext" in window);
  if (isApp) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled) await waitForHydration(page);
      return response;
    };
    await provide(page);
  },
});
