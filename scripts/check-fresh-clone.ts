// `npx tsx scripts/check-fresh-clone.ts`: what a new developer and CI meet. In a fresh `git clone` of
// this repository's HEAD (committed files only), `git status --porcelain` must stay empty after
//   1. `npm ci` (CI's install: it refuses a lock that disagrees with package.json or lacks a package),
//   2. `npm install` (a developer's install: it rewrites package-lock.json if anything is missing),
//   3. `npm install` once more with no user npm configuration (`--userconfig` an empty file), as on
//      GitHub's runners or a new machine: this machine's ~/.npmrc may set what the lock looks like
//      (omit-lockfile-registry-resolved), and a lock must not depend on it.
// It needs the registry and a few minutes (npm ci builds better-sqlite3), so it is not part of
// `npm test`, whose scripts/package-lock.test.ts checks the lock offline; `npm run bench:publish`
// repeats steps 1 and 2 on its own clone. Prints each step, its time and any file it changed; exits 1
// if any step changed one. docs/tests.md, "The lock file".
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const work = mkdtempSync(path.join(tmpdir(), "alborada-fresh-clone-"));
const repo = path.join(work, "clone");
const emptyConfig = path.join(work, "empty-npmrc");
writeFileSync(emptyConfig, "");
const run = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: repo, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });

const steps: [string, string[]][] = [
  ["npm ci", ["ci", "--no-audit", "--no-fund"]],
  ["npm install", ["install", "--no-audit", "--no-fund"]],
  ["npm install, no user npm configuration", ["install", "--no-audit", "--no-fund", "--userconfig", emptyConfig]],
];

let failed = false;
try {
  execFileSync("git", ["clone", "--quiet", "--no-local", process.cwd(), repo]);
  console.log(`A fresh clone of ${run("git", ["rev-parse", "--short", "HEAD"]).trim()} in ${repo}.`);
  for (const [name, args] of steps) {
    const started = Date.now();
    run("npm", args);
    const status = run("git", ["status", "--porcelain"]).trimEnd();
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    if (status) {
      failed = true;
      console.error(`✗ ${name} (${seconds} s) changed the clone:\n${status}\n${run("git", ["diff", "--stat"])}`);
      // The next step starts from the committed files again.
      run("git", ["checkout", "--", "."]);
    } else console.log(`✓ ${name} (${seconds} s): git status --porcelain is empty`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (failed) {
  console.error("\nThe lock file is not what npm writes here: rewrite it as docs/publishing.md says (The lock file).");
  process.exit(1);
}
