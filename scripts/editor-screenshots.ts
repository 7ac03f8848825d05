// The screenshots of the editors' guide (docs/guia-para-editores.md), taken from the built editor
// on a copy of this repository, so they always show the editor as it is:
//   npm run build && npx tsx scripts/editor-screenshots.ts
import { rmSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";
import { copyOfRepository, openEditorOn } from "../e2e/editor";
import { chromiumFlags, chromiumPath } from "./chromium";
import { createServer } from "../server/app";

const out = "docs/guia-para-editores";
const port = Number(process.env.PORT) || 8216;
const server = createServer({ sink: null }).listen(port, "127.0.0.1");
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const repository = copyOfRepository();
const context = await browser.newContext({ baseURL: `http://localhost:${port}`, locale: "es-PE", viewport: { width: 1280, height: 800 } });

const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(600);
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
  // Signing in: on the live site with a token; here, on this computer, with the local folder.
  await page.goto("/app/admin/");
  await page.getByRole("button", { name: /token de acceso/ }).waitFor();
  await shot(page, "01-entrar");
  await page.getByRole("button", { name: /token de acceso/ }).click();
  await shot(page, "02-entrar-con-token");
  await page.close();

  const editor = await (await browser.newContext({ baseURL: `http://localhost:${port}`, locale: "es-PE", viewport: { width: 1280, height: 800 } })).newPage();
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
  await description.fill("Consultas de fertilidad para parejas, mujeres solas y parejas de mujeres, con estudios y un plan claro desde la primera cita.");
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
  await editor.goto("/app/admin/#/collections/staff/entries/martin-salazar-tello");
  await (await scrollToField(editor, /Campo .*Foto\u2069?”$/)).getByRole("button", { name: /Reemplazar|Replace/ }).click();
  await shot(editor, "08-elegir-o-subir-foto");
} finally {
  await browser.close();
  server.close();
  rmSync(repository, { recursive: true, force: true });
}
