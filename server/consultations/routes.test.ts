import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { createApp } from "#server/app.ts";
import { serviceContext, type ServiceContext } from "#server/service-context.ts";
import type { ConsultationsOptions } from "#server/consultations/routes.ts";
import { openDatabase, value, type Db } from "#server/db.ts";
import { loadConsultationContent } from "./content.ts";
import { purgeOldRequests } from "./retention.ts";
import { validRequest } from "#server/consultations/testing/requests.ts";

const content = loadConsultationContent();
let db: Db;
beforeEach(() => {
  db = openDatabase(":memory:");
});
afterEach(() => db.close());

const appWith = (consultations: ConsultationsOptions = {}, service: Partial<ServiceContext> = {}) =>
  createApp({
    service: serviceContext({ db, root: "/nonexistent", ...service }),
    consultations: { rateLimit: null, clinicEmail: "clinica@example.com", ...consultations },
  });
type App = ReturnType<typeof appWith>;

const postJson = (app: App, body: unknown, headers: Record<string, string> = {}) =>
  app.request("/app/api/consultas", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
    body: JSON.stringify(body),
  });
const postForm = (app: App, values: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const form = new URLSearchParams();
  for (const [key, item] of Object.entries(values))
    for (const one of Array.isArray(item) ? item : [item]) form.append(key, String(one));
  return app.request("/app/api/consultas", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: form.toString(),
  });
};
const requestCount = () => value(db, "SELECT COUNT(*) FROM consultation_requests");

describe("POST /app/api/consultas", () => {
  test("stores a request, committed with the clinic's notice and the person's confirmation in the outbox", async () => {
    const response = await postJson(appWith(), validRequest());
    expect(response.status).toBe(201);
    const { request } = (await response.json()) as { request: { code: string } };
    expect(request.code).toBe("SC-000001");
    const row = db.prepare("SELECT * FROM consultation_requests WHERE code = ?").get(request.code) as Record<string, unknown>;
    expect(row).toMatchObject({
      state: "nueva",
      modality: "presencial",
      days: "lunes,miercoles",
      times: "tarde",
      name: "Rosa Quispe",
    });
    expect(row.consent_text).toBe(content.form.fields.consent);
    const mails = db
      .prepare("SELECT kind, recipient, text_body FROM outbox WHERE request_id = ? ORDER BY id")
      .all(row.id as number);
    expect(mails.map((m) => [m.kind, m.recipient])).toEqual([
      ["aviso-clinica-consulta", "clinica@example.com"],
      ["confirmacion-consulta", "rosa@example.com"],
    ]);
    expect(String(mails[0]!.text_body)).toContain("Rosa Quispe");
    // The confirmation repeats none of what the person wrote (the address may not be theirs).
    expect(String(mails[1]!.text_body)).not.toContain("Rosa Quispe");
  });

  test("without an e-mail, only the clinic's notice", async () => {
    const response = await postJson(appWith(), validRequest({ email: "" }));
    expect(response.status).toBe(201);
    expect(db.prepare("SELECT kind FROM outbox").all()).toEqual([{ kind: "aviso-clinica-consulta" }]);
  });

  test("a missing field is named, in Spanish, and nothing is stored", async () => {
    const response = await postJson(appWith(), validRequest({ phone: "", consent: undefined }));
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(errors.phone).toBe(`${content.form.fields.phone}: ${content.form.errors.required}`);
    expect(errors.consent).toBe(content.form.errors.consent);
    expect(requestCount()).toBe(0);
    expect(value(db, "SELECT COUNT(*) FROM outbox")).toBe(0);
  });

  test("a reason or professional not in the clinic's content is refused", async () => {
    const response = await postJson(appWith(), validRequest({ reason: "cirugia-estetica", professional: "dr-nadie" }));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(["reason", "professional"]);
    expect(requestCount()).toBe(0);
  });

  test("e-mail as the contact channel needs an e-mail", async () => {
    const response = await postJson(appWith(), validRequest({ channel: "correo", email: "" }));
    expect(response.status).toBe(422);
    expect((await response.json()).errors.email).toContain(content.form.errors.emailForChannel);
  });

  test("two identical submissions give one request", async () => {
    const app = appWith();
    const [first, second] = await Promise.all([postJson(app, validRequest()), postJson(app, validRequest())]);
    expect((await first.json()).request.code).toBe("SC-000001");
    expect((await second.json()).request.code).toBe("SC-000001");
    expect(await (await postForm(app, validRequest(), { Origin: "http://localhost" })).status).toBe(303);
    expect(requestCount()).toBe(1);
    expect(value(db, "SELECT COUNT(*) FROM outbox WHERE kind = 'aviso-clinica-consulta'")).toBe(1);
    // The clinic's count of contacts (shared/contact-counts/): one request from the request's page, the repeats not counted.
    const counted = () =>
      value(db, "SELECT SUM(count) FROM contact_counts WHERE kind = 'solicitud' AND page = '/app/pide-tu-primera-consulta'");
    expect(counted()).toBe(1);
    // Another submission of the same form's values is another request.
    await postJson(app, validRequest({ envioId: "otra-prueba-789" }));
    expect(requestCount()).toBe(2);
    expect(counted()).toBe(2);
  });

  test("a plain form post is answered with a redirect to the «received» page, with nothing personal in it", async () => {
    const response = await postForm(appWith(), validRequest());
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/app/pide-tu-primera-consulta/recibida");
    expect(requestCount()).toBe(1);
  });

  test("a plain form with a wrong field gets the form again, every value kept and escaped", async () => {
    const response = await postForm(appWith(), validRequest({ name: "<b>Rosa</b>", phone: "abc", days: ["lunes", "viernes"] }));
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toContain(`${content.form.fields.phone}: ${content.form.errors.phone}`);
    expect(page).toContain('value="&lt;b&gt;Rosa&lt;/b&gt;"');
    expect(page).not.toContain("<b>Rosa</b>");
    expect(page).toMatch(/checked="" value="viernes"/);
    expect(page).toContain('value="prueba-123456"');
    expect(requestCount()).toBe(0);
  });

  test("a cross-site post is refused and stores nothing", async () => {
    const app = appWith();
    const bySecFetch = await postForm(app, validRequest(), { "Sec-Fetch-Site": "cross-site" });
    expect(bySecFetch.status).toBe(403);
    expect(await bySecFetch.text()).toContain(content.form.failure.crossSite);
    const byOrigin = await postJson(app, validRequest(), { Origin: "https://otro.example" });
    expect(byOrigin.status).toBe(403);
    expect(requestCount()).toBe(0);
  });

  test("the honeypot and the sender's limit refuse with a message", async () => {
    const app = appWith({ rateLimit: { max: 1, windowMs: 60_000 } });
    const bot = await postJson(app, validRequest({ sitioWeb: "http://spam.example" }));
    expect(bot.status).toBe(422);
    expect((await bot.json()).error).toBe(content.form.failure.honeypot);
    const limited = await postJson(app, validRequest());
    expect(limited.status).toBe(429);
    expect(requestCount()).toBe(0);
  });

  test("a body past the limit is refused", async () => {
    const response = await postJson(appWith({ maxBodyBytes: 1024 }), validRequest({ message: "x".repeat(2000) }));
    expect(response.status).toBe(413);
  });
});

describe("retention", () => {
  test("the purge removes requests past retention, with their e-mails, and keeps the newer ones", async () => {
    const app = (at: string) => appWith({}, { now: () => new Date(at) });
    await postJson(app("2025-01-10T15:00:00Z"), validRequest({ envioId: "vieja-0000001" }));
    await postJson(app("2025-12-20T15:00:00Z"), validRequest({ envioId: "nueva-0000001" }));
    expect(requestCount()).toBe(2);
    expect(purgeOldRequests(db, 12, new Date("2026-02-01T00:00:00Z"))).toBe(1);
    expect(db.prepare("SELECT code FROM consultation_requests").all()).toEqual([{ code: "SC-000002" }]);
    expect(value(db, "SELECT COUNT(*) FROM outbox WHERE request_id IS NOT NULL")).toBe(2);
    expect(value(db, "SELECT COUNT(*) FROM consultation_submissions")).toBe(1);
  });
});

// Issue 40: what an attack on the requests found.
describe("issue 40", () => {
  const codeOf = async (response: Response) => ((await response.json()) as { request: { code: string } }).request.code;

  // Finding 2: nodemailer sends to the address it parses out of what was typed.
  test("the e-mail field takes a plain address only, named in Spanish", async () => {
    const app = appWith();
    for (const email of [
      "1<victima@x.example>",
      "Ana <victima@x.example>",
      "victima@x.example(1)",
      "(nota)victima@x.example",
      "grupo: victima@x.example;",
      "a@x.example, b@x.example",
      '"ana"@x.example',
      "paciente@correo.example?bcc=copia@otro.example&body=hola",
      "paciente?bcc=x@correo.example",
      "paciente&x@correo.example",
    ]) {
      const response = await postJson(app, validRequest({ email, envioId: "correo-raro-01" }));
      expect(response.status, email).toBe(422);
      expect((await response.json()).errors.email).toBe(`${content.form.fields.email}: ${content.form.errors.email}`);
    }
    expect(requestCount()).toBe(0);
    for (const email of ["rosa.quispe@example.com", "rosa+citas@example.com.pe", "josé@ejemplo.pe", "o'brien@x-y.example"])
      expect((await postJson(app, validRequest({ email, envioId: `bueno-${requestCount()}-000` }))).status, email).toBe(201);
  });

  test("the confirmations' limit counts the mailbox the mail reaches, normalised", async () => {
    const app = appWith({ recipientLimit: 3 });
    const typed = ["victima@x.example", "Victima@X.example", "VICTIMA+1@x.example", "victima+2@x.example", "victima+3@X.EXAMPLE"];
    for (const [i, email] of typed.entries())
      expect((await postJson(app, validRequest({ email, envioId: `limite-${i}-0000` }))).status).toBe(201);
    expect(value(db, "SELECT COUNT(*) FROM consultation_requests")).toBe(5);
    // Five requests, three confirmations: the clinic is told of all five all the same.
    expect(value(db, "SELECT COUNT(*) FROM outbox WHERE kind = 'confirmacion-consulta'")).toBe(3);
    expect(value(db, "SELECT COUNT(*) FROM outbox WHERE kind = 'aviso-clinica-consulta'")).toBe(5);
  });

  // Finding 3: the prerendered page carries one envioId for every visitor until the next build.
  test("a repeat is one request within 10 minutes; later, the same again is a new request that reaches the clinic", async () => {
    let now = new Date("2026-03-02T15:00:00Z");
    const app = appWith({}, { now: () => now });
    const first = await codeOf(await postJson(app, validRequest()));
    now = new Date("2026-03-02T15:09:00Z");
    expect(await codeOf(await postJson(app, validRequest()))).toBe(first);
    expect(requestCount()).toBe(1);
    now = new Date("2026-03-09T15:00:00Z");
    const later = await codeOf(await postJson(app, validRequest()));
    expect(later).not.toBe(first);
    expect(requestCount()).toBe(2);
    expect(value(db, "SELECT COUNT(*) FROM outbox WHERE kind = 'aviso-clinica-consulta'")).toBe(2);
    // And the later one is now what a repeat of it finds.
    now = new Date("2026-03-09T15:01:00Z");
    expect(await codeOf(await postJson(app, validRequest()))).toBe(later);
    expect(requestCount()).toBe(2);
  });

  test("without JavaScript, two visitors sending the page's one id are told apart; one visitor's double send is one", async () => {
    const app = appWith();
    const prerendered = { envioId: "pagina-0000000000000001" };
    const post = (ip: string) => postForm(app, validRequest(prerendered), { "X-Real-IP": ip });
    expect((await post("198.51.100.20")).status).toBe(303);
    expect((await post("198.51.100.20")).status).toBe(303);
    expect(requestCount()).toBe(1);
    expect((await post("203.0.113.9")).status).toBe(303);
    expect(requestCount()).toBe(2);
  });

  // Finding 8: codes came from the row's id, which SQLite gives again once the newest rows are gone.
  test("a code is never given twice, even after a purge of the newest requests", async () => {
    const app = (at: string) => appWith({}, { now: () => new Date(at) });
    const old = await codeOf(await postJson(app("2025-01-10T15:00:00Z"), validRequest({ envioId: "vieja-0000001" })));
    expect(old).toBe("SC-000001");
    expect(purgeOldRequests(db, 12, new Date("2026-03-01T00:00:00Z"))).toBe(1);
    expect(requestCount()).toBe(0);
    expect(await codeOf(await postJson(app("2026-03-02T15:00:00Z"), validRequest({ envioId: "nueva-0000001" })))).toBe(
      "SC-000002",
    );
  });

  // Finding 9: «a las 3:27 a. m. (UTC)» for consent_at = 08:27:58Z: the time shown was Lima's.
  test("the clinic's notice says the consent's time as Lima's, and says so", async () => {
    const app = appWith({}, { now: () => new Date("2026-11-27T08:27:58Z") });
    expect((await postJson(app, validRequest())).status).toBe(201);
    const notice = value<string>(db, "SELECT text_body FROM outbox WHERE kind = 'aviso-clinica-consulta'")!;
    expect(notice).toContain("aceptado el 27 de noviembre de 2026 a las 3:27 a. m. (hora de Lima)");
    expect(notice).not.toMatch(/UTC/);
    const html = value<string>(db, "SELECT html_body FROM outbox WHERE kind = 'aviso-clinica-consulta'")!;
    expect(html).toContain("3:27 a. m. (hora de Lima)");
  });
});
