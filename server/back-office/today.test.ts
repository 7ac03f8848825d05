// «Hoy», the staff's home: what is due today or overdue, from requests and claims, ordered by time
// left, with its deadline said, for the account's role only. The clock is the fixture's, moved
// across a deadline (what is due at 18:00 is due, then overdue).
import { describe, expect, it } from "vitest";
import { loadConsultationContent, loadRequestOptions, messagesOf } from "#server/consultations/content.ts";
import { storeRequest } from "#server/consultations/store.ts";
import { validRequest } from "#server/consultations/testing/requests.ts";
import { requestSchema } from "#shared/consultation-request/request-schema.ts";
import { inviteStaff, type Role } from "./accounts.ts";
import { sayDue } from "./deadlines.ts";
import { createSession } from "./sessions.ts";
import { backOfficeFixture, makeClaim } from "./testing/fixtures.ts";

const content = loadConsultationContent();
const schema = requestSchema(messagesOf(content), loadRequestOptions());
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function withWork() {
  // Monday 2 March 2026, 09:00 in Lima.
  const fixture = backOfficeFixture(Date.parse("2026-03-02T14:00:00Z"));
  const request = (name: string, phone: string, at = new Date(fixture.now())) =>
    storeRequest(
      fixture.db,
      schema.parse(validRequest({ name, phone, envioId: `hoy-${name.replace(/\W/g, "")}-0000` })),
      { reason: "Consultas", consent: "Acepto" },
      () => [],
      at,
    ).code;
  const account = (role: Role, email: string) => {
    const { staffId } = inviteStaff(fixture.db, { name: `Cuenta ${role}`, email, role }, { now: fixture.now() });
    return fixture.cookie(createSession(fixture.db, staffId, fixture.now()));
  };
  const home = async (cookie = fixture.cookie(fixture.signIn())) =>
    (await fixture.request("/app/gestion/", { headers: { Cookie: cookie } })).text();
  return { ...fixture, request: fixture.request, make: request, account, home };
}

/** The codes in the order «Hoy» lists them. */
const order = (text: string, codes: string[]) =>
  codes.filter((code) => text.includes(code)).sort((a, b) => text.indexOf(a) - text.indexOf(b));

describe("«Hoy»", () => {
  it("lists what is due today or overdue, the most overdue first, and says each deadline; a deadline passes at 18:00", async () => {
    const { make, home, advance, now } = withWork();
    // Friday 27 February (Lima): due Monday 2 March at 18:00 (one business day).
    const friday = make("Rosa Viernes", "987 654 321", new Date(now() - 3 * DAY));
    // Thursday 26 February: due Friday 27 at 18:00, overdue since.
    const thursday = make("Luis Jueves", "01 4567890", new Date(now() - 4 * DAY));
    // Today: due tomorrow, not on «Hoy» yet.
    const today = make("Eva Lunes", "044 123456");

    let text = await home();
    expect(text).not.toContain(today);
    const due = order(text, [friday, thursday]);
    expect(due).toEqual([thursday, friday]);
    expect(text).toContain("Vencida hace 1 día hábil");
    expect(text).toContain("Vence hoy a las 18:00");
    // One tap to call: the landline's number, parsed; WhatsApp only for the mobile.
    expect(text).toContain('href="tel:+5114567890"');
    expect(text).not.toContain("wa.me/5114567890");
    expect(text).toContain('href="https://wa.me/51987654321"');

    // 18:30 in Lima: Friday's request is now overdue too, still after Thursday's.
    advance(9.5 * HOUR);
    text = await home();
    expect(order(text, [friday, thursday])).toEqual([thursday, friday]);
    expect(text).toContain("Venció hoy a las 18:00");
    expect(text).not.toContain("Vence hoy a las 18:00");

    // Tuesday: today's request is due today at 18:00, after the overdue ones.
    advance(DAY);
    text = await home();
    expect(order(text, [friday, thursday, today])).toEqual([thursday, friday, today]);
    expect(text).toMatch(/Vencida hace 2 días hábiles/);
  });

  it("orders requests and claims together by time left", async () => {
    const { make, home, db, now } = withWork();
    const claim = makeClaim(db, { patientFirstNames: "Olga" }, new Date(Date.parse("2026-01-10T15:00:00Z")));
    const request = make("Rosa Viernes", "987 654 321", new Date(now() - 3 * DAY));
    const text = await home();
    // The claim's deadline (20 February) passed long before the request's (today).
    expect(text.indexOf(claim.code)).toBeGreaterThan(0);
    expect(text.indexOf(claim.code)).toBeLessThan(text.indexOf(request));
    expect(text).toContain("Vencido hace");
  });

  it("shows an account only what its role sees", async () => {
    const { make, home, account, db, now } = withWork();
    const claim = makeClaim(db, {}, new Date(Date.parse("2026-01-10T15:00:00Z")));
    const request = make("Rosa Viernes", "987 654 321", new Date(now() - 3 * DAY));
    const claims = await home(account("reclamos", "r@clinica.pe"));
    expect(claims).toContain(claim.code);
    expect(claims).not.toContain(request);
    const requests = await home(account("consultas", "c@clinica.pe"));
    expect(requests).toContain(request);
    expect(requests).not.toContain(claim.code);
  });

  it("says deadlines in words, in Lima's time, with the business days", () => {
    const now = new Date("2026-03-02T14:00:00Z"); // Monday 09:00
    const at = (iso: string) => Date.parse(iso);
    expect(sayDue(at("2026-03-02T23:00:00Z"), now)).toEqual({ label: "vence hoy a las 18:00", overdue: false });
    expect(sayDue(at("2026-03-03T23:00:00Z"), now).label).toBe("vence mañana a las 18:00");
    expect(sayDue(at("2026-03-05T23:00:00Z"), now).label).toBe("vence el jueves 5 de marzo (3 días hábiles)");
    expect(sayDue(at("2026-03-02T13:00:00Z"), now)).toEqual({ label: "venció hoy a las 08:00", overdue: true });
    expect(sayDue(at("2026-02-27T23:00:00Z"), now).label).toBe("vencida hace 1 día hábil");
    expect(sayDue(at("2026-02-25T23:00:00Z"), now, true).label).toBe("vencido hace 3 días hábiles");
  });
});
