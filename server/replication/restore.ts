// A restore from the replica (DATA_REPLICA) into a fresh data folder: Litestream rebuilds the
// database as it was at its latest write, or at a given moment (-timestamp), into a file beside the
// target; it is then checked (integrity_check, the migrations' version) before it takes the
// database's place. It never overwrites a database: a live one, or one left by a stopped service,
// is the administrator's to move away first. The runbook: docs/disaster-recovery.md.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { MIGRATIONS_DIR, openDatabase, value } from "#server/db.ts";
import { litestreamBinary, writeLitestreamConfig, type ReplicaSettings } from "./litestream-config.ts";

export class RestoreError extends Error {
  override name = "RestoreError";
}

/** The newest migration this code knows (server/migrations/NNNN-name.sql). */
export function codeMigrationVersion(migrationsDir = MIGRATIONS_DIR): number {
  return Math.max(
    0,
    ...readdirSync(migrationsDir)
      .map((name) => /^(\d{4})-[a-z0-9-]+\.sql$/.exec(name)?.[1])
      .filter((version): version is string => version !== undefined)
      .map(Number),
  );
}

/** What a restored database holds, for the command's report. */
export interface Restored {
  file: string;
  migration: number;
  claims: number;
  requests: number;
  appointments: number;
}

/** Restores DATA_REPLICA's latest state (or the state at `until`) into `databaseFile`, which must not exist. */
export function restoreFromReplica({
  databaseFile,
  replica,
  until,
  binary = litestreamBinary(),
}: {
  databaseFile: string;
  replica: ReplicaSettings;
  until?: Date;
  binary?: string;
}): Restored {
  for (const file of [databaseFile, `${databaseFile}-wal`]) {
    if (existsSync(file))
      throw new RestoreError(
        `Ya hay una base de datos en ${file}: restaurar no la sobrescribe. Detén el servicio y mueve esa carpeta a otro lugar, o restaura en otra (COMPLAINTS_DB).`,
      );
  }
  mkdirSync(path.dirname(databaseFile), { recursive: true, mode: 0o700 });
  const staging = `${databaseFile}.restaurando`;
  rmSync(staging, { force: true });
  // Litestream's configuration names the database by its path; it lives only for this command.
  const scratch = mkdtempSync(path.join(tmpdir(), "restaurar-"));
  try {
    const config = writeLitestreamConfig(path.join(scratch, path.basename(databaseFile)), replica);
    const args = ["restore", "-config", config, "-o", staging];
    if (until) args.push("-timestamp", until.toISOString());
    const run = spawnSync(binary, [...args, path.join(scratch, path.basename(databaseFile))], { encoding: "utf8" });
    if (run.status !== 0 || !existsSync(staging)) {
      const said = `${run.stderr ?? ""}${run.stdout ?? ""}`.trim().split("\n").pop() ?? "";
      throw new RestoreError(
        /no (matching backups|snapshots|generation)/i.test(said)
          ? `La réplica no tiene una copia${until ? " de ese momento" : ""}: revisa DATA_REPLICA${until ? " y la fecha (la réplica guarda los últimos 7 días)" : ""} (Litestream: ${said}).`
          : `Litestream no pudo restaurar: ${said || run.error?.message || `código ${run.status}`}`,
      );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const restored = check(staging);
  renameSync(staging, databaseFile);
  // A copy made by an older version of the service gets the newer migrations, as at a start.
  openDatabase(databaseFile).close();
  return { ...restored, file: databaseFile };
}

/** integrity_check and the migrations' version of the restored file, before it takes the database's place. */
function check(file: string): Omit<Restored, "file"> {
  let db: DatabaseSync | undefined;
  try {
    // Read-write: a WAL database opened read-only needs a -shm file it could not create.
    db = new DatabaseSync(file);
    const integrity = value(db, "PRAGMA integrity_check");
    if (integrity !== "ok") throw new RestoreError(`La copia restaurada no pasó integrity_check: ${String(integrity)}`);
    const migration = Number(value(db, "SELECT max(version) FROM schema_migrations") ?? 0);
    const known = codeMigrationVersion();
    if (migration > known)
      throw new RestoreError(
        `La copia es de una versión más nueva del servicio (migración ${migration}; este código llega a la ${known}): instala la versión que la escribió.`,
      );
    const count = (table: string) => Number(value(db!, `SELECT count(*) FROM ${table}`));
    return { migration, claims: count("claims"), requests: count("consultation_requests"), appointments: count("appointments") };
  } catch (error) {
    db?.close();
    db = undefined;
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
    throw error instanceof RestoreError
      ? error
      : new RestoreError(`La copia restaurada no se puede leer: ${(error as Error).message}`);
  } finally {
    db?.close();
  }
}
