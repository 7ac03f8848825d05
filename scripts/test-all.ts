// `npm test`: every check, stopping at the first that fails. Most steps keep both cores busy and run
// in turn; where a step leaves a core idle (a build waits on its pictures and its files, the nginx
// tests run one at a time, Firefox and WebKit wait on their drivers), two lanes of steps run side by
// side, each lane in order, their lines prefixed with the step's name (docs/tests.md).
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";

type Step = { name: string; command: string; args: string[] };
type Stage = Step | Step[][];

const step = (name: string, command: string, ...args: string[]): Step => ({ name, command, args });
/** The browser tests of one project of playwright.config.ts (one site, and the server it is served by). */
const browserTests = (name: string, project: string) => step(name, "npx", "playwright", "test", `--project=${project}`);

const stages: Stage[] = [
  step("Chromium for the browser tests", "bash", "scripts/ensure-chromium.sh"),
  step("nginx for the production serving tests", "bash", "scripts/ensure-nginx.sh"),
  step("Firefox for the other engines' tests", "bash", "scripts/ensure-firefox.sh"),
  step("WebKit for the other engines' tests", "bash", "scripts/ensure-webkit.sh"),
  step("Types", "npm", "run", "--silent", "typecheck"),
  step("Lint", "npx", "eslint", "."),
  // Which way the layers point and no cycles, between files or folders (.dependency-cruiser.cjs).
  step(
    "Dependencies",
    "npx",
    "depcruise",
    "--config",
    ".dependency-cruiser.cjs",
    "app",
    "server",
    "shared",
    "deploy",
    "scripts",
    "e2e",
    "astro.config.ts",
  ),
  step("Formatting (Prettier)", "npx", "prettier", "--check", "."),
  step("Unit tests", "npx", "vitest", "run"),
  [
    [step("Build", "npm", "run", "--silent", "build")],
    // The frozen sample and the smallest site, built from e2e/fixtures/ into build-fixtures/, and the
    // sample again for production serving: into build/nginx-e2e/, whose form posts to a loopback
    // EmailJS stand-in, and build/nginx-e2e-b/, the other release the publishing tests deploy. Their
    // cache of pictures is not the site's (e2e/fixtures/site-copy.ts), so they build beside it.
    [
      step("Build the fixture sites", "npx", "tsx", "e2e/fixtures/build.ts"),
      step("Build for the nginx tests", "npx", "tsx", "e2e/nginx/build.ts"),
    ],
  ],
  // One configuration (playwright.config.ts), one run per project: each is a site and its server.
  // The clinic's own content: the checks that follow it, on every page (e2e/sites.ts).
  browserTests("Browser tests: every page of the site", "site"),
  [
    // Every page and the key flows in Firefox ESR and WebKitGTK, on the same build (e2e/engines/,
    // docs/engines.md): what they expect comes from content/ and the built pages.
    [step("Browser tests in Firefox and WebKit", "npx", "tsx", "e2e/engines/run.ts")],
    // One test at a time (its load test asserts that no request fails, not how fast they are).
    [browserTests("Production serving tests (nginx)", "nginx")],
  ],
  browserTests("Browser tests: behaviour and the spec, on the sample", "sample"),
  browserTests("Browser tests: the smallest site", "smallest"),
];

const running = new Set<ChildProcess>();
const times: string[] = [];

/** Runs one step; beside another lane, its output lines carry its name. Resolves with its exit code. */
async function run({ name, command, args }: Step, beside: boolean): Promise<number> {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  // Its own process group, so that a failure elsewhere can stop it with everything it started.
  const child = spawn(command, args, { stdio: beside ? ["ignore", "pipe", "pipe"] : "inherit", detached: true });
  running.add(child);
  if (beside)
    for (const stream of [child.stdout!, child.stderr!])
      createInterface({ input: stream }).on("line", (line) => console.log(`[${name}] ${line}`));
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on("close", (...end) => resolve(end)),
  );
  running.delete(child);
  const seconds = Math.round((Date.now() - started) / 1000);
  if (code !== 0) {
    console.error(`\n✗ ${name} failed (exit ${code ?? signal}) after ${seconds} s.`);
    return code || 1;
  }
  times.push(`${String(seconds).padStart(5)} s  ${name}${beside ? " (beside another lane)" : ""}`);
  console.log(`✓ ${name} (${seconds} s)`);
  return 0;
}

/** Fails the whole run: stops what still runs in another lane, then exits with the step's code. */
function fail(code: number): never {
  for (const child of running) {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  process.exit(code);
}
// The steps run in process groups of their own, which a Ctrl-C at the terminal does not reach.
process.on("SIGINT", () => fail(130));
process.on("SIGTERM", () => fail(143));

const started = Date.now();
for (const stage of stages) {
  if (!Array.isArray(stage)) {
    const code = await run(stage, false);
    if (code) fail(code);
    continue;
  }
  await Promise.all(
    stage.map(async (lane) => {
      for (const laneStep of lane) {
        const code = await run(laneStep, true);
        if (code) fail(code);
      }
    }),
  );
}
console.log(`\n${times.join("\n")}\n✓ All checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
