// «Datos de la clínica» (content/clinica.yml): the clinic's own facts, edited in the editor like
// the rest of the content and read by the site's build and by the service (shared/clinic/facts.ts). The
// schema holds shape and Peru's rules (RUC check digit, E.164 numbers); the messages are Spanish
// and name the field, in the build's output as in the editor; each field's `.meta()` holds the
// editor's label and hint for it (app/cms/fields.server.ts).
import { z } from "zod";
import { isPeruPhone } from "./phone.ts";
import { httpsUrl, matching, optional, text } from "./schema-blocks.ts";

/**
 * A Peruvian number with +51, spaces allowed: a mobile (+51 9XX XXX XXX), a Lima landline
 * (+51 1 XXX XXXX) or a provincial one with its area code (+51 44 XXXXXX). The pattern is the
 * editor's first check; the number is then read by libphonenumber-js's rules (./phone.ts).
 */
export const PHONE_PATTERN = /^\+51 ?(9\d{2} ?\d{3} ?\d{3}|1 ?\d{3} ?\d{4}|[4-8]\d ?\d{3} ?\d{3})$/;
const PHONE_MESSAGE =
  "debe ser un número del Perú con +51: un celular (+51 987 654 321), un fijo de Lima (+51 1 234 5678) o de provincia con su código (+51 44 123456)";
const phone = z.preprocess(
  // YAML reads +51987654321, written without spaces or quotes, as a number: the same digits, with their +.
  (value) => (typeof value === "number" ? `+${value}` : value),
  matching(text, PHONE_PATTERN, PHONE_MESSAGE).refine(isPeruPhone, { error: PHONE_MESSAGE }),
);

/** SUNAT's check digit: weights 5 4 3 2 7 6 5 4 3 2 over the first ten digits, 11 minus the sum mod 11, kept to its last digit. */
export function isValidRuc(ruc: string): boolean {
  if (!/^(10|15|16|17|20)\d{9}$/.test(ruc)) return false;
  const sum = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2].reduce((total, weight, index) => total + weight * Number(ruc[index]), 0);
  return (11 - (sum % 11)) % 10 === Number(ruc[10]);
}

const ruc = matching(z.coerce.string().trim(), /^\d{11}$/, "debe tener 11 cifras").refine(isValidRuc, {
  error: "no es un RUC válido: revise las cifras (la última es un dígito de control que no corresponde a las demás)",
});

const time = matching(text, /^([01]\d|2[0-3]):[0-5]\d$/, "debe ser una hora de 00:00 a 23:59, como 08:00 o 14:30");

/** One stretch of a day the clinic is open; a break is the gap between two of them. */
const interval = z
  .object({
    opens: time.meta({ label: "Abre", hint: "Hora de 24 horas, como 08:00." }),
    closes: time.meta({ label: "Cierra", hint: "Como 19:00." }),
  })
  .refine((span) => span.opens < span.closes, {
    error: "la hora de cierre debe ser posterior a la de apertura",
    path: ["closes"],
  });

/** A day's stretches, in order and not overlapping; none means closed all day. */
const day = z
  .array(interval)
  .default([])
  .refine((spans) => spans.every((span, index) => index === 0 || spans[index - 1]!.closes <= span.opens), {
    error: "los horarios del día deben ir en orden y sin superponerse",
  });

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** The days as the editor names them. */
const DAY_NAMES: Record<Weekday, string> = {
  monday: "Lunes",
  tuesday: "Martes",
  wednesday: "Miércoles",
  thursday: "Jueves",
  friday: "Viernes",
  saturday: "Sábado",
  sunday: "Domingo",
};
const phoneHint = "Con +51: un celular (+51 987 654 321) o un fijo de Lima (+51 1 234 5678).";

const isoDate = matching(text, /^\d{4}-\d{2}-\d{2}$/, "debe ser una fecha como 2026-12-24").refine(
  (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
  { error: "no es una fecha del calendario" },
);

export const clinicFactsSchema = z.object({
  name: text.meta({ label: "Nombre de la clínica", hint: "Como la conocen los pacientes." }),
  legalName: text.meta({ label: "Razón social", hint: "Como figura en la SUNAT, p. ej. «… S.A.C.»." }),
  ruc: ruc.meta({
    label: "RUC",
    hint: "11 cifras. La última es un dígito de control: si no corresponde, la web no se publica.",
  }),
  /** Código único IPRESS in SUSALUD's registry (RENIPRESS). */
  renipress: matching(z.coerce.string().trim(), /^\d{8}$/, "debe ser el código único IPRESS de 8 cifras que da SUSALUD").meta({
    label: "Código RENIPRESS (SUSALUD)",
    hint: "El código único IPRESS de 8 cifras.",
  }),
  phone: phone.meta({ label: "Teléfono", hint: phoneHint }),
  /** The chat's number, when the clinic answers WhatsApp on another line; else the phone. */
  whatsapp: optional(phone).meta({
    label: "WhatsApp",
    hint: `Solo si atienden WhatsApp en otro número; vacío, el chat va al teléfono. ${phoneHint}`,
  }),
  email: z.email({ error: "debe ser un correo electrónico, como contacto@clinica.pe" }).meta({ label: "Correo electrónico" }),
  address: z
    .object({
      street: text.meta({ label: "Calle y número", hint: "P. ej. «Av. Javier Prado Este 1520, piso 4»." }),
      district: text.meta({ label: "Distrito" }),
      city: text.default("Lima").meta({ label: "Ciudad" }),
      region: text.default("Lima").meta({ label: "Región" }),
      postalCode: matching(z.coerce.string().trim(), /^\d{5}$/, "debe ser un código postal de 5 cifras, como 15036").meta({
        label: "Código postal",
        hint: "5 cifras, p. ej. 15036.",
      }),
    })
    .meta({ label: "Dirección" }),
  /** The map's pin, within Peru's bounds. */
  map: z
    .object({
      latitude: z.number({ error: "debe ser un número" }).min(-18.4, "está fuera del Perú").max(0, "está fuera del Perú").meta({
        label: "Latitud",
        hint: "En Google Maps: clic derecho sobre la clínica; el primer número (negativo en el Perú).",
      }),
      longitude: z
        .number({ error: "debe ser un número" })
        .min(-81.4, "está fuera del Perú")
        .max(-68.6, "está fuera del Perú")
        .meta({ label: "Longitud", hint: "El segundo número (también negativo)." }),
    })
    .meta({ label: "Ubicación en el mapa" }),
  hours: z
    .object(
      Object.fromEntries(
        WEEKDAYS.map((weekday) => [
          weekday,
          day.meta({
            label: DAY_NAMES[weekday],
            singular: "horario",
            summary: "{{fields.opens}} a {{fields.closes}}",
            hint: "Uno por tramo: si cierran al mediodía, dos. Sin ninguno, ese día no atienden.",
          }),
        ]),
      ) as Record<Weekday, typeof day>,
    )
    .meta({ label: "Horario de atención", hint: "En hora de Lima." }),
  /** Closed on Peru's national holidays (shared/calendar/peru-holidays.ts). */
  closedOnHolidays: z
    .boolean()
    .default(true)
    .meta({ label: "Cerrado los feriados nacionales", hint: "La web ya conoce los feriados del Perú." }),
  /** Other days the clinic closes. */
  closedDays: z
    .array(
      z.object({
        date: isoDate.meta({ label: "Fecha", hint: "Como 2026-12-24 (año-mes-día)." }),
        reason: text.meta({ label: "Motivo", hint: "Para el equipo; p. ej. «Nochebuena»." }),
      }),
    )
    .default([])
    .meta({
      label: "Otros días sin atención",
      singular: "día",
      summary: "{{fields.date}}: {{fields.reason}}",
      hint: "Días que cierran aunque no sean feriado. Los pasados se pueden borrar.",
    }),
  social: z
    .object({
      facebook: httpsUrl.meta({ label: "Facebook", hint: "La dirección completa de la página, con https://." }),
      instagram: httpsUrl.meta({ label: "Instagram", hint: "La dirección completa del perfil, con https://." }),
    })
    .meta({ label: "Redes sociales" }),
  /**
   * The video rooms of virtual first consultations: the provider's URL with {room} where each
   * appointment's own random name goes (Zoom, Meet, Jitsi). Unset: an unguessable Jitsi Meet room.
   */
  videoRoomUrl: optional(httpsUrl).meta({
    label: "Salas de videollamada (teleconsultas)",
    hint: "Opcional. La dirección de su proveedor con {room} donde va el nombre de cada sala, p. ej. https://meet.jit.si/{room}. Vacío: una sala de Jitsi Meet distinta y secreta para cada cita.",
  }),
  /**
   * The first consultation's price in soles, IGV included (Indecopi: the total a consumer pays),
   * shown before booking. Unset: no price is shown. Its length and the hours before which a patient
   * may change it are the agenda's settings (the back office), which the booking also enforces.
   */
  firstConsultationPrice: optional(
    z.number({ error: "debe ser un número, como 150" }).positive("debe ser mayor que cero").max(10_000, "revisa el monto"),
  ).meta({
    label: "Precio de la primera consulta (S/, IGV incluido)",
    hint: "Opcional. En soles, con el IGV incluido, p. ej. 150. Vacío: la reserva en línea no muestra un precio.",
  }),
  dataProtectionOfficer: z
    .object({
      name: text.meta({ label: "Nombre" }),
      email: z.email({ error: "debe ser un correo electrónico" }).meta({ label: "Correo electrónico" }),
    })
    .meta({
      label: "Oficial de datos personales",
      hint: "La persona a quien los pacientes escriben por sus datos (D.S. 016-2024-JUS).",
    }),
  credit: z
    .object({ name: text.meta({ label: "Nombre" }), url: httpsUrl.meta({ label: "Dirección web", hint: "Con https://." }) })
    .meta({ label: "Crédito del diseño (pie de página)" }),
});

export type ClinicFactsFile = z.output<typeof clinicFactsSchema>;
