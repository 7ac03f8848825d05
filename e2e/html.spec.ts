// Every built page validates with html-validate's recommended preset (.htmlvalidate.json): valid
// content models, no duplicate ids, one <h1> and headings in order, unique landmark names.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./test";
import { FileSystemConfigLoader, HtmlValidate, Severity } from "html-validate";
import { buildDir, pagesUnderTest } from "./pages";

const htmlvalidate = new HtmlValidate(new FileSystemConfigLoader());
const fileOf = (page: string) => path.join(buildDir, page, "index.html");
const pages = pagesUnderTest();

test("the preset's structural rules are on, and no rule is turned off", async () => {
  const rules = (await htmlvalidate.getConfigFor(fileOf("/app/"))).getRules();
  for (const rule of ["heading-level", "no-dup-id", "unique-landmark", "element-permitted-content", "valid-id", "wcag/h37"]) {
    expect(rules.get(rule)?.[0], rule).toBe(Severity.ERROR);
  }
  // Options may adapt a rule to React's serialisation; switching one off needs a decision record.
  const own = JSON.parse(readFileSync(".htmlvalidate.json", "utf8")) as { rules?: Record<string, unknown> };
  const off = Object.entries(own.rules ?? {}).filter(
    ([, value]) => value === "off" || (Array.isArray(value) && value[0] === "off"),
  );
  expect(off).toEqual([]);
});

for (const page of pages) {
  test(`${page} validates`, async () => {
    const report = await htmlvalidate.validateFile(fileOf(page));
    const problems = report.results.flatMap((result) =>
      result.messages.map(
        (message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? ""})`,
      ),
    );
    expect(problems).toEqual([]);
    // The preset's heading-level rule checks the order; this states the single <h1> outright.
    expect(readFileSync(fileOf(page), "utf8").match(/<h1[\s>]/g) ?? [], page).toHaveLength(1);
  });
}
