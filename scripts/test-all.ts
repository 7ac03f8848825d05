// `npm test`: every check, in order, stopping at the first that fails.
import { spawnSync } from "node:child_process";

type Step = [name: string, command: string, args: string[], env?: Record<string, string>];

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
  // The clinic's own content: the checks that follow it, on every page (e2e/sites.ts).
  ["Browser tests: every page of the site", "npx", ["playwright", "test"], { E2E_SITE: "site" }],
  // Every page and the key flows in Firefox ESR and WebKitGTK, on the same build (e2e-engines/,
  // docs/engines.md): what they expect comes from content/ and the built pages.
  ["Browser tests in Firefox and WebKit", "npx", ["tsx", "e2e-engines/run.ts"]],
  // The frozen sample and the smallest site, built from e2e/fixtures/ into build-fixtures/.
  ["Build the fixture sites", "npx", ["tsx", "e2e/fixtures/build.ts"]],
  ["Browser tests: behaviour and the spec, on the sample", "npx", ["playwright", "test"], { E2E_SITE: "sample" }],
  ["Browser tests: the smallest site", "npx", ["playwright", "test"], { E2E_SITE: "smallest" }],
  // A second build, into build/nginx-e2e/, whose form posts to a loopback EmailJS stand-in, and a
  // third, build/nginx-e2e-b/, the other release the publishing tests deploy.
  ["Build for the nginx tests", "npx", ["tsx", "e2e-nginx/build.ts"]],
  ["Production serving tests (nginx)", "npx", ["playwright", "test", "-c", "playwright.nginx.config.ts"]],
];

for (const [name, command, args, env] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`✓ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
}
console.log("\n✓ All checks passed.");
