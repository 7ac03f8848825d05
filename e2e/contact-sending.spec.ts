// The contact form end to end (sending: what goes out, once, and what the sink receives): the built
// site, the real EmailJS SDK and the local sink. Shared helpers: e2e/contact-form.ts.
import { expect, test } from "./test.ts";
import {
  INCOMPLETE,
  SEND_PATH,
  SENT,
  THROTTLED,
  alert,
  consentRecord,
  expectValues,
  field,
  fields,
  fillForm,
  form,
  openContactPage,
  outboxEntriesFor,
  recordSends,
  sendButton,
  status,
  uniqueMessage,
} from "./contact-form.ts";

test("before the page is interactive, the form cannot send anything or put the fields in a URL", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const requests: string[] = [];
  await page.goto("/app/contactanos");
  const address = page.url();
  page.on("request", (request) => {
    // Anything that would carry the fields: a navigation (GET with a query or POST) or a POST.
    if (request.isNavigationRequest() || request.method() !== "GET") requests.push(`${request.method()} ${request.url()}`);
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
  const [request] = await Promise.all([page.waitForRequest((r) => r.url().endsWith(SEND_PATH)), sendButton(page).click()]);

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

test("a second send from the same page within 10 s is throttled and says so, and goes through later", async ({ page }) => {
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
