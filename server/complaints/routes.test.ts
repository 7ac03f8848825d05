import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { createApp } from "#server/app.ts";
import { serviceContext } from "#server/service-context.ts";
import type { ComplaintsOptions } from "#server/complaints/routes.ts";
import { column, openDatabase, value, type Db } from "#server/db.ts";
import { loadComplaintsBook } from "./content.ts";
import { validClaim } from "#shared/complaints-book/testing/claims.ts";

const book = loadComplaintsBook();
let db: Db;
beforeEach(() => {
  db = openDatabase(":memory:");
});
afterEach(() => db.close());

const appWith = (complaints: ComplaintsOptions = {}) =>
  createApp({
    service: serviceContext({ db, root: "/nonexistent" }),
    complaints: { rateLimit: null, clinicEmail: "clinica@example.com", ...complaints },
  });

const postJson = (app: ReturnType<typeof appWith>, body: unknown, headers: Record<string, string> = {}) =>
  app.request("/app/api/reclamaciones", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const postForm = (app: ReturnType<typeof appWith>, values: Record<string, string>) =>
  app.request("/app/api/reclamaciones", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values).toString(),
  });

const claimCount = () => value(db, "SELECT COUNT(*) FROM claims");
const year = new Date(Date.now() - 5 * 3600_000).getUTCFullYear();

describe("POST /app/api/reclamaciones", () => {
  test("stores a valid claim with the year's next code, its two e-mails, and answers the sheet", async () => {
    const app = appWith();
    const response = await postJson(app, validClaim());
    expect(response.status).toBe(201);
    const { claim } = (await response.json()) as { claim: { code: string; deadline: string; values: Record<string, string> } };
    expect(claim.code).toBe(`000001-${year}`);
    expect(claim.values.patientFirstNames).toBe("Rosa María");
    const row = db.prepare("SELECT * FROM claims WHERE code = ?").get(claim.code) as Record<string, unknown>;
    expect(row).toMatchObject({ state: "pendiente", deadline: claim.deadline, kind: "reclamo", email_consent: 1 });
    const mails = db.prepare("SELECT kind, recipient FROM outbox WHERE claim_id = ? ORDER BY id").all(row.id as number);
    expect(mails).toEqual([
      { kind: "copia-persona", recipient: "rosa@example.com" },
      { kind: "aviso-clinica", recipient: "clinica@example.com" },
    ]);
    expect((await (await postJson(app, validClaim())).json()).claim.code).toBe(`000002-${year}`);
  });

  test("a missing or wrong field is named, in Spanish, and nothing is stored", async () => {
    const app = appWith();
    const response = await postJson(app, validClaim({ patientLastNames: "", patientDocumentNumber: "1234" }));
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(errors.patientLastNames).toBe(`${book.form.fields.patientLastNames}: ${book.form.errors.required}`);
    expect(errors.patientDocumentNumber).toBe(`${book.form.fields.patientDocumentNumber}: ${book.form.errors.dni}`);
    expect(claimCount()).toBe(0);
    expect(value(db, "SELECT COUNT(*) FROM outbox")).toBe(0);
  });

  test("someone filing for the patient must say who they are", async () => {
    const response = await postJson(appWith(), validClaim({ filedBy: "apoderado-menor" }));
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(["filerFirstNames", "filerDocumentNumber", "filerEmail"]));
  });

  test("over the size limit: 413, nothing stored", async () => {
    const response = await postJson(appWith({ maxBodyBytes: 32 * 1024 }), validClaim({ detail: "x".repeat(40 * 1024) }));
    expect(response.status).toBe(413);
    expect(claimCount()).toBe(0);
  });

  test("malformed bodies are refused", async () => {
    const app = appWith();
    expect((await postJson(app, "{not json")).status).toBe(400);
    expect((await postJson(app, "[1,2]")).status).toBe(400);
    // A field over its limit: named, with the limit.
    const long = await postJson(app, validClaim({ request: "a".repeat(1001) }));
    expect(long.status).toBe(422);
    expect(((await long.json()) as { errors: Record<string, string> }).errors.request).toContain("1000");
    expect(claimCount()).toBe(0);
  });

  test("the honeypot refuses with a message (no silent drop) and stores nothing", async () => {
    const response = await postJson(appWith(), { ...validClaim(), sitioWeb: "http://spam.example" });
    expect(response.status).toBe(422);
    expect(claimCount()).toBe(0);
  });

  test("over the per-address limit: 429 with a message and Retry-After; other addresses go on", async () => {
    const app = appWith({ rateLimit: { max: 2, windowMs: 60_000 } });
    const from = (ip: string) => postJson(app, validClaim(), { "X-Real-IP": ip });
    expect((await from("203.0.113.7")).status).toBe(201);
    expect((await from("203.0.113.7")).status).toBe(201);
    const refused = await from("203.0.113.7");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: string }).error).toBe(book.form.failure.tooMany);
    expect((await from("198.51.100.2")).status).toBe(201);
  });

  test("script-laden input is stored as typed and shown and e-mailed escaped", async () => {
    const app = appWith();
    const attack = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    const response = await postForm(
      app,
      validClaim({ detail: attack, patientFirstNames: "<b>Ana</b>" }) as Record<string, string>,
    );
    expect(response.status).toBe(201);
    const html = await response.text();
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("content-security-policy")).not.toContain("script-src");
    expect(value(db, "SELECT detail FROM claims")).toBe(attack);
    for (const mail of column(db, "SELECT html_body FROM outbox") as string[]) {
      expect(mail).not.toContain("<script>alert");
      expect(mail).not.toContain("<b>Ana</b>");
      expect(mail).toContain("&lt;b&gt;Ana&lt;/b&gt;");
    }
  });

  test("without JavaScript: the sheet page with the code, or the form again with the errors and what was typed", async () => {
    const app = appWith();
    const ok = await postForm(app, validClaim() as Record<string, string>);
    expect(ok.status).toBe(201);
    const sheet = await ok.text();
    expect(sheet).toContain(`000001-${year}`);
    expect(sheet).toContain(book.sheet.heading);

    const bad = await postForm(
      app,
      validClaim({ service: "", detail: "Mi detalle escrito con cuidado" }) as Record<string, string>,
    );
    expect(bad.status).toBe(422);
    const page = await bad.text();
    expect(page).toContain(`${book.form.fields.service}: ${book.form.errors.required}`);
    expect(page).toContain("Mi detalle escrito con cuidado");
    expect(page).toContain('value="Rosa María"');
    expect(claimCount()).toBe(1);
  });

  test("the health endpoint answers when the database does", async () => {
    const app = appWith();
    expect((await app.request("/app/api/salud")).status).toBe(200);
    db.close();
    expect((await app.request("/app/api/salud")).status).toBe(503);
    db = openDatabase(":memory:");
  });
});
