import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { column, openDatabase } from "#server/db.ts";
import { backupDatabase, restoreDatabase } from "./backup.ts";
import { messagesOf, loadComplaintsBook } from "./content.ts";
import { complaintSchema } from "#shared/complaints-book/complaint-schema.ts";
import { insertClaim } from "./store.ts";
import { validClaim } from "#shared/complaints-book/testing/claims.ts";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

test("an online backup taken while the database is open restores to the same claims", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "reclamos-backup-"));
  dirs.push(dir);
  const live = path.join(dir, "live.sqlite");
  const copy = path.join(dir, "copias", "copia.sqlite");
  const schema = complaintSchema(messagesOf(loadComplaintsBook()), "2026-11-23");
  const claim = schema.parse(validClaim());

  const db = openDatabase(live);
  const codes = [1, 2, 3].map(() => insertClaim(db, claim, () => []).code);
  // Taken with the database open (the service running), its last writes still in the WAL.
  expect(await backupDatabase(live, copy)).toEqual({ claims: 3 });
  await expect(backupDatabase(live, copy)).rejects.toThrow(/ya existe/);
  // After the backup: a fourth claim, which a restore brings back to the copy's state.
  insertClaim(db, claim, () => []);
  db.close();

  expect(() => restoreDatabase(copy, live)).toThrow(/--force/);
  expect(restoreDatabase(copy, live, { force: true })).toEqual({ claims: 3 });
  const restored = openDatabase(live);
  expect(column(restored, "SELECT code FROM claims ORDER BY number")).toEqual(codes);
  // Numbering goes on from the restored state.
  expect(insertClaim(restored, claim, () => []).number).toBe(4);
  restored.close();
});
