// `npm run datos -- restaurar`'s own rules, around Litestream (a stand-in binary here that copies a
// prepared file where Litestream would write; the real one runs in kill-and-restore.test.ts): it
// never overwrites a database, it checks integrity and the migrations' version before the copy
// takes the database's place, and --hasta reads Lima's time.
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { openDatabase } from "#server/db.ts";
import { parseMoment } from "./cli.ts";
import { codeMigrationVersion, restoreFromReplica } from "./restore.ts";

const dir = mkdtempSync(path.join(tmpdir(), "restaurar-prueba-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const replica = { url: `file://${path.join(dir, "replica")}` };

/** A stand-in for Litestream's `restore -config C -o OUT [-timestamp T] DB`: copies `source` to OUT, records its arguments. */
function fakeLitestream(source: string) {
  const script = path.join(dir, `litestream-${Math.random().toString(36).slice(2)}`);
  writeFileSync(script, `#!/bin/sh\necho "$@" > "${script}.args"\nwhile [ "$1" != "-o" ]; do shift; done\ncp "${source}" "$2"\n`);
  chmodSync(script, 0o755);
  return script;
}

function database(name: string, migration?: number) {
  const file = path.join(dir, "fuentes", `${name}.sqlite`);
  mkdirSync(path.dirname(file), { recursive: true });
  const db = openDatabase(file);
  if (migration) db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, 'x', 'x')").run(migration);
  db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  db.close();
  return file;
}

test("restores into a fresh folder, checked, with the counts and the migration", () => {
  const target = path.join(dir, "nueva", "datos.sqlite");
  const binary = fakeLitestream(database("buena"));
  const restored = restoreFromReplica({ databaseFile: target, replica, binary, until: new Date("2026-11-28T19:30:00Z") });
  expect(restored).toEqual({ file: target, migration: codeMigrationVersion(), claims: 0, requests: 0, appointments: 0 });
  expect(existsSync(`${target}.restaurando`)).toBe(false);
});

test("refuses to overwrite a database, live or left by a stopped service", () => {
  const target = path.join(dir, "viva", "datos.sqlite");
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(database("viva"), target);
  const binary = fakeLitestream(database("otra"));
  expect(() => restoreFromReplica({ databaseFile: target, replica, binary })).toThrow(
    /Ya hay una base de datos en .*no la sobrescribe/,
  );
  expect(existsSync(`${binary}.args`)).toBe(false);
});

test("refuses a copy written by a newer version of the service, and leaves nothing in place", () => {
  const target = path.join(dir, "futura", "datos.sqlite");
  const binary = fakeLitestream(database("futura", 9999));
  expect(() => restoreFromReplica({ databaseFile: target, replica, binary })).toThrow(
    /versión más nueva del servicio \(migración 9999/,
  );
  expect(existsSync(target)).toBe(false);
  expect(existsSync(`${target}.restaurando`)).toBe(false);
});

test("refuses a copy that fails integrity_check", () => {
  const broken = path.join(dir, "fuentes", "rota.sqlite");
  const good = database("para-romper");
  copyFileSync(good, broken);
  // Scribble over the middle of the file: a page that is no longer a page.
  const bytes = Buffer.alloc(4096, 0xab);
  const fd = openSync(broken, "r+");
  writeSync(fd, bytes, 0, bytes.length, 4096 * 3);
  closeSync(fd);
  const target = path.join(dir, "rota", "datos.sqlite");
  expect(() => restoreFromReplica({ databaseFile: target, replica, binary: fakeLitestream(broken) })).toThrow(
    /integrity_check|no se puede leer/,
  );
  expect(existsSync(target)).toBe(false);
  expect(existsSync(`${target}.restaurando`)).toBe(false);
});

test("--hasta: Lima's wall clock (UTC−5 all year) or an ISO moment with its offset", () => {
  expect(parseMoment("2026-11-28 14:30")?.toISOString()).toBe("2026-11-28T19:30:00.000Z");
  expect(parseMoment("2026-11-28T14:30:15")?.toISOString()).toBe("2026-11-28T19:30:15.000Z");
  expect(parseMoment("2026-11-28T19:30:00Z")?.toISOString()).toBe("2026-11-28T19:30:00.000Z");
  expect(parseMoment("ayer")).toBeUndefined();
  expect(parseMoment("2026-11-28")).toBeUndefined();
});
