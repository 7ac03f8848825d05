// The one schema every content file is checked against: the raw files only (strings, picture file
// names, Markdown sources). Turning Markdown into HTML and picture names into the build's image
// variants is a later step (resolve.server.ts), so tests and the editor read this without Vite.
// Astro's collections (app/content.config.ts) check each file's front matter with `frontMatterOf`
// these schemas; the reader (content.server.ts) then checks the whole file, Markdown body included.
// Fields that step transforms carry `.meta({ content })`; the editor reads patterns' messages from
// `.meta({ patternError })`: both reach z.toJSONSchema, zod's public view of a schema.
import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { SLUG_MESSAGE, SLUG_PATTERN } from "#app/lib/slug.ts";
import { matching, optional, text } from "#shared/clinic/schema-blocks.ts";
import { imagesDir } from "./content-dir.ts";
import type { ContentKind, Resolved } from "./resolve.server.ts";
import { staffSectionKeys, type StaffSectionKey } from "./staff-sections.ts";
import { ADVICE, AGE_RANGES, CYCLES, MONTHS_TRYING } from "#app/lib/when-to-consult.ts";

const content = (kind: ContentKind) => ({ content: kind });

const pictureName = /^[\w.-]+\.(svg|png|jpe?g)$/i;

// The building blocks are exported for the editor (app/cms/), which reads its fields off this schema.
export { matching, optional, text };
// «Datos de la clínica», which the service reads too (shared/clinic/facts.ts).
export { clinicFactsSchema } from "#shared/clinic/facts-schema.ts";
/** Markdown source, rendered to HTML by the resolve step. */
export const markdown = text.meta(content("markdown")).brand<"Markdown">();
/** One line of Markdown (no paragraphs), rendered to inline HTML by the resolve step. */
export const inlineMarkdown = text.meta(content("inline-markdown")).brand<"InlineMarkdown">();
/** A slug: a file name that is an address, an anchor (the rule: app/lib/slug.ts). */
export const slug = matching(text, SLUG_PATTERN, SLUG_MESSAGE);
/**
 * A picture's file name in content/images; the resolve step turns it into the variants the build
 * made of it, or names the file that is missing. The editor writes a picture it adds or picks as
 * "/file.jpg" (the root of its media folder).
 */
export const image = z
  .preprocess(
    (file) => (typeof file === "string" ? file.trim().replace(/^\//, "") : file),
    matching(text, pictureName, "debe ser un nombre de archivo .jpg, .png o .svg").refine(
      // A name that is not a picture's has its own message above.
      (file) => !pictureName.test(file) || existsSync(path.join(imagesDir(), file)),
      { error: (issue) => `no existe ${String(issue.input)} en content/images` },
    ),
  )
  .meta(content("image"))
  .brand<"Image">();
/** A Markdown file's front matter, by the schema of the whole file (see markdownFile). */
const frontMatters = new WeakMap<z.ZodType, z.ZodType>();
/**
 * The schema of a Markdown file: its front matter's, plus the text under it as `body`. Astro's
 * collections see the front matter only (their loader keeps the body apart), so they check it
 * with `frontMatterOf(schema)`.
 */
function markdownFile<Shape extends z.ZodRawShape, B extends z.ZodType>(frontMatter: z.ZodObject<Shape>, body: B) {
  type File = z.ZodObject<z.core.util.Extend<Shape, { body: B }>>;
  const schema = frontMatter.safeExtend({ body } as never) as unknown as File;
  frontMatters.set(schema, frontMatter);
  return schema;
}
/** The front matter's part of a Markdown file's schema; a YAML file's schema is all of it. */
export const frontMatterOf = (schema: z.ZodType): z.ZodType => frontMatters.get(schema) ?? schema;

/**
 * A page's description for search engines and share cards: Google shows about 160 characters, and
 * one shorter than 70 says too little in a result.
 */
const pageDescription = text
  .min(70, "la descripción para Google debe tener al menos 70 caracteres")
  .max(170, "la descripción para Google debe tener como máximo 170 caracteres");
/** Alternative text: required, but may be "" for a decorative image. */
const alt = z.string().trim();
const list = z.array(inlineMarkdown).default([]);
const internalPath = matching(text, /^\/[\w\-/#]*$/, "debe ser una ruta interna que empiece con /");
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

const contentPageFrontMatter = z.object({
  title: text,
  description: pageDescription,
  order: z.number().int().default(0),
  image,
  imageAlt: alt,
  sections: z.array(section).default([]),
});
export const contentPageSchema = markdownFile(contentPageFrontMatter, markdown);

const staffLists = Object.fromEntries(staffSectionKeys.map((key) => [key, list])) as Record<StaffSectionKey, typeof list>;
const registryNumber = matching(z.coerce.string(), /^\d{3,6}$/, "debe ser un número de 3 a 6 cifras");

const staffFrontMatter = z
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
  })
  .superRefine((person, ctx) => {
    const needed = person.profession === "physician" ? (["cmp", "rne"] as const) : (["cbp"] as const);
    for (const code of needed) {
      if (!person.codes[code]) {
        ctx.addIssue({ code: "custom", path: ["codes", code], message: `falta el número ${code.toUpperCase()}` });
      }
    }
  });
export const staffSchema = markdownFile(staffFrontMatter, markdown);

/** The topics articles are filed under (content/temas.yml). */
export const topicsSchema = z
  .array(z.object({ slug, name: text, description: text.max(160, "debe tener como máximo 160 caracteres") }))
  .min(1, "hace falta al menos un tema")
  .superRefine((topics, ctx) => {
    topics.forEach((topic, index) => {
      if (topics.findIndex((other) => other.slug === topic.slug) !== index) {
        ctx.addIssue({ code: "custom", path: [index, "slug"], message: `el tema "${topic.slug}" está repetido` });
      }
    });
  });

/**
 * A date as YYYY-MM-DD. YAML reads an unquoted 2026-09-14 as a date and a quoted one as text; both
 * are accepted, and a day that does not exist (2026-02-30) is not.
 */
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z
    .string()
    .trim()
    .refine((day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), {
      error: (issue) => `"${String(issue.input)}" no es una fecha válida: escríbela como AAAA-MM-DD`,
    }),
);

/** What the front matter of an article may point at: the other collections' slugs. */
export type ArticleLinks = {
  staff: { slug: string; profession: "physician" | "biologist" }[];
  topics: string[];
  services: string[];
};

/**
 * An article's front matter, and what it must say on its own: reviewed on or after the day it was
 * published, a short title with a long one, the alternative text of its picture.
 */
const articleFrontMatter = z
  .object({
    title: text.max(90, "el título debe tener como máximo 90 caracteres"),
    // The browser tab and search results show about 70 characters: a longer title needs a short one.
    shortTitle: text.max(70, "el título corto debe tener como máximo 70 caracteres").optional(),
    description: text
      .min(70, "la descripción debe tener al menos 70 caracteres")
      .max(160, "la descripción debe tener como máximo 160 caracteres"),
    published: isoDate,
    reviewed: isoDate,
    author: slug,
    reviewer: slug,
    topics: z.array(slug).min(1, "indica al menos un tema").max(3, "indica como máximo tres temas"),
    services: z.array(slug).default([]),
    // "" (or no line at all) means the article has no picture.
    image: z.preprocess((value) => (value === "" || value === null ? undefined : value), image.optional()),
    imageAlt: alt.optional(),
    references: z
      .array(
        z.object({
          title: text,
          url: z.url({ protocol: /^https?$/, error: "debe ser una dirección completa que empiece con https://" }),
        }),
      )
      .min(2, "cita al menos dos fuentes"),
  })
  .superRefine((article, ctx) => {
    const problem = (path: string[], message: string) => ctx.addIssue({ code: "custom", path, message });
    if (article.reviewer === article.author) problem(["reviewer"], "quien revisa debe ser otra persona que quien escribió");
    if (article.reviewed < article.published)
      problem(["reviewed"], `la revisión (${article.reviewed}) no puede ser anterior a la publicación (${article.published})`);
    if (article.title.length > 70 && !article.shortTitle) {
      problem(
        ["shortTitle"],
        `el título tiene ${article.title.length} caracteres: añade shortTitle (máx. 70) para la pestaña del navegador y Google`,
      );
    }
    if (article.image && article.imageAlt === undefined)
      problem(["imageAlt"], 'describe la imagen, o escribe imageAlt: "" si es decorativa');
  });

/**
 * The fields of an article, for the content editor (app/cms) and Astro's collection: the whole
 * file, checked against no staff, topic or service (that needs the other collections, below).
 */
export const articleFieldsSchema = markdownFile(
  articleFrontMatter,
  text
    .refine((source) => !/^#\s/m.test(source), "usa ## para las secciones: el título (#) ya es el de la página")
    .meta(content("article-markdown"))
    .brand<"ArticleMarkdown">(),
);

/**
 * An article (content/articulos/<slug>.md), with what it points at: its author and reviewer are
 * people of the staff, the reviewer a physician; its topics and services exist. Astro's reference()
 * is not used for these: it only reshapes a slug into {collection, id} without checking that the
 * entry exists (astro/dist/content/runtime.js, createReference), the reviewer's profession needs
 * the staff entry anyway, and the editor writes and reads plain slugs; so the check stays here, in
 * Spanish, naming the file the link points at.
 */
export function articleSchema(links: ArticleLinks) {
  return articleFieldsSchema.superRefine((article, ctx) => {
    const problem = (path: string[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const person = (slug: string) => links.staff.find((candidate) => candidate.slug === slug);
    if (!person(article.author))
      problem(["author"], `"${article.author}" no es nadie del staff (no existe content/staff/${article.author}.md)`);
    const reviewer = person(article.reviewer);
    if (!reviewer)
      problem(["reviewer"], `"${article.reviewer}" no es nadie del staff (no existe content/staff/${article.reviewer}.md)`);
    else if (reviewer.profession !== "physician")
      problem(["reviewer"], `"${article.reviewer}" no es médico: la revisión la hace un médico`);
    article.topics.forEach((topic, index) => {
      if (!links.topics.includes(topic)) problem(["topics", String(index)], `"${topic}" no es un tema de content/temas.yml`);
    });
    article.services.forEach((service, index) => {
      if (!links.services.includes(service))
        problem(["services", String(index)], `"${service}" no es un servicio (no existe content/servicios/${service}.md)`);
    });
  });
}

/** The list page of articles: its title, description and introduction. */
export const articlesPageSchema = markdownFile(z.object({ title: text, description: pageDescription }), markdown);

const heading = z.object({ heading: text, intro: inlineMarkdown });

export const homeSchema = z.object({
  title: text,
  description: pageDescription,
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
  articulos: heading.extend({ all: text }),
  contacto: heading,
});

/** The placeholder pages the spec keeps: headings and an optional image, never indexed. */
export const placeholderSchema = z.object({
  title: text,
  // Never indexed: no length to meet for search results.
  description: text.max(170),
  headings: z.array(text).min(1),
  image: optional(image),
  imageAlt: alt.default(""),
});

export const contactPageSchema = markdownFile(
  z.object({
    title: text,
    description: pageDescription,
    formHeading: text,
    mapHeading: text,
    mapTitle: text,
    directions: text,
  }),
  markdown,
);

/**
 * The frequently asked questions: groups of questions, each answer Markdown. Every group and
 * question id is an anchor on the same page (links such as /preguntas-frecuentes#que-llevar), so
 * none may repeat.
 */
const faqFrontMatter = z
  .object({
    title: text,
    description: pageDescription,
    groups: z
      .array(
        z.object({
          title: text,
          id: slug,
          questions: z.array(z.object({ id: slug, question: text, answer: markdown })).min(1, "el grupo no tiene preguntas"),
        }),
      )
      .min(1, "no hay ningún grupo de preguntas"),
  })
  .superRefine((page, ctx) => {
    const seen = new Map<string, string>();
    const check = (id: string, path: (string | number)[]) => {
      const first = seen.get(id);
      if (first)
        ctx.addIssue({
          code: "custom",
          path,
          message: `el id «${id}» ya se usa en ${first}; cada id debe ser único en la página`,
        });
      else seen.set(id, path.join("."));
    };
    page.groups.forEach((group, g) => {
      check(group.id, ["groups", g, "id"]);
      group.questions.forEach((question, q) => check(question.id, ["groups", g, "questions", q, "id"]));
    });
  });
export const faqPageSchema = markdownFile(faqFrontMatter, markdown);

/** The site search page: its texts, and where to look instead when JavaScript is off. */
const searchFrontMatter = z.object({
  title: text,
  description: pageDescription,
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
});
export const searchPageSchema = markdownFile(searchFrontMatter, markdown);

/** Labels for each of a list of values: an object with exactly those keys. */
const labelsFor = <const Keys extends readonly string[]>(keys: Keys) =>
  z.object(Object.fromEntries(keys.map((key) => [key, text])) as Record<Keys[number], typeof text>);

/**
 * «¿Cuándo consultar?» (paginas/cuando-consultar.md): the questions, the guidance for each answer
 * of the rule (app/lib/when-to-consult.ts, which holds the thresholds), the criteria with their
 * sources, and the physician of the staff who reviewed it (checked against staff/ by the reader).
 * In `answers["puedes-esperar"].body` and `answers["ya-es-momento"].body`, {meses} is the months of trying after which to consult at that age.
 */
const answer = z.object({ title: text, body: markdown });
const whenToConsultFrontMatter = z.object({
  title: text,
  description: pageDescription,
  reviewer: slug,
  reviewed: isoDate,
  /** {reviewer} and {date}: who reviewed the guide, and when. */
  reviewedBy: text,
  notDiagnosis: inlineMarkdown,
  questions: z.object({
    heading: text,
    intro: inlineMarkdown,
    age: z.object({ legend: text, options: labelsFor(AGE_RANGES) }),
    months: z.object({ legend: text, options: labelsFor(MONTHS_TRYING) }),
    cycles: z.object({ legend: text, options: labelsFor(CYCLES) }),
    signs: z.object({ legend: text, hint: text, items: z.array(text).min(1, "indica al menos una señal") }),
    /** The button that shows the answer (it also shows as each question is answered). */
    submit: text,
    /** Shown in the answer's place until the answers are enough. */
    waiting: text,
    answerHeading: text,
  }),
  answers: z.object(Object.fromEntries(ADVICE.map((key) => [key, answer])) as Record<(typeof ADVICE)[number], typeof answer>),
  table: z.object({
    summary: text,
    caption: text,
    ageHeading: text,
    monthsHeading: text,
    answerHeading: text,
    /** The answer when it can wait; {meses}: how long. */
    wait: text,
    signsNote: inlineMarkdown,
  }),
  criteria: z.object({ heading: text, body: markdown }),
  sources: z.object({
    heading: text,
    items: z
      .array(
        z.object({
          title: text,
          url: z.url({ protocol: /^https?$/, error: "debe ser una dirección completa que empiece con https://" }),
        }),
      )
      .min(2, "cita al menos dos fuentes"),
  }),
  actions: z.object({ heading: text, body: inlineMarkdown, request: text, chat: text }),
});
export const whenToConsultSchema = markdownFile(whenToConsultFrontMatter, markdown);

/** A page of running text (the privacy policy); {placeholders} in it are site facts. */
export const legalPageSchema = markdownFile(z.object({ title: text, description: pageDescription }), markdown);

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
  request: z.object({ link: text, withProfessional: text, intro: text }),
  booking: z.object({ link: text, withProfessional: text, intro: text, nextTimes: text }),
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
    legal: text,
    /** The footer's links to the pages outside the main navigation (guides, search, privacy). */
    links: z.array(link).min(1),
    linksLabel: text,
  }),
  contact: z.object({ email: text, address: text, phone: text, phoneOnly: text, whatsapp: text }),
  hours: z.object({
    heading: text,
    closedDay: text,
    dayRange: text,
    holidays: text,
    limaTime: text,
    open: text,
    closed: text,
    today: text,
    tomorrow: text,
    onDay: text,
  }),
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
  articles: z.object({
    label: text,
    writtenBy: text,
    reviewedBy: text,
    published: text,
    reviewed: text,
    toc: text,
    references: text,
    related: text,
    topics: text,
    allTopics: text,
    none: text,
    read: text,
    topicTitle: text,
    topicDescription: text,
    pageTitle: text,
    pageDescription: text,
    pagination: z.object({ label: text, previous: text, next: text, page: text, current: text }),
    cta: z.object({ heading: text, body: text, chat: text, form: text }),
    profile: z.object({ heading: text, wrote: text, reviewed: text }),
    service: text,
    feed: text,
  }),
  notFound: z.object({ title: text, heading: text, body: text, home: text }),
  error: z.object({ headline: text, body: text, home: text }),
});

export type ContentPage = Resolved<z.output<typeof contentPageSchema>>;
export type ContentSection = ContentPage["sections"][number];
export type StaffMember = Resolved<z.output<typeof staffSchema>> & { slug: string };
export type Home = Resolved<z.output<typeof homeSchema>>;
export type Placeholder = Resolved<z.output<typeof placeholderSchema>>;
export type ContactPage = Resolved<z.output<typeof contactPageSchema>>;
export type LegalPage = Resolved<z.output<typeof legalPageSchema>>;
export type FaqPage = Resolved<z.output<typeof faqPageSchema>>;
export type SearchPage = Resolved<z.output<typeof searchPageSchema>>;
export type WhenToConsultPage = Resolved<z.output<typeof whenToConsultSchema>>;
export type Ui = Resolved<z.output<typeof uiSchema>>;
export type Topic = Resolved<z.output<typeof topicsSchema>>[number];
export type Article = Resolved<z.output<ReturnType<typeof articleSchema>>> & { slug: string };
export type ArticlesPage = Resolved<z.output<typeof articlesPageSchema>>;
export type NavItem = Resolved<z.output<typeof navItem>> & { children?: { label: string; to: string }[] };

/** Texts (content/ui.yml) only some pages show: each such page's data function sends its own. */
export type PageTexts = Partial<Pick<Ui, "form" | "staffProfile" | "articles" | "carousel">>;
/**
 * The layout's texts, which the layout gives every page. The navigation's source is left out (the
 * layout sends it expanded, with the services) and so are the page texts, so no island carries in
 * its props the texts of forms, profiles or carousels it does not show.
 */
export type LayoutUi = Omit<Ui, "nav" | keyof PageTexts>;
