// The editor's configuration against the content schema and against Sveltia CMS's own published
// JSON schema: the two sides of the editor can never drift apart without a test naming the field.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { contentPageSchema } from "#app/content/schema.server.ts";
import { text } from "#shared/clinic/schema-blocks.ts";
import { sveltiaDir } from "./admin-build.server.ts";
import { cmsConfig, collections, DRAFT_CHECK_NAME, schemas } from "./config.server.ts";
import { fieldsOf, MissingLabelError, type CmsField } from "./fields.server.ts";

const config = cmsConfig({ backend: { repo: "clinica/sitio", branch: "main" } });
const byName = (fields: CmsField[], name: string) => fields.find((field) => field.name === name)!;
const collection = (name: string) => config.collections.find((entry) => entry.name === name)!;

/** Every field of a list of fields, nested ones included, by its path. */
const everyField = (fields: CmsField[], prefix = ""): [string, CmsField][] =>
  fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    return [[path, field], ...everyField(field.fields ?? (field.field ? [field.field] : []), path)];
  });

describe("the editor's configuration", () => {
  it("is valid for the pinned Sveltia CMS, by the JSON schema the package publishes", () => {
    const jsonSchema = JSON.parse(readFileSync(path.join(sveltiaDir, "schema/sveltia-cms.json"), "utf8"));
    const ajv = new Ajv({ allErrors: true, strict: false });
    const valid = ajv.validate(jsonSchema, config);
    expect(ajv.errors ?? [], ajv.errorsText()).toEqual([]);
    expect(valid).toBe(true);
    // Compiling Sveltia's 330 KB schema takes seconds on a busy machine.
  }, 30_000);

  it("has a Spanish label for every field of every schema it edits, written beside the field", () => {
    for (const spec of collections) {
      const entries: { schema: keyof typeof schemas }[] = "files" in spec ? spec.files : [spec];
      for (const entry of entries) {
        const fields = everyField(fieldsOf(schemas[entry.schema] as never, entry.schema));
        expect(fields.length, entry.schema).toBeGreaterThan(1);
        for (const [path, field] of fields) expect(field.label.trim(), `${entry.schema}: ${path}`).not.toBe("");
      }
    }
  });

  it("fails, naming the field, when the schema gains a field without its label", () => {
    const grown = contentPageSchema.extend({ horario: text });
    expect(() => fieldsOf(grown, "contentPageSchema")).toThrow(MissingLabelError);
    expect(() => fieldsOf(grown, "contentPageSchema")).toThrow(/«horario»/);
  });

  it("takes a field's label and hint from its schema's .meta()", () => {
    const grown = contentPageSchema.extend({ horario: text.meta({ label: "Horario", hint: "En hora de Lima." }) });
    expect(byName(fieldsOf(grown, "contentPageSchema"), "horario")).toMatchObject({ label: "Horario", hint: "En hora de Lima." });
  });

  it("mirrors the schema's required fields, patterns, list minimums and choices", () => {
    const staff = collection("staff");
    const fields = staff.fields!;
    expect(byName(fields, "name")).toMatchObject({ widget: "string", label: "Nombre completo" });
    expect(byName(fields, "name").required).toBeUndefined();
    expect(byName(fields, "role").required).toBe(false);
    const codes = byName(fields, "codes").fields!;
    for (const code of ["cmp", "rne", "cbp"]) {
      expect(byName(codes, code)).toMatchObject({
        required: false,
        pattern: ["^\\d{3,6}$", "Debe ser un número de 3 a 6 cifras"],
      });
    }
    expect(byName(codes, "cmp").label).toBe("Número de colegiatura (CMP)");
    expect(byName(fields, "photo")).toMatchObject({ widget: "image", choose_url: false });
    expect(byName(fields, "honorific").options).toEqual(["Dr.", "Dra.", "Blgo.", "Blga."]);
    expect(byName(fields, "formacion")).toMatchObject({ widget: "list", required: false, field: { widget: "string" } });
    expect(byName(fields, "bookable")).toMatchObject({ widget: "boolean", required: false, default: false });
    expect(byName(fields, "body")).toMatchObject({ widget: "markdown" });
    expect(staff).toMatchObject({ folder: "content/staff", identifier_field: "name", slug: "{{name}}", create: true });

    const hero = byName(collection("sitio").files!.find((file) => file.name === "portada")!.fields, "hero");
    expect(hero).toMatchObject({ widget: "list", min: 1 });
    expect(byName(hero.fields!, "imageAlt").required).toBe(false);
    expect(byName(hero.fields!, "text").required).toBe(false);
  });

  it("names addresses by the rule in docs/editing.md and keeps pictures in content/images", () => {
    expect(config.slug).toMatchObject({ encoding: "ascii", clean_accents: true, lowercase: true });
    expect(config.media_folder).toBe("content/images");
    expect(config.backend).toMatchObject({ name: "github", repo: "clinica/sitio", branch: "main", auth_methods: ["token"] });
  });
});

describe("signing in and publishing", () => {
  it("offers a token only, without the sign-in handler's address", () => {
    expect(config.backend).toMatchObject({ auth_methods: ["token"] });
    expect(config.backend).not.toHaveProperty("base_url");
  });

  it("with the handler's address, offers «Iniciar sesión con GitHub» and keeps the token for the administrator", () => {
    const withHandler = cmsConfig({ backend: { repo: "clinica/sitio", branch: "main", baseUrl: "https://entrar.example.pe" } });
    expect(withHandler.backend).toMatchObject({ base_url: "https://entrar.example.pe" });
    // Sveltia shows both ways in when auth_methods is absent; "oauth" alone would drop the token.
    expect(withHandler.backend).not.toHaveProperty("auth_methods");
    // GitHub has no PKCE for this flow (Sveltia refuses auth_type: pkce on GitHub): the handler does it.
    expect(withHandler.backend).not.toHaveProperty("auth_type");
  });

  it("saves drafts as pull requests, shows their check, and publishes by merging", () => {
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.backend.preview_context).toBe(DRAFT_CHECK_NAME);
    expect(config.backend.squash_merges).toBe(true);
    // Sveltia reads the checks of drafts only while preview links are on.
    expect(config.show_preview_links).toBe(true);
    for (const entry of config.collections) expect(entry, entry.name).not.toHaveProperty("preview_path");
  });
});
