// The staff's profiles (content/staff/<slug>.md): who they are, their registry numbers and their CV.
import { z } from "zod";
import { matching, optional, text } from "#shared/clinic/schema-blocks.ts";
import { staffSectionKeys, type StaffSectionKey } from "./staff-sections.ts";
import { image, itemHint, list, markdown, markdownFile, photoSizes } from "./content-fields.server.ts";

/** The titles of a profile's CV sections, in the editor and on the page's texts (uiSchema). */
export const staffSectionLabels: Record<StaffSectionKey, string> = {
  formacion: "Formación",
  actividadClinica: "Actividad clínica",
  docencia: "Docencia",
  actividadCientifica: "Actividad científica",
  pasantias: "Pasantías",
  membresias: "Membresías",
  areasInteres: "Áreas de interés",
  sociedades: "Sociedades científicas",
  experiencia: "Experiencia",
};
const staffLists = Object.fromEntries(
  staffSectionKeys.map((key) => [key, list.meta({ label: staffSectionLabels[key], singular: "línea", hint: itemHint })]),
) as Record<StaffSectionKey, typeof list>;
const registryNumber = matching(z.coerce.string(), /^\d{3,6}$/, "debe ser un número de 3 a 6 cifras");

const staffFrontMatter = z
  .object({
    name: text.meta({ label: "Nombre completo", hint: "Nombres y apellidos, sin «Dr.» ni «Dra.»." }),
    honorific: z.enum(["Dr.", "Dra.", "Blgo.", "Blga."]).meta({ label: "Tratamiento" }),
    profession: z
      .enum(["physician", "biologist"])
      .meta({ label: "Profesión", options: { physician: "Médico(a)", biologist: "Biólogo(a)" } }),
    specialty: text.meta({
      label: "Especialidad",
      hint: "La línea que se ve bajo el nombre en la portada, p. ej. «Ginecología y Obstetricia · Medicina Reproductiva».",
    }),
    role: optional(text).meta({ label: "Cargo", hint: "Opcional, p. ej. «Directora médica»." }),
    codes: z
      .object({
        cmp: optional(registryNumber).meta({ label: "Número de colegiatura (CMP)" }),
        rne: optional(registryNumber).meta({ label: "Registro Nacional de Especialista (RNE)" }),
        cbp: optional(registryNumber).meta({ label: "Número de colegiatura (CBP)" }),
      })
      .meta({ label: "Registros profesionales", hint: "Médicos: CMP y RNE. Biólogos: CBP. Solo números." }),
    photo: image.meta({ label: "Foto", hint: `${photoSizes} Retrato vertical, proporción 4:5 (p. ej. 1200 × 1500 px).` }),
    photoAlt: text.meta({ label: "Descripción de la foto", hint: "P. ej. «Retrato de la Dra. Ana Pérez Soto»." }),
    order: z.number().int().meta({ label: "Posición en el carrusel del staff", hint: "1 es el primero." }),
    bookable: z.boolean().default(false).meta({ label: "Mostrar el botón «Agendar cita» en su perfil" }),
    ...staffLists,
  })
  .superRefine((person, ctx) => {
    const needed = person.profession === "physician" ? (["cmp", "rne"] as const) : (["cbp"] as const);
    for (const code of needed) {
      if (!person.codes[code]) {
        ctx.addIssue({ code: "custom", path: ["codes", code], message: `falta el número ${code.toUpperCase()}` });
      }
    }
  });
export const staffSchema = markdownFile(
  staffFrontMatter,
  markdown.meta({ label: "Presentación", hint: "Dos o tres frases sobre la persona." }),
);
