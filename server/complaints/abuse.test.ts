// The complaints book cannot be used against others nor lock people out (issue 32, findings 3, 5, 6).
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { createApp } from "#server/app.ts";
import { serviceContext, type ServiceContext } from "#server/service-context.ts";
import type { ComplaintsOptions } from "#server/complaints/routes.ts";
import { column, openDatabase, value, type Db } from "#server/db.ts";
import { loadComplaintsBook } from "./content.ts";
import { defang } from "./mails.tsx";
import { senderKey } from "#server/rate-limit.ts";
import { validClaim } from "#shared/complaints-book/testing/claims.ts";

const book = loadComplaintsBook();
let db: Db;
beforeEach(() => {
  db = openDatabase(":memory:");
});
afterEach(() => db.close());

const appWith = (complaints: ComplaintsOptions = {}, service: Partial<ServiceContext> = {}) =>
  createApp({
    service: serviceContext({ db, root: "/nonexistent", ...service }),
    complaints: { rateLimit: null, clinicEmail: "clinica@example.com", ...complaints },
  });
type App = ReturnType<typeof appWith>;
const post = (app: App, body: Record<string, string>, headers: Record<string, string> = {}) =>
  app.request("http://www.example.pe/app/api/reclamaciones", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
    body: JSON.stringify(body),
  });
const postForm = (app: App, body: Record<string, string>, headers: Record<string, string> = {}) =>
  app.request("http://www.example.pe/app/api/reclamaciones", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(body).toString(),
  });
const claims = () => value(db, "SELECT COUNT(*) FROM claims");

describe("no relay", () => {
  test("a post from another site is refused with a Spanish message, with or without JavaScript; the site's own goes through", async () => {
    const app = appWith();
    for (const headers of <Record<string, string>[]>[
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
      { Origin: "https://phish.example" },
      { Origin: "null" },
    ]) {
      const json = await post(app, validClaim(), headers);
      expect(json.status, JSON.stringify(headers)).toBe(403);
      expect(await json.json()).toEqual({ error: book.form.failure.crossSite });
      const plain = await postForm(app, validClaim(), headers);
      expect(plain.status).toBe(403);
      expect(await plain.text()).toContain("Libro de Reclamaciones de la clínica");
    }
    expect(claims()).toBe(0);
    // The page's own form, as Chromium, Firefox and WebKit send it (and a client without these headers).
    expect((await postForm(app, validClaim(), { "Sec-Fetch-Site": "same-origin", Origin: "http://www.example.pe" })).status).toBe(
      201,
    );
    expect((await post(app, validClaim({ detail: "otro" }), { Origin: "http://www.example.pe" })).status).toBe(201);
    expect(
      (
        await post(appWith({}, { origin: "https://www.example.pe" }), validClaim({ detail: "tras el proxy" }), {
          Origin: "https://www.example.pe",
          Host: "127.0.0.1:3100",
        })
      ).status,
    ).toBe(201);
    expect((await post(app, validClaim({ detail: "sin cabeceras" }))).status).toBe(201);
  });

  test("25 addresses of one IPv6 /64 are one sender: limited together", async () => {
    const app = appWith({ rateLimit: { max: 5, windowMs: 60_000 } });
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i++) {
      const response = await post(app, validClaim({ detail: `Reclamo ${i}` }), {
        "X-Real-IP": `2001:db8:1:2::${i.toString(16)}`,
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    // Another /64 is another sender.
    expect((await post(app, validClaim({ detail: "otro" }), { "X-Real-IP": "2001:db8:1:3::1" })).status).toBe(201);
    expect(senderKey("2001:0db8:0001:0002:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(senderKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(senderKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(senderKey("203.0.113.9")).toBe("203.0.113.9");
  });

  test("copies to one recipient are limited; the claims are stored and the clinic notified of each", async () => {
    const app = appWith({ recipientLimit: 3 });
    const sheets: { contactEmail: string }[] = [];
    for (let i = 1; i <= 5; i++) {
      const response = await post(
        app,
        validClaim({ detail: `Reclamo ${i}`, patientEmail: i % 2 ? "victima@example.com" : "VICTIMA@example.com" }),
      );
      expect(response.status).toBe(201);
      sheets.push(((await response.json()) as { claim: { contactEmail: string } }).claim);
    }
    expect(claims()).toBe(5);
    expect(value(db, "SELECT COUNT(*) FROM outbox WHERE kind = 'copia-persona'")).toBe(3);
    expect(value(db, "SELECT COUNT(*) FROM outbox WHERE kind = 'aviso-clinica'")).toBe(5);
    // The sheet says a copy was sent only when one was.
    expect(sheets.map((sheet) => Boolean(sheet.contactEmail))).toEqual([true, true, true, false, false]);
  });

  // Issue 40, finding 2: the limit compared the typed text; nodemailer sends to the address it parses.
  test("copies are limited by the mailbox they reach: case and +tags are one person", async () => {
    const app = appWith({ recipientLimit: 3 });
    const typed = ["victima@x.example", "Victima@X.Example", "victima+1@x.example", "VICTIMA+2@x.example", "victima+b@x.example"];
    for (const [i, patientEmail] of typed.entries())
      expect((await post(app, validClaim({ detail: `Reclamo ${i}`, patientEmail }))).status).toBe(201);
    expect(claims()).toBe(5);
    expect(value(db, "SELECT COUNT(*) FROM outbox WHERE kind = 'copia-persona'")).toBe(3);
    expect(value(db, "SELECT COUNT(*) FROM outbox WHERE kind = 'aviso-clinica'")).toBe(5);
    // An address with a display name or a comment never gets through to be counted apart.
    for (const patientEmail of ["1<victima@x.example>", "victima@x.example(6)"])
      expect((await post(app, validClaim({ detail: "otro", patientEmail }))).status).toBe(422);
  });

  test("a link in the detail is not a link in the person's copy (text and HTML); the clinic's notice keeps it as written", async () => {
    const detail = "Entren a https://phish.example/pago o www.phish.example, o escriban a ayuda@phish.example.";
    expect((await post(appWith(), validClaim({ detail, request: "Ver phish.example" }))).status).toBe(201);
    const [copy] = db.prepare("SELECT text_body AS text, html_body AS html FROM outbox WHERE kind = 'copia-persona'").all() as {
      text: string;
      html: string;
    }[];
    for (const part of [copy!.text, copy!.html]) {
      expect(part).not.toMatch(/https?:\/\//);
      expect(part).not.toMatch(/phish\.example/);
      expect(part).not.toMatch(/ayuda@phish/);
      expect(part).toContain("phish[.]example");
      expect(part).not.toContain("<a ");
    }
    const notice = column<string>(db, "SELECT text_body FROM outbox WHERE kind = 'aviso-clinica'")[0]!;
    expect(notice).toContain(detail);
    expect(defang("hxxp")).toBe("hxxp");
  });
});

describe("one claim per submission", () => {
  const submission = { envioId: "envio-0123456789" };

  test("two identical submissions give one claim and one code, with and without JavaScript", async () => {
    const app = appWith();
    const first = await post(app, { ...validClaim(), ...submission });
    const second = await post(app, { ...validClaim(), ...submission });
    expect([first.status, second.status]).toEqual([201, 201]);
    const codes = await Promise.all(
      [first, second].map(async (r) => ((await r.json()) as { claim: { code: string } }).claim.code),
    );
    expect(codes[0]).toBe(codes[1]);
    // The plain form sent twice (a reload, a double tap): its page shows the same code.
    const plain = { ...validClaim({ detail: "sin JavaScript" }), envioId: "envio-abcdefghij" };
    const pages = [await (await postForm(app, plain)).text(), await (await postForm(app, plain)).text()];
    const code = (html: string) => /data-testid="codigo-reclamo"[^>]*>([^<]+)</.exec(html)?.[1];
    expect(code(pages[0]!)).toBeTruthy();
    expect(code(pages[1]!)).toBe(code(pages[0]!));
    expect(claims()).toBe(2);
    expect(value(db, "SELECT COUNT(*) FROM outbox")).toBe(4);
  });

  test("also when the first answer was lost: the retry gets the claim already made, and at once twice gives one", async () => {
    const app = appWith();
    // The first request is committed but its answer never read (dropped on the way).
    void (await post(app, { ...validClaim(), ...submission }));
    const retry = await post(app, { ...validClaim(), ...submission });
    expect(retry.status).toBe(201);
    const { claim } = (await retry.json()) as { claim: { code: string; contactEmail: string } };
    expect(claim.code).toBe(column(db, "SELECT code FROM claims")[0]);
    expect(claim.contactEmail).toBe("rosa@example.com");
    const together = await Promise.all(
      [1, 2, 3].map(() => post(app, { ...validClaim({ detail: "a la vez" }), envioId: "envio-a-la-vez" })),
    );
    expect(together.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(claims()).toBe(2);
  });

  test("the shared fields carry the submission id, and the answer page gives back the one sent", async () => {
    const page = await (
      await postForm(appWith(), { ...validClaim({ patientDocumentNumber: "1" }), envioId: "envio-abcdefghij" })
    ).text();
    expect(page).toMatch(/<input type="hidden" name="envioId" value="envio-abcdefghij"\/>/);
  });

  test("a repeat is not counted toward the sender's limit: the last claim allowed can be sent again", async () => {
    const app = appWith({ rateLimit: { max: 1, windowMs: 60_000 } });
    const first = await post(app, { ...validClaim(), ...submission });
    const retry = await post(app, { ...validClaim(), ...submission });
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect((await post(app, validClaim({ detail: "Otro asunto" }))).status).toBe(429);
  });

  test("a different claim from the same form (another text) is another claim", async () => {
    const app = appWith();
    await post(app, { ...validClaim(), ...submission });
    await post(app, { ...validClaim({ detail: "Otro asunto" }), ...submission });
    expect(claims()).toBe(2);
  });
});

describe("limits count abuse, not mistakes", () => {
  test("20 validation errors, then a good claim: accepted", async () => {
    const app = appWith({ rateLimit: { max: 20, windowMs: 600_000 } });
    for (let i = 0; i < 20; i++) expect((await post(app, validClaim({ patientDocumentNumber: "12" }))).status).toBe(422);
    expect((await post(app, validClaim())).status).toBe(201);
  });

  test("honeypot hits count, with a Spanish message of their own", async () => {
    const app = appWith({ rateLimit: { max: 2, windowMs: 600_000 } });
    const bot = await post(app, { ...validClaim(), sitioWeb: "http://spam.example" });
    expect(bot.status).toBe(422);
    expect(await bot.json()).toEqual({ error: book.form.failure.honeypot });
    await post(app, { ...validClaim(), sitioWeb: "x" });
    expect((await post(app, validClaim())).status).toBe(429);
  });
});
