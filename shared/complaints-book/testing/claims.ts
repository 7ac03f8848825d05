// Claims for tests: a complete, valid one, with a variation per call.
import type { ComplaintDraft } from "#shared/complaints-book/complaint-schema.ts";

export function validClaim(overrides: ComplaintDraft = {}): ComplaintDraft {
  return {
    patientFirstNames: "Rosa María",
    patientLastNames: "Quispe Huamán",
    patientDocumentType: "dni",
    patientDocumentNumber: "45678912",
    patientAddress: "Jr. Las Flores 123, Surquillo, Lima",
    patientPhone: "+51 987 111 222",
    patientEmail: "rosa@example.com",
    filedBy: "paciente",
    service: "Consulta de fertilidad",
    kind: "reclamo",
    detail: "Esperé dos horas más de la hora de mi cita sin que nadie me explicara el motivo.",
    request: "Que me expliquen qué pasó y me den una nueva cita.",
    emailConsent: "si",
    ...overrides,
  };
}
