// Test helpers for consultation requests (in testing/, which the service release leaves out): a
// valid request drawn from the clinic's own choices, so it follows content/.
import { loadRequestOptions } from "#server/consultations/content.ts";

export function validRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const options = loadRequestOptions();
  return {
    reason: options.reasons[0]![0],
    modality: "presencial",
    professional: options.professionals[0]![0],
    days: ["lunes", "miercoles"],
    times: ["tarde"],
    name: "Rosa Quispe",
    phone: "987 654 321",
    email: "rosa@example.com",
    channel: "whatsapp",
    message: "Quisiera una primera consulta.",
    consent: "si",
    envioId: "prueba-123456",
    ...overrides,
  };
}
