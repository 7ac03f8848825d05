// The service's one database: SQLite through better-sqlite3, in one file outside the build and
// release directories (COMPLAINTS_DB). WAL with synchronous=FULL: a transaction is on disk when
// COMMIT returns, so a claim answered 201 survives a crash or power loss right after the answer.
// Migrations are the numbered files in server/migrations/ (NNNN-name.sql), applied in order, each
// once, each in its own transaction, recorded in schema_migrations. Numbers 0001–0009 belong to the
// complaints book, 0010 and up to the back office (server/back-office/).
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";

export type Db = Database.Database;

export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));
const MIGRATION_NAME = /^(\d{4})-[a-z0-9-]+\.sql$/;

/** The database file from the environment: COMPLAINTS_DB, else .data/reclamaciones.sqlite. */
export function databaseFileFromEnv(env: Record<string, string | undefined> = process.env) {
  return path.resolve(env.COMPLAINTS_DB || ".data/reclamaciones.sqlite");
}

/** Opens (creating if needed) the database and brings its schema up to date. ":memory:" for tests. */
export function openDatabase(file: string, { migrationsDir = MIGRATIONS_DIR } = {}): Db {
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  const db = keepStatements(new Database(file));
  // Another connection (the backup command, a second process during a restart) may hold the write
  // lock for a moment: wait for it rather than fail at once. First, since switching a new file to
  // WAL takes that lock too (two processes opening one new file at once failed here).
  db.pragma("busy_timeout = 5000");
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  migrate(db, migrationsDir);
  return db;
}

/** Applies the migrations not yet recorded, in order; returns the names it applied. */
export function migrate(db: Db, migrationsDir = MIGRATIONS_DIR): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  ) STRICT`);
  const files = readdirSync(migrationsDir)
    .filter((name) => MIGRATION_NAME.test(name))
    .sort();
  const applied: string[] = [];
  for (const name of files) {
    const version = Number(MIGRATION_NAME.exec(name)![1]);
    const sql = readFileSync(path.join(migrationsDir, name), "utf8");
    // IMMEDIATE: two processes starting at once (a restart's overlap) do not both apply it.
    const run = db.transaction(() => {
      const done = db.prepare("SELECT 1 FROM schema_migrations WHERE version = ?").get(version);
      if (done) return false;
      db.exec(sql);
      db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)").run(
        version,
        name,
        new Date().toISOString(),
      );
      return true;
    });
    if (run.immediate()) applied.push(name);
  }
  return applied;
}

/**
 * Makes db.prepare() return one statement per SQL text for the connection's life, never a new one
 * to be garbage-collected. Why: better-sqlite3 12 (the last that runs on Node 20) built against
 * Node 24.19+ headers aborts the process when the garbage collector finalizes a Statement
 * (node::ObjectWrap's cleanup hook, nodejs/node#65446; better-sqlite3 13 fixes it but needs
 * Node 22+). Statements that are never collected cannot trigger it, and reuse is faster anyway.
 * A cached statement's output mode (pluck, raw, expand) is reset at each prepare() so one caller's
 * .pluck() never leaks into another's; db.pragma() goes through the same cache. (Transactions'
 * BEGIN and COMMIT are cached by better-sqlite3 itself.) Remove once the project is on Node 24 with better-sqlite3 13.
 */
export function keepStatements(db: Db): Db {
  const prepare = db.prepare.bind(db);
  const statements = new Map<string, Database.Statement>();
  db.prepare = ((sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = prepare(sql);
      statements.set(sql, statement);
    } else if (statement.reader) {
      statement.pluck(false).expand(false).raw(false);
    }
    return statement;
  }) as Db["prepare"];
  // db.pragma() prepares a new native statement at each call: through the cache instead.
  db.pragma = ((source: string, options?: { simple?: boolean }) => {
    const statement = db.prepare(`PRAGMA ${source}`);
    if (!statement.reader) {
      statement.run();
      return options?.simple ? undefined : [];
    }
    return options?.simple ? statement.pluck().get() : statement.all();
  }) as Db["pragma"];
  return db;
}
