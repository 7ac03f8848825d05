// The contact form end to end (the draft kept across reloads, the consent required and recorded, the
// privacy notice): the built site, the real EmailJS SDK and the local sink. Shared helpers:
// e2e/contact-form.ts.
import { expect, test } from "./test.ts";
import {
  INCOMPLETE,
  NO_CONSENT,
  SENT,
  alert,
  consentBox,
  expectValues,
  field,
  fillForm,
  form,
  labels,
  openContactPage,
  outboxEntriesFor,
  recordSends,
  sendButton,
  status,
  uniqueMessage,
} from "./contact-form.ts";

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

test("what is typed survives a reload and a visit to another page, and is gone after a successful send", async ({ page }) => {
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
    "RUC 20612345679",
    "RENIPRESS",
    "oficial de datos personales",
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
