// Booking from a request (issue 46): the times the person asked for, widened on demand, and one
// operation that books, sets the request «agendada» and links both, audited, or writes nothing.
import { describe, expect, it } from "vitest";
import { column, value } from "#server/db.ts";
import { backOfficeFixture } from "#server/back-office/testing/fixtures.ts";
import { loadConsultationContent, loadRequestOptions, messagesOf } from "#server/consultations/content.ts";
import { storeRequest } from "#server/consultations/store.ts";
import { validRequest } from "#server/consultations/testing/requests.ts";
import { loadBookingContent, loadProfessionals, loadWhatToBring } from "#server/booking/content.ts";
import { bookingMails, type MailContext } from "#server/booking/mails.tsx";
import { loadRules } from "#server/booking/store.ts";
import { DRA_A, DR_B, seedAgenda } from "#server/booking/testing/agenda.ts";
import { limaInstant, toMinutes } from "#shared/booking/free-times.ts";
import { requestSchema } from "#shared/consultation-request/request-schema.ts";
import { findRequest } from "#server/back-office/requests.ts";
import {
  appointmentsOfRequest,
  bookFromRequest,
  requestOfAppointment,
  timesForRequest,
  whatsappConfirmation,
} from "./book-request.ts";

const content = loadConsultationContent();
const schema = requestSchema(messagesOf(content), loadRequestOptions());
const mail: MailContext = {
  content: loadBookingContent(),
  professionals: loadProfessionals(),
  whatToBring: loadWhatToBring(),
  origin: "https://clinica.example",
  clinicEmail: "clinica@example.com",
};

function withRequest(overrides: Record<string, unknown> = {}) {
  // Monday 2 March 2026, 10:00 in Lima.
  const fixture = backOfficeFixture();
  seedAgenda(fixture.db);
  const { code } = storeRequest(
    fixture.db,
    schema.parse(validRequest({ name: "Rosa Quispe", phone: "987 654 321", ...overrides })),
    { reason: "Consultas", consent: "Acepto" },
    () => [],
    new Date(fixture.now()),
  );
  const request = findRequest(fixture.db, code)!;
  const rules = () => loadRules(fixture.db, new Set(), new Date(fixture.now()));
  const book = (start: number, email?: string, professional = DRA_A) =>
    bookFromRequest(
      fixture.db,
      code,
      { professional, modality: "presencial", start },
      { name: request.name, phone: request.phone, email },
      {
        closedDates: new Set(),
        now: new Date(fixture.now()),
        staffId: fixture.staffId,
        videoRoom: () => "https://meet.example/sala",
        mails: (appointment, token) => bookingMails(mail, appointment, token),
      },
    );
  return { ...fixture, code, request, rules, book };
}

const NEXT_MONDAY_NINE = limaInstant("2026-03-09", toMinutes("09:00"));

describe("the times offered for a request", () => {
  it("are those of the person's modality, professional, days and part of the day, widened on demand", () => {
    // Monday mornings with DRA_A, in person.
    const { request, rules, now } = withRequest({
      modality: "presencial",
      professional: DRA_A,
      days: ["lunes"],
      times: ["manana"],
    });
    const asked = timesForRequest(rules(), request, 0, new Date(now()));
    expect(asked.days.length).toBeGreaterThan(0);
    expect(asked.days.length).toBeLessThanOrEqual(5);
    const times = asked.days.flatMap((day) => day.times);
    expect(times.every((time) => time.professional === DRA_A && time.modality === "presencial")).toBe(true);
    expect(times.every((time) => new Date(`${time.day}T12:00:00Z`).getUTCDay() === 1 && time.minutes < 720)).toBe(true);
    expect(asked.wider).toBe(true);
    // Widest: any professional of the modality (DR_B sees people on Mondays too).
    const widest = timesForRequest(rules(), request, 2, new Date(now()));
    expect(widest.days.flatMap((day) => day.times).some((time) => time.professional === DR_B)).toBe(true);
    expect(widest.wider).toBe(false);
  });

  it("offers nothing outside the person's days until widened, and never another modality", () => {
    // Fridays only: DRA_A's Fridays are virtual, so nothing in person fits.
    const { request, rules, now } = withRequest({ modality: "presencial", professional: DRA_A, days: ["viernes"], times: [] });
    expect(timesForRequest(rules(), request, 0, new Date(now())).days).toEqual([]);
    const wider = timesForRequest(rules(), request, 1, new Date(now()));
    expect(wider.days.length).toBe(5);
    expect(wider.days.flatMap((day) => day.times).every((time) => time.modality === "presencial")).toBe(true);
  });
});

describe("booking from a request", () => {
  it("books the time, sets the request «agendada» and links both, audited, with the confirmation e-mail", () => {
    const { db, code, book, request } = withRequest();
    const result = book(NEXT_MONDAY_NINE, "rosa@example.com");
    expect(result.status).toBe("booked");
    if (result.status !== "booked") return;
    expect(findRequest(db, code)!.state).toBe("agendada");
    expect(appointmentsOfRequest(db, request.id).map((row) => row.code)).toEqual([result.appointment.code]);
    expect(requestOfAppointment(db, result.appointment.id)?.code).toBe(code);
    expect(
      db
        .prepare(
          "SELECT action, request_code AS request, appointment_code AS appointment FROM audit_log WHERE action LIKE '%agenda%' ORDER BY id",
        )
        .all(),
    ).toEqual([
      { action: "estado_consulta_agendada", request: code, appointment: null },
      { action: "agenda_reservar_solicitud", request: code, appointment: result.appointment.code },
    ]);
    // The patient's usual confirmation, with its .ics and manage link.
    const sent = db
      .prepare("SELECT kind, recipient, attachments, text_body AS text FROM outbox WHERE appointment_id = ?")
      .all(result.appointment.id) as {
      kind: string;
      recipient: string;
      attachments: string | null;
      text: string;
    }[];
    const confirmation = sent.find((row) => row.kind === "cita-confirmacion")!;
    expect(confirmation.recipient).toBe("rosa@example.com");
    expect(confirmation.attachments).toContain(".ics");
    expect(confirmation.text).toContain("/app/reservar-cita/cita?t=");
  });

  it("writes nothing when the time was taken meanwhile: the request keeps its state", () => {
    const first = withRequest();
    expect(first.book(NEXT_MONDAY_NINE).status).toBe("booked");
    // The same time again, for the same request: refused, nothing more written.
    const before = value(first.db, "SELECT count(*) FROM audit_log");
    first.db.prepare("UPDATE consultation_requests SET state = 'contactada' WHERE code = ?").run(first.code);
    expect(first.book(NEXT_MONDAY_NINE).status).toBe("taken");
    expect(findRequest(first.db, first.code)!.state).toBe("contactada");
    expect(value(first.db, "SELECT count(*) FROM audit_log")).toBe(before);
    expect(column(first.db, "SELECT request_id FROM appointment_requests")).toHaveLength(1);
  });

  it("without an e-mail sends none, and gives the WhatsApp text with the appointment's lines", () => {
    const { db, book } = withRequest({ email: "" });
    const result = book(NEXT_MONDAY_NINE);
    if (result.status !== "booked") throw new Error(result.status);
    expect(
      value(db, "SELECT count(*) FROM outbox WHERE appointment_id = ? AND kind = 'cita-confirmacion'", result.appointment.id),
    ).toBe(0);
    const message = whatsappConfirmation(mail, result.appointment);
    expect(message.text).toContain("Hola, Rosa Quispe");
    expect(message.text).toContain(result.appointment.code);
    expect(message.href).toMatch(/^https:\/\/wa\.me\/51987654321\?text=/);
  });

  it("is purged with either side", () => {
    const { db, book } = withRequest();
    const result = book(NEXT_MONDAY_NINE);
    if (result.status !== "booked") throw new Error(result.status);
    db.prepare("DELETE FROM appointments WHERE id = ?").run(result.appointment.id);
    expect(value(db, "SELECT count(*) FROM appointment_requests")).toBe(0);
  });
});
