// The Node service's part of `npm run deploy` (server/: the complaints book and the back office):
//
//   <target>/service/releases/<id>/   the service's source for release <id> and its node_modules,
//                                     installed ON THE TARGET, under the server's Node 24 LTS
//   <target>/service/current          a symlink to the live one: systemd's WorkingDirectory
//
// The database is not in any release (COMPLAINTS_DB, /var/lib/alborada/ in the systemd unit): a
// deploy never touches it. The new version applies its pending migrations when it starts, each
// once (server/db.ts). Steps: copy, install, switch the link, restart, wait for /app/api/salud; on
// failure the link goes back and the previous version is restarted.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync } from "node:fs";
import path from "node:path";
import { HealthCheckFailed, quote, runOnTarget, SSH, type Target } from "./target.ts";

/**
 * What the service runs, relative to the checkout (tests are left out): its own folder, the shared
 * modules it imports (never the site's app/), the content files it reads and the headers.
 * deploy/service-release.test.ts follows every import from the service's entry points and fails
 * if one leads outside this list or to a package that is not a production dependency.
 */
export const SERVICE_FILES = [
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "server",
  "shared",
  "content/libro-de-reclamaciones.yml",
  "content/pide-tu-primera-consulta.yml",
  "content/servicios",
  "content/staff",
  "content/clinica.yml",
  "content/reservar-cita.yml",
  "content/paginas/primera-consulta.md",
];
/** The service's entry points: what systemd and the npm scripts run. */
export const SERVICE_ENTRY_POINTS = [
  "server/start.ts",
  "server/back-office/cli.ts",
  "server/complaints/backup.ts",
  "server/complaints/retention.ts",
  "server/consultations/retention.ts",
  "server/wait-healthy.ts",
  "server/replication/cli.ts",
];
const LEFT_OUT = /(\.test\.tsx?$|\/testing\/)/;

export type ServiceOptions = {
  /** Run in the new release's directory on the target to install its dependencies. */
  install?: string;
  /** Run on the target once service/current points to the new release. */
  restart?: string;
  /** Seconds to wait for the service's health after the restart. */
  healthTimeout?: number;
  /** The checkout the files come from (default: the current directory). */
  source?: string;
};

// npm ci: the lock is complete (every platform's optional packages, scripts/package-lock.test.ts),
// so the release installs exactly the locked versions.
export const DEFAULT_INSTALL = "npm ci --omit=dev --no-audit --no-fund";
export const DEFAULT_RESTART = "sudo systemctl restart alborada-service";

function upload(target: Target, id: string, source: string) {
  const dir = `service/releases/${id}`;
  runOnTarget(target, `mkdir -p ${dir}`);
  if (target.host) {
    const rsync = spawnSync(
      "rsync",
      [
        "-a",
        "--relative",
        "--exclude=*.test.ts",
        "--exclude=*.test.tsx",
        "--exclude=testing/",
        "-e",
        ["ssh", ...SSH].join(" "),
        ...SERVICE_FILES,
        `${target.host}:${target.dir}/${dir}/`,
      ],
      { cwd: source, stdio: ["ignore", "inherit", "pipe"] },
    );
    if (rsync.status !== 0) throw new Error(`rsync of the service to ${target.spec} failed: ${rsync.stderr?.toString().trim()}`);
    return;
  }
  for (const entry of SERVICE_FILES) {
    const to = path.join(target.dir, dir, entry);
    mkdirSync(path.dirname(to), { recursive: true });
    cpSync(path.join(source, entry), to, {
      recursive: true,
      filter: (file) => !LEFT_OUT.test(path.relative(source, file).split(path.sep).join("/")),
    });
  }
}

/** Waits for /app/api/salud's 200 (a claim can be committed now: server/health.ts); else why not. */
async function healthy(url: string, timeoutSeconds: number): Promise<{ ok: boolean; last: string }> {
  const health = new URL("/app/api/salud", url).href;
  const deadline = Date.now() + timeoutSeconds * 1000;
  let last = "no answer";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(health, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return { ok: true, last: "200" };
      const body = (await response.json().catch(() => ({}))) as { motivo?: string };
      last = `${response.status} ${body.motivo ?? ""}`.trim();
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { ok: false, last };
}

/** Installs release `id` of the service on the target, makes it live and restarts it. */
export async function deployService(
  target: Target,
  id: string,
  {
    install = DEFAULT_INSTALL,
    restart = DEFAULT_RESTART,
    healthTimeout = 30,
    source = ".",
    url,
    log = console.log,
    keep = 5,
  }: ServiceOptions & {
    url?: string;
    log?: (line: string) => void;
    keep?: number;
  },
) {
  upload(target, id, path.resolve(source));
  log(`  service: copied into service/releases/${id}`);
  runOnTarget(target, `cd service/releases/${id}\n${install}`);
  log(`  service: dependencies installed (${install})`);
  const previous = runOnTarget(target, "readlink service/current || true").toString().trim();
  const switchTo = (release: string) =>
    runOnTarget(target, `ln -sfn ${quote(release)} service/current.next\nmv -T service/current.next service/current`);
  switchTo(`releases/${id}`);
  runOnTarget(target, restart);
  log(`  service: current → releases/${id}, restarted (${restart})`);
  const health = url ? await healthy(url, healthTimeout) : null;
  if (url && health && !health.ok) {
    if (previous) {
      switchTo(previous);
      runOnTarget(target, restart);
    }
    runOnTarget(target, `rm -rf service/releases/${id}`);
    throw new HealthCheckFailed(
      `The service's release ${id} did not answer ${new URL("/app/api/salud", url).href} with 200 within ${healthTimeout} s (last: ${health.last}): ` +
        (previous ? `switched back to ${previous} and restarted it.` : "there was no earlier version."),
    );
  }
  if (url) log(`  service: ${new URL("/app/api/salud", url).href} answers 200`);
  // Old versions: the newest `keep`, and the live one, stay.
  runOnTarget(
    target,
    `cd service/releases
live=$(basename "$(readlink ../current)")
ls -1 | sort | head -n -${keep} | while IFS= read -r old; do
  [ "$old" = "$live" ] || rm -rf "$old"
done`,
  );
}
