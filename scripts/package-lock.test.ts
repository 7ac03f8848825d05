// package-lock.json agrees with package.json and is complete, so that `npm ci` accepts it on every
// platform and `npm install` has nothing to add to it. Offline and fast: it reads the two files and
// asks npm itself (`npm ls --package-lock-only`) whether each range in package.json is satisfied.
// The install on a fresh clone, with the network, is scripts/check-fresh-clone.ts (docs/tests.md).
//
// Why the last tests: npm 11 locks every platform's build of a package's optional dependencies
// (@pagefind/darwin-arm64 on Linux too), but drops, without a word, any whose manifest it could not
// fetch when it wrote the lock. A lock written where the registry served only some platforms lacks
// the others; wherever the registry serves them all, `npm install` adds them (617 lines) and `npm ci`
// refuses the lock ("Missing: @tailwindcss/oxide-darwin-arm64@4.3.5 from lock file"). How to write
// a complete lock: docs/publishing.md, "The lock file".
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { SPAWNED_PROCESS_TIMEOUT_MS } from "#shared/testing/timeouts.ts";

type Entry = {
  name?: string;
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  inBundle?: boolean;
  engines?: Record<string, string>;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
// One test runs npm (a Node process that reads the whole lock).
vi.setConfig({ testTimeout: SPAWNED_PROCESS_TIMEOUT_MS });

const manifest = JSON.parse(readFileSync("package.json", "utf8")) as Entry;
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  lockfileVersion: number;
  packages: Record<string, Entry>;
};
const { packages } = lock;
const entries = Object.entries(packages).filter(([location, entry]) => location !== "" && !entry.link);

/** Where Node (and npm) finds `name` required from the package at `from`: its own node_modules, then each parent's. */
function locate(from: string, name: string): string | undefined {
  for (let dir = from; ;) {
    const candidate = `${dir ? `${dir}/` : ""}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const parent = dir.lastIndexOf("/node_modules/");
    dir = parent < 0 ? "" : dir.slice(0, parent);
  }
}

describe("package-lock.json", () => {
  it("is a version 3 lock whose root entry is package.json's: name, every dependency list, engines", () => {
    expect(lock.lockfileVersion).toBe(3);
    const root = packages[""]!;
    expect(root.name).toBe(manifest.name);
    // The root's optional dependency (the Litestream binary) only under optionalDependencies, as `npm install`
    // writes it (scripts/check-fresh-clone.ts found a lock that also had it among the dependencies).
    for (const field of ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies", "engines"] as const)
      expect(root[field] ?? {}, field).toEqual(manifest[field] ?? {});
  });

  it("locks, for every range in package.json, a version it allows (npm ls, offline)", () => {
    const result = spawnSync("npm", ["ls", "--package-lock-only", "--json", "--offline"], { encoding: "utf8" });
    const report = JSON.parse(result.stdout) as { problems?: string[]; dependencies?: Record<string, unknown> };
    expect(report.problems ?? []).toEqual([]);
    expect(Object.keys(report.dependencies ?? {}).sort()).toEqual(
      Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.optionalDependencies }).sort(),
    );
    expect(result.status).toBe(0);
  });

  it("has an entry for every dependency a locked package declares, optional ones for every platform included", () => {
    const missing: string[] = [];
    const wrong: string[] = [];
    for (const [location, entry] of entries) {
      for (const [name, range] of Object.entries({ ...entry.dependencies, ...entry.optionalDependencies })) {
        const found = locate(location, name);
        if (!found) missing.push(`${name}@${range} (${entry.optionalDependencies?.[name] ? "optional, " : ""}of ${location})`);
        // Platform builds are asked for by exact version: the one locked must be it.
        else if (/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range) && packages[found]!.version !== range)
          wrong.push(`${found} is ${packages[found]!.version}, ${location} asks for ${range}`);
      }
    }
    expect(missing, "not in the lock: rewrite it as docs/publishing.md says").toEqual([]);
    expect(wrong).toEqual([]);
  });

  it("gives every package its version and integrity, and its registry address in all entries or in none", () => {
    const incomplete = entries.filter(([, entry]) => !entry.inBundle && (!entry.version || !entry.integrity));
    expect(incomplete.map(([location]) => location)).toEqual([]);
    // Half and half is a lock written by two npm configurations (omit-lockfile-registry-resolved):
    // the next install on either rewrites part of it.
    const withAddress = entries.filter(([, entry]) => !entry.inBundle && entry.resolved).length;
    expect([0, entries.filter(([, entry]) => !entry.inBundle).length]).toContain(withAddress);
  });
});
