import { expect, test } from "./test.ts";

test("the chat links carry the clinic's number and the exact greeting, in a new tab", async ({ page }) => {
  await page.goto("/app/");
  const chat = page.getByRole("link", { name: /Escríbenos por WhatsApp/ });
  const href = await chat.getAttribute("href");
  expect(href).toMatch(/^https:\/\/wa\.me\/51\d{9}\?text=Hola%2C%20%C2%BFCual%20es%20su%20consulta%3F$/);
  await expect(chat).toHaveAttribute("target", "_blank");
  await expect(chat).toHaveAttribute("rel", "noopener noreferrer");
});

test("the navigation is fixed only after more than 60 px of scroll, without moving the page", async ({ page }) => {
  await page.goto("/app/");
  const header = page.locator("header");
  const headingTop = async () => (await page.locator("#nosotros").boundingBox())!.y + (await page.evaluate(() => scrollY));
  const before = await headingTop();
  await page.evaluate(() => window.scrollTo({ top: 60, behavior: "instant" }));
  await expect(header).toHaveCSS("position", "relative");
  await page.evaluate(() => window.scrollTo({ top: 61, behavior: "instant" }));
  await expect(header).toHaveCSS("position", "fixed");
  await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
  expect(await headingTop()).toBe(before);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(header).toHaveCSS("position", "relative");
});

for (const start of ["/app/", "/app/servicios/cirugias"]) {
  for (const [label, id] of [
    ["Nosotros", "nosotros"],
    ["Staff profesional", "staff"],
    ["Contáctanos", "contactanos"],
  ] as const) {
    test(`"${label}" from ${start} scrolls to its section and focuses it`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(start);
      await page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/app/#${id}$`));
      await expect(page.locator(`#${id}`)).toBeFocused();
      await expect(page.locator(`#${id} h2`)).toBeInViewport();
    });
  }
}

test("a new page starts at the top", async ({ page }) => {
  await page.goto("/app/");
  await page.locator("#servicios").scrollIntoViewIfNeeded();
  await page.locator("#servicios").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/app\/servicios\//);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the side menu opens as a modal, keeps focus inside and closes with Escape", async ({ page }) => {
    await page.goto("/app/");
    const toggle = page.getByRole("button", { name: "Abrir menú" });
    await toggle.click();
    const menu = page.getByRole("dialog", { name: "Menú" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Reproducción asistida" })).toBeVisible();
    for (let step = 0; step < 20; step++) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("the close button closes the menu and a link navigates", async ({ page }) => {
    await page.goto("/app/");
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.getByRole("button", { name: "Cerrar menú" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Nosotros" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.locator("#nosotros")).toBeFocused();
  });

  test("before any script has run, the menu opens at the first tap and closes again", async ({ browser }) => {
    // Invoker commands: the buttons work by HTML alone, as they do while the scripts are loading.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/app/");
    const toggle = page.getByRole("button", { name: "Abrir menú" });
    await toggle.click();
    const menu = page.getByRole("dialog", { name: "Menú" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("button", { name: "Cerrar menú" })).toBeFocused();
    await menu.getByRole("button", { name: "Cerrar menú" }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await context.close();
  });
});

test("the footer has the follow-us heading, social links and the 2023 copyright", async ({ page }) => {
  await page.goto("/app/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: "Síguenos" })).toBeVisible();
  await expect(footer.getByRole("link", { name: /Facebook/ })).toHaveAttribute("href", /facebook\.com/);
  await expect(footer.getByRole("link", { name: /Instagram/ })).toHaveAttribute("href", /instagram\.com/);
  await expect(footer).toContainText(/© 2023 .+ Todos los derechos reservados\./);
  await expect(footer.locator("hr")).toHaveCount(1);
});

test("an unknown address answers 404 with the Spanish not-found page", async ({ page }) => {
  const response = await page.goto("/app/esta-pagina-no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No encontramos esta página");
  await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/app/");
});

test("/ redirects to /app/", async ({ page }) => {
  const response = await page.goto("/");
  expect(page.url()).toMatch(/\/app\/$/);
  expect(response?.status()).toBe(200);
});

// Pages are documents: a link is a page load, which Chromium cross-fades (a cross-document view
// transition, app/app.css), and does not for a person who asked for less motion.
for (const [motion, crossFades] of [
  ["no-preference", true],
  ["reduce", false],
] as const) {
  test(`moving to another page ${crossFades ? "cross-fades" : "does not cross-fade"} with reduced motion ${motion}`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: motion });
    await page.addInitScript(() =>
      addEventListener("pagereveal", (event) => {
        sessionStorage.setItem("crossFade", String(Boolean((event as Event & { viewTransition: unknown }).viewTransition)));
      }),
    );
    await page.goto("/app/servicios/cirugias");
    await page.getByRole("contentinfo").getByRole("link", { name: "Preguntas frecuentes" }).click();
    await expect(page).toHaveURL(/\/app\/preguntas-frecuentes$/);
    expect(await page.evaluate(() => sessionStorage.getItem("crossFade"))).toBe(String(crossFades));
  });
}
