// Keyboard only: no clicks. Tab reaches every control with a visible focus ring and never a hidden
// one; the skip link, the menus, the three carousels and the expandables work with Enter and Space.
import { expect, hydrateEveryIsland, test, type Locator, type Page } from "./test";
import { prerenderedPaths } from "./pages";

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
function unreached(page: Page): Promise<string[]> {
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
async function tabThrough(page: Page) {
  const stops: Focus[] = [];
  for (let step = 0; step < 400; step++) {
    await page.keyboard.press("Tab");
    const focus = await focused(page);
    if (!focus || focus.key === stops[0]?.key) break;
    // A frame (the map) takes focus into its own document: keep tabbing until it gives it back.
    if (focus.key === stops.at(-1)?.key) continue;
    stops.push(focus);
    // Anchor scrolling is smooth (unless reduced motion is asked for): the assertion waits for the
    // page to arrive, and fails, naming the control, if it never does.
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

async function tabTo(page: Page, target: Locator, limit = 200) {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

// The map frame would load Google's page (or, offline, Chrome's error page, which may or may not hold
// focus depending on timing): give it an empty local document so every run tabs the same way.
test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/www\.google\.com\/maps/, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Mapa</title>" }),
  );
});

const currentSlide = (carousel: Locator) => carousel.locator('[role="group"][aria-current="true"]');

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 1024 ? 844 : 800 } });

    for (const path of prerenderedPaths()) {
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

test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
  await page.goto("/app/servicios/cirugias");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Saltar al contenido principal" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.querySelector("main")!.contains(document.activeElement))).toBe(true);
});

test("the hero carousel works from the keyboard, and Tab only enters the slide on show", async ({ page }) => {
  await page.goto("/app/");
  const hero = page.getByRole("region", { name: "Presentación de la clínica" });
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(hero.getByRole("button", { name: "Anterior" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(hero.getByRole("button", { name: "Siguiente" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(currentSlide(hero)).toHaveAttribute("aria-label", "2 de 4");
  await page.keyboard.press("Space");
  await expect(currentSlide(hero)).toHaveAttribute("aria-label", "3 de 4");
  await page.keyboard.press("Tab");
  await expect(currentSlide(hero).getByRole("link", { name: /Reservar/ })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(hero.getByRole("button", { name: "Anterior" })).toBeFocused();
  for (const expected of ["2 de 4", "1 de 4", "4 de 4"]) {
    await page.keyboard.press("Enter");
    await expect(currentSlide(hero)).toHaveAttribute("aria-label", expected);
  }
});

test("the testimonials: the rotation control comes first and pauses with the keyboard", async ({ page }) => {
  await page.goto("/app/");
  await hydrateEveryIsland(page);
  const carousel = page.getByRole("region", { name: "Testimonios de pacientes" });
  const pause = carousel.getByRole("button", { name: "Pausar el carrusel" });
  await tabTo(page, carousel.getByRole("button").first());
  await expect(pause).toBeFocused();
  await page.keyboard.press("Space");
  await expect(carousel.getByRole("button", { name: "Reanudar el carrusel" })).toBeFocused();
  const before = await currentSlide(carousel).getAttribute("aria-label");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(carousel.getByRole("button", { name: "Siguiente" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(currentSlide(carousel)).not.toHaveAttribute("aria-label", before!);
  await page.keyboard.press("Shift+Tab");
  await expect(carousel.getByRole("button", { name: "Anterior" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(currentSlide(carousel)).toHaveAttribute("aria-label", before!);
});

test("the staff carousel moves with the keyboard, and Tab lands on a card in view", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/app/");
  await hydrateEveryIsland(page);
  const carousel = page.getByRole("region", { name: "Nuestro equipo" });
  const next = carousel.getByRole("button", { name: "Siguiente" });
  await tabTo(page, next);
  // The press scrolls the cards' list smoothly: which cards are in view (and in the tab order) is
  // read once that scroll has ended.
  const scrolled = carousel
    .getByRole("list")
    .evaluate((list) => new Promise((done) => list.addEventListener("scrollend", done, { once: true })));
  await page.keyboard.press("Enter");
  await scrolled;
  await expect(carousel.getByRole("button", { name: "Anterior" })).not.toHaveAttribute("aria-disabled", "true");
  // The first visible card after moving on is the sixth professional (five per view at 1280 px).
  await expect(carousel.locator("li:not([inert])").first().getByRole("group")).toHaveAttribute("aria-label", /^6 de /);
  await page.keyboard.press("Tab");
  const focusedCard = page.locator("li:not([inert]) a:focus");
  await expect(focusedCard).toHaveCount(1);
  await expect(focusedCard).toBeInViewport({ ratio: 1 });
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(carousel.getByRole("button", { name: "Anterior" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(carousel.locator("li:not([inert])").first().getByRole("group")).toHaveAttribute("aria-label", /^1 de /);
});

test("an accordion opens and closes with Enter and Space", async ({ page }) => {
  await page.goto("/app/servicios/laboratorio-reproductiva");
  const first = page.locator("main details").first();
  await tabTo(page, first.locator("summary"));
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("open", "");
  // Its content is now in the tab order: the next stop is the next header, after nothing focusable.
  await page.keyboard.press("Space");
  await expect(first).not.toHaveAttribute("open");
  await page.keyboard.press("Tab");
  await expect(page.locator("main details").nth(1).locator("summary")).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.locator("main details").nth(1)).toHaveAttribute("open", "");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens, is walked and followed with the keyboard alone", async ({ page }) => {
    await page.goto("/app/");
    const toggle = page.getByRole("button", { name: "Abrir menú" });
    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menú" });
    await expect(menu).toBeVisible();
    // The modal dialog puts focus on its first control.
    await expect(menu.getByRole("button", { name: "Cerrar menú" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Space");
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole("link", { name: "Reproducción asistida" }), 20);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/app\/reproduccion-asistida$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reproducción asistida");
  });
});

test("the desktop services menu opens with Enter and its links follow", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/app/");
  const nav = page.getByRole("navigation", { name: "Navegación principal" });
  // A native disclosure: its <summary> has no ARIA role of its own, and its state is the
  // <details>' open attribute (read as expanded by assistive technology).
  const disclosure = nav.locator("details").filter({ has: page.locator("summary", { hasText: "Servicios" }) });
  const button = disclosure.locator("summary");
  await tabTo(page, button);
  await page.keyboard.press("Enter");
  await expect(disclosure).toHaveAttribute("open");
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Consultas" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(button).toBeFocused();
  await expect(disclosure).not.toHaveAttribute("open");
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/app\/servicios\/consultas$/);
});
