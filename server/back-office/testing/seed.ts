// A back office with work in it, for the benches, the browser checks and the screenshots (in
// testing/, which the service release leaves out): `requests` requests and `claims` claims spread
// over the last weeks, in every state, with mobiles, Lima and provincial landlines, some overdue.
// Requests are stored through the request's own schema, claims through the book's (fixtures.ts).
import { loadConsultationContent, loadRequestOptions, messagesOf } from "#server/consultations/content.ts";
import { storeRequest } from "#server/consultations/store.ts";
import { transaction, type Db } from "#server/db.ts";
import { requestSchema } from "#shared/consultation-request/request-schema.ts";
import { makeClaim } from "./fixtures.ts";

const FIRST = ["Rosa", "María", "José", "Lucía", "Carlos", "Ana", "Jorge", "Elena", "Luis", "Carmen", "Miguel", "Sofía"];
const LAST = ["Quispe", "Huamán", "Flores", "Rojas", "Mendoza", "Castillo", "Vargas", "Chávez", "Ramos", "Torres"];
/** A mobile, a Lima landline (01 4…) or a provincial one (044 2…), all valid numbers. */
const PHONES = (n: number) =>
  [
    `9${String((n * 7919) % 100_000_000).padStart(8, "0")}`,
    `01 4${String((n * 104_729) % 1_000_000).padStart(6, "0")}`,
    `044 2${String((n * 1_299_709) % 100_000).padStart(5, "0")}`,
  ][n % 3 === 0 ? 1 : n % 7 === 0 ? 2 : 0]!;
const STATES = ["nueva", "nueva", "contactada", "sin-respuesta", "agendada", "cerrada"] as const;
const DAY = 24 * 60 * 60_000;

export function seedBackOffice(db: Db, { requests = 0, claims = 0, now = Date.now() } = {}) {
  const content = loadConsultationContent();
  const options = loadRequestOptions();
  const schema = requestSchema(messagesOf(content), options);
  transaction(db, () => {
    for (let n = 0; n < requests; n++) {
      const name = `${FIRST[n % FIRST.length]} ${LAST[(n * 7) % LAST.length]} ${LAST[(n * 3 + 1) % LAST.length]}`;
      const at = new Date(now - ((n * 37) % (30 * 24 * 60)) * 60_000);
      const reason = options.reasons[n % options.reasons.length]![0];
      const { code } = storeRequest(
        db,
        schema.parse({
          days: ["lunes", "miercoles"],
          times: ["tarde"],
          message: "Quisiera una primera consulta.",
          consent: "si",
          name,
          phone: PHONES(n),
          email:
            n % 4 === 0 && n % 3 !== 2
              ? ""
              : `${name.split(" ")[0]!.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "")}${n}@example.pe`,
          reason,
          professional: n % 2 ? options.professionals[n % options.professionals.length]![0] : "",
          modality: n % 5 === 0 ? "virtual" : "presencial",
          channel: (["whatsapp", "llamada", "correo"] as const)[n % 3],
          envioId: `semilla-${n}-${now}`,
        }),
        { reason: options.reasons[n % options.reasons.length]![1], consent: content.form.fields.consent },
        () => [],
        at,
      );
      const state = STATES[n % STATES.length]!;
      if (state !== "nueva")
        db.prepare("UPDATE consultation_requests SET state = ?, state_changed_at = ? WHERE code = ?").run(
          state,
          new Date(at.getTime() + DAY / 2).toISOString(),
          code,
        );
    }
    for (let n = 0; n < claims; n++) {
      makeClaim(
        db,
        {
          patientFirstNames: FIRST[(n * 5) % FIRST.length]!,
          patientLastNames: `${LAST[n % LAST.length]} ${LAST[(n * 3) % LAST.length]}`,
          patientPhone: PHONES(n + 1),
          service: ["Consulta", "Laboratorio", "Ecografía", "Admisión"][n % 4]!,
          kind: n % 4 === 0 ? "queja" : "reclamo",
          emailConsent: n % 3 ? "si" : "no",
          detail: `Detalle del caso ${n}.`,
        },
        new Date(now - ((n * 53) % (60 * 24)) * 60 * 60_000),
      );
    }
  });
}
