// The content editor's configuration (Sveltia CMS), built from the content schema: one line per
// collection below. To make a new kind of content editable, add its schema to
// app/content/schema.server.ts, with its Spanish labels in each field's `.meta()`, and one entry to
// `collections`.
import { existsSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import * as contentSchemas from "#app/content/schema.server.ts";
import { clinicFactsSchema } from "#shared/clinic/facts-schema.ts";
import { fieldsOf, type CmsField } from "./fields.server.ts";

/** Every schema the editor may edit, by name: the site's content and «Datos de la clínica» (which the service reads too). */
export const schemas = { ...contentSchemas, clinicFactsSchema };
type Schema = keyof typeof schemas;

/** A folder of Markdown files, one entry each (the file name is the page's address). */
type FolderCollection = {
  name: string;
  label: string;
  singular: string;
  folder: string;
  schema: Schema;
  /** The field the list shows and new file names are made from. */
  identifier?: string;
  /** false: the site has a fixed set of these pages, so none can be added or removed. */
  create?: boolean;
  extension?: "md" | "yml";
};
/** Single files, each with its own fields. */
type FilesCollection = {
  name: string;
  label: string;
  files: { name: string; label: string; file: string; schema: Schema }[];
};
export type CollectionSpec = FolderCollection | FilesCollection;

export const collections: CollectionSpec[] = [
  {
    name: "sitio",
    label: "Portada y textos generales",
    files: [
      { name: "portada", label: "Portada", file: "content/home.md", schema: "homeSchema" },
      {
        name: "clinica",
        label: "Datos de la clínica",
        file: "content/clinica.yml",
        schema: "clinicFactsSchema",
      },
      { name: "textos", label: "Menú, botones y pie de página", file: "content/ui.yml", schema: "uiSchema" },
    ],
  },
  {
    name: "servicios",
    label: "Servicios",
    singular: "servicio",
    folder: "content/servicios",
    schema: "contentPageSchema",
  },
  {
    name: "tratamientos",
    label: "Tratamientos",
    singular: "tratamiento",
    folder: "content/tratamientos",
    schema: "contentPageSchema",
    create: false,
  },
  {
    name: "staff",
    label: "Staff profesional",
    singular: "profesional",
    folder: "content/staff",
    schema: "staffSchema",
    identifier: "name",
  },
  {
    name: "paginas",
    label: "Otras páginas",
    files: [
      {
        name: "contactanos",
        label: "Contáctanos",
        file: "content/paginas/contactanos.md",
        schema: "contactPageSchema",
      },
      {
        name: "privacidad",
        label: "Política de privacidad",
        file: "content/paginas/politica-de-privacidad.md",
        schema: "legalPageSchema",
      },
      {
        name: "nueva-ruta",
        label: "Página de prueba «Nueva ruta»",
        file: "content/paginas/nueva-ruta.md",
        schema: "placeholderSchema",
      },
      {
        name: "nuevo-doctor",
        label: "Perfil de prueba «Nuevo doctor»",
        file: "content/paginas/nuevo-doctor.md",
        schema: "placeholderSchema",
      },
      // Shown once the file exists (issue 13), like every entry here.
      {
        name: "primera-consulta",
        label: "Tu primera consulta",
        file: "content/paginas/primera-consulta.md",
        schema: "contentPageSchema",
      },
      {
        name: "cuando-consultar",
        label: "¿Cuándo consultar?",
        file: "content/paginas/cuando-consultar.md",
        schema: "whenToConsultSchema",
      },
      {
        name: "preguntas-frecuentes",
        label: "Preguntas frecuentes",
        file: "content/paginas/preguntas-frecuentes.md",
        schema: "faqPageSchema",
      },
      {
        name: "buscar",
        label: "Página de búsqueda",
        file: "content/paginas/buscar.md",
        schema: "searchPageSchema",
      },
    ],
  },
  // The articles' fields; the cross-checks (staff, topics, dates) are the build's (articleSchema).
  {
    name: "articulos",
    label: "Artículos",
    singular: "artículo",
    folder: "content/articulos",
    schema: "articleFieldsSchema",
    identifier: "title",
  },
  // content/temas.yml is a list at the top of the file: it needs Sveltia's `root: true` list in sveltiaCollections().
];

/** Where the editor saves and reads pictures: content/images, written as "/file.jpg" (see `image` in the schema). */
const media = { media_folder: "/content/images", public_folder: "/" };

/**
 * The name of the check on a draft's pull request that the editor shows beside the draft (pending,
 * failed or passed): the CI workflow's content-lane job must carry exactly this `name:`. See
 * docs/decisions/0006-content-editor-sign-in.md.
 */
export const DRAFT_CHECK_NAME = "Comprobaciones";

/** The git host the live editor signs in to; see docs/decisions/0004-content-editor.md and 0006-content-editor-sign-in.md. */
export type Backend = { repo: string; branch: string; baseUrl?: string };

export function backendFromEnv(env: NodeJS.ProcessEnv = process.env): Backend {
  return {
    repo: env.CMS_GITHUB_REPO?.trim() || "alborada-fertilidad/sitio-web",
    branch: env.CMS_GITHUB_BRANCH?.trim() || "main",
    baseUrl: env.CMS_OAUTH_BASE_URL?.trim() || undefined,
  };
}

const schemaOf = (name: Schema) => schemas[name] as unknown as z.ZodType;
const fieldsFor = (schema: Schema) => fieldsOf(schemaOf(schema), schema);

/** A collection as Sveltia reads it: a folder of entries (`fields`) or single `files`. */
export type SveltiaCollection = {
  name: string;
  label: string;
  fields?: CmsField[];
  files?: { name: string; label: string; file: string; fields: CmsField[] }[];
  [option: string]: unknown;
};

/** The collections whose files exist in `root`, as Sveltia collections. */
function sveltiaCollections(root: string): SveltiaCollection[] {
  return collections.flatMap((spec): SveltiaCollection[] => {
    if ("files" in spec) {
      const files = spec.files
        .filter((file) => existsSync(path.join(root, file.file)))
        .map((file) => ({
          name: file.name,
          label: file.label,
          file: file.file,
          ...(file.file.endsWith(".yml") ? { format: "yaml" } : {}),
          ...media,
          fields: fieldsFor(file.schema),
        }));
      return files.length ? [{ name: spec.name, label: spec.label, files }] : [];
    }
    if (!existsSync(path.join(root, spec.folder))) return [];
    const fields: CmsField[] = fieldsFor(spec.schema);
    const identifier = spec.identifier ?? "title";
    return [
      {
        name: spec.name,
        label: spec.label,
        label_singular: spec.singular,
        folder: spec.folder,
        extension: spec.extension ?? "md",
        format: spec.extension === "yml" ? "yaml" : "yaml-frontmatter",
        identifier_field: identifier,
        // The file name is the page's address: made once from the name or title, then kept.
        slug: `{{${identifier}}}`,
        create: spec.create ?? true,
        delete: spec.create ?? true,
        ...media,
        fields,
      },
    ];
  });
}

/** The whole configuration the editor loads from /app/admin/config.yml. */
export function cmsConfig({
  backend = backendFromEnv(),
  root = process.cwd(),
  siteUrl,
}: { backend?: Backend; root?: string; siteUrl?: string } = {}) {
  return {
    backend: {
      name: "github",
      repo: backend.repo,
      branch: backend.branch,
      // With the sign-in handler's address, the editor offers «Iniciar sesión con GitHub» and, for
      // the administrator, still a token; without it, a token only (see the guide).
      ...(backend.baseUrl ? { base_url: backend.baseUrl } : { auth_methods: ["token"] }),
      // The draft's status shown in the editor is this check's (see DRAFT_CHECK_NAME).
      preview_context: DRAFT_CHECK_NAME,
      // «Publicar» lands one commit on the live branch, titled like the draft: one change to read
      // in the history, and one to revert.
      squash_merges: true,
      commit_messages: {
        create: "Editor: crea {{collection}} «{{slug}}»",
        update: "Editor: actualiza {{collection}} «{{slug}}»",
        delete: "Editor: elimina {{collection}} «{{slug}}»",
        uploadMedia: "Editor: sube la imagen «{{path}}»",
        deleteMedia: "Editor: elimina la imagen «{{path}}»",
      },
    },
    // «Guardar» saves a draft (a branch cms/… and a pull request, which the checks run on);
    // «Publicar» merges it into the live branch. Only on GitHub: on a local folder (`npm run cms`),
    // «Guardar» writes the files as before.
    publish_mode: "editorial_workflow",
    app_title: "Editor de la web",
    logo: { src: "/app/images/logo.svg" },
    ...(siteUrl ? { site_url: siteUrl } : {}),
    media_folder: "content/images",
    public_folder: "/",
    media_libraries: {
      // New pictures get clean file names (lower-case, no accents, hyphens), like the pages.
      default: { config: { slugify_filename: true, max_file_size: 15_000_000 } },
      // Stock-photo services would send the editor's searches to third parties.
      stock_assets: false,
    },
    // An optional field left empty is left out of the file, not written as "".
    output: { omit_empty_optional_fields: true },
    // Addresses by the rule in docs/editing.md: lower-case ASCII, no accents, words joined by hyphens.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-", lowercase: true, trim: true },
    // The status of each draft's checks (DRAFT_CHECK_NAME). No collection has a `preview_path`, so
    // no entry gets a "view on the site" link.
    show_preview_links: true,
    collections: sveltiaCollections(root),
  };
}
