// The requests' and claims' queues at scale: search (name, phone, e-mail, code: posted, never in a
// URL), filters, bounded pages, and the list's state kept through a request's «volver» and
// «siguiente»; a request's note, state and handler in one save; the CSV's phones and dates.
import { describe, expect, it } from "vitest";
import { column, value } from "#server/db.ts";
import { inviteStaff } from "./accounts.ts";
import { backOfficeFixture, makeClaim, ORIGIN } from "./testing/fixtures.ts";
import { seedBackOffice } from "./testing/seed.ts";

const HOUR = 3_600_000;

function withQueue(requests = 60, claims = 30) {
  const fixture = backOfficeFixture(Date.parse("2026-03-04T16:00:00Z"));
  seedBackOffice(fixture.db, { requests, claims, now: fixture.now() - 2 * 24 * HOUR });
  const cookie = fixture.cookie(fixture.signIn());
  const get = async (path: string) => {
    const response = await fixture.request(path, { headers: { Cookie: cookie } });
    return { status: response.status, location: response.headers.get("location"), text: await response.text() };
  };
  const csrf = async () => /name="csrf" value="([^"]+)"/.exec((await get("/app/gestion/consultas/")).text)![1]!;
  const post = async (path: string, fields: Record<string, string>) =>
    fixture.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: ORIGIN },
      body: new URLSearchParams({ csrf: await csrf(), ...fields }).toString(),
    });
  /** Follows a search: posts it, returns the list's URL it lands on. */
  const search = async (base: string, q: string, lista = "") => {
    const response = await post(`${base}buscar`, { q, lista });
    expect(response.status).toBe(303);
    return response.headers.get("location")!;
  };
  const codes = (text: string, prefix = "SC-") =>
    [...text.matchAll(new RegExp(`>${prefix}\\d{6}<`, "g"))].map((m) => m[0].slice(1, -1));
  return { ...fixture, get, post, search, codes };
}

describe("the requests' queue", () => {
  it("comes in pages of 25, with «Siguiente» and «Anterior» keeping the filters", async () => {
    const { get, codes } = withQueue(60);
    const first = await get("/app/gestion/consultas/");
    expect(codes(first.text)).toHaveLength(25);
    expect(first.text).toContain("60 solicitudes · página 1 de 3");
    expect(first.text).toContain('href="/app/gestion/consultas/?pagina=2"');
    const third = await get("/app/gestion/consultas/?pagina=3");
    expect(codes(third.text)).toHaveLength(10);
    expect(
      new Set([...codes(first.text), ...codes((await get("/app/gestion/consultas/?pagina=2")).text), ...codes(third.text)]).size,
    ).toBe(60);
    // A page past the last is the last; a nonsense value is the first.
    expect(codes((await get("/app/gestion/consultas/?pagina=99")).text)).toEqual(codes(third.text));
    expect(codes((await get("/app/gestion/consultas/?pagina=x")).text)).toEqual(codes(first.text));
    const filtered = await get("/app/gestion/consultas/?estado=nueva&modalidad=presencial");
    expect(filtered.text).not.toContain('href="/app/gestion/consultas/?pagina=2"');
    const many = await get("/app/gestion/consultas/?estado=pendientes&orden=recientes");
    expect(many.text).toContain('href="/app/gestion/consultas/?estado=pendientes&amp;orden=recientes&amp;pagina=2"');
  });

  it("filters by state, reason and modality, with every state that needs action under «pendientes»", async () => {
    const { db, get, codes } = withQueue(60);
    const count = (where: string) => value(db, `SELECT count(*) FROM consultation_requests WHERE ${where}`);
    const all = async (query: string) => {
      const found: string[] = [];
      for (let page = 1; page <= 3; page++)
        found.push(...codes((await get(`/app/gestion/consultas/?${query}&pagina=${page}`)).text));
      return new Set(found).size;
    };
    expect(await all("estado=nueva")).toBe(count("state = 'nueva'"));
    expect(await all("estado=pendientes")).toBe(count("state IN ('nueva', 'contactada', 'sin-respuesta')"));
    expect(await all("modalidad=virtual")).toBe(count("modality = 'virtual'"));
    const reason = value<string>(db, "SELECT reason FROM consultation_requests LIMIT 1")!;
    expect(await all(`motivo=${reason}`)).toBe(count(`reason = '${reason}'`));
    expect(await all("estado=agendada&modalidad=virtual")).toBe(count("state = 'agendada' AND modality = 'virtual'"));
  });

  it("says as many «pendientes» as its link lists, under the list's own filters", async () => {
    const { db, get, codes } = withQueue(60);
    const pending = Number(
      value(
        db,
        "SELECT count(*) FROM consultation_requests WHERE modality = 'virtual' AND state IN ('nueva', 'contactada', 'sin-respuesta')",
      ),
    );
    const list = await get("/app/gestion/consultas/?modalidad=virtual");
    const link = /<a href="([^"]+)">(\d+) pendientes? con estos filtros<\/a>/.exec(list.text)!;
    // The overdue count is the whole queue's: said so.
    expect(list.text).toMatch(/\d+ fuera de plazo en total</);
    expect(Number(link[2])).toBe(pending);
    const listed = await get(link[1]!.replaceAll("&amp;", "&"));
    expect(listed.text).toContain(`${pending} solicitudes`);
    expect(codes(listed.text)).toHaveLength(Math.min(25, pending));
  });

  it("lists «mías», «sin asignar» or both for the signed-in account, never naming it in the URL, and keeps it", async () => {
    const { db, staffId, get, search, codes } = withQueue(60);
    const other = inviteStaff(db, { name: "Berta Ríos", email: "berta@clinica.pe" }).staffId;
    const ids = column<number>(db, "SELECT id FROM consultation_requests ORDER BY id");
    const handle = db.prepare("UPDATE consultation_requests SET handler_staff_id = ? WHERE id = ?");
    ids.slice(0, 5).forEach((id) => handle.run(staffId, id));
    ids.slice(5, 12).forEach((id) => handle.run(other, id));
    const listed = async (query: string) => new Set(codes((await get(`/app/gestion/consultas/?${query}&orden=recientes`)).text));
    const mine = column<string>(db, `SELECT code FROM consultation_requests WHERE handler_staff_id = ${staffId}`);
    expect(await listed("asignada=mias")).toEqual(new Set(mine));
    const page = await get("/app/gestion/consultas/?asignada=sin-asignar");
    expect(page.text).toContain(`${ids.length - 12} solicitudes`);
    expect(page.text).toContain('<option value="sin-asignar" selected="">Sin asignar</option>');
    const either = await get("/app/gestion/consultas/?asignada=mias-o-sin-asignar");
    expect(either.text).toContain(`${ids.length - 7} solicitudes`);
    // Kept through a search and the pages, and a stranger's value is the whole list.
    expect(await search("/app/gestion/consultas/", "a", "?asignada=mias")).toContain("asignada=mias");
    expect(either.text).toContain("asignada=mias-o-sin-asignar&amp;pagina=2");
    expect((await get(`/app/gestion/consultas/?asignada=${staffId}`)).text).toContain(`${ids.length} solicitudes`);
  });

  it("finds a request by name without accents, by phone however typed, by e-mail and by code; the URL never holds the search", async () => {
    const { db, get, search, codes } = withQueue(60);
    const row = db
      .prepare("SELECT code, name, phone, email FROM consultation_requests WHERE phone LIKE '01 %' AND email IS NOT NULL LIMIT 1")
      .get() as {
      code: string;
      name: string;
      phone: string;
      email: string;
    };
    const lima = row.phone.replace("01 ", "");
    for (const q of [row.code, row.code.toLowerCase(), `+51 1 ${lima}`, `(01) ${lima}`, lima, row.email.toUpperCase()]) {
      const location = await search("/app/gestion/consultas/", q);
      expect(location, q).not.toContain(encodeURIComponent(q));
      expect(location, q).toMatch(/^\/app\/gestion\/consultas\/\?b=[A-Za-z0-9_-]{8}$/);
      const page = await get(location);
      expect(codes(page.text), q).toContain(row.code);
      expect(codes(page.text).length, q).toBeLessThan(5);
    }
    const folded = row.name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    const byName = await get(await search("/app/gestion/consultas/", folded));
    const expected = (column(db, "SELECT name FROM consultation_requests") as string[]).filter(
      (name) => name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase() === folded,
    ).length;
    expect(byName.text).toContain(`${expected} ${expected === 1 ? "resultado" : "resultados"} para «${folded}»`);
    // A search with a filter, kept together through the pages.
    const both = await search("/app/gestion/consultas/", "example.pe", "?estado=nueva");
    expect(both).toMatch(/^\/app\/gestion\/consultas\/\?estado=nueva&b=/);
    // A handle this session does not hold says so, and finds nothing.
    const { text } = await get(both.replace(/b=[^&]+/, "b=AAAAAAAA"));
    expect(text).toContain("Esa búsqueda ya no está guardada");
  });

  it("keeps the list's state through a request's «volver» and «siguiente»", async () => {
    const { get, codes } = withQueue(60);
    const list = "?estado=pendientes&modalidad=presencial&pagina=2";
    const page = await get(`/app/gestion/consultas/${list}`);
    const [first, second] = codes(page.text);
    expect(page.text).toContain(`href="/app/gestion/consultas/${first}${list.replaceAll("&", "&amp;")}"`);
    const detail = await get(`/app/gestion/consultas/${first}${list}`);
    expect(detail.text).toContain(
      // Back to the same place in the list: its row.
      `<a href="/app/gestion/consultas/${list.replaceAll("&", "&amp;")}#fila-${first}">Volver a las solicitudes</a>`,
    );
    expect(detail.text).toContain(
      `<a href="/app/gestion/consultas/${second}${list.replaceAll("&", "&amp;")}" rel="next">Siguiente</a>`,
    );
  });

  it("saves a request's note, state and handler in one form, audited, then goes to the next", async () => {
    const { db, get, post, codes, staffId } = withQueue(30);
    const list = "?estado=nueva";
    const [first, second] = codes((await get(`/app/gestion/consultas/${list}`)).text) as [string, string];
    const saved = await post(`/app/gestion/consultas/${first}/guardar`, {
      lista: list,
      nota: "Llamé; pide el sábado.",
      estado: "contactada",
      atiende: String(staffId),
      luego: "siguiente",
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`/app/gestion/consultas/${second}${list}`);
    expect(db.prepare("SELECT state, handler_staff_id AS handler FROM consultation_requests WHERE code = ?").get(first)).toEqual({
      state: "contactada",
      handler: staffId,
    });
    expect(
      column(db, "SELECT action FROM audit_log WHERE request_code = ? AND action != 'ver_consulta' ORDER BY id", first),
    ).toEqual(["estado_consulta_contactada", "asigna_consulta", "nota_consulta"]);
    const detail = (await get(`/app/gestion/consultas/${first}`)).text;
    expect(detail).toContain("Llamé; pide el sábado.");
    expect(detail).toContain("la atiende Ana Pérez");
    // A handler who is not an account that sees requests is refused, nothing saved.
    const refused = await post(`/app/gestion/consultas/${second}/guardar`, { estado: "cerrada", atiende: "999" });
    expect(refused.status).toBe(400);
    expect(value(db, "SELECT state FROM consultation_requests WHERE code = ?", second)).toBe("nueva");
  });

  it("exports phones as dialled in Peru and dates a spreadsheet sorts", async () => {
    const { get } = withQueue(10);
    const csv = (await get("/app/gestion/consultas/exportar.csv")).text;
    expect(csv).toMatch(/"\(01\) 4\d{6}"/);
    expect(csv).toMatch(/"9\d{2} \d{3} \d{3}"/);
    expect(csv).not.toContain("\"'+51");
    expect(csv).toMatch(/"2026-0[23]-\d{2} \d{2}:\d{2}"/);
  });
});

describe("the claims' queue", () => {
  it("lists patient and service, searches, filters and pages, and keeps its state", async () => {
    const { db, get, search } = withQueue(0, 30);
    const list = await get("/app/gestion/reclamos/");
    const rows = [...list.text.matchAll(/>(\d{6}-\d{4})</g)].map((m) => m[1]!);
    expect(rows).toHaveLength(25);
    expect(list.text).toContain("página 1 de 2");
    const first = db
      .prepare("SELECT patient_first_names || ' ' || patient_last_names AS name, service FROM claims WHERE code = ?")
      .get(rows[0]!) as {
      name: string;
      service: string;
    };
    expect(list.text).toContain(`<td>${first.name}</td>`);
    expect(list.text).toContain(`<td>${first.service}</td>`);
    const quejas = await get("/app/gestion/reclamos/?tipo=queja");
    expect([...quejas.text.matchAll(/>(\d{6}-\d{4})</g)]).toHaveLength(
      Number(value(db, "SELECT count(*) FROM claims WHERE kind = 'queja'")),
    );
    const phone = value<string>(db, "SELECT patient_phone FROM claims WHERE code = ?", rows[3]!)!;
    const found = await get(await search("/app/gestion/reclamos/", phone));
    expect(found.text).toContain(rows[3]!);
    const detail = await get(`/app/gestion/reclamos/${rows[0]}?tipo=reclamo`);
    expect(detail.text).toContain(`<a href="/app/gestion/reclamos/?tipo=reclamo#fila-${rows[0]}">Volver a la lista</a>`);
  });

  it("a claim's draft, internal note and «en revisión» are saved without sending anything, audited, and the print view shows the letterhead and no back-office chrome", async () => {
    const { db, post, get, staffId } = withQueue(0, 0);
    const claim = makeClaim(db, { detail: "Esperé <b>tres</b> horas." });
    const saved = await post(`/app/gestion/reclamos/${claim.code}/trabajo`, {
      respuesta: "Borrador: revisamos los tiempos.",
      nota: "Hablar con admisión.",
      revision: "si",
    });
    expect(saved.status).toBe(303);
    expect(
      db
        .prepare("SELECT state, draft_answer AS draft, internal_note AS note, in_review_at IS NOT NULL AS review FROM claims")
        .get(),
    ).toEqual({
      state: "pendiente",
      draft: "Borrador: revisamos los tiempos.",
      note: "Hablar con admisión.",
      review: 1,
    });
    expect(value(db, "SELECT count(*) FROM outbox WHERE kind = 'respuesta'")).toBe(0);
    expect(
      column(db, "SELECT action FROM audit_log WHERE claim_code = ? AND staff_id = ? ORDER BY id", claim.code, staffId),
    ).toEqual(["borrador_reclamo", "nota_reclamo", "revision_reclamo"]);
    const detail = (await get(`/app/gestion/reclamos/${claim.code}`)).text;
    expect(detail).toContain(">Borrador: revisamos los tiempos.</textarea>");
    expect(detail).toContain("<dd>En revisión</dd>");
    expect((await get("/app/gestion/reclamos/?estado=en-revision")).text).toContain(claim.code);

    const print = await get(`/app/gestion/reclamos/${claim.code}/imprimir`);
    expect(print.status).toBe(200);
    expect(print.text).toContain('class="membrete"');
    expect(print.text).toMatch(/RUC \d{11}/);
    expect(print.text).toContain("Esperé &lt;b&gt;tres&lt;/b&gt; horas.");
    expect(print.text).not.toContain("<nav");
    expect(print.text).not.toContain("<form");
    expect(print.text).not.toContain("Hablar con admisión.");
    expect(column(db, "SELECT action FROM audit_log WHERE action = 'imprimir_reclamo'")).toHaveLength(1);
  });
});
