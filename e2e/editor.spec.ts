// The content editor at /app/admin/ (app/cms/): served by the same build, in Spanish, talking to
// nothing outside the site; an edit saved there lands in content/ exactly, builds and shows on the
// page; an edit that breaks a rule is refused in Spanish and writes nothing. It edits a copy of the
// repository holding the frozen sample (e2e/fixtures/), so the entries it names are always there.
// That no public page loads any of it: e2e/every-page.spec.ts.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import sharp from "sharp";
import { editedText, openEditorOn, saveEditsTo } from "./editor.ts";
import { copyBuildEnv, repositoryWithSample } from "#e2e/fixtures/site-copy.ts";
import { buildDir } from "./pages.ts";
import { expect, test, type Page } from "./test.ts";

const doctor = "content/staff/martin-salazar-tello.md";
const entry = "/app/admin/#/collections/staff/entries/martin-salazar-tello";

/** Every request the page makes, and every console error (a CSP violation is one). */
function watch(page: Page) {
  const requests: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { requests, errors };
}

/** The editor renders fields as they scroll into view: scrolls its form until `name`'s field is there. */
async function fieldGroup(page: Page, name: RegExp) {
  const group = page.getByRole("group", { name });
  await page.getByRole("textbox", { name: /^Especialidad/ }).hover();
  for (let tries = 0; tries < 30 && !(await group.count()); tries++) await page.mouse.wheel(0, 400);
  await group.scrollIntoViewIfNeeded();
  return group;
}

async function openDoctor(page: Page) {
  await page.goto(entry);
  await expect(page.getByRole("textbox", { name: /^Especialidad/ })).toBeVisible();
}

test.describe("the content editor", () => {
  // A browser set to Peruvian Spanish: the editor ships es-CO strings and must pick them.
  test.use({ locale: "es-PE", actionTimeout: 15_000 });
  // Loading the editor and the repository's files takes a while on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test("is served at /app/admin/ and /app/admin, not indexed, not in the sitemap, with its own policy", async ({ request }) => {
    for (const url of ["/app/admin/", "/app/admin"]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
      expect(policy).toContain("connect-src 'self' blob: data: https://api.github.com;");
      expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    }
    for (const file of readdirSync(path.join(buildDir, "app")).filter((name) => /^sitemap.*\.xml$/.test(name)))
      expect(readFileSync(path.join(buildDir, "app", file), "utf8"), file).not.toContain("admin");
  });

  // Without an icon in its HTML a browser asks for /favicon.ico, a 404, before the editor's script
  // sets its own (headless Chromium asks for none: so the HTML is read here, and e2e/engines/
  // watches Firefox's and WebKit's requests).
  test("declares the site's icon in its HTML, and nothing it loads is missing", async ({ page, request }) => {
    const html = await (await request.get("/app/admin/")).text();
    const icon = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1];
    expect(icon, "an icon in /app/admin/'s HTML").toBeTruthy();
    expect((await request.get(icon!)).status()).toBe(200);
    const failed: string[] = [];
    page.on("response", (response) => response.status() >= 400 && failed.push(`${response.status()} ${response.url()}`));
    await page.goto("/app/admin/");
    await expect(page.getByRole("button", { name: /Trabajar con un repositorio local/ })).toBeVisible();
    expect(failed).toEqual([]);
  });

  test("opens in Spanish and asks nothing of any origin but the site's own", async ({ page, baseURL }) => {
    const { requests, errors } = watch(page);
    const repository = await repositoryWithSample();
    try {
      await openEditorOn(page, repository);
      await openDoctor(page);
      await expect(page.getByRole("button", { name: "Guardar" })).toBeVisible();
      const foreign = requests.filter((url) => !url.startsWith(`${baseURL}/`) && !/^(blob|data):/.test(url));
      expect(foreign).toEqual([]);
      expect(requests.some((url) => url.endsWith("/app/admin/locales/es-CO.json"))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      rmSync(repository, { recursive: true, force: true });
    }
  });

  test("saves a doctor's edit into exactly their file, which builds into their page", async ({ page }) => {
    test.setTimeout(300_000);
    const repository = await repositoryWithSample();
    try {
      const before = matter(readFileSync(path.join(repository, doctor), "utf8"));
      await openEditorOn(page, repository);
      await openDoctor(page);

      const specialty = "Medicina Reproductiva · Endocrinología · Ecografía ginecológica";
      await page.getByRole("textbox", { name: /^Especialidad/ }).fill(specialty);

      const course = "Diplomado en Ecografía Ginecológica, Universidad de Lima (2024)";
      const training = await fieldGroup(page, /Campo .*Formación/);
      await training.getByRole("button", { name: /^Agregar/ }).click();
      // The new item's header button has the focus and names the item's body.
      const focusedControls = () => page.evaluate(() => document.activeElement?.getAttribute("aria-controls") ?? "");
      await expect.poll(focusedControls).toMatch(/item-\d+-body$/);
      const itemBody = await focusedControls();
      await page.locator(`[id="${itemBody}"]`).getByRole("textbox").fill(course);

      // A new picture: the doctor's current one, mirrored.
      const photo = await sharp(path.join(repository, "content/images", before.data.photo))
        .flop()
        .jpeg({ quality: 80 })
        .toBuffer();
      await page.getByRole("button", { name: /Reemplazar|Replace Image/ }).click();
      const dialog = page.getByRole("dialog");
      const [chooser] = await Promise.all([
        page.waitForEvent("filechooser"),
        dialog.getByRole("button", { name: "Subir" }).click(),
      ]);
      await chooser.setFiles({ name: "Foto Martín Salazar.JPG", mimeType: "image/jpeg", buffer: photo });
      await dialog.getByRole("button", { name: "Insertar" }).click();
      // The field takes the new picture a moment later (longer the more content there is): saving
      // before it has would save the old one.
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("textbox", { name: "Foto", exact: true })).toContainText("foto-martin-salazar.jpg", {
        timeout: 30_000,
      });

      await page.getByRole("button", { name: "Guardar" }).click();
      // Saving writes the entry and the picture one after the other.
      const upload = "content/images/foto-martin-salazar.jpg";
      await expect.poll(() => editedText(page, doctor)).toContain(course);
      await expect.poll(async () => (await editedText(page, upload)).length).toBeGreaterThan(0);
      const changed = await saveEditsTo(page, repository);

      // The photo got a clean file name (the README's rule) and is stored as it was uploaded.
      expect(changed).toEqual([upload, doctor]);
      expect(readFileSync(path.join(repository, changed[0]!)).equals(photo)).toBe(true);
      const after = matter(readFileSync(path.join(repository, doctor), "utf8"));
      expect(after.data).toEqual({
        ...before.data,
        specialty,
        formacion: [...before.data.formacion, course],
        photo: "/foto-martin-salazar.jpg",
      });
      expect(after.content.trim()).toBe(before.content.trim());

      // The repository with the edit builds, and the doctor's page shows it.
      execFileSync("npx", ["astro", "build"], {
        cwd: repository,
        stdio: "pipe",
        env: { ...process.env, ...copyBuildEnv(repository), BUILD_DIR: path.join(repository, "build") },
      });
      const html = readFileSync(path.join(repository, "build/client/app/perfil-doctor/martin-salazar-tello/index.html"), "utf8");
      expect(html).toContain("Ecografía ginecológica");
      expect(html).toContain(course);
      expect(html).toMatch(/\/app\/assets\/foto-martin-salazar[.-][\w.-]+\.avif/);
    } finally {
      rmSync(repository, { recursive: true, force: true });
    }
  });

  test("refuses, in Spanish, to save a doctor without a specialty, and writes nothing", async ({ page }) => {
    const repository = await repositoryWithSample();
    try {
      await openEditorOn(page, repository);
      await openDoctor(page);
      await page.getByRole("textbox", { name: /^Especialidad/ }).fill("");
      await page.getByRole("button", { name: "Guardar" }).click();
      // The notice goes away after a while; the message beside the field stays.
      await expect(page.getByText(/Corrígelo para guardar la entrada/)).toBeVisible();
      await expect(page.getByText("Este campo es obligatorio.")).toBeVisible();
      expect(await saveEditsTo(page, repository)).toEqual([]);
    } finally {
      rmSync(repository, { recursive: true, force: true });
    }
  });
});
