// Test helpers for the back office (in testing/, which the service release leaves out): a database
// with every migration, claims made through the book's own schema (so they follow
// content/libro-de-reclamaciones.yml), and a back office on a movable clock with a staff account.
import { complaintSchema, type Complaint } from "#shared/complaints-book/complaint-schema.ts";
import { limaDate } from "#shared/calendar/lima-clock.ts";
import { loadComplaintsBook, messagesOf } from "#server/complaints/content.ts";
import { loadConsultationContent } from "#server/consultations/content.ts";
import { insertClaim } from "#server/complaints/store.ts";
import { openDatabase, type Db } from "#server/db.ts";
import { inviteStaff } from "#server/back-office/accounts.ts";
import { Hono } from "hono";
import { createBackOffice } from "#server/back-office/app.ts";
import type { BackOfficeOptions } from "#server/back-office/context.ts";
import { serviceContext } from "#server/service-context.ts";
import { API_BASE } from "#server/back-office/passkey-routes.ts";
import { createSession, SESSION_COOKIE } from "#server/back-office/sessions.ts";

export const ORIGIN = "http://localhost:4999";

export function makeClaim(db: Db, overrides: Record<string, string> = {}, now = new Date()) {
  const book = loadComplaintsBook();
  const draft = {
    patientFirstNames: "María",
    patientLastNames: "Quispe Huamán",
    patientDocumentType: "dni",
    patientDocumentNumber: "12345678",
    patientAddress: "Av. Arequipa 123, Lima",
    patientPhone: "987654321",
    patientEmail: "maria@example.pe",
    filedBy: "paciente",
    service: "Consulta",
    kind: "reclamo",
    detail: "Esperé dos horas.",
    request: "Que mejoren los tiempos.",
    emailConsent: "si",
    ...overrides,
  };
  const claim: Complaint = complaintSchema(messagesOf(book), limaDate(now)).parse(draft);
  return insertClaim(db, claim, () => [], now);
}

export function backOfficeFixture(start = Date.parse("2026-03-02T15:00:00Z"), options: Partial<BackOfficeOptions> = {}) {
  const db = openDatabase(":memory:");
  let clock = start;
  const book = loadComplaintsBook();
  const bo = createBackOffice(serviceContext({ db, now: () => new Date(clock) }), {
    rp: { origin: ORIGIN, rpID: "localhost", rpName: "Prueba" },
    clientAddress: (c) => c.req.header("x-test-ip") ?? "203.0.113.1",
    requests: loadConsultationContent(),
    // A fixed closing time, whatever the clinic's facts say: what is due that day is due at 18:00.
    dayEnds: () => "18:00",
    mailTexts: { clinicName: "Clínica de prueba", susalud: book.sheet.susalud },
    labels: { fields: book.form.fields, documentTypes: book.form.options.documentTypes, filedBy: book.form.options.filedBy },
    ...options,
  });
  const { staffId } = inviteStaff(db, { name: "Ana Pérez", email: "ana@clinica.pe" }, { now: clock });
  const signIn = () => createSession(db, staffId, clock);
  const cookie = (sessionId: string) => `${SESSION_COOKIE}=${sessionId}`;
  const app = new Hono();
  app.route("/", bo.pages);
  app.route(API_BASE, bo.api);
  /** A request to the mounted back office, by full path (/app/gestion/…, /app/api/gestion/…). */
  const request = (path: string, init: RequestInit = {}) => app.request(`${ORIGIN}${path}`, init);
  return {
    db,
    bo,
    staffId,
    signIn,
    cookie,
    request,
    now: () => clock,
    advance: (ms: number) => (clock += ms),
  };
}
