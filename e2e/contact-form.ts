// What the contact form's browser tests share (contact-*.spec.ts): its texts, its controls by role,
// and the local sink's outbox that `npm start` writes when no EmailJS ids are configured
// (see e2e/stand-ins/emailjs-sink.ts). The tests are split by concern: sending, failures, draft and
// consent, layout.
import { existsSync, readFileSync } from "node:fs";
import { expect, test, type Page, type Request } from "./test.ts";
import { contactOutbox } from "./outbox.ts";

export const labels = { nombre: "Nombre", numero: "Celular o teléfono", edad: "Edad", mensaje: "Mensaje" } as const;
export type Field = keyof typeof labels;
export const fields = Object.keys(labels) as Field[];

export const INCOMPLETE = "INGRESE TODOS LOS CAMPOS";
export const SENT = "Formulario enviado";
export const FAILED = "No pudimos enviar tu mensaje.";
export const THROTTLED = "Acabas de enviar un mensaje desde esta página.";
export const NO_CONSENT = "Para enviar tu mensaje, marca la casilla «Acepto el tratamiento de mis datos».";
export const CONSENT_LABEL = "Acepto el tratamiento de mis datos, incluidos los de salud, según la política de privacidad.";
export const SEND_PATH = "/api/v1.0/email/send-form";

/** A message no other test sends, so its line in the shared outbox can be found. */
export function uniqueMessage(): Record<Field, string> {
  const tag = `${test.info().testId}-${test.info().repeatEachIndex}-${Date.now()}`;
  return {
    nombre: `Ana Quispe ${tag}`,
    numero: "+51 987 654 321",
    edad: "34 años",
    mensaje: "Quisiera información sobre la FIV.",
  };
}

export const form = (page: Page) => page.getByRole("form", { name: "Escríbenos" });
export const field = (page: Page, name: Field) => form(page).getByLabel(labels[name], { exact: true });
export const sendButton = (page: Page) => form(page).getByRole("button", { name: "Enviar", exact: true });
export const consentBox = (page: Page) => form(page).getByRole("checkbox", { name: CONSENT_LABEL });
export const alert = (page: Page) => form(page).getByRole("alert");
export const status = (page: Page) => form(page).getByRole("status");

/** Fills the four fields and, unless told otherwise, ticks the consent box as a person would. */
export async function fillForm(page: Page, values: Record<Field, string>, { consent = true } = {}) {
  for (const name of fields) await field(page, name).fill(values[name]);
  await consentBox(page).setChecked(consent);
}

export async function expectValues(page: Page, values: Record<Field, string>) {
  for (const name of fields) await expect(field(page, name)).toHaveValue(values[name]);
}

/** Every request the page makes to EmailJS's send paths (also those a test intercepts). */
export function recordSends(page: Page): Request[] {
  const sends: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/v1.0/email/")) sends.push(request);
  });
  return sends;
}

/** The console errors the page logs, where the form reports why a send failed. */
export function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

export type OutboxEntry = { receivedAt: string; serviceId: string; templateId: string; fields: Record<string, string> };
export function outboxEntriesFor(nombre: string): OutboxEntry[] {
  if (!existsSync(contactOutbox)) return [];
  return readFileSync(contactOutbox, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry)
    .filter((entry) => entry.fields.nombre === nombre);
}

export async function openContactPage(page: Page) {
  await page.goto("/app/contactanos");
  // The form is an island hydrated as it nears the screen, as a person scrolls to it; its button is
  // enabled once it has hydrated and can send.
  await sendButton(page).scrollIntoViewIfNeeded();
  await expect(sendButton(page)).toBeEnabled();
}

export const consentRecord = new RegExp(
  `^Sí, aceptado el (\\d{4}-\\d\\d-\\d\\dT[\\d:]+-05:00) \\(hora de Lima\\) en \\S+: «${CONSENT_LABEL.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}»$`,
);
