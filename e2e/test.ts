// The `test` every browser test uses. Pages are HTML; the parts a visitor interacts with are
// Astro islands (<astro-island>, app/components/README.md), each hydrated on its own: at load, when the
// browser is idle, or when it nears the screen. An island has its `ssr` attribute until it is
// hydrated (Astro removes it then): that is the signal the tests wait for, never time.
// Here page.goto (with JavaScript on) also waits for the islands the page hydrates on arrival:
// those hydrated at load or when idle, and those on screen. By then what a person sees answers as
// it will. An island further down hydrates as it nears the screen: wait for it with
// `islandHydrated`, or for what it does (a web-first assertion).
import { expect, test as base, type Locator, type Page } from "@playwright/test";

export { expect, type Locator, type Page, type Request } from "@playwright/test";

/** Waits until every island the page hydrates on arrival has hydrated (none left on this document is a no-op). */
export async function waitForArrivalIslands(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("astro-island[ssr]")].every((island) => {
      // Hydrated only when it nears the screen: not yet, while none of its elements is on screen.
      if (island.getAttribute("client") !== "visible") return false;
      return [...island.children].every((child) => {
        const box = child.getBoundingClientRect();
        return box.bottom < 0 || box.top > innerHeight || box.right < 0 || box.left > innerWidth;
      });
    }),
  );
}

/** Waits until the island holding `part` (an element inside it) has hydrated. */
export async function islandHydrated(part: Locator) {
  await expect(part.locator("xpath=ancestor::astro-island[1]")).not.toHaveAttribute("ssr");
}

/**
 * Hydrates every island of the page as a reader would, scrolling each one near the screen, then
 * goes back to the top: for a check of the whole page once every part answers (a keyboard walk).
 */
export async function hydrateEveryIsland(page: Page) {
  // One not hydrated yet, read in one step: one that hydrates meanwhile (it came near) is not waited for.
  const nextWaiting = () => page.evaluate(() => document.querySelector("astro-island[ssr]")?.getAttribute("uid"));
  for (let uid = await nextWaiting(); uid; uid = await nextWaiting()) {
    const island = page.locator(`astro-island[uid="${uid}"]`);
    await island.evaluate((element) => element.firstElementChild?.scrollIntoView({ block: "center", behavior: "instant" }));
    await expect(island).not.toHaveAttribute("ssr");
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled) await waitForArrivalIslands(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (javaScriptEnabled) await waitForArrivalIslands(page);
      return response;
    };
    await provide(page);
  },
});
