import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { migrate, openDatabase } from "./db.ts";

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
  expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
  expect(db.pragma("synchronous", { simple: true })).toBe(2); // FULL
  expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
  const versions = db.prepare("SELECT version FROM schema_migrations ORDER BY version").pluck().all();
  expect(versions[0]).toBe(1);
  expect(migrate(db)).toEqual([]);
  db.close();

  // Reopening (a restart, a deploy) applies nothing again and keeps the data.
  const again = openDatabase(file);
  expect(again.prepare("SELECT version FROM schema_migrations ORDER BY version").pluck().all()).toEqual(versions);
  expect(
    again
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('claims', 'outbox') ORDER BY name")
      .pluck()
      .all(),
  ).toEqual(["claims", "outbox"]);
  again.close();
});
