import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { column, migrate, openDatabase, value } from "./db.ts";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const tempFile = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "db-test-"));
  dirs.push(dir);
  return path.join(dir, "sub", "claims.sqlite");
};

test("opens in WAL mode with full sync and foreign keys, and applies each migration once", () => {
  const file = tempFile();
  const db = openDatabase(file);
  expect(value(db, "PRAGMA journal_mode")).toBe("wal");
  expect(value(db, "PRAGMA synchronous")).toBe(2); // FULL
  expect(value(db, "PRAGMA foreign_keys")).toBe(1);
  const versions = column(db, "SELECT version FROM schema_migrations ORDER BY version");
  expect(versions[0]).toBe(1);
  expect(migrate(db)).toEqual([]);
  db.close();

  // Reopening (a restart, a deploy) applies nothing again and keeps the data.
  const again = openDatabase(file);
  expect(column(again, "SELECT version FROM schema_migrations ORDER BY version")).toEqual(versions);
  expect(
    column(again, "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('claims', 'outbox') ORDER BY name"),
  ).toEqual(["claims", "outbox"]);
  again.close();
});
