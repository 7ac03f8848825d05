// `npx tsx scripts/check-fresh-clone.ts`: what a new developer and CI meet. In a fresh `git clone` of
// this repository's HEAD (committed files only), `git status --porcelain` must stay empty after
//   1. the lock a new machine's `npm install` writes: `npm install --package-lock-only` with no user
//      npm configuration (`--userconfig` an empty file, as on GitHub's runners), since this machine's
//      ~/.npmrc sets how the lock is written (omit-lockfile-registry-resolved) and a lock must not
//      depend on it; --package-lock-only because building better-sqlite3 here needs that file's nodedir;
//   2. `npm install` (a developer's first install: it rewrites package-lock.json if anything is missing);
//   3. `npm ci` with node_modules/ removed (CI's install: it refuses a lock that disagrees with
//      package.json or lacks a package);
//   4. `npm install` after it.
// It needs the registry and about five minutes (each full install builds better-sqlite3), so it is
// not part of `npm test`, whose scripts/package-lock.test.ts checks the lock offline;
// `npm run bench -- publish` checks `npm ci` then `npm install` on its own clone. Prints each step, its time and any file it changed; exits 1
// if any step changed one. docs/tests.md, "The lock file".
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const work = mkdtempSync(path.join(tmpdir(), "alborada-fresh-clone-"));
const repo = path.join(work, "clone");
const emptyConfig = path.join(work, "empty-npmrc");
writeFileSync(emptyConfig, "");
// npm's own settings as a shell has them: started by npm (npx tsx, npm run), this process inherits
// npm_config_* variables (omit_lockfile_registry_resolved among them) that would override
// --userconfig below.
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
const run = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: repo, env, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });

const steps: [string, string[]][] = [
  [
    "npm install --package-lock-only, no user npm configuration",
    ["install", "--package-lock-only", "--no-audit", "--no-fund", "--userconfig", emptyConfig],
  ],
  ["npm install", ["install", "--no-audit", "--no-fund"]],
  ["npm ci", ["ci", "--no-audit", "--no-fund"]],
  ["npm install after npm ci", ["install", "--no-audit", "--no-fund"]],
];

let failed = false;
try {
  execFileSync("git", ["clone", "--quiet", "--no-local", process.cwd(), repo]);
  console.log(`A fresh clone of ${run("git", ["rev-parse", "--short", "HEAD"]).trim()} in ${repo}.`);
  for (const [name, args] of steps) {
    const started = Date.now();
    // npm ci starts from nothing, as on CI (it would delete node_modules/ itself; this makes it plain).
    if (args[0] === "ci") rmSync(path.join(repo, "node_modules"), { recursive: true, force: true });
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
