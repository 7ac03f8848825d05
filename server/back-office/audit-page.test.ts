// The audit log's page: filtered by action, account and Lima days with a plain GET form, the «Vio…»
// lines hidden unless asked for, in pages of 100 that keep the filters.
import { describe, expect, it } from "vitest";
import { inviteStaff } from "./accounts.ts";
import { audit } from "./audit.ts";
import { backOfficeFixture } from "./testing/fixtures.ts";

const DAY = 864e5;

function withLog() {
  const fixture = backOfficeFixture(Date.parse("2026-03-10T15:00:00Z"));
  const cookie = fixture.cookie(fixture.signIn());
  const berta = inviteStaff(fixture.db, { name: "Berta Ríos", email: "berta@clinica.pe" }, { now: fixture.now() }).staffId;
  const start = Date.parse("2026-03-02T15:00:00Z");
  // Ten days: each a view and a note by Ana, and a note by Berta.
  for (let day = 0; day < 10; day++) {
    const at = start + day * DAY;
    audit(fixture.db, { action: "ver_consulta", staffId: fixture.staffId, requestCode: "SC-000001" }, at);
    audit(fixture.db, { action: "nota_consulta", staffId: fixture.staffId, requestCode: "SC-000001" }, at + 1);
    audit(fixture.db, { action: "nota_consulta", staffId: berta, requestCode: "SC-000002" }, at + 2);
  }
  const get = async (query = "") =>
    (await fixture.request(`/app/gestion/auditoria${query}`, { headers: { Cookie: cookie } })).text();
  const lines = (text: string) => (/<h2 id="filas"[^>]*>(\d+) acci/.exec(text) ?? [])[1];
  return { ...fixture, berta, get, lines };
}

describe("the audit log", () => {
  it("hides the «Vio…» lines unless its box is ticked", async () => {
    const { get, lines } = withLog();
    const plain = await get();
    // The twenty notes and the two accounts' invitations.
    expect(lines(plain)).toBe("22");
    expect(plain).not.toContain("<td>Vio una solicitud de consulta");
    expect(plain).toContain('action="/app/gestion/auditoria" method="get"');
    const all = await get("?vistas=1");
    // Ten views more, and the log's own «Vio el registro» of both visits.
    expect(lines(all)).toBe("34");
    expect(all).toContain("<td>Vio una solicitud de consulta");
    expect(lines(await get("?accion=ver_consulta"))).toBe("10");
  });

  it("filters by action, by account and by Lima days, both included", async () => {
    const { get, lines, berta } = withLog();
    expect(lines(await get(`?cuenta=${berta}`))).toBe("10");
    expect(lines(await get(`?cuenta=${berta}&accion=nota_consulta&desde=2026-03-04&hasta=2026-03-06`))).toBe("3");
    expect(lines(await get("?hasta=2026-03-02"))).toBe("2");
    // Nonsense is no filter.
    expect(lines(await get("?cuenta=x&desde=ayer&accion=borrar_todo"))).toBe("22");
  });

  it("comes in pages of 100 that keep the filters", async () => {
    const { db, staffId, get, lines } = withLog();
    for (let i = 0; i < 130; i++) audit(db, { action: "entrada", staffId }, Date.parse("2026-03-09T15:00:00Z") + i);
    const first = await get("?accion=entrada&vistas=1");
    expect(lines(first)).toBe("130");
    expect(first).toContain("página 1 de 2");
    expect(first).toContain('href="/app/gestion/auditoria?accion=entrada&amp;vistas=1&amp;pagina=2"');
    expect((await get("?accion=entrada&vistas=1&pagina=2")).match(/<td>Entrada/g)).toHaveLength(30);
  });
});
