// `npm run bench -- publish [--runs 3]`: how long a content change takes from its commit to a live,
// health-checked release, on this machine, the way the CI workflow's content lane does it. In a clone
// of this repository (a fresh `git clone` of HEAD, as a CI checkout or a new developer's), with a
// deploy target served by nginx as production serves it:
//   1. `npm ci` in the fresh clone, then `npm install`: after each, `git status --porcelain` must be
//      empty (the lock file is complete; scripts/check-fresh-clone.ts does the same on its own);
//   2. a first release is deployed, untimed, so there is a live site;
//   3. each run commits a small content edit, only content/ (as the editor does), then times, as CI
//      does after its checkout: the lane's choice (scripts/ci-lane.sh), `npm ci` from a warm npm cache
//      with the image pipeline's cache restored (actions/cache), `npm run test:content` (one build and
//      the checks of the touched pages) and `npm run deploy -- <target> --url <live site>` (switch +
//      health check).
// The deploy is the static site's (--static-only): a content edit changes the pages, not the complaints
// book's service, whose own deploy (a restart and its health check) the workflow adds on the server.
// It prints each phase, each run's total and the median. What GitHub adds and this machine cannot
// show (queueing, the container, Debian's Chromium, the artifact's trip between jobs) is listed in
// docs/publishing.md. Timing lives here only: the machine is shared, so tests never assert it.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" }, port: { type: "string", default: "8097" } } });
const runs = Number(values.runs);
const port = Number(values.port);
const live = `http://127.0.0.1:${port}`;

const work = mkdtempSync(path.join(tmpdir(), "alborada-publish-"));
const repo = path.join(work, "checkout");
const target = path.join(work, "target");
const quiet = { stdio: ["ignore", "ignore", "inherit"] as ["ignore", "ignore", "inherit"] };
const sh = (command: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync(command, args, { cwd: repo, ...quiet, env: { ...process.env, ...env } });
const seconds = (since: number) => (Date.now() - since) / 1000;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

/** The clone has no change of its own: an install or a build must not write any file git tracks or sees. */
function assertClean(after: string) {
  const status = execFileSync("git", ["status", "--porcelain"], { cwd: repo, encoding: "utf8" }).trimEnd();
  if (status) throw new Error(`${after} changed the fresh clone:\n${status}`);
  console.log(`${after}: git status --porcelain is empty.`);
}

/** The install as CI runs it: the npm cache is warm (actions/cache), the image pipeline's output restored after. */
function install() {
  sh("npm", ["ci", "--no-audit", "--no-fund", "--prefer-offline"]);
  const images = path.resolve("node_modules/.astro");
  if (existsSync(images)) cpSync(images, path.join(repo, "node_modules/.astro"), { recursive: true });
}

let nginx: ReturnType<typeof spawn> | undefined;
try {
  console.log(`A clone of this repository in ${repo}; deploy target ${target}, served by nginx on ${live}.`);
  execFileSync("git", ["clone", "--quiet", "--no-local", process.cwd(), repo]);
  const installing = Date.now();
  install();
  console.log(`npm ci in the fresh clone: ${seconds(installing).toFixed(0)} s.`);
  assertClean("npm ci");
  sh("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline"]);
  assertClean("npm install");
  // The first release, so that a live site answers the health checks.
  sh("npm", ["run", "--silent", "build"]);
  sh("npm", ["run", "--silent", "deploy", "--", target, "--static-only"]);
  nginx = spawn("node", ["--import", "tsx", path.resolve("scripts/serve-nginx.ts")], {
    env: { ...process.env, PORT: String(port), NGINX_ROOT: path.join(target, "current") },
    stdio: "ignore",
  });
  for (let tries = 0; ; tries++) {
    if (
      (await fetch(`${live}/app/`).then(
        (response) => response.status,
        () => 0,
      )) === 200
    )
      break;
    if (tries > 100) throw new Error("nginx did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const totals: number[] = [];
  for (let run = 1; run <= runs; run++) {
    // A clinic's edit: one more sentence in a professional's CV.
    const staff = path.join(repo, "content/staff");
    const file = path.join(
      staff,
      execFileSync("ls", [staff], { encoding: "utf8" })
        .split("\n")
        .find((name) => name.endsWith(".md"))!,
    );
    writeFileSync(file, `${readFileSync(file, "utf8").trimEnd()}\n\nActualización ${run} de su perfil.\n`);
    // Only content/, as the editor commits; whatever else the checkout holds stays out.
    sh("git", ["add", "--", "content"]);
    sh("git", ["-c", "user.name=bench", "-c", "user.email=bench@localhost", "commit", "-qm", `Contenido: perfil, cambio ${run}`]);
    rmSync(path.join(repo, "node_modules"), { recursive: true, force: true });
    rmSync(path.join(repo, "build"), { recursive: true, force: true });

    const phases: [string, number][] = [];
    const started = Date.now();
    const phase = (name: string, work: () => void) => {
      const since = Date.now();
      work();
      phases.push([name, seconds(since)]);
    };
    phase("lane", () => {
      const lane = execFileSync("bash", ["scripts/ci-lane.sh"], {
        cwd: repo,
        encoding: "utf8",
        env: { ...process.env, BASE: "HEAD~1", VERIFIED: "true", GITHUB_OUTPUT: "/dev/null" },
      });
      if (!lane.startsWith("Lane: content")) throw new Error(`expected the content lane: ${lane}`);
    });
    phase("npm ci", install);
    phase("test:content", () =>
      sh("npm", ["run", "--silent", "test:content", "--", "--base", "HEAD~1"], { E2E_PORT: String(port + 1) }),
    );
    phase("deploy", () => sh("npm", ["run", "--silent", "deploy", "--", target, "--url", live, "--static-only"]));
    const total = seconds(started);
    totals.push(total);
    console.log(
      `run ${run}: ${phases.map(([name, time]) => `${name} ${time.toFixed(1)} s`).join(" · ")} · total ${total.toFixed(1)} s`,
    );
  }
  console.log(
    `\ncontent commit → live, health-checked release: median ${median(totals).toFixed(1)} s of ${runs} (${totals.map((t) => t.toFixed(1)).join(", ")})`,
  );
} finally {
  nginx?.kill("SIGTERM");
  rmSync(work, { recursive: true, force: true });
}
