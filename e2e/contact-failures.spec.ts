// The contact form end to end (failures: the message is kept, the failure shown and logged, and it can
// be sent again): the built site, the real EmailJS SDK and the local sink. Shared helpers:
// e2e/contact-form.ts.
import { expect, test } from "./test.ts";
import { TEST_STATUS_COOKIE } from "./stand-ins/emailjs-sink.ts";
import {
  FAILED,
  SEND_PATH,
  SENT,
  THROTTLED,
  alert,
  consentRecord,
  expectValues,
  fillForm,
  openContactPage,
  outboxEntriesFor,
  recordConsoleErrors,
  recordSends,
  sendButton,
  status,
  uniqueMessage,
} from "./contact-form.ts";

for (const failure of [400, 403, 429, 451, 500, 503]) {
  test(`when the service answers ${failure}, the fields are kept and the failure is shown and logged`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: TEST_STATUS_COOKIE, value: String(failure), url: baseURL! }]);
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
    expect(errors).toContainEqual(expect.stringMatching(new RegExp(`^Formulario de contacto no enviado: ${failure} \\S`)));
    expect(outboxEntriesFor(message.nombre)).toEqual([]);
  });
}

test("after a failure the person can send the kept message again at once, and it arrives intact", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: TEST_STATUS_COOKIE, value: "503", url: baseURL! }]);
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
  expect(errors).toContainEqual(expect.stringMatching(/^Formulario de contacto no enviado: 0 The public key is required/));
});
