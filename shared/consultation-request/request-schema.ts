// The one rule for a request of «Pide tu primera consulta», used by the browser (inline messages
// before sending) and by the service (server/consultations/), which never trusts the browser. Its
// Spanish messages come from content/pide-tu-primera-consulta.yml, and its choices of reason and
// professional from the clinic's content (options.ts): `requestSchema(messages, options)`.
// zod/mini, as the complaints book: the form's chunk carries only the checks used here.
import { fill } from "#shared/content/fill.ts";
import { blankIsUnset, cleanText, isBlank, isPlainEmail, PHONE_SHAPE, z } from "#shared/forms/form-rules.ts";

/** The reason when none of the clinic's services fits. */
export const OTHER_REASON = "otro";
export const MODALITIES = ["presencial", "virtual"] as const;
export const DAYS = ["lunes", "martes", "miercoles", "jueves", "viernes", "sabado"] as const;
export const TIMES = ["manana", "tarde", "noche"] as const;
export const CHANNELS = ["whatsapp", "llamada", "correo"] as const;
/** The consent box's value when ticked. */
export const CONSENT_GIVEN = "si";

/** The limits, also written as maxLength on the form's fields. */
export const LIMITS = { name: 100, phone: 20, email: 254, message: 1000, slug: 80 } as const;

/** The form's field names, in the order of the form (the first wrong one gets the focus). */
export const REQUEST_FIELDS = [
  "reason",
  "modality",
  "professional",
  "days",
  "times",
  "name",
  "phone",
  "email",
  "channel",
  "message",
  "consent",
] as const;
export type RequestField = (typeof REQUEST_FIELDS)[number];
/** Fields that take several values (checkboxes): sent as repeated form fields or a JSON array. */
export const MULTI_FIELDS = new Set<RequestField>(["days", "times"]);

/** The choices the clinic's content offers: each a slug and its label. */
export interface RequestOptions {
  /** The clinic's services (content/servicios/), in their order; «Otro» is added by the form. */
  reasons: [slug: string, label: string][];
  /** The physicians (content/staff/), in their order. */
  professionals: [slug: string, label: string][];
}

export interface RequestMessages {
  labels: Record<RequestField, string>;
  errors: {
    required: string;
    tooLong: string;
    email: string;
    phone: string;
    choice: string;
    emailForChannel: string;
    consent: string;
  };
}

/** What the form holds: every field as typed (the checkboxes as lists). */
export type RequestDraft = Partial<Record<Exclude<RequestField, "days" | "times">, string>> & {
  days?: string[];
  times?: string[];
};

const LETTER = /\p{L}/u;

/**
 * `isPhone`: the browser's check is the pattern (the island carries no phone metadata); the service
 * passes shared/clinic/phone.ts's `isAcceptablePhone`, which parses the number by Peru's rules.
 */
export function requestSchema(
  messages: RequestMessages,
  options: RequestOptions,
  { isPhone = (value: string) => PHONE_SHAPE.test(value) }: { isPhone?: (value: string) => boolean } = {},
) {
  const { labels, errors } = messages;
  const named = (field: RequestField, message: string) => `${labels[field]}: ${message}`;
  const text = (field: RequestField, max: number, { multiline = false } = {}) =>
    z.string(named(field, errors.required)).check(
      z.overwrite((value) => cleanText(value, { multiline })),
      z.trim(),
      z.minLength(1, named(field, errors.required)),
      // Only characters that show nothing (the Braille blank, Khmer inherent vowels…): as empty.
      z.refine((value) => !isBlank(value), named(field, errors.required)),
      z.maxLength(max, named(field, fill(errors.tooLong, { max }))),
    );
  const optionalText = (field: RequestField, max: number, multiline = false) =>
    z.pipe(blankIsUnset, z.optional(text(field, max, { multiline })));
  const choice = (field: RequestField, values: readonly string[]) =>
    z.string(named(field, errors.choice)).check(z.refine((value) => values.includes(value), named(field, errors.choice)));
  /** Checkboxes: none, one (a form's single value) or several; each one of `values`, no repeats. */
  const several = <T extends readonly string[]>(field: RequestField, values: T) =>
    z.pipe(
      z.transform((value: unknown) => (value === undefined || value === "" ? [] : typeof value === "string" ? [value] : value)),
      z.pipe(
        z
          .array(
            z.enum(values as unknown as [T[number], ...T[number][]], named(field, errors.choice)),
            named(field, errors.choice),
          )
          .check(z.maxLength(values.length, named(field, errors.choice))),
        z.transform((list: T[number][]) => values.filter((v) => list.includes(v)) as T[number][]),
      ),
    );

  return z
    .object({
      reason: choice("reason", [...options.reasons.map(([slug]) => slug), OTHER_REASON]),
      modality: z.enum(MODALITIES, named("modality", errors.choice)),
      professional: z.pipe(
        blankIsUnset,
        z.optional(
          choice(
            "professional",
            options.professionals.map(([slug]) => slug),
          ),
        ),
      ),
      days: several("days", DAYS),
      times: several("times", TIMES),
      name: text("name", LIMITS.name).check(z.refine((value) => LETTER.test(value), named("name", errors.required))),
      phone: text("phone", LIMITS.phone).check(
        z.refine((value) => PHONE_SHAPE.test(value) && isPhone(value), named("phone", errors.phone)),
      ),
      email: optionalText("email", LIMITS.email).check(
        // A plain address only (shared/forms/form-rules.ts): the confirmation goes to exactly what was typed.
        z.refine((value) => value === undefined || isPlainEmail(value), named("email", errors.email)),
      ),
      channel: z.enum(CHANNELS, named("channel", errors.choice)),
      message: optionalText("message", LIMITS.message, true),
      // Its own sentence: the box's label is too long to head a message.
      consent: z.literal(CONSENT_GIVEN, errors.consent),
    })
    .check(
      z.superRefine((request, ctx) => {
        if (request.channel === "correo" && !request.email)
          ctx.addIssue({ code: "custom", path: ["email"], message: named("email", errors.emailForChannel) });
      }),
    );
}

export type ConsultationRequest = z.output<ReturnType<typeof requestSchema>>;

/** Field → its first message, in the form's order. */
export function requestErrors(error: z.core.$ZodError): Partial<Record<RequestField, string>> {
  const found: Partial<Record<RequestField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as RequestField | undefined;
    if (field && REQUEST_FIELDS.includes(field) && !found[field]) found[field] = issue.message;
  }
  return Object.fromEntries(REQUEST_FIELDS.filter((field) => found[field]).map((field) => [field, found[field]]));
}

/** The form's values from FormData (the browser's form, or the service's parsed body), as a draft. */
export function draftOf(get: (field: RequestField) => string | string[] | undefined): RequestDraft {
  const draft: Record<string, string | string[]> = {};
  for (const field of REQUEST_FIELDS) {
    const value = get(field);
    if (MULTI_FIELDS.has(field)) {
      const list = (Array.isArray(value) ? value : typeof value === "string" && value ? [value] : []).filter(
        (item) => typeof item === "string",
      );
      if (list.length) draft[field] = list;
    } else if (typeof value === "string") draft[field] = value;
  }
  return draft as RequestDraft;
}
