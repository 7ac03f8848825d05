// The complaints book through the production configuration: nginx (deploy/nginx/) serving the
// page and passing /app/api/ to the Node service, as on the server.
import { readFileSync } from "node:fs";
// page.goto waits for the app's hydration signal (e2e/test.ts).
import { expect, test, type Page } from "#e2e/test.ts";
import { parse as parseYaml } from "yaml";
import type { ComplaintsBook } from "#shared/complaints-book/complaints-book-schema.ts";
import { securityHeaders } from "#shared/headers/headers.ts";
import { nginxPort } from "./setup.ts";

const book = parseYaml(readFileSync("content/libro-de-reclamaciones.yml", "utf8")) as ComplaintsBook;
const { fields, options } = book.form;
const BOOK = "/app/libro-de-reclamaciones";

async function fillClaim(page: Page, detail: string) {
  await page.getByLabel(fields.patientFirstNames).fill("Rosa María");
  await page.getByLabel(fields.patientLastNames).fill("Quispe Huamán");
  await page
    .getByRole("group", { name: fields.patientDocumentType })
    .getByRole("radio", { name: options.documentTypes.dni })
    .check();
  await page.getByLabel(fields.patientDocumentNumber).fill("45678912");
  await page.getByLabel(fields.patientAddress).fill("Jr. Las Flores 123, Surquillo");
  await page.getByLabel(fields.patientPhone).fill("987111222");
  await page.getByLabel(fields.patientEmail).fill("rosa@example.com");
  await page.getByLabel(fields.service).fill("Consulta");
  await page.getByRole("radio", { name: new RegExp(`^${options.kinds.queja}`) }).check();
  await page.getByLabel(fields.detail).fill(detail);
  await page.getByLabel(fields.request).fill("Una explicación.");
  await page.getByRole("radio", { name: options.consent.si }).check();
}

test("with JavaScript: the claim goes through nginx to the service and the sheet shows its code, under the page's policy", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") violations.push(message.text());
  });
  await page.goto(BOOK);
  await fillClaim(page, "Enviado con JavaScript a través de nginx.");
  const sent = page.waitForResponse((response) => response.url().endsWith("/app/api/reclamaciones"));
  await page.getByRole("button", { name: book.form.submit }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(response.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("region", { name: book.sheet.heading }).getByTestId("codigo-reclamo")).toHaveText(/^\d{6}-\d{4}$/);
  expect(violations).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the plain form post is answered by the service's page, styled, with each header once", async ({ page }) => {
    await page.goto(BOOK);
    await fillClaim(page, "Enviado sin JavaScript a través de nginx.");
    const answered = page.waitForResponse((response) => response.url().endsWith("/app/api/reclamaciones"));
    await page.getByRole("button", { name: book.form.submit }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    await expect(page.getByRole("region", { name: book.sheet.heading }).getByTestId("codigo-reclamo")).toHaveText(
      /^\d{6}-\d{4}$/,
    );
    // The site's stylesheet applies (the page's CSP allows 'self' styles only).
    const stylesheets = await page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.cssRules.length > 0).length);
    expect(stylesheets).toBeGreaterThan(0);

    const headers = await response.headersArray();
    const count = (name: string) => headers.filter((header) => header.name.toLowerCase() === name.toLowerCase()).length;
    for (const name of Object.keys(securityHeaders).filter((header) => header !== "Content-Security-Policy"))
      expect(count(name), name).toBe(1);
    expect(count("Cache-Control")).toBe(1);
    // nginx's policy and the answer page's own, stricter one, both enforced.
    const policies = headers
      .filter((header) => header.name.toLowerCase() === "content-security-policy")
      .map((header) => header.value);
    expect(policies.join("\n")).toContain("default-src 'none'");
  });
});

test("the service's health endpoint answers through nginx", async ({ request }) => {
  const response = await request.get(`http://127.0.0.1:${nginxPort}/app/api/salud`);
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ estado: "ok" });
});
