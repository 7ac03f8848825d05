import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, Result } from "axe-core";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * Loads axe-core into the page once per document. Evaluated, not added as a <script>: each page's
 * Content-Security-Policy runs no inline script but its own (hashed) ones.
 */
async function injectAxe(page: Page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
}

/** WCAG 2.2 AA, as the issue words it: every A and AA rule up to 2.2 (axe has no wcag22a rules). */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export type AxeRun = { rules: string[]; violations: Result[] };

/** Runs axe-core over the page as it is now, limited to the WCAG tags above. */
export async function runAxe(page: Page): Promise<AxeRun> {
  // A page that navigated since the last run has lost the script.
  await injectAxe(page);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: "tag", values: tags },
        // Only the violations need their nodes; the other lists are just counted.
        resultTypes: ["violations"],
      }),
    wcagTags,
  );
  const rules = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((rule) => rule.id);
  return { rules: [...new Set(rules)].sort(), violations: results.violations };
}

/** One readable line per failing element, for the assertion message. */
export function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((rule) =>
    rule.nodes.map(
      (node) => `${rule.id} (${rule.impact}): ${node.target.join(" ")} — ${node.failureSummary?.replace(/\s+/g, " ")}`,
    ),
  );
}

/** The number of rules the WCAG tags select in this axe-core version. */
export async function countWcagRules(page: Page): Promise<number> {
  await injectAxe(page);
  return page.evaluate(
    (tags) => (window as unknown as { axe: { getRules: (tags: string[]) => unknown[] } }).axe.getRules(tags).length,
    wcagTags,
  );
}
