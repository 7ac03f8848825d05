// `npm run deploy` with the service, on a local target: the real service (server/start.ts) is
// installed as a release, restarted by a stand-in for systemctl, and its health checked; the
// database outside the releases keeps its claims across deploys and its migrations run once.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, expect, it } from "vitest";
import { validClaim } from "#shared/complaints-book/testing/claims.ts";
import { column } from "#server/db.ts";
import { deploy } from "./releases.ts";
import { HealthCheckFailed, parseTarget } from "./target.ts";
import { SERVICE_ENTRY_POINTS, SERVICE_FILES } from "./service-release.ts";

let scratch: string;
const port = Number(process.env.SERVICE_DEPLOY_TEST_PORT) || 3141;
const url = `http://127.0.0.1:${port}`;

beforeEach(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), "alborada-service-deploy-"));
});
afterEach(() => {
  // Stops the service the stand-in started.
  try {
    process.kill(Number(readFileSync(path.join(scratch, "service.pid"), "utf8")), "SIGKILL");
  } catch {
    // Not running.
  }
  rmSync(scratch, { recursive: true, force: true });
});

function clientBuild() {
  const dir = path.join(scratch, "build");
  for (const file of ["app/index.html", "app/contactanos/index.html"]) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), "<p>page</p>");
  }
  return dir;
}

/** Stands for `systemctl restart`: stops the running service (SIGTERM, waits) and starts service/current, in production mode as the unit does. */
function restartScript() {
  const db = path.join(scratch, "state/reclamaciones.sqlite");
  const file = path.join(scratch, "restart.sh");
  writeFileSync(
    file,
    `set -eu
pidfile=${scratch}/service.pid
if [ -f "$pidfile" ]; then
  pid=$(cat "$pidfile")
  kill "$pid" 2>/dev/null || true
  while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
fi
cd ${scratch}/site/service/current
NODE_ENV=production PORT=${port} HOST=127.0.0.1 COMPLAINTS_DB=${db} COMPLAINTS_DELIVERY=off SITE_ROOT=${scratch}/site/current \\
  nohup ${process.execPath} --import tsx server/start.ts >/dev/null 2>&1 &
echo $! > "$pidfile"
`,
  );
  return `sh ${file}`;
}

const service = () => ({
  // The checkout's node_modules stand in for `npm ci` on the server.
  install: `ln -s ${path.resolve("node_modules")} node_modules`,
  restart: restartScript(),
});

it("installs the service, restarts it, and a second deploy keeps the database and applies no migration twice", async () => {
  const target = parseTarget(path.join(scratch, "site"));
  const first = await deploy(target, clientBuild(), { log: () => {}, commit: "a", url, service: service() });
  expect(readlinkSync(path.join(scratch, "site/service/current"))).toBe(`releases/${first}`);
  // The release holds the service, not the site: no app/, and of content/ only the book's texts.
  const release = path.join(scratch, "site/service/current");
  expect(existsSync(path.join(release, "app"))).toBe(false);
  expect(existsSync(path.join(release, "content/libro-de-reclamaciones.yml"))).toBe(true);
  expect(existsSync(path.join(release, "content/images"))).toBe(false);
  const response = await fetch(`${url}/app/api/reclamaciones`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(validClaim()),
  });
  expect(response.status).toBe(201);
  const { claim } = (await response.json()) as { claim: { code: string } };

  const second = await deploy(target, clientBuild(), { log: () => {}, commit: "b", url, service: service() });
  expect(readlinkSync(path.join(scratch, "site/service/current"))).toBe(`releases/${second}`);
  const db = new DatabaseSync(path.join(scratch, "state/reclamaciones.sqlite"), { readOnly: true });
  expect(column(db, "SELECT code FROM claims")).toEqual([claim.code]);
  const migrations = db.prepare("SELECT version, COUNT(*) AS n FROM schema_migrations GROUP BY version").all() as { n: number }[];
  expect(migrations.length).toBeGreaterThan(0);
  expect(migrations.every(({ n }) => n === 1)).toBe(true);
  db.close();
}, 120_000);

it("a service that does not come up is switched back, and the static release is not published", async () => {
  const target = parseTarget(path.join(scratch, "site"));
  const first = await deploy(target, clientBuild(), { log: () => {}, commit: "a", url, service: service() });
  const broken = { ...service(), install: `${service().install} && echo 'throw new Error("broken")' > server/start.ts` };
  await expect(
    deploy(target, clientBuild(), { log: () => {}, commit: "b", url, service: { ...broken, healthTimeout: 5 } }),
  ).rejects.toThrow(HealthCheckFailed);
  expect(readlinkSync(path.join(scratch, "site/service/current"))).toBe(`releases/${first}`);
  expect(readlinkSync(path.join(scratch, "site/current"))).toBe(`releases/${first}`);
  // The previous version is running again.
  await expect
    .poll(
      () =>
        fetch(`${url}/app/api/salud`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
}, 120_000);

/** The modules a file imports (static, re-exports and dynamic imports with a literal name). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const found = [
    // Type-only imports are erased when the service runs: not modules it needs.
    ...source.matchAll(/^\s*(?:import|export)\s(?!type\s)[^;]*?\sfrom\s+["']([^"']+)["']/gm),
    ...source.matchAll(/^\s*import\s+["']([^"']+)["']/gm),
    ...source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
  ];
  return found.map((match) => match[1]!);
}

it("the release holds every module the service imports, and only production dependencies", () => {
  const root = path.resolve(".");
  const shipped = (file: string) => {
    const relative = path.relative(root, file).split(path.sep).join("/");
    return SERVICE_FILES.some((entry) => relative === entry || relative.startsWith(`${entry}/`));
  };
  const { dependencies, imports } = JSON.parse(readFileSync("package.json", "utf8")) as {
    dependencies: Record<string, string>;
    imports: Record<string, string>;
  };
  // The project's own folders, by package.json's `imports`: #server/db.ts is server/db.ts.
  const own = (name: string) => {
    const [alias, target] = Object.entries(imports).find(([key]) => name.startsWith(key.replace("*", "")))!;
    return path.resolve(root, target.replace("*", name.slice(alias.length - 1)));
  };
  const seen = new Set<string>();
  const outside: string[] = [];
  const devOnly = new Set<string>();
  const queue = SERVICE_ENTRY_POINTS.map((entry) => path.resolve(entry));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!shipped(file)) outside.push(path.relative(root, file));
    for (const name of importsOf(file)) {
      // The stand-ins for third parties: loaded by server/start.ts in development and the tests
      // only, never in production (NODE_ENV=production, as the systemd unit sets), so not shipped.
      if (name.startsWith("#e2e/stand-ins/")) continue;
      if (name.startsWith(".") || name.startsWith("#")) {
        queue.push(name.startsWith("#") ? own(name) : path.resolve(path.dirname(file), name));
        continue;
      }
      // A package: node:fs, react-dom/server, @hono/node-server/conninfo → its name.
      if (name.startsWith("node:") || builtinModules.includes(name)) continue;
      const pkg = name.startsWith("@") ? name.split("/").slice(0, 2).join("/") : name.split("/")[0]!;
      if (!(pkg in dependencies)) devOnly.add(`${pkg} (from ${path.relative(root, file)})`);
    }
  }
  expect(seen.size).toBeGreaterThan(20);
  expect(outside, "imported by the service but not in SERVICE_FILES").toEqual([]);
  expect([...devOnly], "imported by the service but not a production dependency").toEqual([]);
});
