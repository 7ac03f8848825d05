// The booking form's one rule (name, phone, e-mail, reason, the consents), used by the service's
// pages (server/booking/); the pages send no script, so the phone is parsed here by Peru's rules
// (shared/clinic/phone.ts) and the address is the one plain-address rule of every form
// (shared/forms/form-rules.ts): what is typed is the one mailbox the confirmation goes to, and the
// one a future consultation is counted by. Its messages come from content/reservar-cita.yml. The
// e-mail is required: it carries the confirmation and the link to manage the appointment. The
// teleconsultation's consent is required for a virtual visit only.
import { z } from "zod";
import { isAcceptablePhone } from "#shared/clinic/phone.ts";
import { cleanText, isBlank, isPlainEmail, PHONE_SHAPE } from "#shared/forms/form-rules.ts";
import { fill } from "#shared/content/fill.ts";
import type { BookingContent, BookingField } from "./booking-content-schema.ts";
import type { Modality } from "./free-times.ts";

export const CONSENT_GIVEN = "si";
export const LIMITS = { name: 100, phone: 20, email: 254, reason: 500 } as const;

const LETTER = /\p{L}/u;

export type BookingDraft = Partial<Record<BookingField, string>>;
export type BookingErrors = Partial<Record<BookingField, string>>;

export function bookingSchema(content: BookingContent, modality: Modality) {
  const { fields, errors } = content.form;
  const named = (field: BookingField, message: string) => `${fields[field]}: ${message}`;
  const text = (field: BookingField, max: number, multiline = false) =>
    z
      .string(named(field, errors.required))
      .transform((value) => cleanText(value, { multiline }).trim())
      .pipe(
        z
          .string()
          .min(1, named(field, errors.required))
          .refine((value) => !isBlank(value), named(field, errors.required))
          .max(max, named(field, fill(errors.tooLong, { max }))),
      );
  return z.object({
    name: text("name", LIMITS.name).refine((value) => LETTER.test(value), named("name", errors.required)),
    phone: text("phone", LIMITS.phone).refine(
      (value) => PHONE_SHAPE.test(value) && isAcceptablePhone(value),
      named("phone", errors.phone),
    ),
    email: text("email", LIMITS.email).refine((value) => isPlainEmail(value), named("email", errors.email)),
    reason: z.preprocess(
      (value) => (typeof value === "string" && cleanText(value).trim() === "" ? undefined : value),
      text("reason", LIMITS.reason, true).optional(),
    ),
    consent: z.literal(CONSENT_GIVEN, errors.consent),
    teleconsent:
      modality === "virtual"
        ? z.literal(CONSENT_GIVEN, errors.teleconsent)
        : z
            .unknown()
            .optional()
            .transform(() => undefined),
  });
}

export type Booking = z.output<ReturnType<typeof bookingSchema>>;

/** Field → its first message. */
export function bookingErrors(error: z.ZodError): BookingErrors {
  const found: BookingErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as BookingField | undefined;
    if (field && !found[field]) found[field] = issue.message;
  }
  return found;
}
