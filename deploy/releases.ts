// Publishing a client build to a target directory as releases, switched atomically:
//
//   <target>/releases/<id>/   one directory per release: what build/client holds, plus the hashed
//                             assets (app/assets/) of the releases live just before it
//   <target>/current          a symlink to releases/<id>, the one the web server serves
//
// The target is a local directory or `user@host:/path`. Every step on it is one shell script, run by
// `sh` here or by `sh` on the server through ssh, so both kinds of target go through the same code;
// only the copy of the build differs (a local copy, or rsync over ssh).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync } from "node:fs";
import path from "node:path";
import { filesUnder } from "#app/build-steps/pages.ts";
import { deployService, type ServiceOptions } from "./service-release.ts";
import { HealthCheckFailed, quote, runOnTarget, SSH, type Target } from "./target.ts";

/** Releases kept on the target (the live one is never removed). */
export const KEEP_RELEASES = 5;
/** How many earlier releases' own hashed assets each new release also serves. */
const CARRIED_RELEASES = 2;
/** Inside each release: the hashed assets its own build made, one path (under app/assets/) a line. */
const OWN_ASSETS = ".release-assets";
/** Inside a release a rollback left. */
const ROLLED_BACK = ".rolled-back";
const RELEASE_ID = /^\d{8}T\d{6}\.\d{3}Z-[\w.-]+$/;

type TargetState = {
  /** Release ids, oldest first. */
  releases: string[];
  /** The id `current` points to, if any. */
  current?: string;
  /** Releases a rollback left: never rolled back to again. */
  rolledBack: string[];
};

function readState(target: Target): TargetState {
  const [link = "", ...lines] = runOnTarget(
    target,
    `mkdir -p releases
readlink current || echo
for dir in releases/*/; do
  [ -d "$dir" ] || continue
  if [ -f "$dir${ROLLED_BACK}" ]; then echo "$(basename "$dir") rolled-back"; else basename "$dir"; fi
done`,
  )
    .toString()
    .split("\n");
  const entries = lines.map((line) => line.split(" ")).filter(([id]) => RELEASE_ID.test(id!));
  return {
    current: link.trim() ? path.basename(link.trim()) : undefined,
    releases: entries.map(([id]) => id!).sort(),
    rolledBack: entries.filter(([, mark]) => mark).map(([id]) => id!),
  };
}

/** UTC time to the millisecond (so ids sort by age, even two in a second) and the short commit. */
export function releaseId(commit: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, ""); // 20261123T031500.123Z
  return `${stamp}-${commit}`;
}

/** The short commit of the checkout, with `-dirty` if it has uncommitted changes. */
function currentCommit(): string {
  const git = (...args: string[]) => spawnSync("git", args, { encoding: "utf8" });
  const head = git("rev-parse", "--short", "HEAD");
  if (head.status !== 0) return (process.env.GITHUB_SHA ?? "nogit").slice(0, 7);
  const dirty = git("status", "--porcelain").stdout.trim() !== "";
  return head.stdout.trim() + (dirty ? "-dirty" : "");
}

/** Copies the client build into releases/<id>/ and records its own hashed assets. */
function uploadRelease(target: Target, buildDir: string, id: string): { files: number } {
  if (!existsSync(path.join(buildDir, "app")))
    throw new Error(`${buildDir} is not a client build (no app/): run \`npm run build\` first.`);
  const files = filesUnder(buildDir);
  if (target.host) {
    runOnTarget(target, `mkdir -p releases/${id}`);
    const rsync = spawnSync(
      "rsync",
      ["-a", "-e", ["ssh", ...SSH].join(" "), `${buildDir}/`, `${target.host}:${target.dir}/releases/${id}/`],
      {
        stdio: ["ignore", "inherit", "pipe"],
      },
    );
    if (rsync.status !== 0)
      throw new Error(`rsync to ${target.spec} failed: ${rsync.stderr?.toString().trim() || rsync.error?.message}`);
  } else {
    cpSync(buildDir, path.join(target.dir, "releases", id), {
      recursive: true,
      preserveTimestamps: true,
      errorOnExist: true,
      force: false,
    });
  }
  const own = files.filter((file) => file.startsWith("app/assets/")).map((file) => file.slice("app/assets/".length));
  runOnTarget(target, `cat > releases/${id}/${OWN_ASSETS} <<'EOF'\n${own.join("\n")}\nEOF`);
  return { files: files.length };
}

/**
 * Hard-links (copies, across file systems) into release `into` the own hashed assets of each release
 * in `from` that it does not have, so pages loaded from those keep finding their chunks. Only own
 * assets, never carried ones, so nothing is carried on for ever. Returns how many it added.
 */
function carryAssets(target: Target, into: string, from: string[]): number {
  if (from.length === 0) return 0;
  const output = runOnTarget(
    target,
    `cd releases/${into}
mkdir -p app/assets
cd app/assets
added=0
for release in ${from.map(quote).join(" ")}; do
  list="../../../$release/${OWN_ASSETS}"
  [ -f "$list" ] || continue
  while IFS= read -r file; do
    source="../../../$release/app/assets/$file"
    if [ -z "$file" ] || [ -e "$file" ] || [ ! -f "$source" ]; then continue; fi
    mkdir -p "$(dirname "$file")"
    ln "$source" "$file" 2>/dev/null || cp -p "$source" "$file"
    added=$((added + 1))
  done < "$list"
done
echo "$added"`,
  );
  return Number(output.toString().trim());
}

/**
 * Points `current` at releases/<id> in one step: a new symlink under a temporary name, renamed over
 * `current` (rename(2) is atomic, so every request sees the old release or the new one, never none).
 */
function switchTo(target: Target, id: string): void {
  runOnTarget(target, `[ -d releases/${id} ]\nln -sfn releases/${id} .current-${id}\nmv -T .current-${id} current`);
}

/** Removes the releases past the newest `keep`, never the live one. Returns the ids removed. */
function prune(target: Target, keep = KEEP_RELEASES): string[] {
  const { releases, current } = readState(target);
  const old = releases.slice(0, Math.max(0, releases.length - keep)).filter((id) => id !== current);
  if (old.length) removeReleases(target, old);
  return old;
}

function removeReleases(target: Target, ids: string[]): void {
  runOnTarget(target, `rm -rf ${ids.map((id) => quote(`releases/${id}`)).join(" ")}`);
}

/** A file the health check looks at, with the sha256 (hex) of its content in the release. */
type Probe = { file: string; sha256?: string };

/**
 * What the health check looks at in a release: its home page, the first page under each top-level
 * folder of app/ (a service, a doctor, the contact page, …) and the first script the home page
 * names (an island's); each with its content's hash, or none if it is missing or empty. One
 * script, so one ssh connection for a remote target.
 */
function probeFiles(target: Target, id: string): Probe[] {
  const output = runOnTarget(
    target,
    `cd releases/${id}
{
  echo app/index.html
  for dir in app/*/; do
    for page in "$dir"index.html "$dir"*/index.html; do
      if [ -f "$page" ]; then echo "$page"; break; fi
    done
  done
  if [ -f app/index.html ]; then
    grep -o '/app/assets/[^"]*\\.js' app/index.html | head -n 1 | cut -c 2-
  fi
} | while IFS= read -r file; do
  if [ -s "$file" ]; then sha256sum "$file"; else echo "- $file"; fi
done`,
  ).toString();
  return output
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [hash, file] = [line.slice(0, line.indexOf(" ")), line.slice(line.indexOf(" ") + 1).replace(/^[ *]/, "")];
      return hash === "-" ? { file } : { file, sha256: hash };
    });
}

/** The URL path a release file answers at: app/x/index.html is /app/x, app/index.html is /app/. */
export function urlPathOf(file: string): string {
  const page = /^(.+)\/index\.html$/.exec(file)?.[1];
  return page === "app" ? "/app/" : `/${page ?? file}`;
}

type HealthReport = { ok: boolean; lines: string[] };

/** Before a switch: each probe file exists in the release and is not empty. */
function checkFiles(id: string, probes: Probe[]): HealthReport {
  const lines = probes.map(
    ({ file, sha256 }) => `${sha256 ? "ok  " : "FAIL"} releases/${id}/${file}${sha256 ? "" : " is missing or empty"}`,
  );
  return { ok: probes.every((probe) => probe.sha256), lines };
}

/**
 * After a switch: each probe answers 200 through the live server with exactly the release's bytes
 * (so a server that still serves another release, or another directory, fails too).
 */
async function checkLive(probes: Probe[], url: string): Promise<HealthReport> {
  const lines: string[] = [];
  for (const { file, sha256 } of probes) {
    const address = new URL(urlPathOf(file), url).href;
    let problem = "";
    try {
      const response = await fetch(address, {
        redirect: "manual",
        signal: AbortSignal.timeout(10_000),
        headers: { "cache-control": "no-cache" },
      });
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) problem = `status ${response.status}`;
      else if (createHash("sha256").update(body).digest("hex") !== sha256)
        problem = "the server answers with other content than this release's";
    } catch (error) {
      problem = `${(error as Error).message}${(error as Error).cause ? ` (${String((error as Error).cause)})` : ""}`;
    }
    lines.push(`${problem ? "FAIL" : "ok  "} ${address}${problem ? `: ${problem}` : ""}`);
  }
  return { ok: lines.every((line) => line.startsWith("ok")), lines };
}

export type PublishOptions = {
  /** The live site's address for the health check; without it the release's files are checked. */
  url?: string;
  /**
   * Also install the Node service's new version (deploy/service-release.ts) and restart it, before
   * the static release goes live; its health is checked at <url>/app/api/salud.
   */
  service?: ServiceOptions;
  keep?: number;
  /** Where to print what was done (default: console.log). */
  log?: (line: string) => void;
};

/**
 * Makes `id` live in place of `live`. Its files are checked first: a release that lacks a page or
 * its script is never switched to. Then, with a URL, the live server is checked, and on any failure
 * `current` goes back to `live` (or, with none, is removed: better no site than a broken one).
 */
async function switchAndCheck(target: Target, id: string, live: string | undefined, options: PublishOptions): Promise<void> {
  const log = options.log ?? console.log;
  const probes = probeFiles(target, id);
  const files = checkFiles(id, probes);
  log(`  files of releases/${id}:`);
  for (const line of files.lines) log(`    ${line}`);
  if (!files.ok)
    throw new HealthCheckFailed(
      `Release ${id} is incomplete, so it was not switched to; ${live ? `${live} stays live` : "nothing is live"}.`,
    );
  switchTo(target, id);
  log(`  current → releases/${id}${live ? ` (was ${live})` : ""}`);
  if (!options.url) {
    log("  no --url nor DEPLOY_HEALTH_URL: the live server was not checked, only the release's files (above)");
    return;
  }
  const health = await checkLive(probes, options.url);
  log(`  health check through ${options.url}:`);
  for (const line of health.lines) log(`    ${line}`);
  if (health.ok) return;
  if (live) switchTo(target, live);
  else runOnTarget(target, "rm -f current");
  throw new HealthCheckFailed(
    `Health check through ${options.url} failed for release ${id}: ` +
      (live ? `switched back to ${live}, which is live again.` : "there was no earlier release, so nothing is live now."),
  );
}

/** `npm run deploy`: the build in `buildDir` becomes a new release and goes live. Returns its id. */
export async function deploy(
  target: Target,
  buildDir: string,
  options: PublishOptions & { commit?: string } = {},
): Promise<string> {
  const log = options.log ?? console.log;
  const started = performance.now();
  const before = readState(target);
  const id = releaseId(options.commit ?? currentCommit());
  log(`deploy: ${buildDir} → ${target.spec}, release ${id}`);
  const { files } = uploadRelease(target, buildDir, id);
  log(`  copied ${files} files into releases/${id}`);
  // The releases visitors may still have pages of: the live one and the newest two (the same, but
  // for after a rollback).
  const earlier = [...new Set([before.current, ...before.releases.slice(-CARRIED_RELEASES).reverse()])].filter(
    (release): release is string => Boolean(release),
  );
  const carried = carryAssets(target, id, earlier);
  if (earlier.length) log(`  kept ${carried} hashed assets of ${earlier.join(", ")} for pages opened before this deploy`);
  try {
    // The service first: a page of the new release may need the new service; the old pages keep
    // working with it (its API only grows). If it fails, the static release is not switched.
    if (options.service) await deployService(target, id, { ...options.service, url: options.url, log, keep: options.keep });
    await switchAndCheck(target, id, before.current, options);
  } catch (error) {
    removeReleases(target, [id]);
    log(`  removed the failed release ${id}`);
    throw error;
  }
  const removed = prune(target, options.keep);
  if (removed.length) log(`  removed ${removed.length} old release(s): ${removed.join(", ")}`);
  log(`deployed ${id} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return id;
}

/**
 * `npm run rollback`: the newest release before the live one that was not itself rolled back goes
 * live again, and the one left is marked so that a later rollback skips it. Returns the id.
 */
export async function rollback(target: Target, options: PublishOptions = {}): Promise<string> {
  const log = options.log ?? console.log;
  const started = performance.now();
  const { releases, current, rolledBack } = readState(target);
  const previous = releases.filter((id) => current && id < current && !rolledBack.includes(id)).at(-1);
  if (!current || !previous)
    throw new Error(
      `Nothing to roll back to on ${target.spec}: ${current ? `no release kept before ${current}` : "no release is live"}.`,
    );
  log(`rollback: ${target.spec} from ${current} to ${previous}`);
  // Pages loaded from the release being left keep finding their chunks.
  const carried = carryAssets(target, previous, [current]);
  log(`  kept ${carried} hashed assets of ${current} for pages opened before this rollback`);
  await switchAndCheck(target, previous, current, options);
  runOnTarget(target, `touch releases/${current}/${ROLLED_BACK}`);
  log(`rolled back to ${previous} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return previous;
}
