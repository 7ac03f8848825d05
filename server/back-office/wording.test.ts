// The Spanish that depends on the data (issue 46, item 7): a claim's article from its kind, the
// patient's e-mail named (never «la paciente» guessed), a holiday named on an empty day, the
// preferred channel said as a label, not mid-sentence.
import { describe, expect, it } from "vitest";
import { loadConsultationContent, loadRequestOptions, messagesOf } from "#server/consultations/content.ts";
import { storeRequest } from "#server/consultations/store.ts";
import { validRequest } from "#server/consultations/testing/requests.ts";
import { requestSchema } from "#shared/consultation-request/request-schema.ts";
import { DRA_A, seedAgenda } from "#server/booking/testing/agenda.ts";
import { limaInstant, toMinutes } from "#shared/booking/free-times.ts";
import { grantAgenda } from "./agenda/data.ts";
import { backOfficeFixture, makeClaim, ORIGIN } from "./testing/fixtures.ts";
import { closedDayName, noAppointments, patientMailNotice, patientMailPreview } from "./wording.ts";

function withPages() {
  const fixture = backOfficeFixture();
  seedAgenda(fixture.db);
  grantAgenda(fixture.db, "ana@clinica.pe", fixture.now());
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
  return { ...fixture, get, post };
}

describe("words from the data", () => {
  it("a claim's article follows its kind: «Trabajar la queja», «Respuesta a la queja»; «el reclamo» for a claim", async () => {
    const { db, get } = withPages();
    const complaint = makeClaim(db, { kind: "queja" });
    const claim = makeClaim(db, { kind: "reclamo", patientDocumentNumber: "87654321" });
    const queja = await get(`/app/gestion/reclamos/${complaint.code}`);
    expect(queja).toContain("Trabajar la queja");
    expect(queja).toContain("Respuesta a la queja");
    expect(queja).toContain("la queja queda como respondida");
    expect(queja).not.toMatch(/el queja|al queja/);
    const reclamo = await get(`/app/gestion/reclamos/${claim.code}`);
    expect(reclamo).toContain("Trabajar el reclamo");
    expect(reclamo).toContain("Respuesta al reclamo");
  });

  it("names the address the patient is e-mailed at, or says there is none; never «la paciente»", async () => {
    expect(patientMailNotice("Cita cambiada", "rosa@example.com")).toBe("Cita cambiada. Enviamos un correo a rosa@example.com.");
    expect(patientMailNotice("Cita cancelada", null)).toBe(
      "Cita cancelada. No dejó correo: avísale por WhatsApp o por teléfono.",
    );
    expect(patientMailPreview(null)).toContain("nadie recibirá un aviso");
    const { db, get, now } = withPages();
    const start = limaInstant("2026-03-09", toMinutes("09:00"));
    db.prepare(
      `INSERT INTO appointments (code, professional, modality, start_at, end_at, name, phone, phone_key, source, created_at, state_changed_at)
       VALUES ('CT-000001', ?, 'presencial', ?, ?, 'Luis Quispe', '987654321', '987654321', 'personal', ?, ?)`,
    ).run(DRA_A, start, start + 1_800_000, now(), now());
    const page = await get("/app/gestion/agenda/citas/CT-000001?guardado=cancelada");
    expect(page).toContain("No dejó correo");
    expect(page).not.toMatch(/[Ll]a paciente/);
  });

  it("names a holiday on a day without appointments (8 December), and the clinic's own closed days", async () => {
    expect(closedDayName("2026-12-08")).toBe("Feriado: Inmaculada Concepción. La clínica está cerrada.");
    expect(
      closedDayName("2026-12-24", { closedOnHolidays: true, closedDays: [{ date: "2026-12-24", reason: "Nochebuena" }] }),
    ).toBe("Nochebuena: la clínica está cerrada.");
    expect(closedDayName("2026-12-10")).toBeUndefined();
    expect(noAppointments("2026-12-10")).toBe("No hay citas.");
    const { get } = withPages();
    const week = await get("/app/gestion/agenda/semana?desde=2026-12-07");
    expect(week).toContain("Feriado: Inmaculada Concepción. La clínica está cerrada. No hay citas.");
  });

  it("says the preferred channel as a label", async () => {
    const { get, db } = withPages();
    const schema = requestSchema(messagesOf(loadConsultationContent()), loadRequestOptions());
    const { code } = storeRequest(
      db,
      schema.parse(validRequest({ channel: "llamada" })),
      { reason: "Consultas", consent: "Acepto" },
      () => [],
      new Date(),
    );
    const page = await get(`/app/gestion/consultas/${code}`);
    expect(page).toContain("Contacto preferido: Llamada.");
    expect(page).not.toContain("Prefiere Llamada");
  });
});
