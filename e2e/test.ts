// The `test` every browser test uses. Pages hydrate only once they have loaded and painted
// (build-steps/first-paint.ts), so here page.goto also waits for the network to go quiet: by
// then the page's scripts have arrived and its controls answer, as they would for a person.
import { test as base } from "@playwright/test";

export { expect, type Locator, type Page, type Request } from "@playwright/test";

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForLoadState("networkidle");
      return response;
    };
    await provide(page);
  },
});
