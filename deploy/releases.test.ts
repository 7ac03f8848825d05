// The release layout on a local target, with small stand-in builds (the real builds behind nginx and
// in Chromium: e2e-nginx/publishing.spec.ts).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SPAWNED_PROCESS_TIMEOUT_MS } from "#shared/testing/timeouts.ts";
import { deploy, releaseId, rollback, urlPathOf } from "./releases.ts";
import { HealthCheckFailed, parseTarget } from "./target.ts";

let scratch: string;
beforeEach(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), "alborada-releases-test-"));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** A client build whose pages name `version` and whose own chunk is `chunk-<version>.js`. */
function build(version: string, { withHome = true } = {}): string {
  const dir = path.join(scratch, `build-${version}`);
  const files: Record<string, string> = {
    "app/contactanos/index.html": `<p>contact ${version}</p>`,
    "app/servicios/cirugias/index.html": `<p>service ${version}</p>`,
    "app/404.html": `<p>not found ${version}</p>`,
    "app/sitemap-0.xml": `<urlset>${version}</urlset>`,
    [`app/assets/chunk-${version}.js`]: `chunk ${version}`,
    "app/assets/shared.js": "shared",
  };
  if (withHome) files["app/index.html"] = `<script type="module" src="/app/assets/chunk-${version}.js"></script>`;
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const quiet = { log: () => {} };
const target = () => parseTarget(path.join(scratch, "site"));
const live = () => readlinkSync(path.join(scratch, "site/current"));
const served = (file: string) => readFileSync(path.join(scratch, "site/current", file), "utf8");
const releases = () => readdirSync(path.join(scratch, "site/releases")).sort();
const deployed = (version: string) => deploy(target(), build(version), { ...quiet, commit: version });

describe("parseTarget", () => {
  it("reads user@host:/path as a server and anything else as a local directory", () => {
    expect(parseTarget("deploy@web.example.pe:/srv/alborada")).toEqual({
      spec: "deploy@web.example.pe:/srv/alborada",
      host: "deploy@web.example.pe",
      dir: "/srv/alborada",
    });
    expect(parseTarget("web:sites/alborada").host).toBe("web");
    expect(parseTarget("/srv/alborada")).toEqual({ spec: "/srv/alborada", dir: "/srv/alborada" });
    expect(parseTarget("./out:1").host).toBeUndefined();
  });
});

describe("release ids and addresses", () => {
  it("sort by time, to the millisecond, and name the commit", () => {
    expect(releaseId("abc1234", new Date("2026-11-23T03:15:00.042Z"))).toBe("20261123T031500.042Z-abc1234");
    expect(releaseId("f", new Date("2026-11-23T03:15:00.042Z")) < releaseId("0", new Date("2026-11-23T03:15:00.043Z"))).toBe(
      true,
    );
  });

  it("map release files to the paths the server answers them at", () => {
    expect(urlPathOf("app/index.html")).toBe("/app/");
    expect(urlPathOf("app/servicios/cirugias/index.html")).toBe("/app/servicios/cirugias");
    expect(urlPathOf("app/assets/chunk.js")).toBe("/app/assets/chunk.js");
  });
});

// Every step of a deploy is a shell process (runOnTarget), as on the server: a handful per deploy,
// and up to seven deploys in a test.
describe("deploy and rollback on a local target", { timeout: SPAWNED_PROCESS_TIMEOUT_MS }, () => {
  it("switches current to a relative link to the new release, which holds the whole build", async () => {
    const id = await deployed("a");
    expect(live()).toBe(`releases/${id}`);
    expect(served("app/servicios/cirugias/index.html")).toBe("<p>service a</p>");
    expect(readdirSync(path.join(scratch, "site")).sort()).toEqual(["current", "releases"]);
  });

  it("serves the own chunks of the two previous releases, never their pages or other files, and carries nothing on for ever", async () => {
    await deployed("a");
    await deployed("b");
    await deployed("c");
    expect(readdirSync(path.join(scratch, "site/current/app/assets")).sort()).toEqual([
      "chunk-a.js",
      "chunk-b.js",
      "chunk-c.js",
      "shared.js",
    ]);
    expect(served("app/contactanos/index.html")).toBe("<p>contact c</p>");
    expect(served("app/404.html")).toBe("<p>not found c</p>");
    expect(served("app/sitemap-0.xml")).toBe("<urlset>c</urlset>");
    await deployed("d");
    expect(readdirSync(path.join(scratch, "site/current/app/assets")).sort()).toEqual([
      "chunk-b.js",
      "chunk-c.js",
      "chunk-d.js",
      "shared.js",
    ]);
  });

  it("keeps the last five releases", async () => {
    const ids = [];
    for (const version of ["a", "b", "c", "d", "e", "f", "g"]) ids.push(await deployed(version));
    expect(releases()).toEqual(ids.slice(2));
  });

  it("rolls back to the release before the live one, which also gets the abandoned release's chunks", async () => {
    const a = await deployed("a");
    const b = await deployed("b");
    expect(await rollback(target(), quiet)).toBe(a);
    expect(live()).toBe(`releases/${a}`);
    expect(served("app/index.html")).toContain("chunk-a.js");
    expect(existsSync(path.join(scratch, "site/current/app/assets/chunk-b.js"))).toBe(true);
    expect(releases()).toEqual([a, b]);
    await expect(rollback(target(), quiet)).rejects.toThrow(
      `Nothing to roll back to on ${target().spec}: no release kept before ${a}.`,
    );
  });

  it("never rolls back to a release that was itself rolled back", async () => {
    const a = await deployed("a");
    await deployed("b");
    await rollback(target(), quiet);
    await deployed("c");
    expect(await rollback(target(), quiet)).toBe(a);
  });

  it("never switches to a release without its home page, and removes it", async () => {
    const a = await deployed("a");
    const lines: string[] = [];
    const broken = deploy(target(), build("b", { withHome: false }), { log: (line) => lines.push(line), commit: "b" });
    await expect(broken).rejects.toThrow(HealthCheckFailed);
    await expect(broken).rejects.toThrow(`${a} stays live`);
    expect(lines.join("\n")).toMatch(/FAIL releases\/\S+-b\/app\/index\.html is missing or empty/);
    expect(live()).toBe(`releases/${a}`);
    expect(releases()).toEqual([a]);
  });

  it("switches back when the live server does not answer with the new release", async () => {
    const a = await deployed("a");
    // Nothing listens on port 9 (discard) of loopback: every request fails.
    const failing = deploy(target(), build("b"), { ...quiet, commit: "b", url: "http://127.0.0.1:9" });
    await expect(failing).rejects.toThrow(`switched back to ${a}, which is live again.`);
    expect(live()).toBe(`releases/${a}`);
    expect(releases()).toEqual([a]);
  });
});
