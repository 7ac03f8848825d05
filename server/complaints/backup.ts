// `npm run reclamos -- backup <file>`: an online backup of the complaints database while the
// service runs (node:sqlite's backup(), SQLite's backup API: a consistent copy, writers not
// stopped). `npm run reclamos -- restore <file> [--force]`: puts a backup in the database's place;
// only with the service stopped, and it refuses to overwrite an existing database without --force.
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { BUSY_TIMEOUT_MS, openDatabase, value } from "#server/db.ts";
import { serviceEnv } from "#server/env.ts";

/** Opens an existing database file read-only, checks it with integrity_check, and counts its claims. */
function checkedClaims(file: string, what: string): number {
  if (!existsSync(file)) throw new Error(`${file} no existe.`);
  const db = new DatabaseSync(file, { readOnly: true, timeout: BUSY_TIMEOUT_MS });
  try {
    const check = value(db, "PRAGMA integrity_check");
    if (check !== "ok") throw new Error(`${what} no pasó integrity_check: ${String(check)}`);
    return Number(value(db, "SELECT COUNT(*) FROM claims"));
  } finally {
    db.close();
  }
}

/** Copies the live database at `source` into `target` (a new file). */
export async function backupDatabase(source: string, target: string) {
  if (existsSync(target)) throw new Error(`${target} ya existe: elige otro nombre para la copia.`);
  if (!existsSync(source)) throw new Error(`${source} no existe.`);
  mkdirSync(path.dirname(path.resolve(target)), { recursive: true, mode: 0o700 });
  const db = new DatabaseSync(source, { timeout: BUSY_TIMEOUT_MS });
  try {
    await backup(db, target);
  } finally {
    db.close();
  }
  // The copy is checked before it is called a backup.
  return { claims: checkedClaims(target, "la copia") };
}

/** Replaces the database at `target` with the backup `source`. The service must be stopped. */
export function restoreDatabase(source: string, target: string, { force = false } = {}) {
  const claims = checkedClaims(source, source);
  if (existsSync(target) && !force) {
    throw new Error(`${target} ya existe. Detén el servicio y repite con --force para reemplazarla.`);
  }
  mkdirSync(path.dirname(path.resolve(target)), { recursive: true, mode: 0o700 });
  // Written beside the target, then renamed over it: never half a database in its place. The old
  // WAL and shared-memory files belong to the old database and would corrupt the new one.
  const staging = `${target}.restaurando`;
  rmSync(staging, { force: true });
  const copy = new DatabaseSync(source, { readOnly: true });
  try {
    copy.exec(`VACUUM INTO '${staging.replace(/'/g, "''")}'`);
  } finally {
    copy.close();
  }
  for (const suffix of ["-wal", "-shm"]) rmSync(`${target}${suffix}`, { force: true });
  renameSync(staging, target);
  // Brings the schema up to date if the backup is older than the code.
  openDatabase(target).close();
  return { claims };
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  const force = rest.includes("--force");
  const file = rest.find((arg) => !arg.startsWith("--"));
  const database = serviceEnv().databaseFile;
  if (!file || (command !== "backup" && command !== "restore")) {
    console.error("Uso: npm run reclamos -- backup <archivo>  |  npm run reclamos -- restore <archivo> [--force]");
    process.exit(2);
  }
  try {
    if (command === "backup") {
      const { claims } = await backupDatabase(database, file);
      console.log(`Copia de ${database} en ${path.resolve(file)}: ${claims} reclamos.`);
    } else {
      const { claims } = restoreDatabase(file, database, { force });
      console.log(`Restaurada ${path.resolve(file)} en ${database}: ${claims} reclamos. Ya puedes iniciar el servicio.`);
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? "")) {
  await main(process.argv.slice(2));
}
