// Every prerendered page of the site under test, loaded as a person would at phone and desktop
// width: WCAG 2.2 A/AA with axe-core on the page as it arrives (its islands hydrated), no sideways
// scroll once they have hydrated, no console error (a CSP violation is one), and nothing requested
// of the content editor. The pages come from the build, so this follows the
// content: it is one of the checks the content lane runs (scripts/test-content.ts).
import { expect, test } from "./test.ts";
import { describeViolations, runAxe } from "./axe.ts";
import { pagesUnderTest } from "./pages.ts";

const widths = [390, 1280] as const;

for (const path of pagesUnderTest()) {
  test(`${path}: no WCAG A/AA violation and no sideways scroll at ${widths.join(" and ")} px, no console error, nothing of the editor`, async ({
    page,
  }) => {
    const errors: string[] = [];
    const requests: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("request", (request) => requests.push(request.url()));
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 1024 ? 844 : 800 });
      // Axe looks at the page people use: goto waits for the islands it hydrates on arrival (e2e/test.ts).
      await page.goto(path);
      const { rules, violations } = await runAxe(page);
      expect(rules.length, "axe ran no rules").toBeGreaterThan(40);
      expect(describeViolations(violations), `${path} @${width}`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} @${width}: wider than the window by`).toBeLessThanOrEqual(0);
    }
    // The not-found page is served here with status 200 (it is a file), elsewhere with 404: the
    // browser logs that status as an error, which is the page working as meant.
    if (path !== "/app/404") expect(errors).toEqual([]);
    expect(requests.filter((url) => url.includes("/app/admin"))).toEqual([]);
  });
}
