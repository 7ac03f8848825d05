// The keyboard walk: Tab through a whole page once, checking every stop (e2e/keyboard.spec.ts and
// e2e/keyboard-map.spec.ts).
import { expect, hydrateEveryIsland, test, type Page } from "./test.ts";

type Focus = { key: string; name: string; ring: boolean; visible: boolean; hidden: boolean };

/** What the focused element is, and whether a person can see it and its focus ring. */
function focused(page: Page): Promise<Focus | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const reached = ((window as unknown as { __reached?: Set<Element> }).__reached ??= new Set());
    reached.add(element);
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const path: string[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      path.unshift(`${node.tagName}:${node.parentElement ? [...node.parentElement.children].indexOf(node) : 0}`);
    }
    return {
      key: path.join("/"),
      name: `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`,
      // The ring is the outline app.css gives :focus-visible; a frame's own page draws its own.
      ring: (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) || element.tagName === "IFRAME",
      visible:
        box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth,
      hidden: Boolean(element.closest("[inert], [aria-hidden='true']")),
    };
  });
}

/** Controls a person can see and use, which Tab must have reached. */
export function unreached(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const reached = (window as unknown as { __reached?: Set<Element> }).__reached ?? new Set();
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button:not([disabled]), summary, input:not([type=hidden]), textarea, select, [tabindex='0']",
    );
    return (
      [...controls]
        .filter(
          (control) => control.checkVisibility() && !control.closest("[inert], [aria-hidden='true']") && control.tabIndex >= 0,
        )
        .filter((control) => !reached.has(control))
        // Tab stops once in a group of radio buttons (arrows move within it): one reached is enough.
        .filter(
          (control) =>
            !(control instanceof HTMLInputElement && control.type === "radio") ||
            ![...reached].some(
              (other) =>
                other instanceof HTMLInputElement &&
                other.type === "radio" &&
                other.name === control.name &&
                other.form === control.form,
            ),
        )
        .map((control) => `${control.tagName.toLowerCase()} "${(control.textContent ?? "").trim().slice(0, 40)}"`)
    );
  });
}

/** Tabs through the whole page once, checking every stop. */
export async function tabThrough(page: Page) {
  const stops: Focus[] = [];
  for (let step = 0; step < 400; step++) {
    await page.keyboard.press("Tab");
    const focus = await focused(page);
    // The map's frame can lose the focus to the page's body while its document loads (seen once in
    // a full run, on a busy machine): Tab goes on from the frame, so keep tabbing.
    if (!focus && stops.at(-1)?.name.startsWith("iframe")) continue;
    if (!focus || focus.key === stops[0]?.key) break;
    // A frame (the map) takes focus into its own document: keep tabbing until it gives it back.
    if (focus.key === stops.at(-1)?.key) continue;
    stops.push(focus);
    // A stop off screen gets a moment (a frame is scrolled to once it has the focus): the assertion
    // fails, naming the control, if the page never brings it on screen.
    if (!focus.visible) {
      await expect(page.locator(":focus"), `${focus.name} has focus but is not on screen`).toBeInViewport();
      focus.visible = true;
    }
    expect(focus.hidden, `${focus.name} is inside something hidden`).toBe(false);
    expect(focus.visible, `${focus.name} has focus but is not on screen`).toBe(true);
    expect(focus.ring, `${focus.name} shows no focus ring`).toBe(true);
  }
  return stops;
}

/** Every page's walk at a width: Tab reaches every control, each on screen with a visible focus ring. */
export function walkEveryPage(paths: string[]) {
  for (const width of [390, 1280]) {
    test.describe(`at ${width} px`, () => {
      // Walked without smooth scrolling (as for a person who asked for less motion): each stop must
      // be on screen at once, instead of the walk waiting out a scroll at every off-screen control.
      // Smooth anchor scrolling has its own tests (layout.spec.ts, the carousels' in keyboard.spec.ts).
      test.use({ viewport: { width, height: width < 1024 ? 844 : 800 }, reducedMotion: "reduce" });

      for (const path of paths) {
        test(`${path}: Tab reaches every control, each on screen with a visible focus ring`, async ({ page }) => {
          await page.goto(path);
          // Every part answering, as for a person who reads before tabbing: an island's controls
          // are shown once it has hydrated, as it nears the screen (before-scripts.spec.ts).
          await hydrateEveryIsland(page);
          const stops = await tabThrough(page);
          expect(stops.length).toBeGreaterThan(5);
          expect(await unreached(page)).toEqual([]);
        });
      }
    });
  }
}

// The map frame would load Google's page (or, offline, Chrome's error page, which may or may not hold
// focus depending on timing): give it an empty local document so every run tabs the same way.
export function emptyMapFrame() {
  test.beforeEach(async ({ page }) => {
    await page.route(/^https:\/\/www\.google\.com\/maps/, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Mapa</title>" }),
    );
  });
}

/** Whether a built page embeds the map's frame. */
export const embedsMap = (html: string) => html.includes("output=embed");
