// The one rule for a claim of the complaints book (Libro de Reclamaciones en Salud), used by the
// browser (inline messages before sending) and by the service (server/complaints/), which never
// trusts the browser. Its Spanish messages come from content/libro-de-reclamaciones.yml, so the
// schema is built from them: `complaintSchema(messages)`.
//
// Document rules (checked per type):
// - DNI: exactly 8 digits (RENIEC's Documento Nacional de Identidad).
// - Carné de extranjería: 1 to 12 letters or digits. Migraciones issues 9-digit numbers today, but
//   older cards and SUNAT's table of identity documents (Tabla 2 of its electronic-invoice annex:
//   «carné de extranjería», alphanumeric, up to 12) allow up to 12; we follow SUNAT's wider rule so
//   no valid card is refused.
// - Pasaporte: 6 to 12 letters or digits (passports worldwide; SUNAT's table also caps it at 12).
// zod's functional API (zod/mini): the form's shared chunk carries only the checks used here, where
// the classic API's methods carried every check zod has (what that weighed: docs/performance.md).
import { fill } from "#shared/content/fill.ts";
import { blankIsUnset, cleanText, isBlank, isPlainEmail, PHONE_SHAPE, z } from "#shared/forms/form-rules.ts";

export const DOCUMENT_TYPES = ["dni", "ce", "pasaporte"] as const;
export const FILED_BY = ["paciente", "representante", "apoderado-menor"] as const;
export const KINDS = ["reclamo", "queja"] as const;
export const CONSENT = ["si", "no"] as const;

/** The limits, also written as maxLength on the form's fields. */
export const LIMITS = {
  name: 100,
  address: 200,
  phone: 20,
  email: 254,
  service: 200,
  detail: 3000,
  request: 1000,
  document: 12,
  /** The date of care may be at most this many years before today. */
  incidentYears: 20,
} as const;

/** The form's field names, in the order of the form (the first wrong one gets the focus). */
export const COMPLAINT_FIELDS = [
  "patientFirstNames",
  "patientLastNames",
  "patientDocumentType",
  "patientDocumentNumber",
  "patientAddress",
  "patientPhone",
  "patientEmail",
  "filedBy",
  "filerFirstNames",
  "filerLastNames",
  "filerDocumentType",
  "filerDocumentNumber",
  "filerAddress",
  "filerPhone",
  "filerEmail",
  "service",
  "incidentDate",
  "kind",
  "detail",
  "request",
  "emailConsent",
] as const;
export type ComplaintField = (typeof COMPLAINT_FIELDS)[number];

/** The Spanish texts the rules need (content/libro-de-reclamaciones.yml: `form.fields`, `form.errors`). */
export interface ComplaintMessages {
  /** Each field's label, as the person sees it: messages name the field. */
  labels: Record<ComplaintField, string>;
  errors: {
    required: string;
    /** {max} is replaced by the limit. */
    tooLong: string;
    email: string;
    phone: string;
    dni: string;
    ce: string;
    pasaporte: string;
    choice: string;
    date: string;
    futureDate: string;
  };
}

/** The document number's rule for a type. */
export const DOCUMENT_PATTERNS: Record<(typeof DOCUMENT_TYPES)[number], RegExp> = {
  dni: /^\d{8}$/,
  ce: /^[A-Za-z0-9]{1,12}$/,
  pasaporte: /^[A-Za-z0-9]{6,12}$/,
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date (2026-02-31 is not), as YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const yearsBefore = (date: string, years: number) =>
  `${String(Number(date.slice(0, 4)) - years).padStart(4, "0")}${date.slice(4)}`;
const LETTER = /\p{L}/u;
const NAME_FIELDS = new Set<ComplaintField>(["patientFirstNames", "patientLastNames", "filerFirstNames", "filerLastNames"]);
const MULTILINE_FIELDS = new Set<ComplaintField>(["detail", "request"]);

/**
 * The claim's schema. Input: the form's fields as strings (FormData or JSON). Output: trimmed
 * values, optional ones as undefined, the filer's fields only when someone else files.
 * `today` (Lima, YYYY-MM-DD) bounds the incident's date.
 */
/**
 * `isPhone`: the browser's check is the pattern (the island carries no phone metadata); the service
 * passes shared/clinic/phone.ts's `isAcceptablePhone`, which parses the number by Peru's rules.
 */
export function complaintSchema(
  messages: ComplaintMessages,
  today: string,
  { isPhone = (value: string) => PHONE_SHAPE.test(value) }: { isPhone?: (value: string) => boolean } = {},
) {
  const { labels, errors } = messages;
  const named = (field: ComplaintField, message: string) => `${labels[field]}: ${message}`;

  // Cleaned first (cleanText), then checked: a text made only of characters that show nothing
  // (isBlank: the Braille blank, Khmer inherent vowels…) is as empty as a blank one, and a name
  // must keep a letter.
  const text = (field: ComplaintField, max: number) =>
    z.string(named(field, errors.required)).check(
      z.overwrite((value) => cleanText(value, { multiline: MULTILINE_FIELDS.has(field) })),
      z.trim(),
      z.minLength(1, named(field, errors.required)),
      z.refine((value) => !isBlank(value), named(field, errors.required)),
      z.maxLength(max, named(field, fill(errors.tooLong, { max }))),
      z.refine((value) => !NAME_FIELDS.has(field) || LETTER.test(value), named(field, errors.required)),
    );
  const optionalText = (field: ComplaintField, max: number) => z.pipe(blankIsUnset, z.optional(text(field, max)));
  const choice = <T extends readonly [string, ...string[]]>(field: ComplaintField, values: T) =>
    z.enum(values, named(field, errors.choice));

  const matching = (field: ComplaintField, max: number, valid: (value: string) => boolean, message: string) =>
    optionalText(field, max).check(z.refine((value) => value === undefined || valid(value), named(field, message)));
  // A plain address only (shared/forms/form-rules.ts): the copy goes to exactly what was typed.
  const email = (field: ComplaintField) => matching(field, LIMITS.email, isPlainEmail, errors.email);
  const phone = (field: ComplaintField) =>
    matching(field, LIMITS.phone, (value) => PHONE_SHAPE.test(value) && isPhone(value), errors.phone);

  const fields = z.object({
    patientFirstNames: text("patientFirstNames", LIMITS.name),
    patientLastNames: text("patientLastNames", LIMITS.name),
    patientDocumentType: choice("patientDocumentType", DOCUMENT_TYPES),
    patientDocumentNumber: text("patientDocumentNumber", LIMITS.document),
    patientAddress: text("patientAddress", LIMITS.address),
    patientPhone: phone("patientPhone"),
    patientEmail: email("patientEmail"),
    filedBy: choice("filedBy", FILED_BY),
    filerFirstNames: optionalText("filerFirstNames", LIMITS.name),
    filerLastNames: optionalText("filerLastNames", LIMITS.name),
    filerDocumentType: z.pipe(blankIsUnset, z.optional(choice("filerDocumentType", DOCUMENT_TYPES))),
    filerDocumentNumber: optionalText("filerDocumentNumber", LIMITS.document),
    filerAddress: optionalText("filerAddress", LIMITS.address),
    filerPhone: phone("filerPhone"),
    filerEmail: email("filerEmail"),
    service: text("service", LIMITS.service),
    incidentDate: optionalText("incidentDate", 10),
    kind: choice("kind", KINDS),
    detail: text("detail", LIMITS.detail),
    request: text("request", LIMITS.request),
    emailConsent: choice("emailConsent", CONSENT),
  });
  type Fields = z.output<typeof fields>;

  const checked = fields.check(
    z.superRefine((claim: Fields, ctx) => {
      const issue = (field: ComplaintField, message: string) =>
        ctx.addIssue({ code: "custom", path: [field], message: named(field, message) });
      const checkDocument = (typeField: ComplaintField, numberField: ComplaintField) => {
        const type = claim[typeField as "patientDocumentType"];
        const number = claim[numberField as "patientDocumentNumber"];
        if (type && number && !DOCUMENT_PATTERNS[type].test(number)) issue(numberField, errors[type]);
      };
      checkDocument("patientDocumentType", "patientDocumentNumber");

      if (claim.incidentDate !== undefined) {
        // A real calendar date, not after today, and not absurdly old.
        if (!isCalendarDate(claim.incidentDate) || claim.incidentDate < yearsBefore(today, LIMITS.incidentYears))
          issue("incidentDate", errors.date);
        else if (claim.incidentDate > today) issue("incidentDate", errors.futureDate);
      }

      if (claim.filedBy === "paciente") {
        // The answer goes to the patient: a way to reach them is required.
        if (!claim.patientPhone) issue("patientPhone", errors.required);
        if (!claim.patientEmail) issue("patientEmail", errors.required);
        return;
      }
      // Someone else files: who they are, and how to reach them, are required.
      const required: ComplaintField[] = [
        "filerFirstNames",
        "filerLastNames",
        "filerDocumentType",
        "filerDocumentNumber",
        "filerPhone",
        "filerEmail",
      ];
      for (const field of required) if (!claim[field as "filerFirstNames"]) issue(field, errors.required);
      checkDocument("filerDocumentType", "filerDocumentNumber");
    }),
  );
  return z.pipe(
    checked,
    z.transform((claim: Fields): Fields => {
      if (claim.filedBy !== "paciente") return claim;
      // The patient files: whatever the hidden filer fields held is dropped.
      return {
        ...claim,
        filerFirstNames: undefined,
        filerLastNames: undefined,
        filerDocumentType: undefined,
        filerDocumentNumber: undefined,
        filerAddress: undefined,
        filerPhone: undefined,
        filerEmail: undefined,
      };
    }),
  );
}

export type Complaint = z.output<ReturnType<typeof complaintSchema>>;
/** What the form holds: every field as typed. */
export type ComplaintDraft = Partial<Record<ComplaintField, string>>;

/** Field → its first message, for the form (each wrong field named, in the form's order). */
export function complaintErrors(error: z.core.$ZodError): Partial<Record<ComplaintField, string>> {
  const found: Partial<Record<ComplaintField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as ComplaintField | undefined;
    if (field && COMPLAINT_FIELDS.includes(field) && !found[field]) found[field] = issue.message;
  }
  return Object.fromEntries(COMPLAINT_FIELDS.filter((field) => found[field]).map((field) => [field, found[field]]));
}

/** Where the person's copy and the answer go: the filer's e-mail when someone else files. */
export const contactEmail = (claim: Complaint) => (claim.filedBy === "paciente" ? claim.patientEmail : claim.filerEmail) ?? "";
