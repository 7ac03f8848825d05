import { describe, expect, it } from "vitest";
import { column, value } from "#server/db.ts";
import { loadConsultationContent, loadRequestOptions, messagesOf } from "#server/consultations/content.ts";
import { storeRequest } from "#server/consultations/store.ts";
import { validRequest } from "#server/consultations/testing/requests.ts";
import { requestSchema } from "#shared/consultation-request/request-schema.ts";
import { inviteStaff, type Role } from "./accounts.ts";
import { createSession } from "./sessions.ts";
import { backOfficeFixture, makeClaim, ORIGIN } from "#server/back-office/testing/fixtures.ts";

const content = loadConsultationContent();
const schema = requestSchema(messagesOf(content), loadRequestOptions());

function withRequest(start?: number) {
  const fixture = backOfficeFixture(start);
  const made = (overrides: Record<string, unknown> = {}, at = new Date(fixture.now())) =>
    storeRequest(
      fixture.db,
      schema.parse(validRequest({ name: "Rosa <b>Quispe</b>", ...overrides })),
      { reason: "Consultas", consent: content.form.fields.consent },
      () => [],
      at,
    ).code;
  const account = (role: Role, email: string) => {
    const { staffId } = inviteStaff(fixture.db, { name: `Cuenta ${role}`, email, role }, { now: fixture.now() });
    return fixture.cookie(createSession(fixture.db, staffId, fixture.now()));
  };
  const get = (path: string, cookie?: string) => fixture.request(path, cookie ? { headers: { Cookie: cookie } } : {});
  const post = (path: string, cookie: string, fields: Record<string, string>) =>
    fixture.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: ORIGIN },
      body: new URLSearchParams(fields).toString(),
    });
  const csrfOf = async (response: Response) => /name="csrf" value="([^"]+)"/.exec(await response.text())?.[1] ?? "";
  return { ...fixture, made, account, get, post, csrfOf };
}

describe("the requests inbox", () => {
  it("lists the request for staff whose role covers requests, and nothing for one without it or a stranger", async () => {
    const { made, account, get, signIn, cookie } = withRequest();
    const code = made();
    for (const who of [cookie(signIn()), account("consultas", "consultas@clinica.pe")]) {
      const page = await get("/app/gestion/consultas/", who);
      expect(page.status).toBe(200);
      const text = await page.text();
      expect(text).toContain(code);
      expect(text).toContain("Rosa &lt;b&gt;Quispe&lt;/b&gt;");
      expect(text).not.toContain("<b>Quispe</b>");
    }
    const officer = account("reclamos", "reclamos@clinica.pe");
    for (const path of ["/app/gestion/consultas/", `/app/gestion/consultas/${code}`, "/app/gestion/consultas/exportar.csv"]) {
      const response = await get(path, officer);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain(code);
    }
    expect(await (await get("/app/gestion/", officer)).text()).not.toContain("/app/gestion/consultas/");
    const stranger = await get("/app/gestion/consultas/");
    expect(stranger.status).toBe(303);
    expect(stranger.headers.get("location")).toBe("/app/gestion/entrar");
  });

  it("shows no claims to an account that sees only requests", async () => {
    const { db, account, get } = withRequest();
    const claim = makeClaim(db);
    const requestsOnly = account("consultas", "consultas@clinica.pe");
    // Its home, «Hoy», lists no claim, even an overdue one, and links to none.
    const home = await get("/app/gestion/", requestsOnly);
    expect(home.status).toBe(200);
    const today = await home.text();
    expect(today).not.toContain(claim.code);
    expect(today).not.toContain("/app/gestion/reclamos/");
    for (const path of [`/app/gestion/reclamos/${claim.code}`, "/app/gestion/reclamos/", "/app/gestion/exportar.csv"])
      expect((await get(path, requestsOnly)).status).toBe(404);
    const inbox = await (await get("/app/gestion/consultas/", requestsOnly)).text();
    expect(inbox).not.toContain('href="/app/gestion/exportar.csv"');
  });

  it("lists by urgency or newest first, by state, with the time since each and a flag past the promised response time", async () => {
    // Monday 2 March 2026, 10:00 in Lima.
    const { made, get, signIn, cookie, advance, now } = withRequest(Date.parse("2026-03-02T15:00:00Z"));
    const older = made();
    advance(60 * 60_000);
    const newer = made({ envioId: "otra-123456" });
    const who = cookie(signIn());
    // Newest first when asked; by urgency (the older is due first) by default.
    let text = await (await get("/app/gestion/consultas/?orden=recientes", who)).text();
    expect(text.indexOf(newer)).toBeLessThan(text.indexOf(older));
    expect(text).toContain("hace 1 h");
    text = await (await get("/app/gestion/consultas/", who)).text();
    expect(text.indexOf(older)).toBeLessThan(text.indexOf(newer));
    expect(text).not.toContain("Fuera de plazo");
    // Wednesday: one business day (Tuesday) has passed with both still new.
    advance(2 * 24 * 60 * 60_000);
    const later = cookie(signIn());
    text = await (await get("/app/gestion/consultas/?estado=nueva", later)).text();
    expect(text.match(/Fuera de plazo/g)).toHaveLength(2);
    expect(new Date(now()).toISOString()).toBe("2026-03-04T16:00:00.000Z");
    expect(await (await get("/app/gestion/consultas/?estado=agendada", later)).text()).not.toContain(older);
  });

  it("a state change and a note are audited, as every view; the detail links to call, WhatsApp and e-mail", async () => {
    const { db, made, get, post, signIn, cookie, csrfOf, staffId } = withRequest();
    const code = made({ phone: "987 654 321" });
    const who = cookie(signIn());
    const detail = await get(`/app/gestion/consultas/${code}`, who);
    const csrf = await csrfOf(detail.clone());
    const page = await detail.text();
    expect(page).toContain('href="tel:+51987654321"');
    expect(page).toContain('href="https://wa.me/51987654321"');
    expect(page).toContain('href="mailto:rosa@example.com"');

    const changed = await post(`/app/gestion/consultas/${code}/estado`, who, { csrf, estado: "contactada" });
    expect(changed.status).toBe(303);
    expect(value(db, "SELECT state FROM consultation_requests WHERE code = ?", code)).toBe("contactada");
    const noted = await post(`/app/gestion/consultas/${code}/nota`, who, { csrf, nota: "Llamé; vuelve a llamar el lunes." });
    expect(noted.status).toBe(303);
    expect(await (await get(`/app/gestion/consultas/${code}`, who)).text()).toContain("Llamé; vuelve a llamar el lunes.");
    const actions = db
      .prepare(
        "SELECT action, staff_id AS staffId, request_code AS code FROM audit_log WHERE request_code IS NOT NULL ORDER BY id",
      )
      .all();
    expect(actions.map((a) => a.action)).toEqual(["ver_consulta", "estado_consulta_contactada", "nota_consulta", "ver_consulta"]);
    expect(actions.every((a) => a.staffId === staffId && a.code === code)).toBe(true);
    // No state change without the session's token.
    expect((await post(`/app/gestion/consultas/${code}/estado`, who, { estado: "cerrada" })).status).toBe(403);
    expect(value(db, "SELECT state FROM consultation_requests WHERE code = ?", code)).toBe("contactada");
    expect(column(db, "SELECT action FROM audit_log WHERE action = 'ver_consultas'")).toHaveLength(0);
    await get("/app/gestion/consultas/", who);
    expect(column(db, "SELECT action FROM audit_log WHERE action = 'ver_consultas'")).toHaveLength(1);
  });

  it("builds call and WhatsApp links from the parsed number, WhatsApp for mobiles only, and mailto: from a plain address only", async () => {
    const { db, made, get, signIn, cookie } = withRequest();
    const who = cookie(signIn());
    const lima = made({ phone: "01 4567890", envioId: "lima-1234567" });
    const province = made({ phone: "(044) 123456", envioId: "trujillo-1234567" });
    for (const [code, tel] of [
      [lima, "tel:+5114567890"],
      [province, "tel:+5144123456"],
    ] as const) {
      const page = await (await get(`/app/gestion/consultas/${code}`, who)).text();
      expect(page, code).toContain(`href="${tel}"`);
      expect(page, code).not.toContain("wa.me");
      expect(page, code).not.toContain("tel:+51014567890");
    }
    // An address with parts beyond local@domain (stored before issue 40's check) gets no link.
    db.prepare("UPDATE consultation_requests SET email = ? WHERE code = ?").run("rosa@example.com?bcc=otro@example.com", lima);
    const page = await (await get(`/app/gestion/consultas/${lima}`, who)).text();
    expect(page).not.toContain("mailto:");
    expect(await (await get("/app/gestion/consultas/", who)).text()).not.toContain("mailto:rosa@example.com?bcc");
  });

  it("exports the requests as CSV, audited, formulas defused", async () => {
    const { db, made, get, signIn, cookie } = withRequest();
    made({ message: '=HYPERLINK("http://x")' });
    const response = await get("/app/gestion/consultas/exportar.csv", cookie(signIn()));
    expect(response.status).toBe(200);
    const csv = await response.text();
    expect(csv).toContain("Rosa <b>Quispe</b>");
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(column(db, "SELECT action FROM audit_log WHERE action = 'exportar_csv_consultas'")).toHaveLength(1);
  });

  it("existing accounts see both; an invitation's role is kept", () => {
    const { db, staffId } = withRequest();
    expect(value(db, "SELECT role FROM staff WHERE id = ?", staffId)).toBe("ambos");
    inviteStaff(db, { name: "Eva", email: "eva@clinica.pe", role: "reclamos" });
    expect(value(db, "SELECT role FROM staff WHERE email = 'eva@clinica.pe'")).toBe("reclamos");
    expect(() => inviteStaff(db, { name: "Eva", email: "otra@clinica.pe", role: "todo" as Role })).toThrow(
      /reclamos, consultas, ambos o agenda/,
    );
  });
});
