// Keyboard only: no clicks. Tab reaches every control with a visible focus ring and never a hidden
// one; the skip link, the menus, the three carousels and the expandables work with Enter and Space.
import { readFileSync } from "node:fs";
import { expect, hydrateEveryIsland, test, type Locator, type Page } from "./test.ts";
import { fileOf, prerenderedPaths } from "./pages.ts";
import { embedsMap, emptyMapFrame, walkEveryPage } from "./tab-walk.ts";

async function tabTo(page: Page, target: Locator, limit = 200) {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

emptyMapFrame();

const currentSlide = (carousel: Locator) => carousel.locator('[role="group"][aria-current="true"]');

// Every page but those that embed the map (keyboard-map.spec.ts).
walkEveryPage(prerenderedPaths().filter((path) => !embedsMap(readFileSync(fileOf(path), "utf8"))));

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
  // The skip link's target takes focus once its scroll has ended (the layout's anchor script).
  await expect(page.getByRole("main")).toBeFocused();
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
