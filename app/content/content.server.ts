// Reads content/ at build time: Astro's collections (app/content.config.ts) load every file and
// check its front matter; here each file is checked whole against its schema (schema.server.ts:
// the Markdown body, the links between collections), then resolved (resolve.server.ts: Markdown to
// HTML, pictures to the build's variants), failing with the file and field at fault, never with a
// half-rendered page. The getters stay synchronous: the entries are read once, below.
import { getCollection, type CollectionKey } from "astro:content";
import type { z } from "zod";
import { site } from "#app/config/site.ts";
import { fullAddress } from "#shared/clinic/facts.ts";
import { fill } from "#shared/content/fill.ts";
import { isSlug, SLUG_MESSAGE } from "#app/lib/slug.ts";
import { getPicture } from "./images.server.ts";
import { resolveContent, type Resolved } from "./resolve.server.ts";
import { complaintsBookSchema } from "#shared/complaints-book/complaints-book-schema.ts";
import { consultationContentSchema } from "#shared/consultation-request/consultation-content-schema.ts";
import { requestOptions } from "#shared/consultation-request/options.ts";
import {
  articleSchema,
  articlesPageSchema,
  contentPageSchema,
  homeSchema,
  contactPageSchema,
  faqPageSchema,
  legalPageSchema,
  searchPageSchema,
  placeholderSchema,
  staffSchema,
  topicsSchema,
  uiSchema,
  whenToConsultSchema,
  type Article,
  type NavItem,
  type StaffMember,
  type Ui,
  type LayoutUi,
  type PageTexts,
} from "./schema.server.ts";
import { servicePath } from "#app/lib/urls.ts";

export class ContentError extends Error {
  override name = "ContentError";
}

function invalid(file: string, problems: { path: string; message: string }[]): ContentError {
  return new ContentError(
    `${file}: contenido inválido\n${problems.map(({ path, message }) => `  - ${path || "(archivo)"}: ${message}`).join("\n")}`,
  );
}

/** Validates raw data against a schema; on failure names the file and each field at fault. */
export function validate<S extends z.ZodType>(schema: S, data: unknown, file: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw invalid(
    file,
    result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
  );
}

/** Validates, then resolves (Markdown to HTML, pictures to their variants): what pages receive. */
export function load<S extends z.ZodType>(schema: S, data: unknown, file: string): Resolved<z.output<S>> {
  const { value, problems } = resolveContent(schema, validate(schema, data, file), getPicture);
  if (problems.length) throw invalid(file, problems);
  return value;
}

const cache = new Map<string, unknown>();
function memo<T>(key: string, load: () => T): T {
  if (!cache.has(key)) cache.set(key, load());
  return cache.get(key) as T;
}

type Collection = CollectionKey;
/** An entry as its collection holds it: the file's data (its front matter) and Markdown body. */
type Entry = { id: string; filePath?: string; data: unknown; body?: string };
/** Every collection, listed here once so the type below fails when content.config.ts gains one. */
const collectionNames = Object.keys({
  servicios: 1,
  tratamientos: 1,
  staff: 1,
  articulos: 1,
  placeholders: 1,
  "pagina-articulos": 1,
  "pagina-buscar": 1,
  "pagina-contactanos": 1,
  "pagina-politica-de-privacidad": 1,
  "pagina-preguntas-frecuentes": 1,
  "pagina-primera-consulta": 1,
  "pagina-cuando-consultar": 1,
  home: 1,
  ui: 1,
  temas: 1,
  "libro-de-reclamaciones": 1,
  "pide-tu-primera-consulta": 1,
} satisfies Record<Collection, 1>) as Collection[];
// In file-name order, so entries that share an `order` keep one order on every build.
const byId = (a: Entry, b: Entry) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const entries = new Map<Collection, Entry[]>(
  await Promise.all(collectionNames.map(async (name) => [name, ((await getCollection(name)) as Entry[]).sort(byId)] as const)),
);

/** The file an entry was read from, as the messages name it ("content/staff/<slug>.md"). */
const fileOf = (entry: Entry) => entry.filePath ?? entry.id;

/**
 * The entries of a collection whose file names are page addresses: a name that breaks the slug
 * rule stops the build, naming the file.
 */
function entriesOf(collection: Collection): Entry[] {
  const found = entries.get(collection) ?? [];
  for (const entry of found) {
    if (!isSlug(entry.id)) throw new ContentError(`${fileOf(entry)}: el nombre del archivo es la dirección: ${SLUG_MESSAGE}`);
  }
  return found;
}

/** The one entry of a collection of single files (`id` its file name), or the file's absence as an error. */
function entryOf(collection: Collection, id: string, file: string): Entry {
  const entry = entries.get(collection)?.find((candidate) => candidate.id === id);
  if (!entry) throw new ContentError(`${file}: no existe el archivo`);
  return entry;
}

/** A YAML file: the whole file is its data. */
function readYaml<S extends z.ZodType>(collection: Collection, id: string, schema: S, validateOnly: true): z.output<S>;
function readYaml<S extends z.ZodType>(collection: Collection, id: string, schema: S): Resolved<z.output<S>>;
function readYaml<S extends z.ZodType>(collection: Collection, id: string, schema: S, validateOnly = false) {
  return memo(`${collection}/${id}`, () => {
    const entry = entryOf(collection, id, `content/${id}.yml`);
    return (validateOnly ? validate : load)(schema, entry.data, fileOf(entry));
  });
}

/**
 * A Markdown file: its front matter plus the text below it as `body`. With `placeholders`, each
 * {key} in the body is replaced before the Markdown is rendered, and an unknown one is an error.
 */
function readMarkdown<S extends z.ZodType>(
  entry: Entry,
  schema: S,
  placeholders?: Record<string, string>,
): Resolved<z.output<S>> {
  const file = fileOf(entry);
  return memo(file, () => {
    let body = entry.body?.trim() ?? "";
    if (placeholders) {
      body = fill(body, placeholders);
      const unknown = body.match(/\{\w+\}/);
      if (unknown) {
        const known = Object.keys(placeholders)
          .map((key) => `{${key}}`)
          .join(", ");
        throw new ContentError(`${file}: ${unknown[0]} no es un dato de la clínica (se puede usar ${known})`);
      }
    }
    return load(schema, { ...(entry.data as object), ...(body ? { body } : {}) }, file);
  });
}

/** The one Markdown file of a collection of single files. */
const readPage = <S extends z.ZodType>(collection: Collection, id: string, schema: S, placeholders?: Record<string, string>) =>
  readMarkdown(entryOf(collection, id, `content/paginas/${id}.md`), schema, placeholders);

export const getUi = () => readYaml("ui", "ui", uiSchema);

/** The texts of the layout every page shows (see LayoutUi in ./schema.server.ts). */
export function getLayoutUi(): LayoutUi {
  const notLayout = new Set<string>(["nav", "form", "staffProfile", "articles", "carousel"] satisfies (keyof Ui)[]);
  return Object.fromEntries(Object.entries(getUi()).filter(([key]) => !notLayout.has(key))) as LayoutUi;
}

/** The groups of texts an island shows, which its props carry into the page (app/components/ui/with-texts.tsx). */
export function islandTexts<Key extends keyof Ui>(...keys: Key[]): Pick<Ui, Key> {
  const ui = getUi();
  return Object.fromEntries(keys.map((key) => [key, ui[key]])) as Pick<Ui, Key>;
}

/** Texts only some pages show, for their data functions to send (see PageTexts in ./schema.server.ts). */
export function pageTexts<Key extends keyof PageTexts>(...keys: Key[]): Pick<Ui, Key> {
  const ui = getUi();
  return Object.fromEntries(keys.map((key) => [key, ui[key]])) as Pick<Ui, Key>;
}

/** The complaints book's texts; the service reads the same file (server/complaints/content.ts). */
export const getComplaintsBook = () => readYaml("libro-de-reclamaciones", "libro-de-reclamaciones", complaintsBookSchema, true);

/** «Pide tu primera consulta»'s texts; the service reads the same file (server/consultations/content.ts). */
export const getConsultationContent = () =>
  readYaml("pide-tu-primera-consulta", "pide-tu-primera-consulta", consultationContentSchema, true);

/** The request's choices: the services and the physicians, by the rule the service follows too. */
export const getRequestOptions = () => requestOptions(getServices(), getStaff());

export const getHome = () => readMarkdown(entryOf("home", "home", "content/home.md"), homeSchema);
export const getContactPage = () => readPage("pagina-contactanos", "contactanos", contactPageSchema);
export const getFaqPage = () => readPage("pagina-preguntas-frecuentes", "preguntas-frecuentes", faqPageSchema);
/** The first-visit guide: a content page like the services, outside their collection. */
export const getFirstVisitPage = () => readPage("pagina-primera-consulta", "primera-consulta", contentPageSchema);
/**
 * «¿Cuándo consultar?», with the physician of the staff who reviewed it: one who exists and is a
 * physician, or the build stops naming the file.
 */
export function getWhenToConsultPage() {
  const page = readPage("pagina-cuando-consultar", "cuando-consultar", whenToConsultSchema);
  const reviewer = getStaff().find((person) => person.slug === page.reviewer);
  if (!reviewer || reviewer.profession !== "physician") {
    throw new ContentError(
      `content/paginas/cuando-consultar.md: reviewer: "${page.reviewer}" debe ser un médico del staff (content/staff/${page.reviewer}.md)`,
    );
  }
  return { ...page, reviewerPerson: reviewer };
}
export const getSearchPage = () => readPage("pagina-buscar", "buscar", searchPageSchema);
export const getPlaceholder = (slug: string) => readPage("placeholders", slug, placeholderSchema);

/** The clinic's facts a legal text may quote, so they are written once, in «Datos de la clínica». */
export const siteFacts = {
  name: site.name,
  legalName: site.legalName,
  ruc: site.ruc,
  address: fullAddress,
  email: site.email,
  phone: site.phone,
  renipress: site.renipress,
  dpoName: site.dataProtectionOfficer.name,
  dpoEmail: site.dataProtectionOfficer.email,
};

/**
 * The privacy policy, which must quote the form's consent box word for word (between « »), so the
 * person agrees to exactly what the policy describes: change both together.
 */
export function getPrivacyPage() {
  const page = readPage("pagina-politica-de-privacidad", "politica-de-privacidad", legalPageSchema, siteFacts);
  const quoted: [string, string][] = [
    [getUi().form.consent.label, "content/ui.yml (form.consent.label)"],
    [getConsultationContent().form.fields.consent, "content/pide-tu-primera-consulta.yml (form.fields.consent)"],
  ];
  for (const [label, where] of quoted) {
    const consent = label.replace(/\.$/, "");
    if (!page.body.includes(`«${consent}»`)) {
      throw new ContentError(
        `content/paginas/politica-de-privacidad.md: debe citar entre « » la casilla de consentimiento tal como dice ${where}: «${consent}»`,
      );
    }
  }
  return page;
}
export const getTreatment = (slug: string) =>
  readMarkdown(entryOf("tratamientos", slug, `content/tratamientos/${slug}.md`), contentPageSchema);

export function getServices() {
  return entriesOf("servicios")
    .map((entry) => ({ slug: entry.id, ...readMarkdown(entry, contentPageSchema) }))
    .sort((a, b) => a.order - b.order);
}

export function getStaff(): StaffMember[] {
  return entriesOf("staff")
    .map((entry) => ({ slug: entry.id, ...readMarkdown(entry, staffSchema) }))
    .sort((a, b) => a.order - b.order);
}

export const getTopics = () => readYaml("temas", "temas", topicsSchema);

export const getArticlesPage = () => readPage("pagina-articulos", "articulos", articlesPageSchema);

/** Every article, newest first (by publication date, then by title). */
export function getArticles(): Article[] {
  return memo("articulos", () => {
    const schema = articleSchema({
      staff: getStaff(),
      topics: getTopics().map((topic) => topic.slug),
      services: getServices().map((service) => service.slug),
    });
    return entriesOf("articulos")
      .map((entry) => ({ slug: entry.id, ...readMarkdown(entry, schema) }))
      .sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title, "es"));
  });
}

/** Looks up one entry of a collection; an unknown slug is a 404, not a crash. */
export function findBySlug<T extends { slug: string }>(entries: T[], slug: string | undefined): T {
  const entry = entries.find((candidate) => candidate.slug === slug);
  if (!entry) throw new Response(null, { status: 404 });
  return entry;
}

/** The navigation, with the services submenu filled in from the service files. */
export function getNavigation(): NavItem[] {
  const services = getServices().map(({ title, slug }) => ({ label: title, to: servicePath(slug) }));
  return getUi().nav.map((item) => (item.submenu === "servicios" ? { ...item, children: services } : item));
}
