// «Pide tu primera consulta» as a person uses it: linked from the footer, the contact page, the
// first-visit guide, the FAQ and each doctor's profile (that doctor preselected); sent with and
// without JavaScript; a missing field named and nothing stored; the clinic's notice in the outbox;
// the «received» page with its chat link. Texts come from the content the site was built from.
import { DatabaseSync } from "node:sqlite";
import { parse as parseYaml } from "yaml";
import type { ConsultationContent } from "#shared/consultation-request/consultation-content-schema.ts";
import { value } from "#server/db.ts";
import { complaintsDb } from "./outbox.ts";
import { contentFile } from "./sites.ts";
import { expect, test, type Page } from "./test.ts";

const content = parseYaml(contentFile("pide-tu-primera-consulta.yml")) as ConsultationContent;
const ui = parseYaml(contentFile("ui.yml")) as {
  request: { link: string; withProfessional: string };
  footer: { links: { label: string; to: string }[] };
};
const REQUEST = "/app/pide-tu-primera-consulta";
const RECEIVED = "/app/pide-tu-primera-consulta/recibida";
const { fields, options } = content.form;

/** The requests the service holds with this name and whether the clinic's notice is in the outbox. */
function stored(name: string): { requests: number; notices: number } {
  const db = new DatabaseSync(complaintsDb, { readOnly: true });
  try {
    return {
      requests: value(db, "SELECT COUNT(*) FROM consultation_requests WHERE name = ?", name) as number,
      notices: value(
        db,
        `SELECT COUNT(*) FROM outbox o JOIN consultation_requests r ON r.id = o.request_id
         WHERE r.name = ? AND o.kind = 'aviso-clinica-consulta' AND o.text_body LIKE '%' || r.name || '%'`,
        name,
      ) as number,
    };
  } finally {
    db.close();
  }
}

const uniqueName = () => `Rosa Prueba ${Math.random().toString(36).slice(2, 8)}`;

async function fillRequest(page: Page, { name, skip = [] as string[] }: { name: string; skip?: string[] }) {
  await page.getByLabel(fields.reason).selectOption({ index: 1 });
  await page.getByRole("radio", { name: options.modality.virtual }).check();
  await page.getByRole("checkbox", { name: options.days.martes }).check();
  await page.getByRole("checkbox", { name: options.times.noche }).check();
  if (!skip.includes(fields.name)) await page.getByLabel(fields.name).fill(name);
  if (!skip.includes(fields.phone)) await page.getByLabel(fields.phone).fill("987 111 222");
  await page.getByRole("radio", { name: options.channel.whatsapp }).check();
  await page.getByLabel(fields.message).fill("Llevamos un año buscando.");
  await page.getByRole("checkbox", { name: fields.consent }).check();
}

test("linked from the footer, the contact page, the first-visit guide and the FAQ", async ({ request }) => {
  const footerLabel = ui.footer.links.find((link) => link.to === "/pide-tu-primera-consulta")!.label;
  for (const pagePath of ["/app/", "/app/contactanos", "/app/primera-consulta", "/app/preguntas-frecuentes"]) {
    const html = await (await request.get(pagePath)).text();
    const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";
    expect(footer, pagePath).toMatch(new RegExp(`href="${REQUEST}"[^>]*>${footerLabel}<`));
    if (pagePath !== "/app/") expect(html.replace(footer, ""), pagePath).toContain(`href="${REQUEST}"`);
  }
});

test.describe("with JavaScript", () => {
  test("a doctor's profile preselects that doctor; the request is sent, stored, and the clinic's notice lands in the outbox", async ({
    page,
  }) => {
    await page.goto("/app/#staff");
    const profile = await page.locator('a[href^="/app/perfil-doctor/"]').first().getAttribute("href");
    await page.goto(profile!);
    const link = page.getByRole("link", { name: /^Pedir una cita con / });
    const doctor = (await link.textContent())!.replace(ui.request.withProfessional.replace("{name}", ""), "").trim();
    await link.click();
    await expect(page).toHaveURL(/\/app\/pide-tu-primera-consulta\?profesional=/);
    await expect(page.getByLabel(fields.professional).locator("option:checked")).toHaveText(doctor);

    const name = uniqueName();
    await fillRequest(page, { name });
    const sent = page.waitForResponse((response) => response.url().endsWith("/app/api/consultas"));
    await page.getByRole("button", { name: content.form.submit }).click();
    expect((await sent).status()).toBe(201);
    await expect(page).toHaveURL(RECEIVED);
    await expect(page.getByRole("heading", { level: 1, name: content.received.title })).toBeVisible();
    // The chat's summary: the person's choices, editable, never their name.
    const summary = page.getByLabel(content.received.chatLabel);
    await expect(summary).toHaveValue(new RegExp(options.modality.virtual));
    await expect(summary).not.toHaveValue(new RegExp(name));
    await summary.fill("Hola, quiero una cita virtual.");
    await expect(page.getByRole("link", { name: content.received.chatButton })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+\?text=Hola%2C%20quiero%20una%20cita%20virtual\.$/,
    );
    expect(stored(name)).toEqual({ requests: 1, notices: 1 });
  });

  test("a missing field is named; nothing is sent or stored; the draft survives a reload", async ({ page }) => {
    await page.goto(REQUEST);
    const name = uniqueName();
    await fillRequest(page, { name, skip: [fields.phone] });
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await page.getByRole("button", { name: content.form.submit }).click();
    const message = `${fields.phone}: ${content.form.errors.required}`;
    await expect(page.getByRole("alert").getByRole("link", { name: message })).toBeVisible();
    await expect(page.getByLabel(fields.phone)).toHaveAttribute("aria-invalid", "true");
    expect(posted).toBe(false);
    expect(stored(name).requests).toBe(0);
    await page.reload();
    await expect(page.getByLabel(fields.name)).toHaveValue(name);
    await expect(page.getByRole("checkbox", { name: options.days.martes })).toBeChecked();
  });

  test("when the service fails, the form says so and keeps everything typed", async ({ page }) => {
    await page.goto(REQUEST);
    const name = uniqueName();
    await fillRequest(page, { name });
    await page.route("**/app/api/consultas", (route) => route.fulfill({ status: 503, body: "" }));
    await page.getByRole("button", { name: content.form.submit }).click();
    await expect(page.getByRole("alert").filter({ hasText: content.form.failure.server })).toBeVisible();
    await expect(page.getByLabel(fields.name)).toHaveValue(name);
    await expect(page.getByRole("checkbox", { name: fields.consent })).toBeChecked();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts, the service stores it and answers with the «received» page", async ({ page }) => {
    await page.goto(REQUEST);
    const name = uniqueName();
    await fillRequest(page, { name });
    await page.getByRole("button", { name: content.form.submit }).click();
    await expect(page).toHaveURL(RECEIVED);
    await expect(page.getByRole("heading", { level: 1, name: content.received.title })).toBeVisible();
    await expect(page.getByRole("link", { name: content.received.chatButton })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
    expect(stored(name)).toEqual({ requests: 1, notices: 1 });
  });

  test("a missing field: the form comes back with it named and everything typed, nothing stored; corrected, it is stored", async ({
    page,
  }) => {
    await page.goto(REQUEST);
    const name = uniqueName();
    await fillRequest(page, { name, skip: [fields.phone] });
    await page.getByRole("button", { name: content.form.submit }).click();
    const message = `${fields.phone}: ${content.form.errors.required}`;
    await expect(page.getByRole("alert").getByRole("link", { name: message })).toBeVisible();
    await expect(page.getByLabel(fields.name)).toHaveValue(name);
    await expect(page.getByRole("checkbox", { name: options.times.noche })).toBeChecked();
    await expect(page.getByRole("radio", { name: options.modality.virtual })).toBeChecked();
    expect(stored(name).requests).toBe(0);

    await page.getByLabel(fields.phone).fill("987 111 222");
    await page.getByRole("button", { name: content.form.submit }).click();
    await expect(page).toHaveURL(RECEIVED);
    expect(stored(name).requests).toBe(1);
  });
});
