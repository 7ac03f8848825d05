// `npm test`: every check, in order, stopping at the first that fails.
import { spawnSync } from "node:child_process";

type Step = [name: string, command: string, args: string[], env?: Record<string, string>];

/** The browser tests of one project of playwright.config.ts (one site, and the server it is served by). */
const browserTests = (name: string, project: string): Step => [name, "npx", ["playwright", "test", `--project=${project}`]];

const steps: Step[] = [
  ["Chromium for the browser tests", "bash", ["scripts/ensure-chromium.sh"]],
  ["nginx for the production serving tests", "bash", ["scripts/ensure-nginx.sh"]],
  ["Firefox for the other engines' tests", "bash", ["scripts/ensure-firefox.sh"]],
  ["WebKit for the other engines' tests", "bash", ["scripts/ensure-webkit.sh"]],
  ["Types", "npm", ["run", "--silent", "typecheck"]],
  ["Lint", "npx", ["eslint", "."]],
  ["Formatting (Prettier)", "npx", ["prettier", "--check", "."]],
  ["Unit tests", "npx", ["vitest", "run"]],
  ["Build", "npm", ["run", "--silent", "build"]],
  // The frozen sample and the smallest site, built from e2e/fixtures/ into build-fixtures/, and the
  // sample again for production serving: into build/nginx-e2e/, whose form posts to a loopback
  // EmailJS stand-in, and build/nginx-e2e-b/, the other release the publishing tests deploy.
  ["Build the fixture sites", "npx", ["tsx", "e2e/fixtures/build.ts"]],
  ["Build for the nginx tests", "npx", ["tsx", "e2e/nginx/build.ts"]],
  // One configuration (playwright.config.ts), one run per project: each is a site and its server.
  // The clinic's own content: the checks that follow it, on every page (e2e/sites.ts).
  browserTests("Browser tests: every page of the site", "site"),
  // Every page and the key flows in Firefox ESR and WebKitGTK, on the same build (e2e-engines/,
  // docs/engines.md): what they expect comes from content/ and the built pages.
  ["Browser tests in Firefox and WebKit", "npx", ["tsx", "e2e-engines/run.ts"]],
  browserTests("Browser tests: behaviour and the spec, on the sample", "sample"),
  browserTests("Browser tests: the smallest site", "smallest"),
  browserTests("Production serving tests (nginx)", "nginx"),
];

const started = Date.now();
const times: string[] = [];
for (const [name, command, args, env] of steps) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = Math.round((Date.now() - stepStarted) / 1000);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal}) after ${seconds} s.`);
    process.exit(result.status || 1);
  }
  times.push(`${String(seconds).padStart(5)} s  ${name}`);
  console.log(`✓ ${name} (${seconds} s)`);
}
console.log(`\n${times.join("\n")}\n✓ All checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
