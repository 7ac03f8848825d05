// Issue 45's measure: from the home page at 390 px, a first consultation is booked in at most 5 taps
// in person and 6 for a virtual visit. A tap is a press on a link, a button or a checkbox; the
// three fields are typed (a phone's keyboard moves from one to the next), not counted. Firefox and
// WebKit count the same path in e2e/engines/run.ts. Texts from the content the site was built from.
import { parse as parseYaml } from "yaml";
import type { BookingContent } from "#shared/booking/booking-content-schema.ts";
import { contentFile } from "./sites.ts";
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
