// What a person can do before any script has run, or with none at all. Pages are HTML and each
// interactive part an island hydrated on its own (e2e/test.ts), so:
// 1. while an island's scripts are on their way, a control only they can answer is not shown (the
//    carousels' arrows) or not usable (the contact form's «Enviar»), and what HTML answers alone
//    answers at the first tap: the menu, a question, a field;
// 2. with JavaScript off, the menu, the desktop «Servicios», the questions and the pages'
//    accordions open and close, and the anchors lead to their target. (The complaint form without
//    JavaScript: complaints-book.spec.ts.)
import { htmlOf, prerenderedPaths } from "./pages.ts";
import { expect, test, type Page } from "./test.ts";

const HOME = "/app/";
const FAQ = "/app/preguntas-frecuentes";
const CONTACT = "/app/contactanos";

/** The page's island scripts are refused, so its islands stay as the HTML has them for as long as the test needs. */
async function openWithoutIslands(testPage: Page, path: string) {
  // A second page of the test's context: the fixture's page.goto would wait for the islands.
  const page = await testPage.context().newPage();
  await page.route(/\/app\/assets\/[^?]+\.js(\?.*)?$/, (route) => route.abort());
  await page.goto(path);
  await expect(page.locator("astro-island").first()).toHaveAttribute("ssr");
  return page;
}

test.describe("while the islands' scripts are on their way", () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  const arrows = (on: Page) => [
    on.getByRole("region", { name: "Presentación de la clínica" }).locator("button", { hasText: "Siguiente" }),
    on.locator("#staff").locator("button", { hasText: "Siguiente" }),
  ];

  test("the carousels' arrows are not shown until their island is hydrated, then shown", async ({ page: testPage }) => {
    const unhydrated = await openWithoutIslands(testPage, HOME);
    for (const arrow of arrows(unhydrated)) {
      await expect(arrow).toBeAttached();
      await expect(arrow).toBeHidden();
    }

    await testPage.goto(HOME);
    const [hero, staff] = arrows(testPage);
    await expect(hero!).toBeVisible();
    await testPage.locator("#staff").scrollIntoViewIfNeeded();
    await expect(staff!).toBeVisible();
  });

  test("the menu and a question answer at the first tap", async ({ page: testPage }) => {
    const page = await openWithoutIslands(testPage, HOME);
    await page.getByRole("button", { name: "Abrir menú" }).tap();
    await expect(page.getByRole("dialog", { name: "Menú" })).toBeVisible();

    await page.goto(FAQ);
    const question = page.locator("main details").first();
    await question.locator("summary").tap();
    await expect(question).toHaveAttribute("open");
  });

  test("the contact form: a field takes the tap, «Enviar» is not usable until the form can send", async ({ page: testPage }) => {
    const page = await openWithoutIslands(testPage, CONTACT);
    const form = page.locator("#formulario");
    await form.getByRole("textbox").first().tap();
    await expect(form.getByRole("textbox").first()).toBeFocused();
    await expect(form.getByRole("button", { name: "Enviar", exact: true })).toBeDisabled();

    await testPage.goto(CONTACT);
    await testPage.locator("#formulario").scrollIntoViewIfNeeded();
    await expect(testPage.locator("#formulario").getByRole("button", { name: "Enviar", exact: true })).toBeEnabled();
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("on a phone, the menu opens, its link is followed and its close button closes it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(HOME);
    const menu = page.getByRole("dialog", { name: "Menú" });
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: "Cerrar menú" }).click();
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await menu.getByRole("link", { name: "Reproducción asistida" }).click();
    await expect(page).toHaveURL(/\/app\/reproduccion-asistida$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reproducción asistida");
  });

  test("on a desktop, «Servicios» opens and its links are followed", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(HOME);
    const nav = page.getByRole("navigation", { name: "Navegación principal" });
    const services = nav.locator("details");
    await services.locator("summary").click();
    await expect(services).toHaveAttribute("open");
    const link = services.getByRole("link").first();
    const href = (await link.getAttribute("href"))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test("a question opens and closes, and a link to it leads to it", async ({ page }) => {
    await page.goto(FAQ);
    const question = page.locator("main details").first();
    await question.locator("summary").click();
    await expect(question).toHaveAttribute("open");
    await question.locator("summary").click();
    await expect(question).not.toHaveAttribute("open");

    // Arriving from elsewhere, as from a link on another page.
    await page.goto(HOME);
    await page.goto(`${FAQ}#que-es-ropa`);
    await expect(page.locator("details#que-es-ropa summary")).toBeInViewport();
  });

  test("a page's accordion opens and closes", async ({ page }) => {
    const path = prerenderedPaths().find((path) => path !== FAQ && /<main[\s\S]*<details/.test(htmlOf(path)))!;
    expect(path, "a page with an accordion").toBeDefined();
    await page.goto(path);
    const accordion = page.locator("main details").first();
    await accordion.locator("summary").click();
    await expect(accordion).toHaveAttribute("open");
    await accordion.locator("summary").click();
    await expect(accordion).not.toHaveAttribute("open");
  });

  test("the navigation's anchors lead to their section, from the home page and from another page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const start of [HOME, "/app/servicios/cirugias"]) {
      await page.goto(start);
      await page
        .getByRole("navigation", { name: "Navegación principal" })
        .getByRole("link", { name: "Staff profesional" })
        .click();
      await expect(page).toHaveURL(/\/app\/#staff$/);
      await expect(page.locator("#staff h2")).toBeInViewport();
    }
  });
});
