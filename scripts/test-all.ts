// `npm test`: every check, in order, stopping at the first that fails.
import { spawnSync } from "node:child_process";

const steps: [name: string, command: string, args: string[]][] = [
  ["Chromium for the browser tests", "bash", ["scripts/ensure-chromium.sh"]],
  ["nginx for the production serving tests", "bash", ["scripts/ensure-nginx.sh"]],
  ["Firefox for the other engines' tests", "bash", ["scripts/ensure-firefox.sh"]],
  ["WebKit for the other engines' tests", "bash", ["scripts/ensure-webkit.sh"]],
  ["Types", "npm", ["run", "--silent", "typecheck"]],
  ["Lint", "npx", ["eslint", "."]],
  ["Unit tests", "npx", ["vitest", "run"]],
  ["Build", "npm", ["run", "--silent", "build"]],
  ["Browser tests", "npx", ["playwright", "test"]],
  // Every page and the key flows in Firefox ESR and WebKitGTK (e2e-engines/, docs/engines.md).
  ["Browser tests in Firefox and WebKit", "npx", ["tsx", "e2e-engines/run.ts"]],
  // A second build, into build/nginx-e2e/, whose form posts to a loopback EmailJS stand-in, and a
  // third, build/nginx-e2e-b/, the other release the publishing tests deploy.
  ["Build for the nginx tests", "npx", ["tsx", "e2e-nginx/build.ts"]],
  ["Production serving tests (nginx)", "npx", ["playwright", "test", "-c", "playwright.nginx.config.ts"]],
];

for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}
console.log("\n✓ All checks passed.");
