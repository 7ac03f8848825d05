// The opening hours on the sample (e2e/fixtures/content/clinica.yml: Monday to Friday 8:00–13:00
// and 14:00–19:00, Saturday 8:00–13:00, closed on Sundays and on Peru's holidays): the table in
// the page's HTML, the line the browser computes in Lima's time, and the structured data.
import { isHoliday } from "#shared/calendar/peru-holidays.ts";
import { limaDate } from "#shared/calendar/lima-clock.ts";
import { clinicFacts } from "./pages.ts";
import { expect, test, type Page } from "./test.ts";

/** The first day from tomorrow (Lima) on which `wanted` holds, as YYYY-MM-DD. */
function nextDay(wanted: (date: string, weekday: number) => boolean) {
  for (let offset = 1; offset < 400; offset++) {
    const date = limaDate(new Date(Date.now() + offset * 864e5));
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (wanted(date, weekday)) return date;
  }
  throw new Error("no such day in the holidays' years");
}
const clinicDays = new Set(clinicFacts.closedDays.map((day) => day.date));
const ordinaryWednesday = nextDay((date, weekday) => weekday === 3 && !isHoliday(date) && !clinicDays.has(date));
// A holiday on a weekday the clinic opens, whose next day is an ordinary one.
const weekdayHoliday = nextDay((date, weekday) => weekday >= 1 && weekday <= 4 && isHoliday(date));

/** The contact page at a Lima date and time (UTC−5 all year). */
async function contactAt(page: Page, lima: string) {
  await page.clock.setFixedTime(new Date(`${lima}-05:00`));
  await page.goto("/app/contactanos");
  return page.getByRole("main").locator("[data-open-status]");
}

test("the contact page shows the hours, and whether the clinic is open now in Lima's time", async ({ page }) => {
  const hours = page.getByRole("main").getByRole("listitem").filter({ hasText: "Horario de atención" });
  let line = await contactAt(page, `${ordinaryWednesday}T10:30`);
  await expect(line).toHaveText("Abierto ahora · cierra a las 13:00");
  await expect(hours.getByRole("term")).toHaveText(["Lunes a viernes", "Sábado", "Domingo"]);
  await expect(hours.getByRole("definition")).toHaveText(["8:00–13:00 y 14:00–19:00", "8:00–13:00", "Cerrado"]);
  await expect(hours).toContainText("Cerrado los feriados. Hora de Lima.");

  line = await contactAt(page, `${ordinaryWednesday}T13:15`);
  await expect(line).toHaveText("Cerrado · abre hoy a las 14:00");
  // The visitor's clock in another time zone changes nothing: 21:00 in Lima is 02:00 UTC tomorrow.
  line = await contactAt(page, `${ordinaryWednesday}T21:00`);
  await expect(line).toHaveText("Cerrado · abre mañana a las 8:00");
});

test("on a holiday the clinic is closed", async ({ page }) => {
  const line = await contactAt(page, `${weekdayHoliday}T10:00`);
  await expect(line).toHaveText(/^Cerrado · abre (mañana|el \p{L}+) a las 8:00$/u);
});

test("years after the build the holidays are still right: Holy Thursday 2028, 2029 and 2031 (issue 47)", async ({ page }) => {
  // The browser computes Peru's holidays (shared/calendar/peru-holidays.ts): a site built today
  // knows Holy Week from Easter in any year. Each a Thursday the sample otherwise opens at 8:00.
  for (const thursday of ["2028-04-13", "2029-03-29", "2031-04-10"]) {
    const line = await contactAt(page, `${thursday}T10:00`);
    await expect(line, thursday).toHaveText("Cerrado · abre el sábado a las 8:00");
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the hours are there, and no line claims the clinic is open or closed", async ({ page }) => {
    await page.goto("/app/contactanos");
    const hours = page.getByRole("main").getByRole("listitem").filter({ hasText: "Horario de atención" });
    await expect(hours.getByRole("definition").first()).toHaveText("8:00–13:00 y 14:00–19:00");
    await expect(page.getByRole("main").locator("[data-open-status]")).toBeHidden();
  });
});

test("the structured data gives the same hours", async ({ page }) => {
  await page.goto("/app/contactanos");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const clinic = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((block) => block["@type"] === "MedicalClinic");
  const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => `https://schema.org/${day}`);
  expect(clinic?.openingHoursSpecification).toEqual([
    { "@type": "OpeningHoursSpecification", dayOfWeek: weekdays, opens: "08:00", closes: "13:00" },
    { "@type": "OpeningHoursSpecification", dayOfWeek: weekdays, opens: "14:00", closes: "19:00" },
    { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Saturday"], opens: "08:00", closes: "13:00" },
  ]);
});
