// Publishing (`npm run deploy`, `npm run rollback`, scripts/deploy.ts) against a real nginx that
// serves <target>/current, with the two releases e2e/nginx/build.ts builds: A (build/nginx-e2e) and
// B (build/nginx-e2e-b: another phone number, so other text and other chunk hashes).
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { expect, test } from "#e2e/test.ts";
import { clientDir as releaseA, deployPort, nginxPort, releaseBDirectory } from "./setup.ts";

const releaseB = path.join(releaseBDirectory, "client");
const live = `http://127.0.0.1:${deployPort}`;
const phoneOf = (build: string) => /href="tel:([^"]+)"/.exec(readFileSync(path.join(build, "app/index.html"), "utf8"))![1];

let target: string;
let nginx: ChildProcess | undefined;

/** `npm run deploy|rollback -- <target> …` as a child process (the test's own event loop stays free). */
function publish(command: "deploy" | "rollback", ...args: string[]): Promise<{ code: number; output: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(
      path.resolve("node_modules/.bin/tsx"),
      ["scripts/deploy.ts", command, target, ...(command === "deploy" ? ["--static-only"] : []), ...args],
      { env: { ...process.env, DEPLOY_HEALTH_URL: "" } },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ code: code ?? 1, output, seconds: (performance.now() - started) / 1000 }));
  });
}

const liveRelease = () => path.basename(readlinkSync(path.join(target, "current")));
const homeOf = (release: string) => readFileSync(path.join(target, "releases", release, "app/index.html"), "utf8");

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  target = mkdtempSync(path.join(os.tmpdir(), "alborada-deploy-target-"));
  const first = await publish("deploy", "--build", releaseA);
  expect(first.code, first.output).toBe(0);
  // NGINX_ROOT=<target>/current npm run serve:nginx, as docs/deploying.md says.
  nginx = spawn("node", ["--import", "tsx", "scripts/serve-nginx.ts"], {
    env: { ...process.env, PORT: String(deployPort), HOST: "127.0.0.1", NGINX_ROOT: path.join(target, "current") },
    stdio: "inherit",
  });
  await expect
    .poll(
      () =>
        fetch(`${live}/app/`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 20_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once("exit", resolve));
    nginx.kill("SIGTERM");
    await exited;
  }
  rmSync(target, { recursive: true, force: true });
});

test("a page opened before a deploy still hydrates its islands after it; its links load the new release; a rollback brings the old one back", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const [phoneA, phoneB] = [phoneOf(releaseA), phoneOf(releaseB)];
  expect(phoneA).not.toBe(phoneB);
  await page.goto(`${live}/app/`);
  await expect(page.locator('a[href^="tel:"]').first()).toHaveAttribute("href", `tel:${phoneA}`);
  // An island not hydrated yet: it hydrates as it nears the screen, after the deploy below.
  const unhydrated = page.locator('astro-island[client="visible"][ssr]').last();
  await expect(unhydrated).toBeAttached();
  const later = page.locator(`astro-island[uid="${await unhydrated.getAttribute("uid")}"]`);
  const laterUrl = (await later.getAttribute("component-url"))!;
  await page.evaluate(() => ((window as unknown as { loadedBeforeDeploy: boolean }).loadedBeforeDeploy = true));

  const deployed = await publish("deploy", "--build", releaseB, "--url", live);
  expect(deployed.code, deployed.output).toBe(0);
  console.log(`deploy of B with the health check: ${deployed.seconds.toFixed(1)} s`);
  const [assetsA, assetsB] = [releaseA, releaseB].map((build) => new Set(readdirSync(path.join(build, "app/assets"))));
  const onlyInA = [...assetsA!].filter((file) => !assetsB!.has(file));
  expect(onlyInA.filter((file) => file.endsWith(".js")).length, "B has other scripts than A").toBeGreaterThan(0);

  // The same page, still A's, scrolled to that island: A's scripts, now served from B's directory.
  const responses: { path: string; status: number }[] = [];
  page.on("response", (response) => responses.push({ path: new URL(response.url()).pathname, status: response.status() }));
  await later.locator("xpath=*").first().scrollIntoViewIfNeeded();
  await expect(later).not.toHaveAttribute("ssr");
  expect(await page.evaluate(() => (window as unknown as { loadedBeforeDeploy?: boolean }).loadedBeforeDeploy), "no reload").toBe(
    true,
  );
  expect(responses.filter((response) => response.status >= 400).map((response) => `${response.status} ${response.path}`)).toEqual(
    [],
  );
  expect(responses.map((response) => response.path)).toContain(laterUrl);
  const scriptsOfA = responses.filter((response) => onlyInA.includes(path.basename(response.path)));
  expect(scriptsOfA.length, "the island loaded scripts that only A has, from B's directory").toBeGreaterThan(0);

  // A link followed from that page is a page load: B's page, with B's phone.
  const doctorLink = page.locator('a[href^="/app/perfil-doctor/"]').first();
  const doctorPath = (await doctorLink.getAttribute("href"))!;
  await doctorLink.click();
  await expect(page).toHaveURL(`${live}${doctorPath}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('a[href^="tel:"]').first()).toHaveAttribute("href", `tel:${phoneB}`);

  await page.goto(`${live}/app/`);
  await expect(page.locator('a[href^="tel:"]').first()).toHaveAttribute("href", `tel:${phoneB}`);

  const rolledBack = await publish("rollback", "--url", live);
  expect(rolledBack.code, rolledBack.output).toBe(0);
  console.log(`rollback with the health check: ${rolledBack.seconds.toFixed(1)} s`);
  await page.goto(`${live}/app/`);
  await expect(page.locator('a[href^="tel:"]').first()).toHaveAttribute("href", `tel:${phoneA}`);
});

test("two deploys and a rollback under load: not one failed request", async () => {
  test.setTimeout(120_000);
  const load = autocannon({ url: `${live}/app/`, connections: 10, duration: 100, headers: { "accept-encoding": "br, gzip" } });
  const steps = [
    await publish("deploy", "--build", releaseB, "--url", live),
    await publish("deploy", "--build", releaseA, "--url", live),
    await publish("rollback", "--url", live),
  ];
  load.stop();
  const result = await load;
  for (const step of steps) expect(step.code, step.output).toBe(0);
  console.log(
    `autocannon /app/ during two deploys and a rollback (${steps.map((step) => `${step.seconds.toFixed(1)} s`).join(", ")}; 10 connections, br): ` +
      `${Math.round(result.requests.average)} requests/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
      `${result.requests.total} requests, ${result["2xx"]} 2xx, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
  );
  expect(result.requests.total).toBeGreaterThan(100);
  expect(result.non2xx).toBe(0);
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
});

/** Requests /app/ until `until` settles; returns every answer that was not the given home page. */
async function watchHome(expected: string, until: Promise<unknown>): Promise<string[]> {
  const wrong: string[] = [];
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const response = await fetch(`${live}/app/`);
    const body = await response.text();
    if (response.status !== 200 || body !== expected) wrong.push(`${response.status} ${body.slice(0, 80)}`);
  }
  return wrong;
}

test("a release without app/index.html is never switched to: the live site keeps answering from the one before", async () => {
  const broken = mkdtempSync(path.join(os.tmpdir(), "alborada-broken-release-"));
  try {
    cpSync(releaseB, broken, { recursive: true });
    for (const file of ["index.html", "index.html.br", "index.html.gz"]) rmSync(path.join(broken, "app", file));
    const before = liveRelease();
    const releases = readdirSync(path.join(target, "releases"));
    const deploying = publish("deploy", "--build", broken, "--url", live);
    const wrong = await watchHome(homeOf(before), deploying);
    const result = await deploying;
    expect(result.code, result.output).toBe(3);
    expect(result.output).toContain("FAIL");
    expect(result.output).toContain(`${before} stays live`);
    expect(wrong, "answers not from the live release during the deploy").toEqual([]);
    expect(liveRelease()).toBe(before);
    expect(readdirSync(path.join(target, "releases")), "the failed release is removed").toEqual(releases);
  } finally {
    rmSync(broken, { recursive: true, force: true });
  }
});

test("a release the live server does not answer with is switched back automatically", async () => {
  const before = liveRelease();
  // The URL of another server (the main nginx tests' one, serving A's build): it answers, but not
  // with the new release's pages, as a server still pointed at another directory would.
  const result = await publish("deploy", "--build", releaseB, "--url", `http://127.0.0.1:${nginxPort}`);
  expect(result.code, result.output).toBe(3);
  expect(result.output).toContain("the server answers with other content than this release's");
  expect(result.output).toContain(`switched back to ${before}, which is live again`);
  expect(liveRelease()).toBe(before);
  expect(await (await fetch(`${live}/app/`)).text()).toBe(homeOf(before));
});
