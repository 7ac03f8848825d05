// The contact form end to end: the built site, the real EmailJS SDK and the local sink that
// `npm start` mounts when no EmailJS ids are configured (see server/emailjs-sink.ts).
import { existsSync, readFileSync } from "node:fs";
import { expect, test, type Page, type Request } from "./test";
import { contactOutbox } from "./outbox";

const labels = { nombre: "Nombre", numero: "Celular o teléfono", edad: "Edad", mensaje: "Mensaje" } as const;
type Field = keyof typeof labels;
const fields = Object.keys(labels) as Field[];

const INCOMPLETE = "INGRESE TODOS LOS CAMPOS";
const SENT = "Formulario enviado";
const FAILED = "No pudimos enviar tu mensaje.";
const THROTTLED = "Acabas de enviar un mensaje desde esta página.";
const NO_CONSENT = "Para enviar tu mensaje, marca la casilla «Acepto el tratamiento de mis datos».";
const CONSENT_LABEL = "Acepto el tratamiento de mis datos, incluidos los de salud, según la política de privacidad.";
const SEND_PATH = "/api/v1.0/email/send-form";

/** A message no other test sends, so its line in the shared outbox can be found. */
function uniqueMessage(): Record<Field, string> {
  const tag = `${test.info().testId}-${test.info().repeatEachIndex}-${Date.now()}`;
  return {
    nombre: `Ana Quispe ${tag}`,
    numero: "+51 987 654 321",
    edad: "34 años",
    mensaje: "Quisiera información sobre la FIV.",
  };
}

const form = (page: Page) => page.getByRole("form", { name: "Escríbenos" });
const field = (page: Page, name: Field) => form(page).getByLabel(labels[name], { exact: true });
const sendButton = (page: Page) => form(page).getByRole("button", { name: "Enviar", exact: true });
const consentBox = (page: Page) => form(page).getByRole("checkbox", { name: CONSENT_LABEL });
const alert = (page: Page) => form(page).getByRole("alert");
const status = (page: Page) => form(page).getByRole("status");

/** Fills the four fields and, unless told otherwise, ticks the consent box as a person would. */
async function fillForm(page: Page, values: Record<Field, string>, { consent = true } = {}) {
  for (const name of fields) await field(page, name).fill(values[name]);
  await consentBox(page).setChecked(consent);
}

async function expectValues(page: Page, values: Record<Field, string>) {
  for (const name of fields) await expect(field(page, name)).toHaveValue(values[name]);
}

/** Every request the page makes to EmailJS's send paths (also those a test intercepts). */
function recordSends(page: Page): Request[] {
  const sends: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/v1.0/email/")) sends.push(request);
  });
  return sends;
}

/** The console errors the page logs, where the form reports why a send failed. */
function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

type OutboxEntry = { receivedAt: string; serviceId: string; templateId: string; fields: Record<string, string> };
function outboxEntriesFor(nombre: string): OutboxEntry[] {
  if (!existsSync(contactOutbox)) return [];
  return readFileSync(contactOutbox, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry)
    .filter((entry) => entry.fields.nombre === nombre);
}

async function openContactPage(page: Page) {
  await page.goto("/app/contactanos");
  // The button is enabled once React has hydrated the form.
  await expect(sendButton(page)).toBeEnabled();
}

test("before the page is interactive, the form cannot send anything or put the fields in a URL", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const requests: string[] = [];
  await page.goto("/app/contactanos");
  const address = page.url();
  page.on("request", (request) => {
    // Anything that would carry the fields: a navigation (GET with a query or POST) or a POST.
    if (request.isNavigationRequest() || request.method() !== "GET")
      requests.push(`${request.method()} ${request.url()}`);
  });

  await fillForm(page, uniqueMessage());
  await expect(sendButton(page)).toBeDisabled();
  await field(page, "nombre").press("Enter");
  await sendButton(page).click({ force: true });
  await page.waitForLoadState("load");

  expect(page.url()).toBe(address);
  expect(requests).toEqual([]);
  await context.close();
});

for (const name of fields) {
  test(`a blank or whitespace-only ${name} stops the send with '${INCOMPLETE}'`, async ({ page }) => {
    const sends = recordSends(page);
    await openContactPage(page);
    for (const blank of ["", "  \t "]) {
      const values = { ...uniqueMessage(), [name]: blank };
      await fillForm(page, values);
      await sendButton(page).click();
      await expect(alert(page)).toHaveText(INCOMPLETE);
      await expect(field(page, name)).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, name)).toBeFocused();
      await expectValues(page, values);
    }
    for (const other of fields.filter((candidate) => candidate !== name)) {
      await expect(field(page, other)).not.toHaveAttribute("aria-invalid", "true");
    }
    expect(sends).toHaveLength(0);
  });
}

test("a complete message goes out once, as multipart with exactly the form's fields, and is confirmed", async ({
  page,
  baseURL,
}) => {
  const sends = recordSends(page);
  await openContactPage(page);
  const message = uniqueMessage();
  await fillForm(page, message);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith(SEND_PATH)),
    sendButton(page).click(),
  ]);

  await expect(status(page)).toHaveText(SENT);
  await expectValues(page, { nombre: "", numero: "", edad: "", mensaje: "" });
  await expect(alert(page)).toBeEmpty();
  expect(sends).toHaveLength(1);

  expect(request.method()).toBe("POST");
  expect(request.url()).toBe(new URL(SEND_PATH, baseURL).href);
  const contentType = (await request.allHeaders())["content-type"] ?? "";
  expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
  const body = await new Response(new Uint8Array(request.postDataBuffer()!), {
    headers: { "content-type": contentType },
  }).formData();
  expect([...body.keys()]).toEqual([
    "nombre",
    "numero",
    "edad",
    "mensaje",
    "consentimiento",
    "lib_version",
    "service_id",
    "template_id",
    "user_id",
  ]);
  const { consentimiento, ...sent } = Object.fromEntries(body.entries());
  expect(consentimiento).toMatch(consentRecord);
  expect(sent).toEqual({
    ...message,
    lib_version: "4.4.1",
    service_id: "service_local",
    template_id: "template_local",
    user_id: "public_local",
  });

  const [entry, ...more] = outboxEntriesFor(message.nombre);
  expect(more).toEqual([]);
  expect(entry).toMatchObject({ serviceId: "service_local", templateId: "template_local", fields: message });
  // The e-mail holds the record of the person's consent: what they accepted, where and when.
  const recordedAt = new Date(consentRecord.exec(entry!.fields.consentimiento!)![1]!).getTime();
  expect(Math.abs(Date.parse(entry!.receivedAt) - recordedAt)).toBeLessThan(60_000);
  expect(entry!.fields.consentimiento).toContain(`${baseURL}/app/contactanos`);
});

const consentRecord = new RegExp(
  `^Sí, aceptado el (\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z) \\(UTC\\) en \\S+: «${CONSENT_LABEL.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}»$`,
);

test("without the consent box ticked nothing is sent, and the person is told why in the same alert", async ({ page }) => {
  const sends = recordSends(page);
  await openContactPage(page);
  await expect(consentBox(page)).not.toBeChecked();
  const message = uniqueMessage();
  // The empty-field rule comes first.
  await fillForm(page, { ...message, edad: "" }, { consent: false });
  await sendButton(page).click();
  await expect(alert(page)).toHaveText(INCOMPLETE);
  await field(page, "edad").fill(message.edad);
  await sendButton(page).click();
  await expect(alert(page)).toContainText(NO_CONSENT);
  await expect(consentBox(page)).toBeFocused();
  await expect(consentBox(page)).toHaveAttribute("aria-invalid", "true");
  await expectValues(page, message);
  expect(sends).toHaveLength(0);
  expect(outboxEntriesFor(message.nombre)).toEqual([]);

  await consentBox(page).check();
  await sendButton(page).click();
  await expect(status(page)).toHaveText(SENT);
  await expect(consentBox(page)).not.toBeChecked();
  expect(sends).toHaveLength(1);
});

test("what is typed survives a reload and a visit to another page, and is gone after a successful send", async ({
  page,
}) => {
  await openContactPage(page);
  const message = uniqueMessage();
  await fillForm(page, message, { consent: false });
  await page.reload();
  await expect(sendButton(page)).toBeEnabled();
  await expectValues(page, message);

  // The home page's form is the same form: the draft follows the person there.
  await page.goto("/app/");
  const homeForm = page.locator("#contactanos").getByRole("form", { name: "Contáctanos" });
  // It comes (back with the draft) as the person scrolls down to it.
  await page.locator("#contactanos").scrollIntoViewIfNeeded();
  await expect(homeForm.getByLabel(labels.mensaje, { exact: true })).toHaveValue(message.mensaje);

  await openContactPage(page);
  await consentBox(page).check();
  await sendButton(page).click();
  await expect(status(page)).toHaveText(SENT);
  await page.reload();
  await expect(sendButton(page)).toBeEnabled();
  await expectValues(page, { nombre: "", numero: "", edad: "", mensaje: "" });
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});

test("at 390 px the floating chat button steps aside while any field of the form has focus", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openContactPage(page);
  const chat = page.getByRole("link", { name: "Escríbenos por WhatsApp", includeHidden: true }).last();
  await expect(chat).toBeVisible();
  for (const control of [...fields.map((name) => field(page, name)), consentBox(page)]) {
    await control.focus();
    // Hidden (visibility: hidden), so it can cover nothing, wherever the field is scrolled to.
    await expect(chat).toBeHidden();
  }
  await sendButton(page).focus();
  await expect(chat).toBeVisible();
});

test("the home page's contact section has the same form, and it sends", async ({ page }) => {
  const sends = recordSends(page);
  await page.goto("/app/");
  const section = page.locator("#contactanos");
  const homeForm = section.getByRole("form", { name: "Contáctanos" });
  // Not in the home page's HTML, whose first bytes must stay few: the browser renders it, with the
  // contact page's texts, as it nears the screen.
  await expect(homeForm).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await expect(homeForm.getByRole("button", { name: "Enviar" })).toBeEnabled();
  const message = uniqueMessage();
  for (const name of fields) await homeForm.getByLabel(labels[name], { exact: true }).fill(message[name]);
  await homeForm.getByRole("checkbox", { name: CONSENT_LABEL }).check();
  await homeForm.getByRole("button", { name: "Enviar" }).click();
  await expect(homeForm.getByRole("status")).toHaveText(SENT);
  expect(sends).toHaveLength(1);
  expect(outboxEntriesFor(message.nombre)).toHaveLength(1);
});

for (const width of [390, 640, 1280]) {
  test(`at ${width} px the home page's form takes the box kept for it without moving what follows`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/app/");
    const box = page.locator("#contactanos-formulario");
    const reserved = (await box.boundingBox())!.height;
    await box.scrollIntoViewIfNeeded();
    await expect(box.getByRole("button", { name: "Enviar" })).toBeEnabled();
    // Within a line's height: what follows hardly moves.
    expect(Math.abs((await box.boundingBox())!.height - reserved)).toBeLessThan(24);
  });
}

test("a person can fill and send the form with the keyboard alone, and never lands on the trap field", async ({
  page,
}) => {
  const sends = recordSends(page);
  await openContactPage(page);
  const message = uniqueMessage();
  await field(page, "nombre").focus();
  for (const [index, name] of fields.entries()) {
    await expect(field(page, name)).toBeFocused();
    await page.keyboard.type(message[name]);
    if (index < fields.length - 1) await page.keyboard.press("Tab");
  }
  await page.keyboard.press("Tab");
  await expect(consentBox(page)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(consentBox(page)).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(sendButton(page)).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(form(page).getByRole("link", { name: /política de privacidad/ })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(status(page)).toHaveText(SENT);
  expect(sends).toHaveLength(1);
});

test("the labels sit in the empty field and float up on focus and while there is text", async ({ page }) => {
  await openContactPage(page);
  const label = form(page).locator("label", { hasText: labels.edad });
  // The label's height inside its field (focus may scroll the page).
  const top = async () => (await label.boundingBox())!.y - (await field(page, "edad").boundingBox())!.y;
  const resting = await top();
  await field(page, "edad").focus();
  await expect.poll(top).toBeLessThan(resting);
  await field(page, "edad").fill("41");
  await field(page, "nombre").focus();
  await expect.poll(top).toBeLessThan(resting);
  await field(page, "edad").fill("");
  await field(page, "nombre").focus();
  await expect.poll(top).toBe(resting);
});

for (const failure of [400, 403, 429, 451, 500, 503]) {
  test(`when the service answers ${failure}, the fields are kept and the failure is shown and logged`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "emailjs-sink-status", value: String(failure), url: baseURL! }]);
    const errors = recordConsoleErrors(page);
    const sends = recordSends(page);
    await openContactPage(page);
    const message = uniqueMessage();
    await fillForm(page, message);
    await sendButton(page).click();

    await expect(alert(page)).toContainText(FAILED);
    if (failure === 429) await expect(alert(page)).toContainText(THROTTLED);
    // One tap takes what they wrote to WhatsApp instead.
    const chat = alert(page).getByRole("link", { name: "Enviar mi mensaje por WhatsApp" });
    await expect(chat).toBeVisible();
    const href = new URL((await chat.getAttribute("href"))!);
    expect(href.origin).toBe("https://wa.me");
    expect(href.searchParams.get("text")).toBe(`Hola, soy ${message.nombre}. ${message.mensaje}`);
    await expect(status(page)).toBeEmpty();
    await expectValues(page, message);
    expect(sends).toHaveLength(1);
    expect(errors).toContainEqual(
      expect.stringMatching(new RegExp(`^Formulario de contacto no enviado: ${failure} \\S`)),
    );
    expect(outboxEntriesFor(message.nombre)).toEqual([]);
  });
}

test("after a failure the person can send the kept message again at once, and it arrives intact", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "emailjs-sink-status", value: "503", url: baseURL! }]);
  const sends = recordSends(page);
  await openContactPage(page);
  const message = uniqueMessage();
  await fillForm(page, message);
  await sendButton(page).click();
  await expect(alert(page)).toContainText(FAILED);

  await context.clearCookies();
  await sendButton(page).click();
  await expect(status(page)).toHaveText(SENT);
  await expect(alert(page)).toBeEmpty();
  expect(sends).toHaveLength(2);
  expect(outboxEntriesFor(message.nombre).map(({ fields: { consentimiento, ...typed } }) => [typed, consentimiento])).toEqual([
    [message, expect.stringMatching(consentRecord)],
  ]);
});

test("when the network fails, the fields are kept and the failure is shown and logged", async ({ page }) => {
  await page.route(`**${SEND_PATH}`, (route) => route.abort("internetdisconnected"));
  const errors = recordConsoleErrors(page);
  await openContactPage(page);
  const message = uniqueMessage();
  await fillForm(page, message);
  await sendButton(page).click();
  await expect(alert(page)).toContainText(FAILED);
  await expect(alert(page).getByRole("link", { name: "Enviar mi mensaje por WhatsApp" })).toBeVisible();
  await expectValues(page, message);
  expect(errors).toContainEqual(expect.stringMatching(/^Formulario de contacto no enviado: 0 Network Error/));
});

test("when the SDK refuses its parameters (a build without a public key), the fields are kept and the failure shown", async ({
  page,
}) => {
  // Serve the same build with its sample public key blanked, as a misconfigured build would be.
  let rewritten = 0;
  await page.route("**/app/assets/*.js", async (route) => {
    const response = await route.fetch();
    const source = await response.text();
    const patched = source.replace(/([`"'])public_local\1/g, "$1$1");
    if (patched !== source) rewritten++;
    await route.fulfill({ response, body: patched });
  });
  const errors = recordConsoleErrors(page);
  const sends = recordSends(page);
  await openContactPage(page);
  expect(rewritten).toBeGreaterThan(0);
  const message = uniqueMessage();
  await fillForm(page, message);
  await sendButton(page).click();
  await expect(alert(page)).toContainText(FAILED);
  await expectValues(page, message);
  expect(sends).toHaveLength(0);
  expect(errors).toContainEqual(
    expect.stringMatching(/^Formulario de contacto no enviado: 0 The public key is required/),
  );
});

test("a filled honeypot gets the usual confirmation and nothing is sent", async ({ page }) => {
  const sends = recordSends(page);
  await openContactPage(page);
  const message = uniqueMessage();
  await fillForm(page, message);
  // What a form-filling bot does: it sees a field named "website" and writes in it.
  await form(page).locator('input[name="website"]').fill("https://spam.example", { force: true });
  await sendButton(page).click();
  await expect(status(page)).toHaveText(SENT);
  await expectValues(page, { nombre: "", numero: "", edad: "", mensaje: "" });
  expect(sends).toHaveLength(0);
  expect(outboxEntriesFor(message.nombre)).toEqual([]);
});

test("the honeypot belongs to the form but never reaches the data a send carries", async ({ page }) => {
  await openContactPage(page);
  const trap = form(page).locator('input[name="website"]');
  expect(await trap.evaluate((input: HTMLInputElement) => input.form?.getAttribute("aria-labelledby"))).toBeTruthy();
  await trap.fill("vacío para personas", { force: true });
  // The SDK builds its request body with new FormData(form), exactly like this.
  const keys = await form(page).evaluate((element: HTMLFormElement) => [...new FormData(element).keys()]);
  expect(keys).toEqual(["nombre", "numero", "edad", "mensaje", "consentimiento"]);
});

test("a double click sends once: the button is disabled while the send is in flight", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${SEND_PATH}`, async (route) => {
    await held;
    await route.continue();
  });
  const sends = recordSends(page);
  await openContactPage(page);
  const message = uniqueMessage();
  await fillForm(page, message);
  await sendButton(page).dblclick();

  await expect(status(page)).toHaveText("Enviando tu mensaje…");
  await expect(sendButton(page)).toBeDisabled();
  await sendButton(page).click({ force: true });
  // The one request may still be on its way (the SDK is fetched on the first send): wait for it.
  await expect.poll(() => sends.length).toBe(1);
  release();

  await expect(status(page)).toHaveText(SENT);
  await expect(sendButton(page)).toBeEnabled();
  await expect(alert(page)).toBeEmpty();
  expect(sends).toHaveLength(1);
  expect(outboxEntriesFor(message.nombre)).toHaveLength(1);
});

test("a second send from the same page within 10 s is throttled and says so, and goes through later", async ({
  page,
}) => {
  await page.clock.install();
  const sends = recordSends(page);
  await openContactPage(page);
  await fillForm(page, uniqueMessage());
  await sendButton(page).click();
  await expect(status(page)).toHaveText(SENT);

  const second = uniqueMessage();
  await fillForm(page, second);
  await sendButton(page).click();
  await expect(alert(page)).toContainText(THROTTLED);
  await expectValues(page, second);
  expect(sends).toHaveLength(1);

  await page.clock.fastForward(10_000);
  await sendButton(page).click();
  await expect(status(page)).toHaveText(SENT);
  expect(sends).toHaveLength(2);
});

test("a 10,000-character message with emoji, accents and markup arrives byte for byte and is never rendered", async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const piece =
    "Señora Núñez: ¿FIV o ICSI? 😀👩‍⚕️🇵🇪 <script>alert(1)</script> <img src=x onerror=alert(2)> & \"comillas\" 'simples' — ñandú\n";
  const mensaje = Array.from(piece.repeat(200)).slice(0, 10_000).join("");
  expect(Array.from(mensaje)).toHaveLength(10_000);
  const message = { ...uniqueMessage(), mensaje };

  await openContactPage(page);
  await fillForm(page, message);
  await sendButton(page).click();
  await expect(status(page)).toHaveText(SENT);

  // The sink answers only after the line is written, so it is there once the form confirms.
  const [entry, ...more] = outboxEntriesFor(message.nombre);
  expect(more).toEqual([]);
  // HTML form encoding sends every line break as CRLF (the same for any browser and EmailJS);
  // apart from that, what arrives is exactly what was typed.
  const expected = mensaje.replaceAll("\n", "\r\n");
  expect(Buffer.from(entry!.fields.mensaje!, "utf8").equals(Buffer.from(expected, "utf8"))).toBe(true);
  expect(entry!.fields.nombre).toBe(message.nombre);

  expect(dialogs).toEqual([]);
  await expect(page.locator("script", { hasText: "alert(1)" })).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

test("the sink answers like EmailJS: 400 for a missing id and 413 for an oversized body", async ({ request }) => {
  const complete = {
    nombre: "Ana",
    numero: "1",
    edad: "2",
    mensaje: "Hola",
    lib_version: "4.4.1",
    template_id: "template_local",
    user_id: "public_local",
  };
  const missingId = await request.post(SEND_PATH, { multipart: complete });
  expect(missingId.status()).toBe(400);
  expect(await missingId.text()).toBe("The service_id parameter is required");

  const oversized = await request.post(SEND_PATH, {
    multipart: { ...complete, service_id: "service_local", mensaje: "x".repeat(70 * 1024) },
  });
  expect(oversized.status()).toBe(413);

  const json = await request.post("/api/v1.0/email/send", { data: { ...complete, service_id: "service_local" } });
  expect(json.status()).toBe(200);
  expect(await json.text()).toBe("OK");
});

test("the notice beside the button leads to a privacy policy with the controller, EmailJS abroad and the ARCO rights", async ({
  page,
}) => {
  await openContactPage(page);
  const notice = form(page).getByText(/el mensaje viaja a través de EmailJS/);
  await expect(notice).toContainText("fuera del Perú");
  await expect(sendButton(page)).toHaveAccessibleDescription(/EmailJS/);
  await form(page)
    .getByRole("link", { name: /política de privacidad/ })
    .click();

  await expect(page).toHaveURL(/\/app\/politica-de-privacidad$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de privacidad");
  const main = page.getByRole("main");
  for (const text of [
    "Alborada Medicina Reproductiva S.A.C.",
    "RUC 20612345678",
    "Av. Javier Prado Este 1520",
    "EmailJS",
    "encargado del tratamiento",
    "flujo transfronterizo",
    "datos sensibles",
    "doce (12) meses",
    "acceso",
    "rectificación",
    "cancelación",
    "oposición",
    "Autoridad Nacional de Protección de Datos Personales",
    "Decreto Supremo N.° 016-2024-JUS",
  ]) {
    await expect(main).toContainText(text);
  }
  await expect(main).not.toContainText("{");
  await expect(main.getByRole("link", { name: "contacto@alboradafertilidad.pe" }).first()).toHaveAttribute(
    "href",
    "mailto:contacto@alboradafertilidad.pe",
  );
});
