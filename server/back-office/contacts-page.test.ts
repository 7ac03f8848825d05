// The back office's page of the count of contacts: for signed-in staff only, the counts by week,
// by month and by page, as SVG charts with their tables, within the back office's strict policy.
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { countContact } from "#server/contact-counts/store.ts";
import { backOfficeFixture } from "#server/back-office/testing/fixtures.ts";

const PATH = "/app/gestion/contactos";

function withCounts() {
  const fixture = backOfficeFixture(Date.parse("2026-03-10T17:00:00Z"));
  const at = (day: string) => new Date(`${day}T17:00:00Z`);
  for (let n = 0; n < 3; n++) countContact(fixture.db, "chat", "/app/servicios/consultas", at("2026-03-09"));
  countContact(fixture.db, "telefono", "/app/", at("2026-03-02"));
  countContact(fixture.db, "reclamo", "/app/libro-de-reclamaciones", at("2026-02-14"));
  return fixture;
}

describe("the contacts page", () => {
  it("is shown to signed-in staff only: a stranger is sent to sign in and sees no count", async () => {
    const { request } = withCounts();
    const response = await request(PATH);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/app/gestion/entrar");
    expect(await response.text()).not.toContain("/app/servicios/consultas");
    const forged = await request(PATH, { headers: { Cookie: "gestion_sesion=inventada" } });
    expect(forged.status).toBe(303);
  });

  it("shows staff the counts by week, by month and by page, the page with the most first", async () => {
    const { request, signIn, cookie, db } = withCounts();
    const response = await request(PATH, { headers: { Cookie: cookie(signIn()) } });
    expect(response.status).toBe(200);
    const text = await response.text();
    // The week of Monday 9 March: 3 chat taps; of Monday 2 March: 1 phone tap.
    expect(text).toMatch(/<th scope="row">09\/03\/2026<\/th><td>0<\/td><td>0<\/td><td>3<\/td><td>0<\/td><td>0<\/td><td>3<\/td>/);
    expect(text).toMatch(/<th scope="row">02\/03\/2026<\/th><td>0<\/td><td>0<\/td><td>0<\/td><td>1<\/td><td>0<\/td><td>1<\/td>/);
    expect(text).toMatch(/<th scope="row">feb 26<\/th><td>0<\/td><td>0<\/td><td>0<\/td><td>0<\/td><td>1<\/td><td>1<\/td>/);
    expect(text).toMatch(/<th scope="row">mar 26<\/th><td>0<\/td><td>0<\/td><td>3<\/td><td>1<\/td><td>0<\/td><td>4<\/td>/);
    // Charts a screen reader can name and describe.
    expect(text).toContain('<title id="grafico-semanas-titulo">Contactos por semana, últimas 12 semanas</title>');
    expect(text).toMatch(/<desc id="grafico-meses-desc">Contactos por mes: [^<]*mar 26: 4\.<\/desc>/);
    // The pages, the most first.
    const order = [...text.matchAll(/<th scope="row"><a href="([^"]+)">/g)].map((match) => match[1]);
    expect(order).toEqual(["/app/servicios/consultas", "/app/", "/app/libro-de-reclamaciones"]);
    expect(db.prepare("SELECT action FROM audit_log WHERE action = 'ver_contactos'").all()).toHaveLength(1);
  });

  it("keeps the back office's policy: no inline script or style, valid HTML", async () => {
    const { request, signIn, cookie } = withCounts();
    const response = await request(PATH, { headers: { Cookie: cookie(signIn()) } });
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).not.toContain("unsafe-inline");
    const text = await response.text();
    expect(text).not.toMatch(/<script(?![^>]*\ssrc=)|<style|\sstyle=/);
    const report = await new HtmlValidate(new FileSystemConfigLoader()).validateString(text, "contactos.html");
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`))).toEqual([]);
  });

  it("escapes what it shows", async () => {
    // normalisePage refuses anything but slug paths, so a stored page cannot carry markup; the
    // page escapes it anyway, should a row ever be written by hand.
    const { request, signIn, cookie, db } = backOfficeFixture(Date.parse("2026-03-10T17:00:00Z"));
    db.exec("INSERT INTO contact_counts VALUES ('2026-03-10', '/app/<b>x</b>', 'chat', 1)");
    const text = await (await request(PATH, { headers: { Cookie: cookie(signIn()) } })).text();
    expect(text).toContain("/app/&lt;b&gt;x&lt;/b&gt;");
    expect(text).not.toContain("<b>x</b>");
  });
});
