// The front desk's pages (issue 46), as a browser without script uses them: «Reservar» on a
// request's page and its «Hoy» row, the booking prefilled with a short list of days and times, one
// save, the appointment and the request naming each other, the WhatsApp text when there is no
// e-mail; a second look before moving or cancelling an appointment and before disabling an account.
import { describe, expect, it } from "vitest";
import { value } from "#server/db.ts";
import { inviteStaff } from "#server/back-office/accounts.ts";
import { createSession } from "#server/back-office/sessions.ts";
import { backOfficeFixture, ORIGIN } from "#server/back-office/testing/fixtures.ts";
import { loadConsultationContent, loadRequestOptions, messagesOf } from "#server/consultations/content.ts";
import { storeRequest } from "#server/consultations/store.ts";
import { validRequest } from "#server/consultations/testing/requests.ts";
import { DRA_A, DR_B, seedAgenda } from "#server/booking/testing/agenda.ts";
import { limaInstant, toMinutes } from "#shared/booking/free-times.ts";
import { requestSchema } from "#shared/consultation-request/request-schema.ts";
import { grantAgenda } from "./data.ts";

const schema = requestSchema(messagesOf(loadConsultationContent()), loadRequestOptions());
const NEXT_MONDAY_NINE = limaInstant("2026-03-09", toMinutes("09:00"));

function withDesk(overrides: Record<string, unknown> = {}) {
  // Monday 2 March 2026, 10:00 in Lima.
  const fixture = backOfficeFixture();
  seedAgenda(fixture.db);
  grantAgenda(fixture.db, "ana@clinica.pe", fixture.now());
  const { code } = storeRequest(
    fixture.db,
    schema.parse(
      validRequest({
        name: "Rosa Quispe",
        phone: "987 654 321",
        email: "rosa@example.com",
        modality: "presencial",
        professional: DRA_A,
        days: ["lunes"],
        times: ["manana"],
        ...overrides,
      }),
    ),
    { reason: "Consultas", consent: "Acepto" },
    () => [],
    new Date(fixture.now() - 4 * 86_400_000),
  );
  const own = fixture.cookie(fixture.signIn());
  const get = async (path: string, who = own) => {
    const response = await fixture.request(path, { headers: { Cookie: who } });
    return { status: response.status, text: await response.text() };
  };
  const post = async (path: string, fields: Record<string, string>, who = own) => {
    const csrf = /name="csrf" value="([^"]+)"/.exec((await get("/app/gestion/", who)).text)![1]!;
    return fixture.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: who, Origin: ORIGIN },
      body: new URLSearchParams({ csrf, ...fields }).toString(),
    });
  };
  return { ...fixture, code, get, post };
}

/** Books the request at `start` with DRA_A, as the form posts it; returns the appointment's code. */
async function book(desk: ReturnType<typeof withDesk>, start = NEXT_MONDAY_NINE, fields: Record<string, string> = {}) {
  const response = await desk.post(`/app/gestion/agenda/reservar/${desk.code}`, {
    hora: `${DRA_A}|presencial|${start}`,
    nombre: "Rosa Quispe",
    celular: "987 654 321",
    correo: "rosa@example.com",
    ...fields,
  });
  expect(response.status).toBe(303);
  return /citas\/(CT-\d{6})\?guardado=reservada$/.exec(response.headers.get("location")!)![1]!;
}

describe("booking from a request", () => {
  it("«Reservar» on the request's page and its «Hoy» row opens the booking, prefilled, with a short list of days", async () => {
    const desk = withDesk();
    const href = `/app/gestion/agenda/reservar/${desk.code}`;
    expect((await desk.get(`/app/gestion/consultas/${desk.code}`)).text).toContain(`href="${href}"`);
    expect((await desk.get("/app/gestion/")).text).toContain(`href="${href}"`);
    const form = (await desk.get(href)).text;
    expect(form).toContain('value="Rosa Quispe"');
    expect(form).toContain('value="987 654 321"');
    expect(form).toContain('value="rosa@example.com"');
    // Radio buttons by day (at most 5 days), no select of every time, nothing picked.
    expect(form).not.toContain("<select");
    expect([...form.matchAll(/<fieldset>/g)].length).toBeGreaterThan(0);
    expect([...form.matchAll(/<fieldset>/g)].length).toBeLessThanOrEqual(5);
    expect(form).not.toContain("checked");
    // Only Monday mornings with DRA_A; widening offers DR_B.
    expect(form).not.toContain(`${DR_B}|`);
    expect((await desk.get(`${href}?amplitud=2`)).text).toContain(`${DR_B}|`);
    // Without the agenda: no «Reservar», and the booking does not exist.
    const { staffId } = inviteStaff(desk.db, { name: "Sin agenda", email: "sin@clinica.pe", role: "consultas" });
    const without = desk.cookie(createSession(desk.db, staffId, desk.now()));
    expect((await desk.get(`/app/gestion/consultas/${desk.code}`, without)).text).not.toContain(href);
    expect((await desk.get(href, without)).status).toBe(404);
  });

  it("one save books, sets «Agendada», links both ways and e-mails the confirmation", async () => {
    const desk = withDesk();
    const appointment = await book(desk);
    expect(value(desk.db, "SELECT state FROM consultation_requests WHERE code = ?", desk.code)).toBe("agendada");
    const page = (await desk.get(`/app/gestion/agenda/citas/${appointment}?guardado=reservada`)).text;
    expect(page).toContain("Cita reservada. Enviamos un correo a rosa@example.com.");
    expect(page).toContain(`href="/app/gestion/consultas/${desk.code}"`);
    expect(page).toContain('href="tel:+51987654321"');
    expect(page).not.toContain("Confirmación para enviar por WhatsApp");
    expect((await desk.get(`/app/gestion/consultas/${desk.code}`)).text).toContain(
      `href="/app/gestion/agenda/citas/${appointment}"`,
    );
    expect(
      value(desk.db, "SELECT count(*) FROM outbox WHERE kind = 'cita-confirmacion' AND recipient = 'rosa@example.com'"),
    ).toBe(1);
  });

  it("without an e-mail says so and offers the WhatsApp text; a taken time comes back with what was typed", async () => {
    const desk = withDesk({ email: "" });
    const appointment = await book(desk, NEXT_MONDAY_NINE, { correo: "" });
    const page = (await desk.get(`/app/gestion/agenda/citas/${appointment}?guardado=reservada`)).text;
    expect(page).toContain("No dejó correo");
    expect(page).toMatch(/<details class="whatsapp" open="">/);
    expect(page).toContain("https://wa.me/51987654321?text=");
    // The same time again: refused, the name kept.
    const again = await desk.post(`/app/gestion/agenda/reservar/${desk.code}`, {
      hora: `${DRA_A}|presencial|${NEXT_MONDAY_NINE}`,
      nombre: "Rosa María Quispe",
      celular: "987 654 321",
    });
    expect(again.status).toBe(409);
    const text = await again.text();
    expect(text).toContain("Esa hora ya no está libre");
    expect(text).toContain('value="Rosa María Quispe"');
  });
});

describe("booking for someone who phoned", () => {
  it("lists one modality's times by day, nothing picked, narrowed to a professional, and comes back with its list and what was typed", async () => {
    const desk = withDesk();
    const base = "/app/gestion/agenda/nueva";
    // First the in-person times of anyone, by day (at most 5), as radio buttons; no select of every time.
    const first = (await desk.get(base)).text;
    expect(first).toContain(`${DRA_A}|presencial|${NEXT_MONDAY_NINE}`);
    expect(first).toContain(`${DR_B}|presencial|`);
    expect(first).not.toContain("|virtual|");
    expect(first).not.toMatch(/<select[^>]*name="hora"/);
    expect([...first.matchAll(/<fieldset>/g)].length).toBeGreaterThan(0);
    expect([...first.matchAll(/<fieldset>/g)].length).toBeLessThanOrEqual(5);
    expect(first).not.toContain("checked");
    // The filter's GET form: virtual, or one professional only.
    const virtual = (await desk.get(`${base}?modalidad=virtual`)).text;
    expect(virtual).toContain(`${DRA_A}|virtual|`);
    expect(virtual).not.toContain("|presencial|");
    const drB = (await desk.get(`${base}?modalidad=presencial&profesional=${DR_B}`)).text;
    expect(drB).toContain(`${DR_B}|presencial|`);
    expect(drB).not.toContain(`${DRA_A}|`);
    // An unknown professional or modality is the first list again.
    expect((await desk.get(`${base}?modalidad=x&profesional=nadie`)).text).toContain(`${DRA_A}|presencial|`);
    // Sent without a time: refused, named, with the same list and what was typed.
    const refused = await desk.post(base, { modalidad: "virtual", nombre: "Rosa Quispe", celular: "987 654 321" });
    expect(refused.status).toBe(400);
    const text = await refused.text();
    expect(text).toContain("Elige una hora de la lista.");
    expect(text).toContain('value="Rosa Quispe"');
    expect(text).toContain(`${DRA_A}|virtual|`);
    expect(text).not.toContain("|presencial|");
  });
});

describe("a second look before what cannot be undone", () => {
  it("moving offers the same professional's and modality's times by day, nothing picked, then asks, naming who is e-mailed", async () => {
    const desk = withDesk();
    const appointment = await book(desk);
    const base = `/app/gestion/agenda/citas/${appointment}`;
    expect((await desk.get(base)).text).toContain(`href="${base}/mover"`);
    const choice = (await desk.get(`${base}/mover`)).text;
    expect(choice).not.toContain("<select");
    expect(choice).not.toContain("checked");
    expect(choice).not.toContain(`${DR_B}|`);
    expect(choice).not.toContain(`|virtual|`);
    expect(choice).not.toContain(`|${NEXT_MONDAY_NINE}"`);
    const later = limaInstant("2026-03-09", toMinutes("10:00"));
    const confirm = (await desk.get(`${base}/mover/confirmar?hora=${DRA_A}|presencial|${later}`)).text;
    expect(confirm).toContain("Se enviará un correo a rosa@example.com.");
    expect(confirm).toContain("Sí, cambiar la cita");
    // Looking changes nothing.
    expect(value(desk.db, "SELECT start_at FROM appointments WHERE code = ?", appointment)).toBe(NEXT_MONDAY_NINE);
    // Another professional's time is refused, even posted by hand.
    const other = await desk.post(`${base}/mover`, { hora: `${DR_B}|presencial|${later}` });
    expect(other.status).toBe(409);
    expect((await desk.post(`${base}/mover`, { hora: `${DRA_A}|presencial|${later}` })).status).toBe(303);
    expect(value(desk.db, "SELECT start_at FROM appointments WHERE code = ?", appointment)).toBe(later);
  });

  it("cancelling asks first, on a page that says the time is freed and who is e-mailed", async () => {
    const desk = withDesk();
    const appointment = await book(desk);
    const base = `/app/gestion/agenda/citas/${appointment}`;
    const confirm = (await desk.get(`${base}/cancelar`)).text;
    expect(confirm).toContain("la cita no se puede recuperar");
    expect(confirm).toContain("Se enviará un correo a rosa@example.com.");
    expect(value(desk.db, "SELECT state FROM appointments WHERE code = ?", appointment)).toBe("reservada");
    expect((await desk.post(`${base}/cancelar`, {})).status).toBe(303);
    expect(value(desk.db, "SELECT state FROM appointments WHERE code = ?", appointment)).toBe("cancelada");
  });

  it("disabling an account asks first, saying what it does and that nobody is e-mailed", async () => {
    const desk = withDesk();
    desk.db.prepare("UPDATE staff SET is_admin = 1 WHERE email = 'ana@clinica.pe'").run();
    const { staffId } = inviteStaff(desk.db, { name: "Eva Otra", email: "eva@clinica.pe", role: "consultas" });
    const accounts = (await desk.get("/app/gestion/cuentas")).text;
    expect(accounts).toContain(`href="/app/gestion/cuentas/${staffId}/desactivar"`);
    const confirm = (await desk.get(`/app/gestion/cuentas/${staffId}/desactivar`)).text;
    expect(confirm).toContain("no se envía ningún correo");
    expect(confirm).toContain("Sí, desactivar la cuenta de Eva Otra");
    expect(value(desk.db, "SELECT disabled_at FROM staff WHERE id = ?", staffId)).toBeNull();
  });
});
