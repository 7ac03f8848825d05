// Every built page validates with html-validate's recommended preset (.htmlvalidate.json): valid
// content models, no duplicate ids, one <h1> and headings in order, unique landmark names.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./test.ts";
import { FileSystemConfigLoader, HtmlValidate, Severity } from "html-validate";
import { buildDir, fileOf, pagesUnderTest } from "./pages.ts";

const htmlvalidate = new HtmlValidate(new FileSystemConfigLoader());
const pages = pagesUnderTest();

test("the preset's structural rules are on, and no rule is turned off but those its decision record explains", async () => {
  const rules = (await htmlvalidate.getConfigFor(fileOf("/app/"))).getRules();
  for (const rule of ["heading-level", "no-dup-id", "unique-landmark", "element-permitted-content", "valid-id", "wcag/h37"]) {
    expect(rules.get(rule)?.[0], rule).toBe(Severity.ERROR);
  }
  // Options may adapt a rule to how React and Astro write HTML; switching one off needs its row, "off",
  // in the decision record's table of rule options.
  const own = JSON.parse(readFileSync(".htmlvalidate.json", "utf8")) as { rules?: Record<string, unknown> };
  const off = Object.entries(own.rules ?? {})
    .filter(([, value]) => value === "off" || (Array.isArray(value) && value[0] === "off"))
    .map(([rule]) => rule);
  const record = readFileSync("docs/decisions/0001-accessibility-seo-html-checks.md", "utf8");
  const recordedOff = [...record.matchAll(/^\| `([\w/-]+)` +\| off\b/gm)].map((match) => match[1]);
  expect(off).toEqual(recordedOff);
});

/** Every problem html-validate finds in a built file, by line, column and rule. */
async function problemsOf(file: string): Promise<string[]> {
  const report = await htmlvalidate.validateFile(file);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? ""})`,
    ),
  );
}

test("the editor's page (/app/admin/, written by the build, not a page of the site) validates", async () => {
  expect(await problemsOf(path.join(buildDir, "app/admin/index.html"))).toEqual([]);
});

for (const page of pages) {
  test(`${page} validates`, async () => {
    expect(await problemsOf(fileOf(page))).toEqual([]);
    const html = readFileSync(fileOf(page), "utf8");
    // The preset's heading-level rule checks the order; this states the single <h1> outright.
    expect(html.match(/<h1[\s>]/g) ?? [], page).toHaveLength(1);
    // Nothing after the document: html-validate reads past </html> without a word, where the Nu HTML
    // Checker reports a «stray start tag» (a script placed beside the layout lands there).
    expect(html.slice(html.lastIndexOf("</body>")), page).toMatch(/^<\/body>\s*<\/html>\s*$/);
  });
}
