// Test helpers for the agenda (in testing/, which the service release leaves out): a database with
// every migration and the fixture's availability, the booking routes on a movable clock, and the
// forms' posts as a browser without JavaScript sends them.
import { Hono } from "hono";
import { openDatabase, type Db } from "#server/db.ts";
import { toMinutes } from "#shared/booking/free-times.ts";
import { loadBookingContent, loadProfessionals } from "#server/booking/content.ts";
import { createBookingRoutes, type BookingOptions } from "#server/booking/routes.ts";
import { timeValue } from "#server/booking/paths.ts";
import { serviceContext } from "#server/service-context.ts";

export const content = loadBookingContent();
export const professionals = loadProfessionals();
/** The first two physicians of the content: the fixture's professionals. */
export const [DRA_A, DR_B] = professionals.map((person) => person.slug) as [string, string];

/** Monday 2 March 2026, 07:00 in Lima. */
export const MONDAY_7AM = new Date("2026-03-02T12:00:00Z");

/** DRA_A: Mondays 09:00–11:00 in person, Fridays 15:00–17:00 virtual; DR_B: Mondays 09:00–10:00 in person. 30 minutes each; patients may change up to 2 hours before. */
export function agendaDb(file = ":memory:"): Db {
  return seedAgenda(openDatabase(file));
}

/** The fixture's availability and settings, on a database with every migration. */
export function seedAgenda(db: Db): Db {
  db.exec(
    "UPDATE booking_settings SET default_length_minutes = 30, min_notice_minutes = 120, horizon_days = 56, patient_change_hours = 2",
  );
  const addSpan = db.prepare(
    "INSERT INTO booking_spans (professional, weekday, modality, start_minute, end_minute) VALUES (?, ?, ?, ?, ?)",
  );
  for (const slug of [DRA_A, DR_B]) db.prepare("INSERT INTO booking_professionals (slug) VALUES (?)").run(slug);
  addSpan.run(DRA_A, 1, "presencial", toMinutes("09:00"), toMinutes("11:00"));
  addSpan.run(DRA_A, 5, "virtual", toMinutes("15:00"), toMinutes("17:00"));
  addSpan.run(DR_B, 1, "presencial", toMinutes("09:00"), toMinutes("10:00"));
  return db;
}

export function agendaApp(db: Db, options: BookingOptions = {}) {
  let clock = MONDAY_7AM;
  const service = serviceContext({ db, root: "/nonexistent", linkOrigin: "https://clinica.example", now: () => clock });
  const routes = createBookingRoutes(service, {
    clinicEmail: "clinica@example.com",
    closedDates: new Set(),
    rateLimit: null,
    ...options,
  });
  const app = new Hono();
  app.route("/", routes);
  const form = (path: string, values: Record<string, string | undefined>, headers: Record<string, string> = {}) => {
    const body = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) if (value !== undefined) body.append(key, value);
    return app.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: body.toString(),
    });
  };
  return {
    app,
    form,
    get: (path: string, headers: Record<string, string> = {}) => app.request(path, { headers }),
    setNow: (date: Date) => (clock = date),
    now: () => clock,
  };
}

export const person = (overrides: Record<string, string | undefined> = {}) => ({
  name: "Rosa Quispe",
  phone: "987 654 321",
  email: "rosa@example.com",
  reason: "Queremos saber por dónde empezar.",
  consent: "si",
  envioId: `prueba-${Math.random().toString(36).slice(2, 10)}`,
  ...overrides,
});

/** The value of a time button: professional|modality|start. */
export const timeOf = (professional: string, modality: "presencial" | "virtual", start: number) =>
  timeValue({ professional, modality, start });

/** The manage token in a redirect's Location. */
export const tokenOf = (response: Response) => new URL(response.headers.get("location")!, "http://x").searchParams.get("t")!;
