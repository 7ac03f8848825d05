// The shape of content/libro-de-reclamaciones.yml, apart from the site's content schema
// (app/content/schema.server.ts) because the service (server/complaints/content.ts) reads the same
// file at run time, without the build's Markdown and
// image steps. Plain text only: the service escapes it into its pages and e-mails.
import { z } from "zod";
import { COMPLAINT_FIELDS, type ComplaintField } from "./complaint-schema.ts";

const text = z.string().trim().min(1, "no puede estar vacío");
const fieldLabels = z.object(
  Object.fromEntries(COMPLAINT_FIELDS.map((field) => [field, text])) as Record<ComplaintField, typeof text>,
);

export const complaintsBookSchema = z.object({
  title: text,
  description: text.max(170, "la descripción para Google debe tener como máximo 170 caracteres"),
  intro: text,
  definitions: z.object({ heading: text, reclamo: text, queja: text, source: text }),
  form: z.object({
    heading: text,
    required: text,
    sections: z.object({ patient: text, filer: text, claim: text, answer: text }),
    fields: fieldLabels,
    options: z.object({
      documentTypes: z.object({ dni: text, ce: text, pasaporte: text }),
      filedBy: z.object({ paciente: text, representante: text, "apoderado-menor": text }),
      kinds: z.object({ reclamo: text, queja: text }),
      consent: z.object({ si: text, no: text }),
    }),
    hints: z.object({ patientDocumentNumber: text, filer: text, contact: text, incidentDate: text }),
    honeypot: text,
    submit: text,
    sending: text,
    errors: z.object({
      required: text,
      tooLong: text,
      email: text,
      phone: text,
      dni: text,
      ce: text,
      pasaporte: text,
      choice: text,
      date: text,
      futureDate: text,
    }),
    summary: text,
    failure: z.object({
      network: text,
      server: text,
      tooLarge: text,
      tooMany: text,
      honeypot: text,
      crossSite: text,
    }),
    draftNote: text,
  }),
  sheet: z.object({
    heading: text,
    code: text,
    date: text,
    deadline: text,
    copy: text,
    print: text,
    susalud: text,
    back: text,
    clinic: text,
  }),
  mail: z.object({
    copySubject: text,
    copyIntro: text,
    noticeSubject: text,
    noticeIntro: text,
    noticeDeadline: text,
  }),
});

export type ComplaintsBook = z.output<typeof complaintsBookSchema>;
