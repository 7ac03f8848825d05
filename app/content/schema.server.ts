// The one schema every content file is checked against: the raw files only (strings, picture file
// names, Markdown sources). Turning Markdown into HTML and picture names into the build's image
// variants is a later step (resolve.server.ts), so tests and the editor read this without Vite.
// Astro's collections (app/content.config.ts) check each file's front matter with `frontMatterOf`
// these schemas; the reader (content.server.ts) then checks the whole file, Markdown body included.
// Fields that step transforms carry `.meta({ content })`; the editor reads patterns' messages from
// `.meta({ patternError })`, and each field's label, hint and widget, in the clinic's Spanish, from
// `.meta({ label, hint, … })` (app/cms/fields.server.ts, FieldWords): all reach z.toJSONSchema,
// zod's public view of a schema, so a field is described once, here.
import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { SLUG_MESSAGE, SLUG_PATTERN } from "#app/lib/slug.ts";
import { matching, optional, text } from "#shared/clinic/schema-blocks.ts";
import { contentPath } from "#shared/content/content-dir.ts";
import type { ContentKind, Resolved } from "./resolve.server.ts";
import { staffSectionKeys, type StaffSectionKey } from "./staff-sections.ts";
import { ADVICE, AGE_RANGES, CYCLES, MONTHS_TRYING } from "#app/lib/when-to-consult-rule.ts";

const content = (kind: ContentKind) => ({ content: kind });

const pictureName = /^[\w.-]+\.(svg|png|jpe?g)$/i;

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
      (file) => !pictureName.test(file) || existsSync(path.join(contentPath("images"), file)),
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

// The editor's hints several fields share.
const photoSizes = "Foto JPEG o PNG, lo más grande que la tengas (la web hace las versiones pequeñas).";
const altHint = "Describe lo que se ve para quien no puede verla. Déjalo vacío si la imagen es solo decorativa.";
const descriptionHint = "Una o dos frases que Google muestra bajo el título: muestra unos 160 caracteres (máximo 170).";
const itemHint = "Se permite **negrita**, *cursiva* y [enlaces](https://…).";

/** Every page's own title, as the editor names it. */
const pageTitle = text.meta({ label: "Título de la página" });
/**
 * A page's description for search engines and share cards: Google shows about 160 characters, and
 * one shorter than 70 says too little in a result.
 */
const pageDescription = text
  .min(70, "la descripción para Google debe tener al menos 70 caracteres")
  .max(170, "la descripción para Google debe tener como máximo 170 caracteres")
  .meta({ label: "Descripción para Google", widget: "text", hint: descriptionHint });
/** Alternative text: required, but may be "" for a decorative image. */
const alt = z.string().trim();
const imageAltWords = { label: "Descripción de la imagen", hint: altHint };
const list = z.array(inlineMarkdown).default([]);
const internalPath = matching(text, /^\/[\w\-/#]*$/, "debe ser una ruta interna que empiece con /");
/** A link by its label and its path under /app/; `to` is how the editor names that path. */
const link = (to: { label: string; hint: string }) =>
  z.object({ label: text.meta({ label: "Texto del enlace" }), to: internalPath.meta(to) });

const subsection = z.object({
  title: text.meta({ label: "Título" }),
  body: optional(markdown).meta({ label: "Texto" }),
  items: list.meta({ label: "Lista de puntos", singular: "punto", hint: itemHint }),
});

const section = z.object({
  title: text.meta({ label: "Título" }),
  id: optional(slug).meta({
    label: "Ancla del bloque",
    hint: "Opcional: minúsculas sin tildes y guiones, para enlazar directo al bloque (#ancla).",
  }),
  summary: optional(inlineMarkdown).meta({ label: "Resumen (se ve aunque el bloque esté cerrado)" }),
  body: optional(markdown).meta({ label: "Texto" }),
  items: list.meta({ label: "Lista de puntos", singular: "punto", hint: itemHint }),
  ordered: z.boolean().default(false).meta({ label: "Numerar la lista" }),
  expandable: z.boolean().default(false).meta({ label: "Empieza cerrado (se abre con un clic)" }),
  style: z
    .enum(["plain", "accordion"])
    .default("plain")
    .meta({ label: "Estilo", options: { plain: "Simple", accordion: "Acordeón rosado con «+ ver más»" } }),
  subsections: z.array(subsection).default([]).meta({ label: "Sub-bloques", singular: "sub-bloque" }),
});

const contentPageFrontMatter = z.object({
  title: pageTitle,
  description: pageDescription,
  order: z.number().int().default(0).meta({ label: "Posición entre los servicios de la portada", hint: "1 es el primero." }),
  image: image.meta({ label: "Imagen", hint: `${photoSizes} Proporción 4:3.` }),
  imageAlt: alt.meta(imageAltWords),
  sections: z.array(section).default([]).meta({ label: "Bloques de la página", singular: "bloque" }),
});
export const contentPageSchema = markdownFile(
  contentPageFrontMatter,
  markdown.meta({ label: "Introducción (junto a la imagen)" }),
);

/** The titles of a profile's CV sections, in the editor and on the page's texts (uiSchema). */
const staffSectionLabels: Record<StaffSectionKey, string> = {
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
    title: text
      .max(90, "el título debe tener como máximo 90 caracteres")
      .meta({ label: "Título del artículo", hint: "Máximo 90 caracteres." }),
    // The browser tab and search results show about 70 characters: a longer title needs a short one.
    shortTitle: text
      .max(70, "el título corto debe tener como máximo 70 caracteres")
      .optional()
      .meta({ label: "Título corto (pestaña y Google)", hint: "Solo si el título pasa de 70 caracteres; máximo 70." }),
    description: text
      .min(70, "la descripción debe tener al menos 70 caracteres")
      .max(160, "la descripción debe tener como máximo 160 caracteres")
      .meta({ label: "Descripción para Google y la tarjeta", widget: "text", hint: descriptionHint }),
    published: isoDate.meta({ label: "Fecha de publicación", hint: "AAAA-MM-DD" }),
    reviewed: isoDate.meta({ label: "Fecha de la última revisión médica", hint: "AAAA-MM-DD, no antes de la publicación." }),
    author: slug.meta({
      label: "Autor(a)",
      hint: "El nombre del archivo de la persona en Staff profesional, p. ej. martin-salazar-tello.",
    }),
    reviewer: slug.meta({ label: "Revisado por (médico)", hint: "Otra persona del staff, médico." }),
    topics: z
      .array(slug)
      .min(1, "indica al menos un tema")
      .max(3, "indica como máximo tres temas")
      .meta({ label: "Temas", singular: "tema", hint: "De 1 a 3." }),
    services: z.array(slug).default([]).meta({ label: "Servicios relacionados", singular: "servicio" }),
    // "" (or no line at all) means the article has no picture.
    image: z
      .preprocess((value) => (value === "" || value === null ? undefined : value), image.optional())
      .meta({ label: "Imagen (opcional)", hint: `${photoSizes} Proporción 4:3.` }),
    imageAlt: alt.optional().meta(imageAltWords),
    references: z
      .array(
        z.object({
          title: text.meta({ label: "Referencia" }),
          url: z
            .url({ protocol: /^https?$/, error: "debe ser una dirección completa que empiece con https://" })
            .meta({ label: "Dirección (https://…)" }),
        }),
      )
      .min(2, "cita al menos dos fuentes")
      .meta({ label: "Referencias", singular: "referencia", hint: "Al menos 2: cada cifra del texto debe venir de una." }),
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
    .meta({
      ...content("article-markdown"),
      label: "Texto",
      hint: "Empieza con un párrafo; secciones con ## y sub-secciones con ###. Sin imágenes ni HTML.",
    })
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

/** A section of the home page: its title and introduction. */
const heading = z.object({
  heading: text.meta({ label: "Título de la sección" }),
  intro: inlineMarkdown.meta({ label: "Texto de introducción", widget: "text" }),
});

export const homeSchema = z.object({
  title: text.meta({ label: "Título de la página (pestaña y Google)" }),
  description: pageDescription,
  hero: z
    .array(
      z.object({
        heading: text.meta({ label: "Frase principal" }),
        text: optional(inlineMarkdown).meta({ label: "Texto debajo (opcional)" }),
        image: image.meta({
          label: "Imagen de fondo",
          hint: "Foto horizontal y ancha, proporción 16:7 (p. ej. 2400 × 1050 px, JPEG). Lo importante debe quedar en el centro: en celulares se recortan los lados.",
        }),
        imageAlt: alt.meta(imageAltWords),
        action: z
          .enum(["ver-mas", "reservar"])
          .meta({ label: "Botón", options: { "ver-mas": "«Ver más»", reservar: "«Reservar»" } }),
      }),
    )
    .min(1)
    .meta({ label: "Carrusel principal", singular: "diapositiva" }),
  nosotros: heading
    .extend({
      blocks: z
        .array(z.object({ title: text.meta({ label: "Título" }), body: markdown.meta({ label: "Texto" }) }))
        .min(1)
        .meta({ label: "Bloques", singular: "bloque" }),
      values: z
        .object({
          title: text.meta({ label: "Título" }),
          items: z
            .array(
              z.object({
                name: text.meta({ label: "Valor" }),
                description: inlineMarkdown.meta({ label: "Descripción", widget: "text" }),
              }),
            )
            .min(1)
            .meta({ label: "Valores", singular: "valor" }),
        })
        .meta({ label: "Valores" }),
    })
    .meta({ label: "Nosotros" }),
  servicios: heading.meta({ label: "Servicios" }),
  staff: heading.meta({ label: "Staff profesional" }),
  testimonios: heading
    .extend({
      items: z
        .array(
          z.object({
            quote: inlineMarkdown.meta({ label: "Testimonio", widget: "text" }),
            author: text.meta({ label: "Quién lo dice", hint: "P. ej. «Ana y Luis, pacientes desde 2022»." }),
            image: image.meta({ label: "Imagen", hint: "Dibujo o foto horizontal, proporción 2:1." }),
            imageAlt: alt.meta(imageAltWords),
          }),
        )
        .min(1)
        .meta({ label: "Testimonios", singular: "testimonio" }),
    })
    .meta({ label: "Testimonios" }),
  articulos: heading.extend({ all: text.meta({ label: "Enlace a todos los artículos" }) }).meta({ label: "Artículos recientes" }),
  contacto: heading.meta({ label: "Contáctanos" }),
});

/** The placeholder pages the spec keeps: headings and an optional image, never indexed. */
export const placeholderSchema = z.object({
  title: pageTitle,
  // Never indexed: no length to meet for search results.
  description: text.max(170).meta({ label: "Descripción", widget: "text" }),
  headings: z.array(text).min(1).meta({ label: "Títulos", singular: "título" }),
  image: optional(image).meta({ label: "Imagen (opcional)" }),
  imageAlt: alt.default("").meta(imageAltWords),
});

export const contactPageSchema = markdownFile(
  z.object({
    title: pageTitle,
    description: pageDescription,
    formHeading: text.meta({ label: "Título del formulario" }),
    mapHeading: text.meta({ label: "Título del mapa" }),
    mapTitle: text.meta({ label: "Descripción del mapa (para lectores de pantalla)" }),
    directions: text.meta({ label: "Texto del enlace a Google Maps" }),
  }),
  markdown.meta({ label: "Texto de introducción" }),
);

/**
 * The frequently asked questions: groups of questions, each answer Markdown. Every group and
 * question id is an anchor on the same page (links such as /preguntas-frecuentes#que-llevar), so
 * none may repeat.
 */
const faqFrontMatter = z
  .object({
    title: pageTitle,
    description: pageDescription,
    groups: z
      .array(
        z.object({
          title: text.meta({ label: "Título del grupo" }),
          id: slug.meta({ label: "Ancla del grupo", hint: "Minúsculas sin tildes y guiones." }),
          questions: z
            .array(
              z.object({
                id: slug.meta({
                  label: "Ancla de la pregunta",
                  hint: "Minúsculas sin tildes y guiones; no la cambies una vez publicada.",
                }),
                question: text.meta({ label: "Pregunta" }),
                answer: markdown.meta({ label: "Respuesta", widget: "markdown" }),
              }),
            )
            .min(1, "el grupo no tiene preguntas")
            .meta({ label: "Preguntas", singular: "pregunta" }),
        }),
      )
      .min(1, "no hay ningún grupo de preguntas")
      .meta({ label: "Grupos de preguntas", singular: "grupo" }),
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
export const faqPageSchema = markdownFile(faqFrontMatter, markdown.meta({ label: "Introducción" }));

/** The site search page: its texts, and where to look instead when JavaScript is off. */
const searchFrontMatter = z.object({
  title: pageTitle,
  description: pageDescription,
  label: text.meta({ label: "Etiqueta de la caja de búsqueda" }),
  submit: text.meta({ label: "Texto del botón" }),
  searching: text.meta({ label: "Mensaje mientras busca" }),
  /** {query}, {count}: the live region's message after a search. */
  results: z
    .object({
      none: text.meta({ label: "Ninguna página" }),
      one: text.meta({ label: "Una página" }),
      many: text.meta({ label: "Varias páginas" }),
    })
    .meta({ label: "Mensajes con el resultado", hint: "{query} es lo que escribió la persona; {count}, cuántas páginas." }),
  failed: text.meta({ label: "Mensaje si la búsqueda no carga" }),
  /** Shown when the page runs without JavaScript, above the `alternatives`. */
  noscript: text.meta({ label: "Mensaje sin JavaScript" }),
  alternativesHeading: text.meta({ label: "Título de los otros caminos" }),
  alternatives: z
    .array(link({ label: "Dirección dentro del sitio", hint: "Empieza con /, p. ej. /preguntas-frecuentes" }))
    .min(1)
    .meta({ label: "Otros caminos (enlaces)", singular: "enlace" }),
});
export const searchPageSchema = markdownFile(searchFrontMatter, markdown.meta({ label: "Introducción" }));

/** Texts for each of a list of values: an object with exactly those keys, each named for the editor. */
const labelsFor = <Key extends string>(words: Record<Key, string>) =>
  z.object(
    Object.fromEntries(Object.entries(words).map(([key, label]) => [key, text.meta({ label })])) as Record<Key, typeof text>,
  );
/** The options of one question of the guide, each named for the editor. */
const question = <Key extends string>(label: string, options: Record<Key, string>) =>
  z
    .object({ legend: text.meta({ label: "Pregunta" }), options: labelsFor(options).meta({ label: "Respuestas" }) })
    .meta({ label });

/**
 * «¿Cuándo consultar?» (paginas/cuando-consultar.md): the questions, the guidance for each answer
 * of the rule (app/lib/when-to-consult-rule.ts, which holds the thresholds), the criteria with their
 * sources, and the physician of the staff who reviewed it (checked against staff/ by the reader).
 * In `answers["puedes-esperar"].body` and `answers["ya-es-momento"].body`, {meses} is the months of trying after which to consult at that age.
 */
const answer = z.object({ title: text.meta({ label: "Título" }), body: markdown.meta({ label: "Texto", widget: "markdown" }) });
/** How the editor names each answer of the rule (the keys are fixed: app/lib/when-to-consult-rule.ts reads them). */
const answerWords: Record<(typeof ADVICE)[number], { label: string; hint?: string }> = {
  "ahora-senales": { label: "Consultar ahora (por una situación o las reglas)" },
  "ahora-edad": { label: "Consultar ahora (40 años o más)" },
  "ya-es-momento": { label: "Ya es momento", hint: "{meses} son los meses tras los que conviene consultar a esa edad." },
  "puedes-esperar": { label: "Puede esperar", hint: "{meses} son los meses que conviene seguir intentando." },
  "cuando-quieras": { label: "Cuando quiera (sin pareja masculina)" },
};
const whenToConsultFrontMatter = z.object({
  title: pageTitle,
  description: pageDescription,
  reviewer: slug.meta({ label: "Médico que revisó la guía", hint: "El nombre de su archivo en staff/, sin .md." }),
  reviewed: isoDate.meta({ label: "Fecha de la revisión", hint: "AAAA-MM-DD." }),
  /** {reviewer} and {date}: who reviewed the guide, and when. */
  reviewedBy: text.meta({ label: "Línea de la revisión", hint: "{reviewer} es el médico; {date}, la fecha." }),
  notDiagnosis: inlineMarkdown.meta({ label: "Aviso: no es un diagnóstico" }),
  questions: z
    .object({
      heading: text.meta({ label: "Título de las preguntas" }),
      intro: inlineMarkdown.meta({ label: "Introducción de las preguntas" }),
      age: question("Edad", { "menos-de-35": "Menos de 35", "35-a-39": "De 35 a 39", "40-o-mas": "40 o más" } satisfies Record<
        (typeof AGE_RANGES)[number],
        string
      >),
      months: question("Tiempo buscando", {
        "menos-de-6": "Menos de 6 meses",
        "6-a-11": "De 6 a 11 meses",
        "12-o-mas": "12 meses o más",
        "sin-pareja-masculina": "Sin pareja masculina",
      } satisfies Record<(typeof MONTHS_TRYING)[number], string>),
      cycles: question("Reglas", {
        regulares: "Regulares",
        irregulares: "Irregulares o ausentes",
        "no-se": "No lo sabe",
      } satisfies Record<(typeof CYCLES)[number], string>),
      signs: z
        .object({
          legend: text.meta({ label: "Pregunta" }),
          hint: text.meta({ label: "Ayuda" }),
          items: z.array(text).min(1, "indica al menos una señal").meta({ label: "Situaciones", singular: "situación" }),
        })
        .meta({ label: "Situaciones que piden consultar ya" }),
      /** The button that shows the answer (it also shows as each question is answered). */
      submit: text.meta({ label: "Texto del botón" }),
      /** Shown in the answer's place until the answers are enough. */
      waiting: text.meta({ label: "Mensaje antes de responder" }),
      answerHeading: text.meta({ label: "Título de la respuesta" }),
    })
    .meta({ label: "Preguntas" }),
  answers: z
    .object(
      Object.fromEntries(ADVICE.map((key) => [key, answer.meta(answerWords[key])])) as Record<
        (typeof ADVICE)[number],
        typeof answer
      >,
    )
    .meta({ label: "Respuestas de la guía" }),
  table: z
    .object({
      summary: text.meta({ label: "Texto para abrir la tabla" }),
      caption: text.meta({ label: "Leyenda de la tabla" }),
      ageHeading: text.meta({ label: "Columna de la edad" }),
      monthsHeading: text.meta({ label: "Columna del tiempo" }),
      answerHeading: text.meta({ label: "Columna de la respuesta" }),
      /** The answer when it can wait; {meses}: how long. */
      wait: text.meta({ label: "Respuesta cuando puede esperar", hint: "{meses} son los meses." }),
      signsNote: inlineMarkdown.meta({ label: "Nota sobre las situaciones" }),
    })
    .meta({ label: "Tabla sin JavaScript" }),
  criteria: z
    .object({
      heading: text.meta({ label: "Título" }),
      body: markdown.meta({ label: "Criterios con sus fuentes", widget: "markdown" }),
    })
    .meta({ label: "En qué se basa" }),
  sources: z
    .object({
      heading: text.meta({ label: "Título" }),
      items: z
        .array(
          z.object({
            title: text.meta({ label: "Referencia" }),
            url: z
              .url({ protocol: /^https?$/, error: "debe ser una dirección completa que empiece con https://" })
              .meta({ label: "Dirección (https://…)" }),
          }),
        )
        .min(2, "cita al menos dos fuentes")
        .meta({ label: "Fuentes", singular: "fuente" }),
    })
    .meta({ label: "Fuentes" }),
  actions: z
    .object({
      heading: text.meta({ label: "Título" }),
      body: inlineMarkdown.meta({ label: "Texto" }),
      request: text.meta({ label: "Botón de la solicitud de consulta" }),
      chat: text.meta({ label: "Botón del chat" }),
    })
    .meta({ label: "Siguiente paso" }),
});
export const whenToConsultSchema = markdownFile(whenToConsultFrontMatter, markdown.meta({ label: "Introducción" }));

/** A page of running text (the privacy policy); {placeholders} in it are site facts. */
export const legalPageSchema = markdownFile(
  z.object({ title: pageTitle, description: pageDescription }),
  markdown.meta({
    label: "Texto",
    hint: "No escribas a mano los datos de la clínica: {legalName}, {name}, {ruc}, {address}, {email} y {phone} se completan solos.",
  }),
);

const navItem = link({ label: "Dirección", hint: "Empieza con /, p. ej. /#servicios o /contactanos." }).extend({
  // "servicios" expands into one link per service page, in their order.
  submenu: z
    .literal("servicios")
    .optional()
    .meta({ label: "Submenú", options: { servicios: "Una entrada por servicio" } }),
});

/** Texts, each named for the editor: the fields of a group of content/ui.yml. */
const textsOf = <Key extends string>(words: Record<Key, string>) =>
  Object.fromEntries(Object.entries(words).map(([key, label]) => [key, text.meta({ label })])) as Record<Key, typeof text>;
/** A group of texts of content/ui.yml, named for the editor. */
const group = <Key extends string>(label: string, words: Record<Key, string>) => z.object(textsOf(words)).meta({ label });

export const uiSchema = z.object({
  skipLink: text.meta({ label: "Enlace «Saltar al contenido» (teclado)" }),
  homeLabel: text.meta({ label: "Descripción del logo (lectores de pantalla)", hint: "{name} es el nombre de la clínica." }),
  nav: z.array(navItem).min(1).meta({ label: "Menú de navegación", singular: "enlace" }),
  navLabel: text.meta({ label: "Nombre del menú (lectores de pantalla)" }),
  menu: group("Menú en celulares", { open: "Botón abrir", close: "Botón cerrar", title: "Título" }),
  social: group("Redes sociales", { heading: "Título", facebook: "Facebook", instagram: "Instagram" }),
  newTab: text.meta({ label: "Aviso «se abre en una pestaña nueva»" }),
  chat: group("WhatsApp", { floating: "Botón flotante" }),
  request: group("Enlaces a «Pide tu primera consulta»", {
    link: "Texto del enlace",
    withProfessional: "En el perfil de un profesional ({name}: su nombre)",
    intro: "Texto antes del enlace (página de contacto)",
  }),
  booking: group("Enlaces a la reserva en línea", {
    link: "Texto del enlace",
    withProfessional: "En el perfil de un profesional ({name}: su nombre)",
    intro: "Texto antes del enlace (páginas de solicitud y de contacto)",
    nextTimes: "Antes de los próximos horarios libres (página de solicitud)",
  }),
  actions: group("Botones", {
    back: "Regresar",
    info: "Pedir información",
    book: "Reservar",
    more: "Ver más",
    schedule: "Agendar cita",
    viewCv: "Ver CV",
    form: "Ir al formulario de contacto",
    expand: "Abrir bloque",
    collapse: "Cerrar bloque",
  }),
  carousel: group("Carruseles (lectores de pantalla)", {
    carousel: "Carrusel",
    slide: "Diapositiva",
    slideOf: "«{n} de {total}»",
    previous: "Anterior",
    next: "Siguiente",
    pause: "Pausar",
    play: "Reanudar",
    hero: "Carrusel principal",
    staff: "Carrusel del staff",
    testimonials: "Carrusel de testimonios",
  }),
  onThisPage: text.meta({ label: "Título del índice de una página larga («En esta página»)" }),
  /** The header's search control: its name, and the visible word beside the icon. */
  search: group("Búsqueda (junto al menú)", { label: "Nombre para lectores de pantalla", short: "Texto visible" }),
  footer: z
    .object({
      ...textsOf({
        copyright: "Derechos reservados",
        credit: "Crédito del diseño",
        legal: "Razón social, RUC y RENIPRESS ({legalName}, {ruc}, {renipress})",
      }),
      /** The footer's links to the pages outside the main navigation (guides, search, privacy). */
      links: z
        .array(link({ label: "Dirección", hint: "Empieza con /, p. ej. /preguntas-frecuentes" }))
        .min(1)
        .meta({ label: "Enlaces del pie de página", singular: "enlace" }),
      linksLabel: text.meta({ label: "Título de los enlaces" }),
    })
    .meta({ label: "Pie de página" }),
  contact: group("Datos de contacto (títulos)", {
    email: "Correo",
    address: "Dirección",
    phone: "Teléfono (si el WhatsApp es el mismo número)",
    phoneOnly: "Teléfono (si el WhatsApp es otro número)",
    whatsapp: "WhatsApp (si es otro número)",
  }),
  hours: group("Horario de atención (textos)", {
    heading: "Título",
    closedDay: "Día sin atención",
    dayRange: "Varios días seguidos ({from} a {to})",
    holidays: "Aviso de feriados",
    limaTime: "Aviso de hora de Lima",
    open: "Abierto ahora ({time}: hora de cierre)",
    closed: "Cerrado ({day}: hoy, mañana o el día; {time}: hora de apertura)",
    today: "Hoy",
    tomorrow: "Mañana",
    onDay: "Otro día ({weekday}: el día de la semana)",
  }),
  form: z
    .object({
      labels: group("Nombres de los campos", { nombre: "Nombre", numero: "Número", edad: "Edad", mensaje: "Mensaje" }),
      ...textsOf({
        send: "Botón enviar",
        sending: "Mientras se envía",
        incomplete: "Faltan campos",
        sent: "Enviado",
        failed: "No se pudo enviar",
        failedHelp: "Qué hacer si no se pudo enviar",
        throttled: "Envío demasiado seguido",
        chat: "Botón de WhatsApp",
        chatWithMessage: "Botón de WhatsApp con el mensaje (si no se pudo enviar)",
        chatMessage: "Mensaje de WhatsApp ({nombre} y {mensaje} se completan solos)",
        honeypot: "Campo oculto contra spam",
        noscript: "Aviso sin JavaScript",
      }),
      consent: group("Consentimiento (Ley N.° 29733)", {
        label: "Texto de la casilla",
        missing: "Aviso si no se marcó",
        record: "Cómo se anota en el correo ({time}, {page}, {text} se completan solos)",
      }),
      ...textsOf({ privacy: "Aviso de privacidad", privacyLink: "Enlace a la política de privacidad" }),
    })
    .meta({ label: "Formulario de contacto" }),
  staffProfile: z
    .object({
      /** The profile's description for search engines; {honorific} {name} {specialty} {clinic}. */
      metaDescription: text.meta({
        label: "Descripción para Google",
        hint: "{honorific} {name} {specialty} {clinic} se completan solos.",
      }),
      codes: group("Nombres de los registros", { cmp: "CMP", rne: "RNE", cbp: "CBP" }),
      sections: group("Títulos de las secciones del CV", staffSectionLabels),
    })
    .meta({ label: "Perfil de cada profesional" }),
  articles: z
    .object({
      ...textsOf({
        label: "Nombre de la sección",
        writtenBy: "«Escrito por»",
        reviewedBy: "«Revisado por»",
        published: "«Publicado»",
        reviewed: "«Última revisión»",
        toc: "Título del índice",
        references: "Título de las referencias",
        related: "Título de los artículos relacionados",
        topics: "Nombre de la lista de temas",
        allTopics: "Botón «todos los artículos»",
        none: "Aviso de una lista sin artículos",
        read: "«Leer el artículo»",
        topicTitle: "Título de la página de un tema ({topic})",
        topicDescription: "Descripción de la página de un tema ({description}, {name})",
        pageTitle: "Título de las páginas 2, 3… ({n})",
        pageDescription: "Texto añadido a su descripción ({n}, {total})",
      }),
      pagination: group("Paginación", {
        label: "Nombre de la paginación",
        previous: "Anterior",
        next: "Siguiente",
        page: "Página ({n})",
        current: "Página actual ({n}, {total})",
      }),
      cta: group("Llamado al final del artículo", {
        heading: "Título",
        body: "Texto",
        chat: "Botón de WhatsApp",
        form: "Enlace al formulario",
      }),
      profile: group("Artículos en el perfil", { heading: "Título", wrote: "«Escribió»", reviewed: "«Revisó»" }),
      ...textsOf({ service: "Título de los artículos en un servicio", feed: "Nombre del feed ({name})" }),
    })
    .meta({ label: "Artículos" }),
  notFound: group("Página no encontrada (404)", {
    title: "Título de la pestaña",
    heading: "Título",
    body: "Texto",
    home: "Enlace a la portada",
  }),
  error: group("Página de error", { headline: "Título", body: "Texto", home: "Enlace a la portada" }),
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
