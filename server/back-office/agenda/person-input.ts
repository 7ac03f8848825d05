// The person a member of staff books for (by phone, or from a request), read by the forms' one rule
// for each field (issue 47): the text cleaned as every form cleans it, the phone read by Peru's
// rules, the address a plain one, as the patient's own booking takes them.
import { z } from "zod";
import { isAcceptablePhone } from "#shared/clinic/phone.ts";
import { cleanText, isPlainEmail, PHONE_SHAPE } from "#shared/forms/form-rules.ts";

const cleaned = (multiline = false) => z.string().transform((value) => cleanText(value, { multiline }));

export const personInput = z.object({
  nombre: cleaned().pipe(
    z
      .string()
      .min(2)
      .max(100)
      .refine((value) => /\p{L}/u.test(value)),
  ),
  celular: cleaned().pipe(
    z
      .string()
      .max(20)
      .refine((value) => PHONE_SHAPE.test(value) && isAcceptablePhone(value)),
  ),
  correo: cleaned()
    .pipe(z.union([z.literal(""), z.string().max(254).refine(isPlainEmail)]))
    .optional(),
  motivo: cleaned(true).pipe(z.string().max(500)).optional(),
});
