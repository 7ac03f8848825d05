// The service's one database: SQLite through Node's built-in node:sqlite (DatabaseSync), in one
// file outside the build and release directories (COMPLAINTS_DB). WAL with synchronous=FULL: a
// transaction is on disk when COMMIT returns, so a claim answered 201 survives a crash or power
// loss right after the answer. Migrations are the numbered files in server/migrations/
// (NNNN-name.sql), applied in order, each once, each in its own transaction, recorded in
// schema_migrations. Numbers 0001–0009 belong to the complaints book, 0010–0019 to the back
// office (server/back-office/), 0020–0029 to the consultation requests (server/consultations/),
// 0030–0039 to the count of contacts (server/contact-counts/), 0040–0049 to the outbox's delivery
// and the codes' sequences (issue 40), 0050–0059 to the back office again, 0060–0069 to the
// booking (server/booking/).
// Why node:sqlite: docs/decisions/0010-node-sqlite.md.
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DatabaseSync, type SQLInputValue, type SQLOutputValue } from "node:sqlite";

export type Db = DatabaseSync;

export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));
const MIGRATION_NAME = /^(\d{4})-[a-z0-9-]+\.sql$/;

/** How long a connection waits for another's write lock before it gives up (ms). */
export const BUSY_TIMEOUT_MS = 5000;

/** Opens (creating if needed) the database and brings its schema up to date. ":memory:" for tests. */
export function openDatabase(file: string, { migrationsDir = MIGRATIONS_DIR } = {}): Db {
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  // Another connection (the backup command, a second process during a restart) may hold the write
  // lock for a moment: wait for it rather than fail at once (`timeout` is SQLite's busy timeout).
  // Set before switching a new file to WAL, which takes that lock too.
  const db = new DatabaseSync(file, { timeout: BUSY_TIMEOUT_MS, enableForeignKeyConstraints: true });
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = FULL");
  // What is deleted is overwritten with zeros, not left readable in free pages: a purge
  // (server/retention.ts) deletes for good. Its WAL is emptied after each purge too.
  db.exec("PRAGMA secure_delete = ON");
  migrate(db, migrationsDir);
  return db;
}

/**
 * Runs `work` in one transaction: BEGIN IMMEDIATE (the write lock is taken at once, not at the first
 * write, so what `work` reads stays true until COMMIT), COMMIT when it returns, ROLLBACK when it
 * throws. Inside another transaction it runs as a savepoint of that one.
 */
export function transaction<T>(db: Db, work: () => T): T {
  const nested = db.isTransaction;
  db.exec(nested ? "SAVEPOINT nested" : "BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec(nested ? "RELEASE nested" : "COMMIT");
    return result;
  } catch (error) {
    // A failed COMMIT may already have rolled back (SQLite ends the transaction on some errors).
    if (db.isTransaction) db.exec(nested ? "ROLLBACK TO nested; RELEASE nested" : "ROLLBACK");
    throw error;
  }
}

/** The first column of the first row, or undefined (a count, a pragma's value). */
export function value<T extends SQLOutputValue = SQLOutputValue>(db: Db, sql: string, ...params: SQLInputValue[]) {
  const row = db.prepare(sql).get(...params);
  return (row ? Object.values(row)[0] : undefined) as T | undefined;
}

/** The first column of every row. */
export function column<T extends SQLOutputValue = SQLOutputValue>(db: Db, sql: string, ...params: SQLInputValue[]) {
  return db
    .prepare(sql)
    .all(...params)
    .map((row) => Object.values(row)[0] as T);
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
    const done = transaction(db, () => {
      if (db.prepare("SELECT 1 FROM schema_migrations WHERE version = ?").get(version)) return false;
      db.exec(sql);
      db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)").run(
        version,
        name,
        new Date().toISOString(),
      );
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}
