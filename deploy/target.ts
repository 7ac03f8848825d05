// Where a release goes: a local directory or `user@host:/path`, and the one way every step reaches it
// (a shell script, run here or over ssh). Shared by the site's releases (releases.ts) and the
// service's (service-release.ts).
import { spawnSync } from "node:child_process";
import path from "node:path";

export type Target = {
  /** As given on the command line. */
  spec: string;
  /** `user@host` for a remote target. */
  host?: string;
  /** The target directory (absolute for a local target). */
  dir: string;
};

/** `user@host:/path` (or `host:path`) is a server reached by ssh; anything else a local directory. */
export function parseTarget(spec: string): Target {
  const remote = /^((?:[\w.-]+@)?[\w.-]+):(.+)$/.exec(spec);
  if (remote && !spec.startsWith(".") && !spec.startsWith("/")) return { spec, host: remote[1], dir: remote[2]! };
  return { spec, dir: path.resolve(spec) };
}

export const quote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

/** Options of every ssh (and rsync's ssh): never ask anything, fail instead. */
export const SSH = ["-o", "BatchMode=yes", "-o", "ConnectTimeout=15"];

/**
 * Runs a POSIX shell script inside the target directory (created if missing), here or on the server,
 * and returns what it printed. Any failing command stops it (`set -eu`) and throws.
 */
export function runOnTarget(target: Target, script: string): Buffer {
  const input = `set -eu\nmkdir -p ${quote(target.dir)}\ncd ${quote(target.dir)}\n${script}\n`;
  const [command, args] = target.host ? ["ssh", [...SSH, target.host, "sh", "-s"]] : ["sh", ["-s"]];
  const result = spawnSync(command, args, { input, maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`${command}: ${result.error.message}`);
  if (result.status !== 0) {
    const where = target.host ? `on ${target.host}` : "on the target";
    throw new Error(`A step ${where} failed (exit ${result.status}): ${result.stderr.toString().trim()}`);
  }
  return result.stdout;
}

/** A release failed its health check: it was never made live, or was switched back. */
export class HealthCheckFailed extends Error {}
