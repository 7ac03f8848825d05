import { expect, islandHydrated, test, type Page } from "./test.ts";

const taglines = [
  "Una gran aventura está por comenzar.",
  "Tener vida es algo bueno, pero dar vida es algo lleno de magia.",
  "Tecnología de punta. Profesionales altamente calificados.",
];

test("the home page is complete before any script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/app/");
  for (const tagline of taglines) await expect(page.getByRole("heading", { name: tagline })).toBeAttached();
  for (const name of ["Nosotros", "Servicios", "Staff profesional", "Testimonios", "Contáctanos"]) {
    await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeAttached();
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const firstImage = page.locator("#contenido img").first();
  await expect(firstImage).toHaveAttribute("fetchpriority", "high");
  await expect(firstImage).not.toHaveAttribute("loading", "lazy");
  // The contact form is rendered by the browser (see the form's tests): without a script, a link
  // leads to the contact page's prerendered form.
  await expect(page.locator("#contactanos").getByRole("link", { name: "Escribir por el formulario" })).toHaveAttribute(
    "href",
    "/app/contactanos#formulario",
  );
  await context.close();
});

const hero = (page: Page) => page.getByRole("region", { name: "Presentación de la clínica" });
const currentSlide = (page: Page) => hero(page).locator('[role="group"][aria-current="true"]');

test("the hero arrows wrap around both ways", async ({ page }) => {
  // Time flows as usual until the test moves it on (page.clock.runFor below).
  await page.clock.install();
  await page.goto("/app/");
  await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 de 4");
  await hero(page).getByRole("button", { name: "Anterior" }).click();
  await expect(currentSlide(page)).toHaveAttribute("aria-label", "4 de 4");
  await expect(currentSlide(page).getByRole("heading")).toHaveText(taglines[2]!);
  await hero(page).getByRole("button", { name: "Siguiente" }).click();
  await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 de 4");
  await expect(currentSlide(page).getByRole("link", { name: "Ver mas..." })).toHaveAttribute(
    "href",
    "/app/reproduccion-asistida",
  );
  // The hero does not advance by itself, however long the visitor waits.
  await page.clock.runFor(60_000);
  await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 de 4");
});

test("slides 2 to 4 offer 'Reservar' through the chat", async ({ page }) => {
  await page.goto("/app/");
  for (let slide = 2; slide <= 4; slide++) {
    await hero(page).getByRole("button", { name: "Siguiente" }).click();
    const reservar = currentSlide(page).getByRole("link", { name: /Reservar/ });
    await expect(reservar).toHaveAttribute("href", /^https:\/\/wa\.me\/51\d{9}\?text=/);
  }
});

for (const [width, perView] of [
  [1280, 5],
  [1024, 4],
  [640, 3],
  [465, 2],
  [464, 1],
] as const) {
  test(`the staff carousel shows ${perView} card(s) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/app/");
    const carousel = page.getByRole("region", { name: "Nuestro equipo" });
    await carousel.scrollIntoViewIfNeeded();
    const box = (await carousel.boundingBox())!;
    const cards = await carousel
      .getByRole("article")
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map(({ left, right }) => ({ left, right })));
    const fullyVisible = cards.filter((card) => card.left >= box.x - 1 && card.right <= box.x + box.width + 1);
    expect(fullyVisible).toHaveLength(perView);
    // Only the cards in view can be reached with the keyboard.
    await expect(carousel.locator("li:not([inert])")).toHaveCount(perView);
  });
}

test("the staff carousel links every card to a CV page", async ({ page }) => {
  await page.goto("/app/");
  const links = page.getByRole("region", { name: "Nuestro equipo" }).locator("a", { hasText: "Ver CV" });
  expect(await links.count()).toBeGreaterThanOrEqual(10);
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))) {
    expect(href).toMatch(/^\/app\/perfil-doctor\/[a-z0-9-]+$/);
  }
});

test("testimonials advance every 5 seconds and stop when paused", async ({ page }) => {
  await page.clock.install();
  await page.goto("/app/");
  const carousel = page.getByRole("region", { name: "Testimonios de pacientes" });
  const current = carousel.locator('[role="group"][aria-current="true"]');
  // The rotation is the island's: it hydrates, and starts, as it nears the screen.
  await carousel.scrollIntoViewIfNeeded();
  await islandHydrated(carousel.getByRole("button", { name: "Pausar el carrusel" }));
  await expect(current).toHaveAttribute("aria-label", "1 de 4");
  await page.clock.runFor(4000);
  await expect(current).toHaveAttribute("aria-label", "1 de 4");
  await page.clock.runFor(1100);
  await expect(current).toHaveAttribute("aria-label", "2 de 4");
  await carousel.getByRole("button", { name: "Pausar el carrusel" }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(15000);
  await expect(current).toHaveAttribute("aria-label", "2 de 4");
  await expect(carousel.getByRole("button", { name: "Reanudar el carrusel" })).toBeVisible();
});

test("the contact strip links e-mail and phone", async ({ page }) => {
  await page.goto("/app/");
  const section = page.locator("#contactanos");
  await expect(section.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:.+@.+/);
  await expect(section.getByRole("link", { name: /\+51/ })).toHaveAttribute("href", /^tel:\+51\d{9}$/);
});

test("every line of hero text holds 4.5:1 on its own scrim, even over a white picture or none", async ({ page }) => {
  // No pictures at all, as on a slow line before they arrive or with images blocked.
  await page.route(/\.(avif|webp|jpe?g|png)$/, (route) => route.abort());
  await page.goto("/app/");
  const ratios = await hero(page).evaluate((region) => {
    const rgba = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number, number?];
    const luminance = ([r, g, b]: (number | undefined)[]) =>
      [r!, g!, b!]
        .map((channel) => channel / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const texts = [...region.querySelectorAll<HTMLElement>("h1, h2, p, span")].filter(
      (element) => element.closest("[role=group]") && element.textContent?.trim() && !element.closest("a"),
    );
    return texts.map((element) => {
      // The nearest box behind the text, inside its slide (the picture covers everything further
      // back), that paints a colour: its scrim. None at all counts as nothing over the picture.
      let box: HTMLElement | null = element;
      while (box && !box.matches("[role=group]") && rgba(getComputedStyle(box).backgroundColor)[3] === 0) box = box.parentElement;
      const [r, g, b, alpha = 1] =
        box && !box.matches("[role=group]") ? rgba(getComputedStyle(box).backgroundColor) : [0, 0, 0, 0];
      // The scrim over the worst case for white text: a white picture.
      const behind = [r, g, b].map((channel) => channel * alpha + 255 * (1 - alpha));
      const text = luminance(rgba(getComputedStyle(element).color));
      const background = luminance(behind);
      return {
        text: element.textContent!.trim().slice(0, 30),
        ratio: (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05),
      };
    });
  });
  expect(ratios.length).toBeGreaterThanOrEqual(4);
  for (const { text, ratio } of ratios) expect(ratio, text).toBeGreaterThanOrEqual(4.5);
});
