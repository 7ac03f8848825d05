import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { value, type Db } from "#server/db.ts";
import { limaInstant, toMinutes } from "#shared/booking/free-times.ts";
import { loadWhatToBring } from "./content.ts";
import type { MailContext } from "./mails.tsx";
import { queueDueReminders, startReminders } from "./reminders.ts";
import { bookAppointment, cancelAppointment } from "./store.ts";
import { agendaDb, content, DRA_A, professionals } from "./testing/agenda.ts";

// Booked on Friday 27 February 2026 at 10:00 in Lima, for Monday 2 March at 09:00 in Lima.
const BOOKED_AT = new Date(limaInstant("2026-02-27", toMinutes("10:00")));
const NINE = limaInstant("2026-03-02", toMinutes("09:00"));
const HOUR = 3_600_000;
const context: MailContext = {
  content,
  professionals,
  whatToBring: loadWhatToBring(),
  origin: "https://clinica.example",
  clinicEmail: "clinica@example.com",
};

let db: Db;
beforeEach(() => {
  db = agendaDb();
  // Any notice: booked well ahead.
  db.exec("UPDATE booking_settings SET min_notice_minutes = 0");
});
afterEach(() => {
  db.close();
  vi.useRealTimers();
});

function bookNine(email: string | undefined = "rosa@example.com", at = BOOKED_AT) {
  const result = bookAppointment(
    db,
    { professional: DRA_A, modality: "presencial", start: NINE },
    { name: "Rosa", phone: "987654321", email },
    { closedDates: new Set(), now: at, videoRoom: () => "", mails: () => [] },
  );
  if (result.status !== "booked") throw new Error(result.status);
  return result.appointment;
}
const reminders = () =>
  db.prepare("SELECT subject, text_body FROM outbox WHERE kind = 'cita-recordatorio' ORDER BY id").all() as {
    subject: string;
    text_body: string;
  }[];

describe("reminders", () => {
  test("48 hours and 24 hours before, at the right Lima time, each once", () => {
    bookNine();
    // Saturday 28 February, 08:59 in Lima: not yet 48 hours before.
    expect(queueDueReminders(db, context, new Date(NINE - 48 * HOUR - 60_000))).toBe(0);
    // Saturday 28 February, 09:00 in Lima (14:00 UTC): the 48-hour one.
    const at48 = new Date(NINE - 48 * HOUR);
    expect(at48.toISOString()).toBe("2026-02-28T14:00:00.000Z");
    expect(queueDueReminders(db, context, at48)).toBe(1);
    expect(queueDueReminders(db, context, new Date(at48.getTime() + 5 * 60_000))).toBe(0);
    expect(queueDueReminders(db, context, new Date(NINE - 24 * HOUR - 60_000))).toBe(0);
    // Sunday 1 March, 09:00 in Lima: the 24-hour one; then nothing more, ever.
    expect(queueDueReminders(db, context, new Date(NINE - 24 * HOUR))).toBe(1);
    for (const hours of [23, 12, 3, 1]) expect(queueDueReminders(db, context, new Date(NINE - hours * HOUR))).toBe(0);
    const sent = reminders();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.subject).toContain("lunes 2 de marzo de 2026, 9:00 a. m.");
    // Each with «Confirmo mi asistencia» and «Necesito cancelar o cambiar», each a manage link of its own.
    expect(sent[0]!.text_body).toContain(`${content.mail.confirmLink}\nhttps://clinica.example/app/reservar-cita/cita?t=`);
    expect(sent[0]!.text_body).toContain("&accion=confirmar");
    expect(sent[0]!.text_body).toContain(content.mail.changeLink);
    expect(value(db, "SELECT COUNT(*) FROM appointment_links")).toBe(3);
  });

  test("none after a cancellation", () => {
    const appointment = bookNine();
    expect(queueDueReminders(db, context, new Date(NINE - 48 * HOUR))).toBe(1);
    cancelAppointment(db, appointment.id, "paciente", new Date(NINE - 30 * HOUR), () => []);
    expect(queueDueReminders(db, context, new Date(NINE - 24 * HOUR))).toBe(0);
    expect(reminders()).toHaveLength(1);
  });

  test("a booking made within 48 hours gets only the 24-hour one; within 24 hours, none", () => {
    bookNine("a@example.com", new Date(NINE - 30 * HOUR));
    expect(queueDueReminders(db, context, new Date(NINE - 29 * HOUR))).toBe(0);
    expect(queueDueReminders(db, context, new Date(NINE - 24 * HOUR))).toBe(1);
    db.exec("DELETE FROM outbox; DELETE FROM appointment_reminders; DELETE FROM appointment_links; DELETE FROM appointments");
    bookNine("b@example.com", new Date(NINE - 20 * HOUR));
    expect(queueDueReminders(db, context, new Date(NINE - 19 * HOUR))).toBe(0);
    expect(reminders()).toHaveLength(0);
  });

  test("the service's own interval sends them, with the clock mocked", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(NINE - 48 * HOUR - 10 * 60_000));
    bookNine();
    const woke = vi.fn();
    const job = startReminders(db, context, { intervalMs: 5 * 60_000, onQueued: woke });
    expect(reminders()).toHaveLength(0);
    vi.advanceTimersByTime(10 * 60_000);
    expect(reminders()).toHaveLength(1);
    expect(woke).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(24 * HOUR);
    expect(reminders()).toHaveLength(2);
    vi.advanceTimersByTime(24 * HOUR);
    expect(reminders()).toHaveLength(2);
    job.stop();
  });
});
