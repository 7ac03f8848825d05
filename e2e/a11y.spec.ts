// WCAG 2.2 AA with axe-core in every state a person can put a page in (menu open, expandables open,
// each carousel slide, each form message). Every page as it loads: e2e/every-page.spec.ts.
import { expect, islandHydrated, test, type Page } from "./test.ts";
import { countWcagRules, describeViolations, runAxe, wcagTags } from "./axe.ts";
import { htmlOf, prerenderedPaths } from "./pages.ts";
import { TEST_STATUS_COOKIE } from "./stand-ins/emailjs-sink.ts";

const widths = [390, 1280] as const;
const pages = prerenderedPaths();
// The page's own expandables (questions, accordions): the header's «Servicios» is one too, a menu
// checked open below.
const pagesWithExpandables = pages.filter((path) => /<main[\s\S]*<details/.test(htmlOf(path)));

async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: width < 1024 ? 844 : 800 });
  // Axe looks at the page people use: goto waits for the islands it hydrates on arrival (e2e/test.ts).
  await page.goto(path);
}

/** Fails with one line per offending element; logs how many rules ran, for the record. */
async function expectNoViolations(page: Page, state: string) {
  const { rules, violations } = await runAxe(page);
  console.log(`axe ${state}: ${rules.length} rules, ${violations.length} violations`);
  expect(rules.length, "axe ran no rules").toBeGreaterThan(40);
  expect(describeViolations(violations), state).toEqual([]);
}

/** Waits for a carousel's slide transition to end, so axe sees the slide at rest. */
async function settle(page: Page) {
  // Transitions are animations of the document: none running means the slide has arrived.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
}

test("axe runs the rules of every WCAG 2.2 A and AA tag", async ({ page }) => {
  await page.goto("/app/");
  const count = await countWcagRules(page);
  console.log(`axe-core rules selected by ${wcagTags.join(", ")}: ${count}`);
  expect(count).toBeGreaterThan(50);
  expect(pages.length).toBeGreaterThanOrEqual(20);
});

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test("the skip link, once focused, is visible and passes", async ({ page }) => {
      await open(page, "/app/", width);
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Saltar al contenido principal" })).toBeInViewport();
      await expectNoViolations(page, `skip link focused @${width}`);
    });

    for (const path of pagesWithExpandables) {
      test(`${path} with every expandable open has no violations`, async ({ page }) => {
        await open(page, path, width);
        const summaries = page.locator("main details > summary");
        for (const summary of await summaries.all()) await summary.click();
        await expect(page.locator("main details:not([open])")).toHaveCount(0);
        await expectNoViolations(page, `${path} expandables open @${width}`);
      });
    }

    test("every hero and testimonial slide has no violations", async ({ page }) => {
      await open(page, "/app/", width);
      for (const name of ["Presentación de la clínica", "Testimonios de pacientes"]) {
        const carousel = page.getByRole("region", { name });
        // Its island hydrates as it nears the screen (the testimonials are further down).
        await carousel.scrollIntoViewIfNeeded();
        await islandHydrated(carousel.getByRole("button", { name: "Siguiente" }));
        // Stop the testimonials' rotation first, so each slide is checked while it is shown.
        const pause = carousel.getByRole("button", { name: "Pausar el carrusel" });
        if (await pause.count()) await pause.click();
        const current = carousel.locator('[role="group"][aria-current="true"]');
        const slides = await carousel.locator('[role="group"]').count();
        // Relative steps: the testimonials may have moved on by themselves before the pause.
        for (let step = 1; step < slides; step++) {
          const before = await current.getAttribute("aria-label");
          await carousel.getByRole("button", { name: "Siguiente" }).click();
          await expect(current).not.toHaveAttribute("aria-label", before!);
          await settle(page);
          await expectNoViolations(page, `${name} ${await current.getAttribute("aria-label")} @${width}`);
        }
      }
    });

    test("the staff carousel moved to its last cards has no violations", async ({ page }) => {
      await open(page, "/app/", width);
      const carousel = page.getByRole("region", { name: "Nuestro equipo" });
      const next = carousel.getByRole("button", { name: "Siguiente" });
      // Its island hydrates as it nears the screen; once the first card has left the view, each
      // press moves it at once, and the button's state read after a press is the state it left.
      await carousel.scrollIntoViewIfNeeded();
      await islandHydrated(next);
      await next.click();
      await expect(carousel.locator("li").first()).toHaveAttribute("inert", "");
      // Each press scrolls the cards' list (smoothly); its state is read once that scroll has ended:
      // read before, it may be the state before the end, and a press on a button that has just
      // become disabled waits forever.
      const track = carousel.getByRole("list");
      while ((await next.getAttribute("aria-disabled")) !== "true") {
        const scrolled = track.evaluate(
          (list) => new Promise((done) => list.addEventListener("scrollend", done, { once: true })),
        );
        await next.click();
        await scrolled;
        await settle(page);
      }
      await expectNoViolations(page, `staff carousel at the end @${width}`);
    });
  });
}

test("the phone menu, open, has no violations", async ({ page }) => {
  await open(page, "/app/", 390);
  await page.getByRole("button", { name: "Abrir menú" }).click();
  await expect(page.getByRole("dialog", { name: "Menú" })).toBeVisible();
  await settle(page);
  await expectNoViolations(page, "mobile menu open @390");
});

test("the desktop services menu, open, has no violations", async ({ page }) => {
  await open(page, "/app/servicios/consultas", 1280);
  // A native disclosure: its <summary> has no ARIA role of its own.
  await page.getByRole("navigation", { name: "Navegación principal" }).locator("summary", { hasText: "Servicios" }).click();
  await expect(page.getByRole("link", { name: "Cirugías" }).first()).toBeVisible();
  await expectNoViolations(page, "services menu open @1280");
});

test("the navigation, fixed after scrolling, has no violations", async ({ page }) => {
  await open(page, "/app/", 1280);
  await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
  await expect(page.locator("header")).toHaveCSS("position", "fixed");
  await expectNoViolations(page, "fixed navigation @1280");
});

test.describe("the contact form, showing each of its messages", () => {
  const form = (page: Page) => page.getByRole("form", { name: "Escríbenos" });
  const values = {
    Nombre: "Ana Quispe (prueba de accesibilidad)",
    "Celular o teléfono": "+51 987 654 321",
    Edad: "34",
    Mensaje: "Hola",
  };

  async function openForm(page: Page, width: number) {
    await open(page, "/app/contactanos", width);
    // Hydrated as it nears the screen: enabled once it can send.
    await form(page).scrollIntoViewIfNeeded();
    await expect(form(page).getByRole("button", { name: "Enviar" })).toBeEnabled();
  }
  async function fill(page: Page, { consent = true } = {}) {
    for (const [label, value] of Object.entries(values)) await form(page).getByLabel(label, { exact: true }).fill(value);
    await form(page)
      .getByRole("checkbox", { name: /Acepto el tratamiento/ })
      .setChecked(consent);
  }

  for (const width of widths) {
    test(`'INGRESE TODOS LOS CAMPOS', with the fields marked invalid @${width}`, async ({ page }) => {
      await openForm(page, width);
      await form(page).getByRole("button", { name: "Enviar" }).click();
      await expect(form(page).getByRole("alert")).toHaveText("INGRESE TODOS LOS CAMPOS");
      await expectNoViolations(page, `form incomplete @${width}`);
    });

    test(`the consent box left unticked, marked invalid @${width}`, async ({ page }) => {
      await openForm(page, width);
      await fill(page, { consent: false });
      await form(page).getByRole("button", { name: "Enviar" }).click();
      await expect(form(page).getByRole("alert")).toContainText("marca la casilla");
      await expectNoViolations(page, `form without consent @${width}`);
    });

    test(`while sending @${width}`, async ({ page }) => {
      // Hold the request, so the sending state lasts while axe reads it.
      let release = () => {};
      await page.route("**/api/v1.0/email/send-form", (route) =>
        new Promise<void>((resolve) => (release = resolve)).then(() => route.abort()),
      );
      await openForm(page, width);
      await fill(page);
      await form(page).getByRole("button", { name: "Enviar" }).click();
      await expect(form(page).getByRole("status")).toHaveText(/Enviando/);
      await expectNoViolations(page, `form sending @${width}`);
      release();
    });

    test(`'Formulario enviado' @${width}`, async ({ page }) => {
      await openForm(page, width);
      await fill(page);
      await form(page).getByRole("button", { name: "Enviar" }).click();
      await expect(form(page).getByRole("status")).toHaveText("Formulario enviado");
      await expectNoViolations(page, `form sent @${width}`);
    });

    for (const [status, text] of [
      [500, "No pudimos enviar tu mensaje."],
      [429, "Acabas de enviar un mensaje desde esta página."],
    ] as const) {
      test(`the failure message for ${status} @${width}`, async ({ page, context, baseURL }) => {
        // The local EmailJS sink answers with the status this cookie asks for.
        await context.addCookies([{ name: TEST_STATUS_COOKIE, value: String(status), url: baseURL! }]);
        await openForm(page, width);
        await fill(page);
        await form(page).getByRole("button", { name: "Enviar" }).click();
        await expect(form(page).getByRole("alert")).toContainText(text);
        await expectNoViolations(page, `form failed ${status} @${width}`);
      });
    }
  }
});

test.describe("with prefers-reduced-motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("there is no smooth scrolling, no slide animation and no auto-rotation", async ({ page }) => {
    await page.clock.install();
    await open(page, "/app/", 1280);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
    const hero = page.getByRole("region", { name: "Presentación de la clínica" });
    // The slides' track: the nearest <div> around them (Astro's <astro-slot>, which takes no box, may stand between).
    const track = hero.locator('[role="group"]').first().locator("xpath=ancestor::div[1]");
    await expect(track).toHaveCSS("transition-property", "none");
    const testimonials = page.getByRole("region", { name: "Testimonios de pacientes" });
    await expect(testimonials.getByRole("button", { name: "Pausar el carrusel" })).toHaveCount(0);
    await page.clock.runFor(20_000);
    await expect(testimonials.locator('[role="group"][aria-current="true"]')).toHaveAttribute("aria-label", "1 de 4");
    // The staff cards jump: right after the click the first visible card is already the sixth.
    const staff = page.getByRole("region", { name: "Nuestro equipo" });
    // The carousel's script arrives as it nears the screen (a click before that waits for it): measure
    // once it runs, so that only a jump passes, on a slow machine too.
    await staff.scrollIntoViewIfNeeded();
    await islandHydrated(staff.getByRole("button", { name: "Siguiente" }));
    await staff.getByRole("button", { name: "Siguiente" }).click();
    expect(
      await staff
        .locator("li")
        .nth(5)
        .evaluate((card) => card.getBoundingClientRect().left),
    ).toBeLessThan((await staff.boundingBox())!.x + 20);
  });
});
