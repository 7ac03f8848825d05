// The pages that answer before the first call (issue 13): the frequently asked questions, the
// first-visit guide and the site search, with and without JavaScript.
import { JSDOM } from "jsdom";
import { describeViolations, runAxe } from "./axe.ts";
import { htmlOf, prerenderedPaths } from "./pages.ts";
import { expect, test, type Page } from "./test.ts";

const FAQ = "/app/preguntas-frecuentes";
const FIRST_VISIT = "/app/primera-consulta";
const SEARCH = "/app/buscar";
/** A word the FAQ has only inside one closed answer: the search must read closed <details>. */
const CLOSED_ANSWER_WORD = "estacionamiento";

/** A page's main content as text, read from the built HTML (no layout). */
function mainText(path: string) {
  const { document } = new JSDOM(htmlOf(path)).window;
  return document.querySelector("main")?.textContent ?? "";
}

test.describe("before any script runs", () => {
  test.use({ javaScriptEnabled: false });

  test("the FAQ has its heading, groups and every question as a closed <details> with its id and answer", async ({ page }) => {
    expect((await page.goto(FAQ))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Preguntas frecuentes");
    for (const group of ["Primera consulta", "Tratamientos", "Apoyo emocional", "Privacidad y aspectos legales"]) {
      await expect(page.getByRole("heading", { level: 2, name: group })).toBeVisible();
    }
    const questions = page.locator("main details[id]");
    expect(await questions.count()).toBeGreaterThanOrEqual(24);
    await expect(page.locator("main details[open]")).toHaveCount(0);
    for (const question of await questions.all()) {
      await expect(question.locator("summary h3")).not.toBeEmpty();
      // The answer is in the HTML even while closed.
      expect((await question.locator("summary ~ *").textContent())?.trim().length).toBeGreaterThan(40);
    }
    await expect(page.locator("main")).toContainText(CLOSED_ANSWER_WORD);
  });

  test("the first-visit guide has its heading, sections and the chat and form buttons", async ({ page }) => {
    expect((await page.goto(FIRST_VISIT))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tu primera consulta");
    for (const section of [
      "Qué traer",
      "Qué pasa en la consulta",
      "Cuánto dura",
      "Quién puede acompañarte",
      "Cómo prepararte",
      "Cómo reservar",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: /Agendar una cita por WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/(wa\.me|api\.whatsapp\.com)\//,
    );
    await expect(main.getByRole("link", { name: "Escribir por el formulario" })).toHaveAttribute(
      "href",
      "/app/contactanos#formulario-titulo",
    );
  });

  test("the search page has its form and says where else to look, also for a query it cannot run", async ({ page }) => {
    expect((await page.goto(`${SEARCH}?q=ovulos`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buscar en el sitio");
    await expect(page.getByRole("search").getByRole("searchbox", { name: "¿Qué quieres encontrar?" })).toBeVisible();
    await expect(page.getByText(/La búsqueda necesita JavaScript/)).toBeVisible();
    const alternatives = page.getByRole("region", { name: "Otras formas de encontrar lo que buscas" });
    for (const name of ["Nuestros servicios", "Preguntas frecuentes", "Tu primera consulta", "Contáctanos"]) {
      await expect(alternatives.getByRole("link", { name })).toBeVisible();
    }
  });

  test("the header's search link and the footer's links work without JavaScript", async ({ page }) => {
    await page.goto("/app/");
    await page.getByRole("banner").getByRole("link", { name: "Buscar en el sitio" }).click();
    await expect(page).toHaveURL(/\/app\/buscar$/);
    const footer = page.getByRole("contentinfo").getByRole("navigation", { name: "Más información" });
    const links = [
      ["Preguntas frecuentes", FAQ],
      ["Tu primera consulta", FIRST_VISIT],
      ["Buscar en el sitio", SEARCH],
      ["Política de privacidad", "/app/politica-de-privacidad"],
    ] as const;
    for (const [name, href] of links) {
      // Exact names: «Pide tu primera consulta» is another of the footer's links.
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
  });
});

test("the header's search control is a 44 px target beside the six menu items, at 390 and 1280 px", async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/app/");
    const link = page.getByRole("banner").getByRole("link", { name: "Buscar en el sitio" });
    const box = (await link.boundingBox())!;
    expect(box.width, `@${width}`).toBeGreaterThanOrEqual(44);
    expect(box.height, `@${width}`).toBeGreaterThanOrEqual(44);
    if (width === 1280) {
      // The spec's six items stay exactly as they are.
      const items = page.getByRole("navigation", { name: "Navegación principal" }).locator(":scope > ul > li");
      await expect(items).toHaveCount(6);
      await expect(
        page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: /Buscar/ }),
      ).toHaveCount(0);
    }
  }
});

test.describe("a FAQ question opens from a link to its id", () => {
  test("on arrival: the question is open, on screen, with focus on it", async ({ page }) => {
    await page.goto(`${FAQ}#que-es-ropa`);
    const question = page.locator("details#que-es-ropa");
    await expect(question).toHaveAttribute("open", "");
    await expect(question.locator("summary")).toBeInViewport();
    await expect(question.locator("summary")).toBeFocused();
    // Only that one.
    await expect(page.locator("main details[open]")).toHaveCount(1);
  });

  test("when only the hash changes, and from a link on another page", async ({ page }) => {
    await page.goto(FAQ);
    await page.evaluate(() => (location.hash = "#seguros"));
    await expect(page.locator("details#seguros")).toHaveAttribute("open", "");
    await expect(page.locator("details#seguros summary")).toBeInViewport();

    // From another page, as a link there is followed: a page load (pages are documents), after
    // which the page's script opens the question and focuses it, as on arrival.
    await page.goto(FIRST_VISIT);
    await page.evaluate(() => location.assign("/app/preguntas-frecuentes#como-llegar-en-carro"));
    await expect(page).toHaveURL(/\/app\/preguntas-frecuentes#como-llegar-en-carro$/);
    await expect(page.locator("details#como-llegar-en-carro")).toHaveAttribute("open", "");
    await expect(page.locator("details#como-llegar-en-carro summary")).toBeInViewport();
    await expect(page.locator("details#como-llegar-en-carro summary")).toBeFocused();
  });
});

/** Searches as a visitor does: types into the box and presses Enter. */
async function search(page: Page, query: string) {
  const box = page.getByRole("searchbox", { name: "¿Qué quieres encontrar?" });
  await box.fill(query);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(query)}$`));
}

test.describe("the site search", () => {
  test("loads nothing of Pagefind until someone searches", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/app/pagefind/")) requested.push(request.url());
    });
    await page.goto(SEARCH);
    expect(requested).toEqual([]);
    await search(page, "embrion");
    await expect(page.getByRole("status")).toHaveText(/\d+ páginas con «embrion»/);
    expect(requested.length).toBeGreaterThan(0);
  });

  test("finds a page by a word written without its accent", async ({ page }) => {
    // The page never spells it without the accent: only accent-insensitive matching can find it.
    expect(mainText("/app/servicios/donacion-ovulos")).toContain("óvulos");
    expect(mainText("/app/servicios/donacion-ovulos")).not.toMatch(/\bovulos\b/i);
    await page.goto(`${SEARCH}?q=ovulos`);
    await expect(page.getByRole("status")).toHaveText(/^\d+ páginas con «ovulos»$/);
    const results = page.getByRole("main").getByRole("listitem");
    const donation = results.filter({ has: page.getByRole("link", { name: "Donación de óvulos", exact: true }) });
    await expect(donation).toHaveCount(1);
    await expect(donation.locator("mark").first()).toHaveText(/^óvulos/i);
    await expect(page.getByRole("searchbox")).toHaveValue("ovulos");
    await donation.getByRole("link", { name: "Donación de óvulos", exact: true }).click();
    await expect(page).toHaveURL(/\/app\/servicios\/donacion-ovulos$/);
  });

  test("finds a word that is only inside a closed FAQ answer, and links to that question", async ({ page }) => {
    const pagesWithWord = prerenderedPaths().filter((path) => mainText(path).includes(CLOSED_ANSWER_WORD));
    expect(pagesWithWord).toEqual([FAQ]);
    const { document } = new JSDOM(htmlOf(FAQ)).window;
    const holders = [...document.querySelectorAll("main details")].filter((details) =>
      details.textContent?.includes(CLOSED_ANSWER_WORD),
    );
    expect(holders.map((details) => [details.id, details.hasAttribute("open")])).toEqual([["como-llegar-en-carro", false]]);

    await page.goto(SEARCH);
    await search(page, CLOSED_ANSWER_WORD);
    await expect(page.getByRole("status")).toHaveText(`1 página con «${CLOSED_ANSWER_WORD}»`);
    const result = page.getByRole("main").getByRole("listitem").first();
    await expect(result.getByRole("link", { name: "Preguntas frecuentes" })).toHaveAttribute("href", FAQ);
    await expect(result.locator("mark")).toHaveText(new RegExp(CLOSED_ANSWER_WORD));
    await result.getByRole("link", { name: "¿Cómo llego si voy en carro?" }).click();
    await expect(page).toHaveURL(/\/app\/preguntas-frecuentes#como-llegar-en-carro$/);
    await expect(page.locator("details#como-llegar-en-carro")).toHaveAttribute("open", "");
  });

  test("says so when nothing matches, and back returns to the previous results", async ({ page }) => {
    await page.goto(`${SEARCH}?q=ovulos`);
    await expect(page.getByRole("status")).toHaveText(/páginas con «ovulos»/);
    await search(page, "qqzzkw");
    await expect(page.getByRole("status")).toHaveText(/No encontramos páginas con «qqzzkw»/);
    await expect(
      page
        .getByRole("main")
        .getByRole("list")
        .filter({ has: page.locator("mark") }),
    ).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole("status")).toHaveText(/páginas con «ovulos»/);
    await expect(page.getByRole("searchbox")).toHaveValue("ovulos");
  });

  for (const width of [390, 1280]) {
    test(`with results has no WCAG A/AA violations @${width}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${SEARCH}?q=${CLOSED_ANSWER_WORD}`);
      await expect(page.getByRole("status")).toHaveText(/página/);
      const { violations } = await runAxe(page);
      expect(describeViolations(violations)).toEqual([]);
    });
  }
});
