// Issue 45's measure: from the home page at 390 px, a first consultation is booked in at most 5 taps
// in person and 6 for a virtual visit. A tap is a press on a link, a button or a checkbox; the
// three fields are typed (a phone's keyboard moves from one to the next), not counted. Firefox and
// WebKit count the same path in e2e/engines/run.ts. Texts from the content the site was built from.
import { parse as parseYaml } from "yaml";
import type { BookingContent } from "#shared/booking/booking-content-schema.ts";
import { contentFile } from "./sites.ts";
import { describeViolations, runAxe } from "./axe.ts";
import { expect, test, type Locator, type Page } from "./test.ts";

const content = parseYaml(contentFile("reservar-cita.yml")) as BookingContent;
const ui = parseYaml(contentFile("ui.yml")) as { booking: { short: string } };
const { fields } = content.form;
const TIME = /^\d{1,2}:\d\d [ap]\. m\., /;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Counts each tap, and taps. */
function tapper() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps++;
      await target.tap();
    },
    count: () => taps,
  };
}

async function typeDetails(page: Page) {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  await page.getByRole("textbox", { name: fields.name }).fill(`Rosa Toques ${digits.slice(0, 4)}`);
  await page.getByRole("textbox", { name: fields.phone }).fill(`9${digits}`);
  await page.getByRole("textbox", { name: fields.email }).fill(`toques-${digits}@example.com`);
}

/** A time of the day the chooser opens on: one at random, as tests run side by side on one agenda. */
async function someTime(page: Page) {
  const times = page.getByRole("button", { name: TIME });
  await expect(times.first()).toBeVisible();
  return times.nth(Math.floor(Math.random() * (await times.count())));
}

async function startAtHome(page: Page) {
  await page.goto("/app/");
  const booking = page.getByRole("banner").getByRole("link", { name: ui.booking.short });
  // Above the fold, in the header bar.
  await expect(booking).toBeInViewport();
  return booking;
}

test(`in person: booked from the home page in at most 5 taps`, async ({ page }) => {
  const { tap, count } = tapper();
  await tap(await startAtHome(page));
  await tap(await someTime(page));
  await expect(page.getByRole("heading", { name: content.form.chosen })).toBeVisible();
  await typeDetails(page);
  await tap(page.getByRole("checkbox", { name: fields.consent }));
  await tap(page.getByRole("button", { name: content.form.submit }));
  await expect(page.getByRole("heading", { name: content.confirmation.title })).toBeVisible();
  console.log(`in person: ${count()} taps`);
  expect(count()).toBeLessThanOrEqual(5);
});

test(`virtual: booked from the home page in at most 6 taps`, async ({ page }) => {
  const { tap, count } = tapper();
  await tap(await startAtHome(page));
  await tap(page.getByRole("link", { name: content.choose.modalities.virtual }));
  await tap(await someTime(page));
  await expect(page.getByText(content.choose.modalities.virtual)).toBeVisible();
  await typeDetails(page);
  await tap(page.getByRole("checkbox", { name: fields.consent }));
  await tap(page.getByRole("checkbox", { name: /teleconsulta por videollamada/ }));
  await tap(page.getByRole("button", { name: content.form.submit }));
  await expect(page.getByRole("heading", { name: content.confirmation.title })).toBeVisible();
  console.log(`virtual: ${count()} taps`);
  expect(count()).toBeLessThanOrEqual(6);
});

/** axe on the page as it is now, at 390 and 1280 px, and nothing wider than the window. */
async function checked(page: Page, state: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    const { violations } = await runAxe(page);
    expect(describeViolations(violations), `${state} at ${width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), `${state} at ${width} px`).toBe(0);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test("the booking's pages pass axe and fit: the chooser, a professional without times, the form, the confirmation, a move's confirmation, the resend page", async ({
  page,
}) => {
  // Six pages, each checked by axe at two widths.
  test.slow();
  await page.goto("/app/reservar-cita/");
  await checked(page, "the chooser");
  await page.goto("/app/reservar-cita/?modalidad=virtual&profesional=renzo-espinoza-caceres");
  await checked(page, "a professional without times");
  await page.goto("/app/reservar-cita/?modalidad=virtual");
  await page.getByRole("link", { name: content.choose.moreDays }).click();
  await (await someTime(page)).click();
  await checked(page, "the form");
  await typeDetails(page);
  await page.getByRole("checkbox", { name: fields.consent }).check();
  await page.getByRole("checkbox", { name: /teleconsulta por videollamada/ }).check();
  await page.getByRole("button", { name: content.form.submit }).click();
  await expect(page.getByRole("heading", { name: content.confirmation.title })).toBeVisible();
  await checked(page, "the confirmation");
  await page.getByText(content.confirmation.emailWrong).click();
  await checked(page, "the confirmation, correcting the e-mail");
  await page.getByRole("button", { name: TIME }).last().click();
  await expect(page.getByRole("heading", { name: content.manage.moveConfirmTitle })).toBeVisible();
  await checked(page, "a move's confirmation");
  await page.goto("/app/reservar-cita/reenviar");
  await checked(page, "the resend page");
});
