// «Hoy» hides nothing due (issue 46, item 2): its sections in order — today's appointments by time,
// claims by legal deadline, requests by time left —, each with its count, and a section longer
// than a page pages on its own, its count saying how many in all. Tested with more due items than
// a page holds, so many overdue requests never push the appointments or the claims off the page.
// And «Guardar e ir a la siguiente» opens the next of the list as it was before the save.
import { describe, expect, it } from "vitest";
import { loadConsultationContent, loadRequestOptions, messagesOf } from "#server/consultations/content.ts";
import { storeRequest } from "#server/consultations/store.ts";
import { validRequest } from "#server/consultations/testing/requests.ts";
import { DRA_A, seedAgenda } from "#server/booking/testing/agenda.ts";
import { limaInstant, toMinutes } from "#shared/booking/free-times.ts";
import { requestSchema } from "#shared/consultation-request/request-schema.ts";
import { grantAgenda } from "./agenda/data.ts";
import { TODAY_PAGE_SIZE } from "./home-page.tsx";
import { backOfficeFixture, makeClaim, ORIGIN } from "./testing/fixtures.ts";

const schema = requestSchema(messagesOf(loadConsultationContent()), loadRequestOptions());
const DAY = 86_400_000;

function withBacklog({ requests = 0, claims = 0, appointments = 0 }) {
  // Monday 2 March 2026, 10:00 in Lima.
  const fixture = backOfficeFixture();
  seedAgenda(fixture.db);
  grantAgenda(fixture.db, "ana@clinica.pe", fixture.now());
  const made = {
    // Every one overdue: made 4 days ago (due last Friday) and earlier, 7 hours apart; the oldest the most overdue.
    requests: Array.from(
      { length: requests },
      (_, index) =>
        storeRequest(
          fixture.db,
          schema.parse(validRequest({ name: `Persona ${index}`, envioId: `hoy-seccion-${String(index).padStart(6, "0")}` })),
          { reason: "Consultas", consent: "Acepto" },
          () => [],
          new Date(fixture.now() - 4 * DAY - index * 7 * 3_600_000),
        ).code,
    ),
    // Made in January: each past its legal deadline by now.
    claims: Array.from(
      { length: claims },
      (_, index) =>
        makeClaim(
          fixture.db,
          { patientFirstNames: `Olga${index}` },
          new Date(Date.parse("2026-01-05T15:00:00Z") + index * 3_600_000),
        ).code,
    ),
    appointments: Array.from({ length: appointments }, (_, index) => {
      const start = limaInstant("2026-03-02", toMinutes("11:00") + index * 30);
      const code = `CT-${String(index + 1).padStart(6, "0")}`;
      fixture.db
        .prepare(
          `INSERT INTO appointments (code, professional, modality, start_at, end_at, name, phone, phone_key, source, created_at, state_changed_at)
           VALUES (?, ?, 'presencial', ?, ?, ?, '987654321', '987654321', 'personal', ?, ?)`,
        )
        .run(code, DRA_A, start, start + 1_800_000, `Paciente ${index}`, fixture.now(), fixture.now());
      return code;
    }),
  };
  const cookie = fixture.cookie(fixture.signIn());
  const get = async (path: string) => (await fixture.request(path, { headers: { Cookie: cookie } })).text();
  const post = async (path: string, fields: Record<string, string>) => {
    const csrf = /name="csrf" value="([^"]+)"/.exec(await get("/app/gestion/"))![1]!;
    return fixture.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: ORIGIN },
      body: new URLSearchParams({ csrf, ...fields }).toString(),
    });
  };
  return { ...fixture, made, get, post };
}

const found = (text: string, codes: string[]) => codes.filter((code) => text.includes(`${code}<`));
const nextPage = (text: string, section: string) =>
  new RegExp(
    `href="(/app/gestion/[^"]*${section}=\\d+[^"]*#${section})" rel="next"|rel="next" href="(/app/gestion/[^"]*${section}=\\d+[^"]*)"`,
  )
    .exec(text)
    ?.slice(1)
    .find(Boolean)
    ?.replaceAll("&amp;", "&");

// Dozens of requests and claims made through their schemas: seconds on a busy machine.
describe("«Hoy» in sections", { timeout: 30_000 }, () => {
  it("shows today's appointments, then claims, then requests, each with its count, whatever the backlog", async () => {
    const requests = TODAY_PAGE_SIZE * 2 + 9;
    const claims = TODAY_PAGE_SIZE + 5;
    const { made, get } = withBacklog({ requests, claims, appointments: 3 });
    const home = await get("/app/gestion/");
    // The three sections, in order, each with its count in all.
    const at = (id: string) => home.indexOf(`id="${id}"`);
    expect(at("citas")).toBeGreaterThan(0);
    expect(at("citas")).toBeLessThan(at("reclamos"));
    expect(at("reclamos")).toBeLessThan(at("solicitudes"));
    expect(home).toContain('Citas de hoy <span class="cuenta">(3)</span>');
    expect(home).toContain(`Reclamos y quejas <span class="cuenta">(${claims})</span>`);
    expect(home).toContain(`Solicitudes de consulta <span class="cuenta">(${requests})</span>`);
    expect(home).toContain(`${requests} fuera de plazo`);
    // Every appointment of today, by time; the first page of claims and of requests.
    expect(found(home, made.appointments)).toEqual(made.appointments);
    expect(found(home, made.claims)).toHaveLength(TODAY_PAGE_SIZE);
    expect(found(home, made.requests)).toHaveLength(TODAY_PAGE_SIZE);
    // The most overdue request first.
    expect(home.indexOf(`${made.requests.at(-1)}<`)).toBeLessThan(home.indexOf(`${made.requests.at(-2)}<`));
  });

  it("pages a long section on its own, keeping the others' pages, until every item due was shown once", async () => {
    const requests = TODAY_PAGE_SIZE * 2 + 9;
    const { made, get } = withBacklog({ requests, claims: TODAY_PAGE_SIZE + 1, appointments: 1 });
    const seen: string[] = [];
    let path: string | undefined = "/app/gestion/?reclamos=2";
    let pages = 0;
    while (path) {
      const text = await get(path);
      pages++;
      seen.push(...found(text, made.requests));
      // The claims' second page and today's appointment stay on every page of the requests.
      expect(found(text, made.claims)).toHaveLength(1);
      expect(found(text, made.appointments)).toHaveLength(1);
      path = nextPage(text, "solicitudes");
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(requests);
    expect(new Set(seen).size).toBe(requests);
    // A page past the last shows the last; nonsense shows the first.
    expect(found(await get("/app/gestion/?solicitudes=99"), made.requests)).toHaveLength(9);
    expect(found(await get("/app/gestion/?solicitudes=x"), made.requests)).toHaveLength(TODAY_PAGE_SIZE);
  });

  it("says when a section has nothing due", async () => {
    const { get } = withBacklog({});
    const home = await get("/app/gestion/");
    expect(home).toContain("No quedan citas hoy.");
    expect(home).toContain('Reclamos y quejas <span class="cuenta">(0)</span>');
    // On one line (gestion.css), so that the first row to act on stays on a phone's first screen.
    expect(home).toContain('<section aria-labelledby="reclamos" class="seccion-hoy vacia">');
  });
});

describe("«Guardar e ir a la siguiente»", () => {
  it("opens the next of the list as it was before the save, not the one after the request's new place", async () => {
    const { made, post } = withBacklog({ requests: 5 });
    // «pendientes» by urgency: the most overdue (the last made) first.
    const list = "?estado=pendientes";
    const [first, second] = [made.requests[4]!, made.requests[3]!];
    const saved = await post(`/app/gestion/consultas/${first}/guardar`, {
      lista: list,
      estado: "contactada",
      atiende: "",
      luego: "siguiente",
    });
    expect(saved.status).toBe(303);
    // «contactada» restarts its count: it moves to the end of the list; the next is still the second most overdue.
    expect(saved.headers.get("location")).toBe(`/app/gestion/consultas/${second}${list}`);
  });
});
