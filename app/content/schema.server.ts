// The one schema every content file is checked against. Markdown fields are rendered to HTML here,
// at build time, so no Markdown parser ever ships to the browser.
import { marked } from "marked";
import { z } from "zod";
import { getPicture } from "./images.server";
import { staffSectionKeys, type StaffSectionKey } from "./staff-sections";

// The building blocks are exported for the editor (app/cms/), which reads its fields off this schema.
export const text = z.string().trim().min(1, "no puede estar vacío");
export const markdown = text.transform((source) => marked.parse(source, { async: false }));
export const inlineMarkdown = text.transform((source) => marked.parseInline(source, { async: false }));
const slug = text.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "solo minúsculas sin tildes, números y guiones");
/**
 * A picture's file name in content/images, turned into the variants the build made of it. The
 * editor writes a picture it adds or picks as "/file.jpg" (the root of its media folder).
 */
export const image = text
  .transform((file) => file.replace(/^\//, ""))
  .pipe(z.string().regex(/^[\w.-]+\.(svg|png|jpe?g)$/i, "debe ser un nombre de archivo .jpg, .png o .svg"))
  .transform((file, ctx) => {
    const picture = getPicture(file);
    if (picture) return picture;
    ctx.addIssue({ code: "custom", message: `no existe ${file} en content/images` });
    return z.NEVER;
  });
/** An optional field: the editor writes an emptied one as "" (or null), which means "not set". */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());
/** Alternative text: required, but may be "" for a decorative image. */
const alt = z.string().trim();
const list = z.array(inlineMarkdown).default([]);
const internalPath = text.regex(/^\/[\w\-/#]*$/, "debe ser una ruta interna que empiece con /");
/** A link by its label and its path under /app/. */
const link = z.object({ label: text, to: internalPath });

const subsection = z.object({
  title: text,
  body: optional(markdown),
  items: list,
});

const section = z.object({
  title: text,
  id: optional(slug),
  summary: optional(inlineMarkdown),
  body: optional(markdown),
  items: list,
  ordered: z.boolean().default(false),
  expandable: z.boolean().default(false),
  style: z.enum(["plain", "accordion"]).default("plain"),
  subsections: z.array(subsection).default([]),
});

export const contentPageSchema = z.object({
  title: text,
  description: text.max(170, "la descripción para Google debe tener como máximo 170 caracteres"),
  order: z.number().int().default(0),
  image,
  imageAlt: alt,
  sections: z.array(section).default([]),
  body: markdown,
});

const staffLists = Object.fromEntries(staffSectionKeys.map((key) => [key, list])) as Record<StaffSectionKey, typeof list>;
const registryNumber = z.coerce.string().regex(/^\d{3,6}$/, "debe ser un número de 3 a 6 cifras");

export const staffSchema = z
  .object({
    name: text,
    honorific: z.enum(["Dr.", "Dra.", "Blgo.", "Blga."]),
    profession: z.enum(["physician", "biologist"]),
    specialty: text,
    role: optional(text),
    codes: z.object({
      cmp: optional(registryNumber),
      rne: optional(registryNumber),
      cbp: optional(registryNumber),
    }),
    photo: image,
    photoAlt: text,
    order: z.number().int(),
    bookable: z.boolean().default(false),
    ...staffLists,
    body: markdown,
  })
  .superRefine((person, ctx) => {
    const needed = person.profession === "physician" ? (["cmp", "rne"] as const) : (["cbp"] as const);
    for (const code of needed) {
      if (!person.codes[code]) {
        ctx.addIssue({ code: "custom", path: ["codes", code], message: `falta el número ${code.toUpperCase()}` });
      }
    }
  });

const heading = z.object({ heading: text, intro: inlineMarkdown });

export const homeSchema = z.object({
  title: text,
  description: text.max(170),
  hero: z
    .array(
      z.object({
        heading: text,
        text: optional(inlineMarkdown),
        image,
        imageAlt: alt,
        action: z.enum(["ver-mas", "reservar"]),
      }),
    )
    .min(1),
  nosotros: heading.extend({
    blocks: z.array(z.object({ title: text, body: markdown })).min(1),
    values: z.object({
      title: text,
      items: z.array(z.object({ name: text, description: inlineMarkdown })).min(1),
    }),
  }),
  servicios: heading,
  staff: heading,
  testimonios: heading.extend({
    items: z.array(z.object({ quote: inlineMarkdown, author: text, image, imageAlt: alt })).min(1),
  }),
  contacto: heading,
});

/** The placeholder pages the spec keeps: headings and an optional image, never indexed. */
export const placeholderSchema = z.object({
  title: text,
  description: text.max(170),
  headings: z.array(text).min(1),
  image: optional(image),
  imageAlt: alt.default(""),
});

export const contactPageSchema = z.object({
  title: text,
  description: text.max(170),
  formHeading: text,
  mapHeading: text,
  mapTitle: text,
  directions: text,
  body: markdown,
});

/**
 * The frequently asked questions: groups of questions, each answer Markdown. Every group and
 * question id is an anchor on the same page (links such as /preguntas-frecuentes#que-llevar), so
 * none may repeat.
 */
export const faqPageSchema = z
  .object({
    title: text,
    description: text.max(170),
    groups: z
      .array(
        z.object({
          title: text,
          id: slug,
          questions: z.array(z.object({ id: slug, question: text, answer: markdown })).min(1, "el grupo no tiene preguntas"),
        }),
      )
      .min(1, "no hay ningún grupo de preguntas"),
    body: markdown,
  })
  .superRefine((page, ctx) => {
    const seen = new Map<string, string>();
    const check = (id: string, path: (string | number)[]) => {
      const first = seen.get(id);
      if (first) ctx.addIssue({ code: "custom", path, message: `el id «${id}» ya se usa en ${first}; cada id debe ser único en la página` });
      else seen.set(id, path.join("."));
    };
    page.groups.forEach((group, g) => {
      check(group.id, ["groups", g, "id"]);
      group.questions.forEach((question, q) => check(question.id, ["groups", g, "questions", q, "id"]));
    });
  });

/** The site search page: its texts, and where to look instead when JavaScript is off. */
export const searchPageSchema = z.object({
  title: text,
  description: text.max(170),
  label: text,
  submit: text,
  searching: text,
  /** {query}, {count}: the live region's message after a search. */
  results: z.object({ none: text, one: text, many: text }),
  failed: text,
  /** Shown when the page runs without JavaScript, above the `alternatives`. */
  noscript: text,
  alternativesHeading: text,
  alternatives: z.array(link).min(1),
  body: markdown,
});

/** A page of running text (the privacy policy); {placeholders} in it are site facts. */
export const legalPageSchema = z.object({
  title: text,
  description: text.max(170),
  body: markdown,
});

const navItem = z.object({
  label: text,
  to: internalPath,
  // "servicios" expands into one link per service page, in their order.
  submenu: z.literal("servicios").optional(),
});

export const uiSchema = z.object({
  skipLink: text,
  homeLabel: text,
  nav: z.array(navItem).min(1),
  navLabel: text,
  menu: z.object({ open: text, close: text, title: text }),
  social: z.object({ heading: text, facebook: text, instagram: text }),
  newTab: text,
  chat: z.object({ floating: text }),
  actions: z.object({
    back: text,
    info: text,
    book: text,
    more: text,
    schedule: text,
    viewCv: text,
    form: text,
    expand: text,
    collapse: text,
  }),
  carousel: z.object({
    carousel: text,
    slide: text,
    slideOf: text,
    previous: text,
    next: text,
    pause: text,
    play: text,
    hero: text,
    staff: text,
    testimonials: text,
  }),
  onThisPage: text,
  /** The header's search control: its name, and the visible word beside the icon. */
  search: z.object({ label: text, short: text }),
  footer: z.object({
    copyright: text,
    credit: text,
    /** The footer's links to the pages outside the main navigation (guides, search, privacy). */
    links: z.array(link).min(1),
    linksLabel: text,
  }),
  contact: z.object({ email: text, address: text, phone: text }),
  form: z.object({
    labels: z.object({ nombre: text, numero: text, edad: text, mensaje: text }),
    send: text,
    sending: text,
    incomplete: text,
    sent: text,
    failed: text,
    failedHelp: text,
    throttled: text,
    chat: text,
    chatWithMessage: text,
    chatMessage: text,
    honeypot: text,
    noscript: text,
    consent: z.object({ label: text, missing: text, record: text }),
    privacy: text,
    privacyLink: text,
  }),
  staffProfile: z.object({
    /** The profile's description for search engines; {honorific} {name} {specialty} {clinic}. */
    metaDescription: text,
    codes: z.object({ cmp: text, rne: text, cbp: text }),
    sections: z.object(Object.fromEntries(staffSectionKeys.map((key) => [key, text])) as Record<StaffSectionKey, typeof text>),
  }),
  notFound: z.object({ title: text, heading: text, body: text, home: text }),
  error: z.object({ headline: text, body: text, home: text }),
});

export type ContentPage = z.output<typeof contentPageSchema>;
export type ContentSection = ContentPage["sections"][number];
export type StaffMember = z.output<typeof staffSchema> & { slug: string };
export type Home = z.output<typeof homeSchema>;
export type Placeholder = z.output<typeof placeholderSchema>;
export type ContactPage = z.output<typeof contactPageSchema>;
export type LegalPage = z.output<typeof legalPageSchema>;
export type FaqPage = z.output<typeof faqPageSchema>;
export type SearchPage = z.output<typeof searchPageSchema>;
export type Ui = z.output<typeof uiSchema>;
export type NavItem = z.output<typeof navItem> & { children?: { label: string; to: string }[] };
