// The booking of a first consultation (server/booking/) as a person uses it, with and without
// JavaScript (its pages need none): choose a free time, fill the form, get the confirmation; in
// person and virtual; then the appointment's own page (move, cancel). And the staff's week view with
// a booking made by phone, in the back office's agenda (an account with the agenda role; its
// session made in the test's database, as passkeys are e2e/back-office.spec.ts's concern). The
// availability is the development sample `npm start` writes on a fresh database. Texts come from
// the content the site was built from.
import { parse as parseYaml } from "yaml";
import { openDatabase, value } from "#server/db.ts";
import { inviteStaff } from "#server/back-office/accounts.ts";
import { SESSION_COOKIE } from "#server/back-office/sessions.ts";
import { grantAgenda } from "#server/back-office/agenda/data.ts";
import { createSession } from "#server/back-office/sessions.ts";
import type { BookingContent } from "#shared/booking/booking-content-schema.ts";
import { complaintsDb } from "./outbox.ts";
import { contentFile, site } from "./sites.ts";
import { expect, test, type Page } from "./test.ts";

const content = parseYaml(contentFile("reservar-cita.yml")) as BookingContent;
const { fields } = content.form;
const TIME = /^\d{1,2}:\d\d/;

/** A phone and an e-mail no other booking used: one future first consultation each. */
const someone = () => {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  return { name: `Rosa Prueba ${digits.slice(0, 4)}`, phone: `9${digits}`, email: `rosa-${digits}@example.com` };
};

function stored(email: string) {
  const db = openDatabase(complaintsDb);
  try {
    return db.prepare("SELECT code, state, modality, start_at, video_url FROM appointments WHERE email = ?").get(email) as
      { code: string; state: string; modality: string; start_at: number; video_url: string | null } | undefined;
  } finally {
    db.close();
  }
}

/**
 * Picks a free time: the `fromLast`-th from the end of next week's first day with times (days
 * ahead, so the patient may still change it; each test its own, as they run side by side).
 */
async function book(page: Page, modality: "presencial" | "virtual", fromLast: number, who = someone()) {
  await page.goto("/app/reservar-cita/");
  await page.getByRole("link", { name: content.choose.modalities[modality] }).click();
  // Next week's day with the most times: days ahead, so that the patient may still change it.
  await page.getByRole("link", { name: content.choose.moreDays }).click();
  const days = page.getByRole("link", { name: /: \d+ horarios?$/ });
  const counts = (await days.allTextContents()).map((text) => Number(/(\d+) horarios?/.exec(text)?.[1] ?? 0));
  await days.nth(counts.indexOf(Math.max(...counts))).click();
  await expect(page.getByText(content.limaTime).first()).toBeVisible();
  const times = page.getByRole("button", { name: TIME });
  await times.nth((await times.count()) - 1 - fromLast).click();
  await expect(page.getByRole("heading", { name: content.form.chosen })).toBeVisible();
  await page.getByRole("textbox", { name: fields.name }).fill(who.name);
  await page.getByRole("textbox", { name: fields.phone }).fill(who.phone);
  await page.getByRole("textbox", { name: fields.email }).fill(who.email);
  await page.getByRole("checkbox", { name: fields.consent }).check();
  if (modality === "virtual") {
    // Without the teleconsultation's consent the form comes back, named, with everything typed kept.
    await page.getByRole("button", { name: content.form.submit }).click();
    await expect(page.getByRole("link", { name: new RegExp(content.form.errors.teleconsent.slice(0, 30)) })).toBeVisible();
    await expect(page.getByRole("textbox", { name: fields.email })).toHaveValue(who.email);
    await page.getByRole("checkbox", { name: fields.consent }).check();
    await page.getByRole("checkbox", { name: fields.teleconsent.slice(0, 40) }).check();
  }
  await page.getByRole("button", { name: content.form.submit }).click();
  await expect(page.getByRole("heading", { name: content.confirmation.title })).toBeVisible();
  return who;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });
    // Each booking walks the chooser's week and day before the form: more than the default time on a busy machine.
    test.slow();

    test("book in person: a real free time, the confirmation with its code, what to bring and the calendar links", async ({
      page,
    }) => {
      const who = await book(page, "presencial", javaScriptEnabled ? 0 : 1);
      const appointment = stored(who.email)!;
      expect(appointment).toMatchObject({ state: "reservada", modality: "presencial", video_url: null });
      await expect(page.getByText(appointment.code)).toBeVisible();
      await expect(page.getByRole("heading", { name: content.confirmation.bring })).toBeVisible();
      await expect(page.getByRole("link", { name: content.confirmation.google })).toHaveAttribute(
        "href",
        /calendar\.google\.com/,
      );
      await expect(page.getByRole("link", { name: content.confirmation.map })).toBeVisible();
      const ics = await page.request.get(
        (await page.getByRole("link", { name: content.confirmation.ics }).getAttribute("href"))!,
      );
      expect(await ics.text()).toContain("BEGIN:VEVENT");
      // The confirmation e-mail, with its .ics, is in the outbox.
      const db = openDatabase(complaintsDb);
      try {
        expect(
          value(
            db,
            "SELECT count(*) FROM outbox WHERE recipient = ? AND kind = 'cita-confirmacion' AND attachments LIKE '%VEVENT%'",
            who.email,
          ),
        ).toBe(1);
      } finally {
        db.close();
      }
    });

    test("book virtual: the teleconsultation's consent, and the appointment's own video room", async ({ page }) => {
      const who = await book(page, "virtual", javaScriptEnabled ? 0 : 1);
      const appointment = stored(who.email)!;
      expect(appointment.video_url).toMatch(/^https:\/\/meet\.jit\.si\/PrimeraConsulta-[0-9a-f]{32}$/);
      await expect(page.getByRole("link", { name: content.confirmation.video, exact: true })).toHaveAttribute(
        "href",
        appointment.video_url!,
      );
    });

    test("manage by the link: move to another free time, then cancel", async ({ page }) => {
      const who = await book(page, "presencial", javaScriptEnabled ? 2 : 3);
      const before = stored(who.email)!;
      const link = page.url().replace("&nueva=1", "");
      await page.goto(link);
      await expect(page.getByRole("heading", { name: content.manage.moveHeading })).toBeVisible();
      // Days ahead, so that it can still be cancelled after. One tap asks, naming the old and new times.
      await page.getByRole("button", { name: TIME }).last().click();
      await expect(page.getByRole("heading", { name: content.manage.moveConfirmTitle })).toBeVisible();
      expect(stored(who.email)!.start_at).toBe(before.start_at);
      await page.getByRole("button", { name: content.manage.moveYes }).click();
      await expect(page.getByRole("status")).toHaveText(content.manage.movedNow);
      expect(stored(who.email)!.start_at).not.toBe(before.start_at);
      await page.getByRole("button", { name: content.manage.cancel }).click();
      await expect(page.getByRole("heading", { name: content.manage.cancelConfirmTitle })).toBeVisible();
      expect(stored(who.email)!.state).toBe("reservada");
      await page.getByRole("button", { name: content.manage.cancelYes }).click();
      await expect(page.getByRole("status")).toHaveText(content.manage.cancelledNow);
      expect(stored(who.email)!.state).toBe("cancelada");
      // The old link still opens the appointment, now cancelled.
      await page.goto(link);
      await expect(page.getByRole("alert")).toHaveText(content.manage.cancelled);
    });
  });
}

test("the staff's week view shows a booking made by phone", async ({ page, context }) => {
  const origin = `http://localhost:${site.port}`;
  const db = openDatabase(complaintsDb);
  const email = `agenda-${Date.now()}@clinica.pe`;
  let cookie: string;
  try {
    const { staffId } = inviteStaff(db, { name: "Agenda Prueba", email, role: "consultas" });
    grantAgenda(db, email);
    cookie = createSession(db, staffId);
  } finally {
    db.close();
  }
  await context.addCookies([
    { name: SESSION_COOKIE, value: cookie, url: origin, secure: true, httpOnly: true, sameSite: "Strict" },
  ]);
  const who = someone();
  await page.goto(`${origin}/app/gestion/agenda/nueva`);
  await expect(page.getByRole("heading", { name: "Reservar por teléfono" })).toBeVisible();
  // A short list by day (issue 46), nothing picked: the desk picks one time.
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
  await page.getByRole("radio").first().check();
  await page.getByRole("textbox", { name: "Nombre y apellido" }).fill(who.name);
  await page.getByRole("textbox", { name: "Celular" }).fill(who.phone);
  await page.getByRole("button", { name: "Reservar", exact: true }).click();
  // No e-mail was given: the page says so and how to tell the patient (issue 46).
  await expect(page.getByRole("status")).toHaveText("Cita reservada. No dejó correo: avísale por WhatsApp o por teléfono.");
  const code = /CT-\d{6}/.exec(page.url())![0];
  const check = openDatabase(complaintsDb);
  const start = Number(value(check, "SELECT start_at FROM appointments WHERE code = ?", code));
  check.close();
  const day = new Date(start - 5 * 3_600_000).toISOString().slice(0, 10);
  await page.goto(`${origin}/app/gestion/agenda/semana?desde=${day}`);
  const row = page.getByRole("row", { name: new RegExp(`${who.name} \\(por teléfono\\)`) });
  await expect(row).toBeVisible();
  await row.getByRole("link").click();
  await expect(page.getByRole("heading", { name: `Cita ${code}` })).toBeVisible();
});

test("the request page shows the next free times first; one of them leads to the booking's form", async ({ page }) => {
  const ui = parseYaml(contentFile("ui.yml")) as { booking: { nextTimes: string } };
  await page.goto("/app/pide-tu-primera-consulta");
  await expect(page.getByText(ui.booking.nextTimes)).toBeVisible();
  const times = page.getByRole("button", { name: /(a|p)\. m\. · / });
  await expect(times).toHaveCount(3);
  await times.first().click();
  await expect(page.getByRole("heading", { name: content.form.chosen })).toBeVisible();
});
