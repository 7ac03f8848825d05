import { expect, test, type Page } from "./test.ts";
import { prerenderedPaths } from "./pages.ts";

// What each page of the spec's route table must say before any script runs.
const services: Record<string, { h1: string; facts: (string | RegExp)[] }> = {
  consultas: {
    h1: "Consultas",
    facts: [
      /presencial/i,
      /virtual|teleconsulta/i,
      "Consulta de fertilidad",
      "Consulta ginecológica",
      "Consulta obstétrica",
      "Consulta nutricional",
      "Consulta psicológica",
      "11 semanas + 0 días",
      "13 semanas + 6 días",
      "18 semanas + 0 días",
      "23 semanas + 6 días",
      "Papanicolaou",
      "Doppler",
      /perfil biofísico/i,
      /monitoreo fetal/i,
      /colposcop/i,
      /histerosonograf/i,
    ],
  },
  "prevencion-infertilidad": { h1: "Prevención de la infertilidad", facts: [/banco propio de criopreservación/i] },
  oncofertilidad: { h1: "Oncofertilidad", facts: ["más del 70 %", /quimioterapia/i] },
  "donacion-ovulos": {
    h1: "Donación de óvulos",
    facts: ["anónima, voluntaria y altruista", /psicológic/i, /insuficiencia ovárica prematura/i],
  },
  "laboratorio-reproductiva": {
    h1: "Laboratorio de Biología Reproductiva",
    facts: [
      "Laboratorio de Criopreservación",
      "Laboratorio de Embriología",
      "Laboratorio de Andrología",
      "-196 °C",
      "23 pares de cromosomas",
      "13, 18, 21, X e Y",
      "PGT-M",
      /fragmentación del ADN/i,
      /estrés oxidativo/i,
      /espermocultivo/i,
    ],
  },
  cirugias: { h1: "Cirugías", facts: [/laparoscop/i, /histeroscop/i, /laparotom/i, /endometriosis/i, /miomas/i] },
};

async function withoutScripts(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  return page.locator("body");
}

test.describe("before any script runs", () => {
  test.use({ javaScriptEnabled: false });

  test("the assisted-reproduction page has its treatments and figures", async ({ page }) => {
    const body = await withoutScripts(page, "/app/reproduccion-asistida");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reproducción asistida");
    for (const fact of [
      /inseminación intrauterina/i,
      /coito programado|relaciones programadas/i,
      /fecundación in vitro/i,
      "PGT-A",
      "mayores de 35 años",
      "ICSI",
      "ROPA",
      "-196 °C",
    ]) {
      await expect(body).toContainText(fact);
    }
  });

  for (const [slug, { h1, facts }] of Object.entries(services)) {
    test(`/app/servicios/${slug} has its heading and key facts`, async ({ page }) => {
      const body = await withoutScripts(page, `/app/servicios/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      for (const fact of facts) await expect(body).toContainText(fact);
      await expect(page.locator("#contenido img").first()).toHaveAttribute("alt");
    });
  }

  test("the prevention page lists ten tips", async ({ page }) => {
    await withoutScripts(page, "/app/servicios/prevencion-infertilidad");
    await expect(page.locator("#contenido ol > li")).toHaveCount(10);
  });

  test("every professional's page has name, specialty and registry numbers", async ({ page }) => {
    const profiles = prerenderedPaths().filter(
      (path) => path.startsWith("/app/perfil-doctor/") && !path.endsWith("/nuevo-doctor"),
    );
    expect(profiles.length).toBeGreaterThanOrEqual(10);
    let biologists = 0;
    let bookable = 0;
    for (const path of profiles) {
      const body = await withoutScripts(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^(Dr\.|Dra\.|Blgo\.|Blga\.) /);
      const text = await body.innerText();
      if (/CBP \d+/.test(text)) biologists++;
      else expect(text, path).toMatch(/CMP \d+[\s\S]*RNE \d+/);
      await expect(page.getByRole("img", { name: /Retrato/ })).toBeVisible();
      await expect(page.getByRole("link", { name: "Regresar" })).toHaveAttribute("href", "/app/");
      bookable += await page.getByRole("link", { name: /Agendar una cita/ }).count();
    }
    expect(biologists).toBe(2);
    // One profile, the medical director's, also offers to book through the chat.
    expect(bookable).toBe(1);
  });

  test("the placeholder pages are what the spec keeps, and not indexed", async ({ page }) => {
    await withoutScripts(page, "/app/nueva-ruta");
    await expect(page.getByRole("heading", { name: "Nueva Ruta" })).toHaveCount(5);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await withoutScripts(page, "/app/perfil-doctor/nuevo-doctor");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("#contenido img")).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("the placeholders stay out of the navigation", async ({ page }) => {
    await withoutScripts(page, "/app/");
    await expect(page.locator('a[href="/app/nueva-ruta"], a[href="/app/perfil-doctor/nuevo-doctor"]')).toHaveCount(0);
  });

  test("the contact page has e-mail, phone and directions", async ({ page }) => {
    await withoutScripts(page, "/app/contactanos");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contáctanos");
    await expect(page.getByRole("link", { name: /@/ }).first()).toHaveAttribute("href", /^mailto:/);
    await expect(page.getByRole("link", { name: /\+51/ }).first()).toHaveAttribute("href", /^tel:/);
    await expect(page.getByRole("link", { name: /Ver la ruta/ })).toHaveAttribute("href", /google\.com\/maps\/dir/);
  });

  test("the home carousel links to every professional's page", async ({ page }) => {
    await withoutScripts(page, "/app/");
    const linked = await page
      .locator('a[href^="/app/perfil-doctor/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    const profiles = prerenderedPaths().filter(
      (path) => path.startsWith("/app/perfil-doctor/") && !path.endsWith("/nuevo-doctor"),
    );
    expect(new Set(linked)).toEqual(new Set(profiles));
  });
});

const contentPages = ["/app/reproduccion-asistida", ...Object.keys(services).map((slug) => `/app/servicios/${slug}`)];

for (const path of contentPages) {
  test(`${path} has 'Regresar' to /app and 'Pedir información' through the chat`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("link", { name: "Regresar" })).toHaveAttribute("href", "/app/");
    const info = page.getByRole("link", { name: /Pedir información/ });
    await expect(info).toHaveAttribute("href", /^https:\/\/wa\.me\/51\d{9}\?text=Hola%2C%20%C2%BFCual%20es%20su%20consulta%3F$/);
    await expect(info).toHaveAttribute("target", "_blank");
  });
}

// Pages with expandable blocks, and how many each has (spec: assisted reproduction ≥ 1,
// consultation types 1–3, the oncofertility text, the three laboratory sections).
const expandables: [string, number][] = [
  ["/app/reproduccion-asistida", 1],
  ["/app/servicios/consultas", 3],
  ["/app/servicios/oncofertilidad", 1],
  ["/app/servicios/laboratorio-reproductiva", 3],
];

for (const [path, atLeast] of expandables) {
  test(`${path}: expandable blocks start closed and toggle by mouse and keyboard`, async ({ page }) => {
    await page.goto(path);
    // The page's own blocks (the header's «Servicios» is a <details> too).
    const blocks = page.locator("main details");
    expect(await blocks.count()).toBeGreaterThanOrEqual(atLeast);
    for (const block of await blocks.all()) {
      const summary = block.locator("summary");
      const detail = block.locator(":scope > div");
      await expect(block).not.toHaveAttribute("open");
      await expect(detail).toBeHidden();
      await summary.click();
      await expect(detail).toBeVisible();
      await summary.focus();
      await page.keyboard.press("Enter");
      await expect(detail).toBeHidden();
      await page.keyboard.press("Space");
      await expect(detail).toBeVisible();
    }
  });
}

test("the laboratory sections have pink headers marked '+ ver más'", async ({ page }) => {
  await page.goto("/app/servicios/laboratorio-reproductiva");
  const summaries = page.locator("main details > summary");
  await expect(summaries).toHaveCount(3);
  for (const summary of await summaries.all()) {
    await expect(summary).toContainText("+ ver más");
    await expect(summary).toHaveCSS("background-color", "rgb(194, 24, 91)");
  }
});

test("find-in-page can reach text inside a closed block", async ({ page }) => {
  await page.goto("/app/servicios/laboratorio-reproductiva");
  // The text is in the document (hidden, not absent), so the browser's search can open it.
  await expect(page.locator("details").last()).toContainText("13, 18, 21, X e Y");
});

test("the map loads only when it comes near the screen", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => request.url().startsWith("https://www.google.com/maps") && requested.push(request.url()));
  await page.route(/^https:\/\/www\.google\.com\/maps/, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Mapa</title>" }),
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/app/contactanos");
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(requested).toEqual([]);
  await page.getByRole("heading", { name: "Cómo llegar" }).scrollIntoViewIfNeeded();
  const map = page.locator("iframe");
  await expect(map).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/);
  await expect(map).toHaveAttribute("title", "Mapa con la ubicación de la clínica");
  await expect.poll(() => requested.length).toBe(1);
});
