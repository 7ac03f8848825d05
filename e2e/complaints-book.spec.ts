// The complaints book (Libro de Reclamaciones en Salud) as a person uses it: linked from every
// page's footer, sent with and without JavaScript, wrong fields named, the person's copy in the
// outbox. Labels and messages come from the content the site was built from (libro-de-reclamaciones.yml).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { value } from "#server/db.ts";
import { parse as parseYaml } from "yaml";
import type { ComplaintsBook } from "#shared/complaints-book/complaints-book-schema.ts";
import { complaintsDb, complaintsOutbox } from "./outbox.ts";
import { prerenderedPaths } from "./pages.ts";
import { contentFile } from "./sites.ts";
import { expect, test, type Page } from "./test.ts";

const book = parseYaml(contentFile("libro-de-reclamaciones.yml")) as ComplaintsBook;
const footerLabel = (
  parseYaml(contentFile("ui.yml")) as { footer: { links: { label: string; to: string }[] } }
).footer.links.find((link) => link.to === "/libro-de-reclamaciones")!.label;
const BOOK = "/app/libro-de-reclamaciones";
const { fields, options } = book.form;

/** How many claims the service holds with this detail (each test writes its own). */
function storedWith(detail: string): number {
  const db = new DatabaseSync(complaintsDb, { readOnly: true });
  try {
    return value(db, "SELECT COUNT(*) FROM claims WHERE detail = ?", detail) as number;
  } finally {
    db.close();
  }
}

const unique = (what: string) => `${what} (prueba ${Date.now()}-${Math.random().toString(36).slice(2, 8)})`;

async function fillClaim(
  page: Page,
  { detail, email = "paciente@example.com", skip = [] as string[] }: { detail: string; email?: string; skip?: string[] },
) {
  const typed: [label: string, value: string][] = [
    [fields.patientFirstNames, "Rosa María"],
    [fields.patientLastNames, "Quispe Huamán"],
    [fields.patientDocumentNumber, "45678912"],
    [fields.patientAddress, "Jr. Las Flores 123, Surquillo"],
    [fields.patientPhone, "987111222"],
    [fields.patientEmail, email],
    [fields.service, "Consulta de fertilidad"],
    [fields.detail, detail],
    [fields.request, "Que me den una nueva cita."],
  ];
  for (const [label, value] of typed) if (!skip.includes(label)) await page.getByLabel(label).fill(value);
  await page
    .getByRole("group", { name: fields.patientDocumentType })
    .getByRole("radio", { name: options.documentTypes.dni })
    .check();
  await page.getByRole("radio", { name: new RegExp(`^${options.kinds.reclamo}`) }).check();
  await page.getByRole("radio", { name: options.consent.si }).check();
}

test("every page's footer links to the complaints book", async ({ request }) => {
  const pages = prerenderedPaths();
  expect(pages).toContain(BOOK);
  for (const pagePath of pages) {
    const html = await (await request.get(pagePath)).text();
    const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";
    expect(footer, pagePath).toContain(`href="${BOOK}"`);
    expect(footer, pagePath).toContain(`>${footerLabel}<`);
  }
});

test.describe("with JavaScript", () => {
  test("the footer link opens the book; the claim is sent and the sheet shows its code; the copy lands in the outbox", async ({
    page,
  }) => {
    await page.goto("/app/");
    await page.getByRole("contentinfo").getByRole("link", { name: footerLabel }).click();
    await expect(page).toHaveURL(BOOK);
    await expect(page.getByRole("heading", { level: 1, name: book.title })).toBeVisible();

    const detail = unique("Me cobraron dos veces la misma consulta");
    const email = `copia-${Date.now()}@example.com`;
    await fillClaim(page, { detail, email });
    const sent = page.waitForResponse((response) => response.url().endsWith("/app/api/reclamaciones"));
    await page.getByRole("button", { name: book.form.submit }).click();
    expect((await sent).status()).toBe(201);

    const sheet = page.getByRole("region", { name: book.sheet.heading });
    await expect(sheet.getByRole("heading", { name: book.sheet.heading })).toBeFocused();
    const code = (await sheet.getByTestId("codigo-reclamo").textContent())!;
    expect(code).toMatch(/^\d{6}-\d{4}$/);
    await expect(sheet).toContainText(detail);
    await expect(sheet.getByRole("button", { name: book.sheet.print })).toBeVisible();
    expect(storedWith(detail)).toBe(1);

    // The person's copy, delivered by the outbox into its local folder.
    await expect
      .poll(() => {
        const files = (() => {
          try {
            return readdirSync(complaintsOutbox);
          } catch {
            return [];
          }
        })();
        return files
          .map(
            (name) =>
              JSON.parse(readFileSync(path.join(complaintsOutbox, name), "utf8")) as {
                to: string;
                subject: string;
                text: string;
              },
          )
          .some((mail) => mail.to === email && mail.subject.includes(code) && mail.text.includes(detail));
      })
      .toBe(true);
  });

  test("a missing field is named beside it and in the list above; nothing is sent or stored", async ({ page }) => {
    await page.goto(BOOK);
    const detail = unique("Falta un dato");
    await fillClaim(page, { detail, skip: [fields.patientLastNames] });
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await page.getByRole("button", { name: book.form.submit }).click();
    const message = `${fields.patientLastNames}: ${book.form.errors.required}`;
    await expect(page.getByRole("alert").getByRole("link", { name: message })).toBeVisible();
    await expect(page.getByLabel(fields.patientLastNames)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(fields.patientLastNames)).toHaveAccessibleDescription(message);
    // What was typed is still there.
    await expect(page.getByLabel(fields.detail)).toHaveValue(detail);
    expect(posted).toBe(false);
    expect(storedWith(detail)).toBe(0);
  });

  test("the draft survives a reload in the same tab", async ({ page }) => {
    await page.goto(BOOK);
    const detail = unique("Borrador que no se pierde");
    await page.getByLabel(fields.detail).fill(detail);
    await page.getByLabel(fields.patientFirstNames).fill("Lucía");
    // page.reload waits for the form's island to hydrate (e2e/test.ts), which restores the draft.
    await page.reload();
    await expect(page.getByLabel(fields.detail)).toHaveValue(detail);
    await expect(page.getByLabel(fields.patientFirstNames)).toHaveValue("Lucía");
  });

  test("when the service fails, the form says so and keeps everything typed", async ({ page }) => {
    await page.goto(BOOK);
    const detail = unique("El servicio no responde");
    await fillClaim(page, { detail });
    await page.route("**/app/api/reclamaciones", (route) => route.fulfill({ status: 503, body: "" }));
    await page.getByRole("button", { name: book.form.submit }).click();
    await expect(page.getByRole("alert").filter({ hasText: book.form.failure.server })).toBeVisible();
    await expect(page.getByLabel(fields.detail)).toHaveValue(detail);
    await page.route("**/app/api/reclamaciones", (route) => route.fulfill({ status: 429, body: "" }));
    await page.getByRole("button", { name: book.form.submit }).click();
    await expect(page.getByRole("alert").filter({ hasText: book.form.failure.tooMany })).toBeVisible();
    await expect(page.getByLabel(fields.patientFirstNames)).toHaveValue("Rosa María");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts and the service answers with the sheet and its code", async ({ page }) => {
    await page.goto(BOOK);
    const detail = unique("Sin JavaScript también se registra");
    await fillClaim(page, { detail });
    await page.getByRole("button", { name: book.form.submit }).click();
    await expect(page).toHaveURL(/\/app\/api\/reclamaciones$/);
    const sheet = page.getByRole("region", { name: book.sheet.heading });
    await expect(sheet.getByTestId("codigo-reclamo")).toHaveText(/^\d{6}-\d{4}$/);
    await expect(sheet).toContainText(detail);
    expect(storedWith(detail)).toBe(1);
  });

  test("a missing field: the form comes back with the field named and everything typed, nothing stored", async ({ page }) => {
    await page.goto(BOOK);
    const detail = unique("Sin JavaScript falta el servicio");
    await fillClaim(page, { detail, skip: [fields.service] });
    await page.getByRole("button", { name: book.form.submit }).click();
    const message = `${fields.service}: ${book.form.errors.required}`;
    await expect(page.getByRole("alert").getByRole("link", { name: message })).toBeVisible();
    await expect(page.getByLabel(fields.detail)).toHaveValue(detail);
    await expect(page.getByLabel(fields.patientFirstNames)).toHaveValue("Rosa María");
    await expect(page.getByRole("radio", { name: options.consent.si })).toBeChecked();
    expect(storedWith(detail)).toBe(0);

    // Corrected and sent again from the service's own page: registered.
    await page.getByLabel(fields.service).fill("Laboratorio");
    await page.getByRole("button", { name: book.form.submit }).click();
    await expect(page.getByRole("region", { name: book.sheet.heading }).getByTestId("codigo-reclamo")).toHaveText(
      /^\d{6}-\d{4}$/,
    );
    expect(storedWith(detail)).toBe(1);
  });
});
