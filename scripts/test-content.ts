// `npm run test:content [-- --base <commit>]`: the content lane. It checks exactly what a change to
// content/ can break, in the time a clinic can wait for: one production build (which validates every
// file against the schema and its cross-checks, and writes the sitemap, the feed and the search
// index), then, on every page the change adds, alters or removes and on the pages that list them
// (scripts/content-lane.ts), the browser checks that follow the content (playwright.config.ts's
// contentChecks: links and srcsets, HTML, axe at 390 and 1280 px, console, meta, canonical and
// JSON-LD, byte budgets). It refuses a change outside content/: that needs `npm test`.
// The change is the commits from --base to HEAD (changeSince), never the working tree: a lock file
// an install rewrote or a build's output is not part of it. Uncommitted edits inside content/ are.
// --base: the commit the change is measured from; by default HEAD when content/ has uncommitted
// changes, else HEAD's parent. --skip-build checks the build already in build/.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { changeSince, touchedPages } from "./content-lane.ts";
import { prerenderedPaths } from "#e2e/pages.ts";

const { values } = parseArgs({ options: { base: { type: "string" }, "skip-build": { type: "boolean", default: false } } });
const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" });
const lines = (text: string) => text.split("\n").filter(Boolean);
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

const dirty = lines(git("status", "--porcelain", "--", "content")).length > 0;
const base = values.base ?? (dirty ? "HEAD" : "HEAD~1");
const { changed, outside, ignored } = changeSince(base);
if (ignored.length) console.log(`Not part of the change (uncommitted, outside content/): ${ignored.join(", ")}.`);
if (outside.length) {
  console.error(
    `The change from ${base} to HEAD is not only content: ${outside.join(", ")}.\nIt needs the whole suite: npm test.`,
  );
  process.exit(2);
}
if (!changed.length) {
  console.log(`Nothing in content/ changed since ${base}: nothing to check.`);
  process.exit(0);
}
console.log(`Content changed since ${base}:\n${changed.map((file) => `  ${file}`).join("\n")}`);

function run(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ ${name} (${elapsed()})`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed: the change would not be published.`);
    process.exit(result.status || 1);
  }
}

if (!values["skip-build"])
  run("Build: every content file against the schema, then every page", "npm", ["run", "--silent", "build"]);

const pages = prerenderedPaths();
const read = (file: string) => (existsSync(file) ? readFileSync(file, "utf8") : undefined);
const readBase = (file: string) => {
  try {
    return git("show", `${base}:${file}`);
  } catch {
    return undefined;
  }
};
const touched = touchedPages({
  changed,
  now: read,
  base: readBase,
  pages,
  contentFiles: lines(git("ls-files", "--cached", "--others", "--exclude-standard", "content")),
});
const present = touched.pages.filter((page) => pages.includes(page));
const removed = touched.pages.filter((page) => !pages.includes(page));

console.log(`\nPages to check (${present.length} of ${pages.length}${touched.all ? ": the change reaches every page" : ""}):`);
for (const page of present) console.log(`  ${page.padEnd(48)} ${touched.why.get(page)!.join(", ")}`);
// A removed page is gone from the build; the links check on the lists confirms nothing points to it.
for (const page of removed) console.log(`  ${page.padEnd(48)} removed: not in the build`);

// The project by name: an E2E_PROJECT inherited from a caller (the sample's own test of this lane)
// would otherwise choose another site.
run(
  "Browser checks of those pages, and of the sitemap, the feed and the search index",
  "npx",
  ["playwright", "test", "--project=site"],
  {
    E2E_SITE: "site",
    E2E_PAGES: present.join("\n"),
  },
);
console.log(`\n✓ Content lane passed in ${elapsed()}: the build in build/client/ may be published.`);
