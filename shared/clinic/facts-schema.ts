// «Datos de la clínica» (content/clinica.yml): the clinic's own facts, edited in the editor like
// the rest of the content and read by the site's build and by the service (shared/clinic/facts.ts). The
// schema holds shape and Peru's rules (RUC check digit, E.164 numbers); the messages are Spanish
// and name the field, in the build's output as in the editor.
import { z } from "zod";
import { httpsUrl, matching, optional, text } from "./schema-blocks.ts";

/** A Peruvian number in E.164, spaces allowed: a mobile (+51 9XX XXX XXX) or a Lima landline (+51 1 XXX XXXX). */
export const PHONE_PATTERN = /^\+51 ?(9\d{2} ?\d{3} ?\d{3}|1 ?\d{3} ?\d{4})$/;
const phone = z.preprocess(
  // YAML reads +51987654321, written without spaces or quotes, as a number: the same digits, with their +.
  (value) => (typeof value === "number" ? `+${value}` : value),
  matching(
    text,
    PHONE_PATTERN,
    "debe ser un número del Perú con +51: un celular (+51 987 654 321) o un fijo de Lima (+51 1 234 5678)",
  ),
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
const interval = z.object({ opens: time, closes: time }).refine((span) => span.opens < span.closes, {
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

const isoDate = matching(text, /^\d{4}-\d{2}-\d{2}$/, "debe ser una fecha como 2026-12-24").refine(
  (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
  { error: "no es una fecha del calendario" },
);

export const clinicFactsSchema = z.object({
  name: text,
  legalName: text,
  ruc,
  /** Código único IPRESS in SUSALUD's registry (RENIPRESS). */
  renipress: matching(z.coerce.string().trim(), /^\d{8}$/, "debe ser el código único IPRESS de 8 cifras que da SUSALUD"),
  phone,
  /** The chat's number, when the clinic answers WhatsApp on another line; else the phone. */
  whatsapp: optional(phone),
  email: z.email({ error: "debe ser un correo electrónico, como contacto@clinica.pe" }),
  address: z.object({
    street: text,
    district: text,
    city: text.default("Lima"),
    region: text.default("Lima"),
    postalCode: matching(z.coerce.string().trim(), /^\d{5}$/, "debe ser un código postal de 5 cifras, como 15036"),
  }),
  /** The map's pin, within Peru's bounds. */
  map: z.object({
    latitude: z.number({ error: "debe ser un número" }).min(-18.4, "está fuera del Perú").max(0, "está fuera del Perú"),
    longitude: z.number({ error: "debe ser un número" }).min(-81.4, "está fuera del Perú").max(-68.6, "está fuera del Perú"),
  }),
  hours: z.object(Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day])) as Record<Weekday, typeof day>),
  /** Closed on Peru's national holidays (shared/calendar/peru-holidays.ts). */
  closedOnHolidays: z.boolean().default(true),
  /** Other days the clinic closes. */
  closedDays: z.array(z.object({ date: isoDate, reason: text })).default([]),
  social: z.object({ facebook: httpsUrl, instagram: httpsUrl }),
  /**
   * The video rooms of virtual first consultations: the provider's URL with {room} where each
   * appointment's own random name goes (Zoom, Meet, Jitsi). Unset: an unguessable Jitsi Meet room.
   */
  videoRoomUrl: optional(httpsUrl),
  dataProtectionOfficer: z.object({ name: text, email: z.email({ error: "debe ser un correo electrónico" }) }),
  credit: z.object({ name: text, url: httpsUrl }),
});

export type ClinicFactsFile = z.output<typeof clinicFactsSchema>;
