import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { value } from "#server/db.ts";
import { DRA_A } from "#server/booking/testing/agenda.ts";
import { at, booked } from "#server/booking/testing/waiting-list.ts";
import { findAppointment } from "#server/booking/store.ts";
import { ANY_DAY, joinWaitingList, waitingPlace } from "#server/booking/waiting-list-store.ts";
import { withAgenda } from "./testing/agenda-fixture.ts";

// The fixture's clock: Monday 2 March 2026, 10:00 in Lima; DRA_A sees people on Mondays 09:00–11:00.
function withWaiting() {
  const fixture = withAgenda();
  const now = new Date(fixture.now());
  const a = booked(fixture.db, at("2026-03-09", "09:00"), now);
  const b = booked(fixture.db, at("2026-03-09", "09:30"), now);
  joinWaitingList(fixture.db, a.id, ANY_DAY, now);
  joinWaitingList(fixture.db, b.id, ANY_DAY, new Date(now.getTime() + 1000));
  return { ...fixture, a, b };
}

describe("the waiting list in the agenda", () => {
  it("is only for accounts that keep the agenda", async () => {
    const waiting = withWaiting();
    const without = waiting.account("sin@clinica.pe", false);
    expect((await waiting.get("/app/gestion/agenda/espera", without)).status).toBe(404);
    const refused = await waiting.post("/app/gestion/agenda/espera/dar", without, {
      csrf: waiting.csrf(),
      hora: `${DRA_A}|presencial|${at("2026-03-02", "10:30")}`,
    });
    expect(refused.status).toBe(404);
    expect(findAppointment(waiting.db, waiting.a.code)?.start).toBe(waiting.a.start);
  });

  it("lists who waits in the order asked, and gives a free time to the first, audited and e-mailed", async () => {
    const waiting = withWaiting();
    const cookie = waiting.account("agenda@clinica.pe", true);
    const page = await (await waiting.get("/app/gestion/agenda/espera", cookie)).text();
    expect(page.indexOf(waiting.a.code)).toBeGreaterThan(0);
    expect(page.indexOf(waiting.a.code)).toBeLessThan(page.indexOf(waiting.b.code));
    expect(page).toContain("Dar la hora");
    const given = await waiting.post("/app/gestion/agenda/espera/dar", cookie, {
      csrf: waiting.csrf(),
      hora: `${DRA_A}|presencial|${at("2026-03-02", "10:30")}`,
    });
    expect(given.status).toBe(303);
    expect(findAppointment(waiting.db, waiting.a.code)?.start).toBe(at("2026-03-02", "10:30"));
    expect(
      value(waiting.db, "SELECT COUNT(*) FROM outbox WHERE kind = 'cita-cambiada' AND recipient = ?", waiting.a.email!),
    ).toBe(1);
    expect(
      waiting.db.prepare("SELECT action, appointment_code AS code FROM audit_log WHERE action LIKE 'agenda_%espera%'").all(),
    ).toEqual([
      { action: "agenda_ver_espera", code: null },
      { action: "agenda_espera_dar", code: waiting.a.code },
    ]);
  });

  it("the phone booking's form takes the waiting list's first for the chosen time", async () => {
    const waiting = withWaiting();
    const cookie = waiting.account("agenda@clinica.pe", true);
    // A second button of the phone booking's form, without script (formaction; HTML ignores the case).
    expect(await (await waiting.get("/app/gestion/agenda/nueva", cookie)).text()).toContain(
      'formAction="/app/gestion/agenda/espera/dar"',
    );
    const given = await waiting.post("/app/gestion/agenda/espera/dar", cookie, {
      csrf: waiting.csrf(),
      hora: `${DRA_A}|presencial|${at("2026-03-09", "09:30")}`,
      nombre: "",
      celular: "",
    });
    // Next Monday 9:30 is B's own time: nobody waits for it (A's is earlier).
    expect(given.status).toBe(409);
    const first = await waiting.post("/app/gestion/agenda/espera/dar", cookie, {
      csrf: waiting.csrf(),
      hora: `${DRA_A}|presencial|${at("2026-03-02", "10:30")}`,
      nombre: "",
      celular: "",
    });
    expect(first.status).toBe(303);
    expect(findAppointment(waiting.db, waiting.a.code)?.start).toBe(at("2026-03-02", "10:30"));
  });

  it("its page and the phone booking's validate with the project's html-validate preset", async () => {
    const waiting = withWaiting();
    const cookie = waiting.account("agenda@clinica.pe", true);
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    for (const path of ["/app/gestion/agenda/espera", "/app/gestion/agenda/nueva"]) {
      const report = await validator.validateString(await (await waiting.get(path, cookie)).text(), `${path}.html`);
      expect(report.results.flatMap((result) => result.messages.map((m) => `${path}: ${m.ruleId} ${m.message}`))).toEqual([]);
    }
  }, 60_000);

  it("takes someone off the list", async () => {
    const waiting = withWaiting();
    const cookie = waiting.account("agenda@clinica.pe", true);
    const removed = await waiting.post(`/app/gestion/agenda/espera/${waiting.b.code}/quitar`, cookie, { csrf: waiting.csrf() });
    expect(removed.status).toBe(303);
    expect(waitingPlace(waiting.db, waiting.b.id)).toBeUndefined();
  });
});
