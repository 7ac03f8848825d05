// The contact form end to end (layout and use: the form on the home page, its box, the keyboard, the
// labels, the chat button): the built site, the real EmailJS SDK and the local sink. Shared helpers:
// e2e/contact-form.ts.
import { expect, test } from "./test.ts";
import {
  CONSENT_LABEL,
  SENT,
  consentBox,
  field,
  fields,
  form,
  labels,
  openContactPage,
  outboxEntriesFor,
  recordSends,
  sendButton,
  status,
  uniqueMessage,
} from "./contact-form.ts";

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

test("a person can fill and send the form with the keyboard alone, and never lands on the trap field", async ({ page }) => {
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
