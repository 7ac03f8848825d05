// The screenshots of the editors' guide (docs/guia-para-editores.md), taken from the built editor
// on a copy of this repository, so they always show the editor as it is:
//   npm run build && npx tsx scripts/editor-screenshots.ts
import { readdirSync, rmSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";
import { parse, stringify } from "yaml";
import { copyOfRepository, openEditorOn } from "#e2e/editor.ts";
import { chromiumFlags, chromiumPath } from "#e2e/chromium.ts";
import { createServer } from "#server/app.ts";

const out = "docs/guia-para-editores";
const port = Number(process.env.PORT) || 8216;
const server = createServer().listen(port, "127.0.0.1");
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const repository = copyOfRepository();
const context = await browser.newContext({
  baseURL: `http://localhost:${port}`,
  locale: "es-PE",
  viewport: { width: 1280, height: 800 },
});

const shot = async (page: Page, name: string) => {
  // Pictures (in the form and in the preview's frame) loaded, then their fade-in finished.
  // (The preview's frame may be replaced meanwhile: then its successor is waited for next time.)
  const loaded = () => [...document.images].every((image) => image.complete && image.naturalWidth > 0);
  for (const frame of page.frames()) await frame.waitForFunction(loaded, undefined, { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${out}/${name}.png` });
  console.log(`${out}/${name}.png`);
};

/** Scrolls the editor's form (which renders fields as they come into view) to the field `name`. */
async function scrollToField(page: Page, name: RegExp) {
  const group = page.getByRole("group", { name });
  await page.mouse.move(300, 400);
  for (let tries = 0; tries < 30 && !(await group.count()); tries++) await page.mouse.wheel(0, 400);
  await group.first().scrollIntoViewIfNeeded();
  return group.first();
}

try {
  const page = await context.newPage();
  // Signing in on the live site: the configuration as built with CMS_OAUTH_BASE_URL (any address:
  // the screenshot does not open the popup), so both ways in show, as the clinic sees them.
  await page.route(
    (url) => url.pathname === "/app/admin/config.yml",
    async (route) => {
      const config = parse(await (await route.fetch()).text());
      delete config.backend.auth_methods;
      config.backend.base_url = "https://entrar.example.pe";
      await route.fulfill({ contentType: "application/yaml", body: stringify(config) });
    },
  );
  await page.goto("/app/admin/");
  await page.getByRole("button", { name: /token de acceso/ }).waitFor();
  await page.getByRole("button", { name: /^Iniciar sesión con \u2068?GitHub/ }).waitFor();
  await shot(page, "01-entrar");
  await page.getByRole("button", { name: /token de acceso/ }).click();
  await shot(page, "02-entrar-con-token");
  await page.close();

  const editor = await (
    await browser.newContext({ baseURL: `http://localhost:${port}`, locale: "es-PE", viewport: { width: 1280, height: 800 } })
  ).newPage();
  await openEditorOn(editor, repository);
  // A hero picture, with its sizes.
  await editor.goto("/app/admin/#/collections/sitio/entries/portada");
  const slides = await scrollToField(editor, /Campo .*Carrusel principal/);
  const expand = slides.getByRole("button", { name: "Expandir todo" }).first();
  if (await expand.isEnabled()) await expand.click();
  await scrollToField(editor, /Imagen de fondo/);
  await editor.mouse.wheel(0, 200);
  await shot(editor, "09-imagen-de-la-portada");

  await editor.goto("/app/admin/#/collections/staff");
  await shot(editor, "03-staff");

  // Changing a text.
  await editor.goto("/app/admin/#/collections/servicios/entries/consultas");
  const description = editor.getByRole("textbox", { name: /^Descripción para Google/ });
  await description.fill(
    "Consultas de fertilidad para parejas, mujeres solas y parejas de mujeres, con estudios y un plan claro desde la primera cita.",
  );
  await shot(editor, "04-cambiar-un-texto");

  // An emptied required field is refused.
  await editor.getByRole("textbox", { name: /^Título de la página/ }).fill("");
  await editor.getByRole("button", { name: "Guardar" }).click();
  await shot(editor, "05-campo-obligatorio");
  await editor.getByRole("textbox", { name: /^Título de la página/ }).fill("Consultas");
  await editor.getByRole("button", { name: "Guardar" }).click();
  await shot(editor, "06-guardado");

  // Adding a doctor with a photo.
  await editor.goto("/app/admin/#/collections/staff/new");
  await editor.getByRole("textbox", { name: /^Nombre completo/ }).fill("Ana Lucía Pérez Soto");
  await editor.getByRole("radio", { name: "Dra." }).check();
  await editor.getByRole("textbox", { name: /^Especialidad/ }).fill("Ginecología y Obstetricia · Medicina Reproductiva");
  await shot(editor, "07-nuevo-profesional");
  await scrollToField(editor, /Campo .*Foto\u2069?”$/);
  await shot(editor, "08-foto-nueva");
  // Replacing a photo: the pictures already on the site, and «Subir» for a new one.
  // Whoever is first among the clinic's professionals.
  const first = readdirSync("content/staff")
    .filter((name) => name.endsWith(".md"))
    .sort()[0]!
    .replace(/\.md$/, "");
  await editor.goto(`/app/admin/#/collections/staff/entries/${first}`);
  await (await scrollToField(editor, /Campo .*Foto\u2069?”$/)).getByRole("button", { name: /Reemplazar|Replace/ }).click();
  await shot(editor, "08-elegir-o-subir-foto");
  await editor.keyboard.press("Escape");

  // «Datos de la clínica»: the phone and WhatsApp, the hours, the days without attention.
  await editor.goto("/app/admin/#/collections/sitio/entries/clinica");
  await (await scrollToField(editor, /Campo .*Teléfono\u2069?”$/)).scrollIntoViewIfNeeded();
  await shot(editor, "10-datos-de-la-clinica");
  await scrollToField(editor, /Campo .*Sábado\u2069?”$/);
  await shot(editor, "12-horario");
  await scrollToField(editor, /Campo .*Otros días sin atención\u2069?”$/);
  await shot(editor, "13-dias-sin-atencion");
  // A number without +51 is not saved.
  const phone = (await scrollToField(editor, /Campo .*Teléfono\u2069?”$/)).getByRole("textbox");
  await phone.fill("987 654 321");
  await editor.getByRole("button", { name: "Guardar" }).click();
  await shot(editor, "11-telefono-no-valido");
} finally {
  await browser.close();
  server.close();
  rmSync(repository, { recursive: true, force: true });
}
