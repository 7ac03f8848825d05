// The shape of content/pide-tu-primera-consulta.yml, apart from the site's content schema because the
// service (server/consultations/content.ts) reads the same file at run time. Plain text only: the
// service escapes it into its pages and e-mails.
import { z } from "zod";
import { CHANNELS, DAYS, MODALITIES, REQUEST_FIELDS, TIMES, type RequestField } from "./request-schema.ts";

const text = z.string().trim().min(1, "no puede estar vacío");
const record = <T extends readonly string[]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, text])) as Record<T[number], typeof text>);

export const consultationContentSchema = z.object({
  title: text,
  description: text.max(170, "la descripción para Google debe tener como máximo 170 caracteres"),
  intro: text,
  responseBusinessDays: z.number().int().min(1).max(10),
  form: z.object({
    heading: text,
    required: text,
    sections: z.object({ consultation: text, when: text, you: text }),
    fields: record(REQUEST_FIELDS) as z.ZodType<Record<RequestField, string>>,
    options: z.object({
      otherReason: text,
      noProfessional: text,
      modality: record(MODALITIES),
      days: record(DAYS),
      times: record(TIMES),
      channel: record(CHANNELS),
    }),
    hints: z.object({ professional: text, when: text, email: text, message: text }),
    honeypot: text,
    submit: text,
    sending: text,
    draftNote: text,
    privacy: text,
    privacyLink: text,
    errors: z.object({
      required: text,
      tooLong: text,
      email: text,
      phone: text,
      choice: text,
      emailForChannel: text,
      consent: text,
    }),
    summary: text,
    failure: z.object({ network: text, server: text, tooLarge: text, tooMany: text, honeypot: text, crossSite: text }),
  }),
  received: z.object({
    title: text,
    description: text.max(170),
    lead: text,
    nextHeading: text,
    next: z.array(text).min(1),
    chatHeading: text,
    chatIntro: text,
    chatLabel: text,
    chatDefault: text,
    chatButton: text,
    back: text,
    again: text,
  }),
  chatSummary: text,
  chatWhen: text,
  mail: z.object({
    noticeSubject: text,
    noticeIntro: text,
    confirmationSubject: text,
    confirmationIntro: text,
    consentRecord: text,
  }),
});

export type ConsultationContent = z.output<typeof consultationContentSchema>;

/** "1 día hábil", "2 días hábiles": the promised response time in the texts' {days}. */
export const businessDaysText = (days: number) => (days === 1 ? "1 día hábil" : `${days} días hábiles`);
