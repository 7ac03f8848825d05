// The clinic's count of contacts (issue 31, item 5): aggregate counts only, from the site's own
// pages, never from another site; a claim counts itself when it is committed.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, test } from "vitest";
import { createApp } from "#server/app.ts";
import { serviceContext } from "#server/service-context.ts";
import { openDatabase, type Db } from "#server/db.ts";
import { SUBMISSION_FIELD } from "#shared/forms/form-rules.ts";
import { validClaim } from "#shared/complaints-book/testing/claims.ts";
import { countContact, countsByPage, countsByPeriod } from "./store.ts";

// A build with three pages: the home page, a service and the not-found page.
const root = mkdtempSync(path.join(tmpdir(), "cuenta-"));
for (const page of ["app", "app/servicios/consultas", "app/libro-de-reclamaciones"]) {
  mkdirSync(path.join(root, page), { recursive: true });
  writeFileSync(path.join(root, page, "index.html"), "<!doctype html>");
}
writeFileSync(path.join(root, "app/404.html"), "<!doctype html>");
afterAll(() => rmSync(root, { recursive: true, force: true }));

let db: Db;
beforeEach(() => {
  db = openDatabase(":memory:");
});
afterEach(() => db.close());

const NOON_LIMA = new Date("2026-03-10T17:00:00Z");
const appWith = (rateLimit: { max: number; windowMs: number } | null = null) =>
  createApp({
    service: serviceContext({ db, root, now: () => NOON_LIMA }),
    complaints: { rateLimit: null, clinicEmail: "clinica@example.com" },
    counts: { rateLimit },
  });
const post = (app: ReturnType<typeof appWith>, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.request("http://www.example.pe/app/api/cuenta", {
    method: "POST",
    // What navigator.sendBeacon sends with a URLSearchParams body, from the site's own page.
    headers: { "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8", "Sec-Fetch-Site": "same-origin", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
const rows = () => db.prepare("SELECT day, page, kind, count FROM contact_counts ORDER BY page, kind").all();

describe("the table", () => {
  test("holds only day, page, kind and count: no address, no identifier, no time of day", () => {
    const columns = db.prepare("SELECT name FROM pragma_table_info('contact_counts') ORDER BY cid").all();
    expect(columns.map((column) => column.name)).toEqual(["day", "page", "kind", "count"]);
    // The count's migrations create no other table (nothing about a count's sender is kept anywhere).
    const migrations = readdirSync("server/migrations").filter((file) => /^003\d-/.test(file));
    const created = migrations.flatMap((file) =>
      [
        ...readFileSync(path.join("server/migrations", file), "utf8").matchAll(
          /CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(\w+)/gi,
        ),
      ].map((match) => match[1]),
    );
    expect(created).toEqual(["contact_counts"]);
  });

  test("a contact adds one to its day, page and kind", () => {
    countContact(db, "solicitud", "/app/servicios/consultas?nombre=Ana", NOON_LIMA);
    countContact(db, "solicitud", "/app/servicios/consultas/", NOON_LIMA);
    // 23:30 in Lima is still the 10th there (04:30 UTC on the 11th).
    countContact(db, "solicitud", "/app/servicios/consultas", new Date("2026-03-11T04:30:00Z"));
    expect(rows()).toEqual([{ day: "2026-03-10", page: "/app/servicios/consultas", kind: "solicitud", count: 3 }]);
  });

  test("a page that is not the site's is not counted", () => {
    expect(countContact(db, "solicitud", "https://otro.example/?email=ana@example.com", NOON_LIMA)).toBe(false);
    expect(rows()).toEqual([]);
  });
});

describe("POST /app/api/cuenta", () => {
  test("a chat tap from a page of the site is counted, answered 204 with no cookie", async () => {
    const response = await post(appWith(), { tipo: "chat", pagina: "/app/servicios/consultas" });
    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await post(appWith(), { tipo: "telefono", pagina: "/app/" })).toHaveProperty("status", 204);
    expect(rows()).toEqual([
      { day: "2026-03-10", page: "/app/", kind: "telefono", count: 1 },
      { day: "2026-03-10", page: "/app/servicios/consultas", kind: "chat", count: 1 },
    ]);
  });

  test("a post from another site is refused and not counted", async () => {
    const app = appWith();
    for (const headers of <Record<string, string>[]>[
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
      { "Sec-Fetch-Site": "", Origin: "https://phish.example" },
    ]) {
      expect((await post(app, { tipo: "chat", pagina: "/app/" }, headers)).status, JSON.stringify(headers)).toBe(403);
    }
    expect(rows()).toEqual([]);
  });

  // Issue 40, finding 12: a beacon with neither Origin nor Sec-Fetch-Site was counted.
  test("a post that does not say it comes from the site's own page is not counted; one with the site's Origin is", async () => {
    const app = appWith();
    const bare = (headers: Record<string, string> = {}) =>
      app.request("http://www.example.pe/app/api/cuenta", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8", ...headers },
        body: new URLSearchParams({ tipo: "chat", pagina: "/app/" }).toString(),
      });
    expect((await bare()).status).toBe(403);
    expect((await bare({ Origin: "null" })).status).toBe(403);
    expect((await bare({ "Sec-Fetch-Site": "none" })).status).toBe(403);
    expect(rows()).toEqual([]);
    expect((await bare({ Origin: "http://www.example.pe" })).status).toBe(204);
    expect(rows()).toEqual([{ day: "2026-03-10", page: "/app/", kind: "chat", count: 1 }]);
  });

  test("an unknown kind, a kind the service counts itself, or a page the site does not have is refused", async () => {
    const app = appWith();
    for (const fields of <Record<string, string>[]>[
      { tipo: "visita", pagina: "/app/" },
      { tipo: "reclamo", pagina: "/app/libro-de-reclamaciones" },
      { tipo: "solicitud", pagina: "/app/" },
      { tipo: "chat", pagina: "/app/no-existe" },
      { tipo: "chat", pagina: "/etc/passwd" },
      { tipo: "chat", pagina: "/app/../../etc" },
      { tipo: "chat" },
    ]) {
      expect((await post(app, fields)).status, JSON.stringify(fields)).toBe(400);
    }
    expect(rows()).toEqual([]);
  });

  test("past the sender's limit it answers 429", async () => {
    const app = appWith({ max: 2, windowMs: 60_000 });
    const statuses = [];
    for (let n = 0; n < 3; n++) statuses.push((await post(app, { tipo: "chat", pagina: "/app/" })).status);
    expect(statuses).toEqual([204, 204, 429]);
  });
});

test("a claim is counted once when it is committed, not when it is repeated", async () => {
  const app = appWith();
  const send = () =>
    app.request("http://www.example.pe/app/api/reclamaciones", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ ...validClaim(), [SUBMISSION_FIELD]: "a".repeat(32) }),
    });
  expect((await send()).status).toBe(201);
  expect((await send()).status).toBe(201);
  expect(rows()).toEqual([{ day: "2026-03-10", page: "/app/libro-de-reclamaciones", kind: "reclamo", count: 1 }]);
});

test("weeks start on Monday, months on the 1st; pages with the most contacts come first", () => {
  const at = (day: string) => new Date(`${day}T17:00:00Z`);
  countContact(db, "chat", "/app/", at("2026-03-08")); // a Sunday: the week of Monday the 2nd
  countContact(db, "chat", "/app/", at("2026-03-09")); // Monday
  countContact(db, "telefono", "/app/servicios/consultas", at("2026-03-09"));
  countContact(db, "telefono", "/app/servicios/consultas", at("2026-03-10"));
  countContact(db, "chat", "/app/servicios/consultas", at("2026-04-01"));
  expect(countsByPeriod(db, "week", "2026-01-01")).toEqual([
    { start: "2026-03-02", kind: "chat", count: 1 },
    { start: "2026-03-09", kind: "chat", count: 1 },
    { start: "2026-03-09", kind: "telefono", count: 2 },
    { start: "2026-03-30", kind: "chat", count: 1 },
  ]);
  expect(countsByPeriod(db, "month", "2026-01-01")).toEqual([
    { start: "2026-03-01", kind: "chat", count: 2 },
    { start: "2026-03-01", kind: "telefono", count: 2 },
    { start: "2026-04-01", kind: "chat", count: 1 },
  ]);
  expect(countsByPage(db, "2026-01-01")).toEqual([
    { page: "/app/servicios/consultas", total: 3, byKind: { telefono: 2, chat: 1 } },
    { page: "/app/", total: 2, byKind: { chat: 2 } },
  ]);
});
