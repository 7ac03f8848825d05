// «¿Cuándo consultar?» as a person uses it (issue 31, item 4): the questions answer in the page,
// by the societies' thresholds; without JavaScript the same guidance is a table; nothing is stored
// or sent; the guide ends with the consultation request and the chat, and is linked from the
// first-visit guide, the FAQ and the footer. Labels come from the sample's content.
import matter from "gray-matter";
import { parse as parseYaml } from "yaml";
import { contentFile } from "./sites.ts";
import { expect, test } from "./test.ts";

const GUIDE = "/app/cuando-consultar";
const guide = matter(contentFile("paginas/cuando-consultar.md")).data as {
  questions: {
    heading: string;
    age: { options: Record<string, string> };
    months: { options: Record<string, string> };
    cycles: { options: Record<string, string> };
    signs: { items: string[] };
    waiting: string;
    submit: string;
    answerHeading: string;
  };
  answers: Record<string, { title: string }>;
  table: { summary: string; wait: string };
  actions: { heading: string; request: string; chat: string };
};
const { questions, answers } = guide;

test("the questions answer in the page by the thresholds: 12 months under 35, 6 from 35, now at 40 or with a sign", async ({
  page,
}) => {
  await page.goto(GUIDE);
  // The one answer shown (the others are in the page, hidden): two shown, or none, fails.
  const answer = page
    .getByRole("region", { name: questions.answerHeading })
    .locator("[data-respuesta]")
    .filter({ visible: true });
  await expect(answer).toContainText(questions.waiting);
  const choose = (label: string) => page.getByRole("radio", { name: label, exact: true }).check();

  await choose(questions.age.options["menos-de-35"]!);
  await choose(questions.months.options["6-a-11"]!);
  await expect(answer).toContainText(answers["puedes-esperar"]!.title);
  await expect(answer).toContainText("12 meses");

  await choose(questions.age.options["35-a-39"]!);
  await expect(answer).toContainText(answers["ya-es-momento"]!.title);
  // The threshold that applies from 35, named (issue 38), as the wait under 35 names its 12 months.
  await expect(answer).toContainText("6 meses");

  await choose(questions.months.options["menos-de-6"]!);
  await expect(answer).toContainText(answers["puedes-esperar"]!.title);
  await expect(answer).toContainText("6 meses");

  await choose(questions.age.options["40-o-mas"]!);
  await expect(answer).toContainText(answers["ahora-edad"]!.title);

  await choose(questions.age.options["menos-de-35"]!);
  await page.getByRole("checkbox", { name: questions.signs.items[0]! }).check();
  await expect(answer).toContainText(answers["ahora-senales"]!.title);
  await page.getByRole("checkbox", { name: questions.signs.items[0]! }).uncheck();
  await choose(questions.cycles.options.irregulares!);
  await expect(answer).toContainText(answers["ahora-senales"]!.title);
  // The button takes the reader to the answer.
  await page.getByRole("button", { name: questions.submit }).click();
  await expect(page.getByRole("region", { name: questions.answerHeading })).toBeFocused();
});

test("answering stores nothing and sends nothing", async ({ page, context }) => {
  await page.goto(GUIDE);
  const sent: string[] = [];
  page.on("request", (request) => sent.push(request.url()));
  await page.getByRole("radio", { name: questions.age.options["35-a-39"]!, exact: true }).check();
  await page.getByRole("radio", { name: questions.months.options["12-o-mas"]!, exact: true }).check();
  await page.getByRole("checkbox", { name: questions.signs.items[1]! }).check();
  await expect(
    page.getByRole("region", { name: questions.answerHeading }).locator("[data-respuesta]").filter({ visible: true }),
  ).toContainText(answers["ahora-senales"]!.title);
  expect(sent).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same guidance is a table by age and months, and the guide ends with the request and the chat", async ({ page }) => {
    await page.goto(GUIDE);
    await expect(page.getByRole("heading", { name: questions.heading })).toBeHidden();
    await page.getByText(guide.table.summary).click();
    const table = page.getByRole("table");
    await expect(table).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(1 + 3 * 4);
    await expect(table).toContainText(guide.table.wait.replace("{meses}", "12"));
    await expect(table).toContainText(guide.table.wait.replace("{meses}", "6"));
    await expect(table).toContainText(answers["ahora-edad"]!.title);
    const next = page.getByRole("region", { name: guide.actions.heading });
    await expect(next.getByRole("link", { name: guide.actions.request })).toHaveAttribute(
      "href",
      "/app/pide-tu-primera-consulta",
    );
    await expect(next.getByRole("link", { name: guide.actions.chat })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  });
});

test("is linked from the first-visit guide, the FAQ and every page's footer", async ({ page }) => {
  const footerLabel = (
    parseYaml(contentFile("ui.yml")) as { footer: { links: { label: string; to: string }[] } }
  ).footer.links.find((link) => link.to === "/cuando-consultar")!.label;
  for (const path of ["/app/primera-consulta", "/app/preguntas-frecuentes"]) {
    await page.goto(path);
    await expect(page.getByRole("main").locator(`a[href="${GUIDE}"]`).first(), path).toBeAttached();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: footerLabel }), path).toHaveAttribute("href", GUIDE);
  }
});
