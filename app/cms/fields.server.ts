// Turns a zod schema of app/content/schema.server.ts into the editor's field list (Sveltia CMS), so
// the editor and the build check the same things: names, nesting, required fields, list minimums,
// patterns, choices. It reads the schema through zod's public z.toJSONSchema (with the `.meta()` the
// schema adds: a pattern's message, a Markdown or picture field, and the editor's Spanish words, each
// written beside its field), never zod's internals. A field without a label stops the build, naming it.
import { z } from "zod";
import type { ContentKind } from "#app/content/resolve.server.ts";

/** The editor's words for a field, in the clinic's Spanish: its schema's `.meta()` (app/content/schema.server.ts). */
export type FieldWords = {
  label: string;
  hint?: string;
  /** "text" for a longer plain text (several lines), "markdown" for formatted text. */
  widget?: "text" | "markdown";
  /** Labels of the choices of a select, by value. */
  options?: Record<string, string>;
  /** A list's item, for the «Agregar …» button. */
  singular?: string;
  /** What a collapsed item of a list shows (Sveltia's summary); else its first field. */
  summary?: string;
};

/** One field of the editor's configuration (the subset of Sveltia's field options we use). */
export type CmsField = {
  name: string;
  label: string;
  hint?: string;
  widget: "string" | "text" | "markdown" | "image" | "number" | "boolean" | "select" | "list" | "object";
  required?: boolean;
  default?: unknown;
  pattern?: [string, string];
  maxlength?: number;
  min?: number;
  options?: (string | { label: string; value: string })[];
  value_type?: "int" | "float";
  field?: CmsField;
  fields?: CmsField[];
  label_singular?: string;
  summary?: string;
  collapsed?: boolean | "auto";
  choose_url?: boolean;
};

/** The part of a JSON Schema node (z.toJSONSchema, output side) the editor's fields are read from. */
type Node = {
  type?: string;
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  default?: unknown;
  enum?: string[];
  const?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  /** From the schema's `.meta()`: what the build does with the value, and a pattern's message. */
  content?: ContentKind;
  patternError?: string;
} & Partial<FieldWords>;

/** A schema as zod describes it publicly; the output side, where `optional()` and `default()` are visible. */
const jsonOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as Node;

/** The widget a kind of content is edited with, unless its labels say otherwise. */
const widgets: Partial<Record<ContentKind, CmsField["widget"]>> = { markdown: "markdown", image: "image" };

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export class MissingLabelError extends Error {
  override name = "MissingLabelError";
}

/**
 * The editor's fields for an object schema. Every field's `.meta()` holds its Spanish label (and
 * optional hint and widget); `where` names the schema in messages. Throws naming the first field
 * without a label, by its path ("sections.subsections.title").
 */
export function fieldsOf(schema: z.ZodType, where: string): CmsField[] {
  return objectFields(jsonOf(schema), where, "");
}

function objectFields(node: Node, where: string, prefix: string): CmsField[] {
  if (node.type !== "object" || !node.properties) throw new Error(`${where}: ${prefix || "(raíz)"} no es un objeto`);
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties).map(([name, child]) => fieldOf(name, child, !required.has(name), where, prefix));
}

function fieldOf(name: string, node: Node, notRequired: boolean, where: string, prefix: string): CmsField {
  const path = prefix ? `${prefix}.${name}` : name;
  const words = node;
  if (!words.label)
    throw new MissingLabelError(
      `${where}: el campo «${path}» no tiene etiqueta: .meta({ label }) en app/content/schema.server.ts`,
    );
  // A field with a default may be left out of the file, like an optional one.
  const optional = notRequired || node.default !== undefined;
  const field: CmsField = { name, label: words.label, widget: "string" };
  if (words.hint) field.hint = words.hint;
  if (optional) field.required = false;
  if (node.default !== undefined && !(Array.isArray(node.default) && node.default.length === 0)) field.default = node.default;
  const choices = node.enum ?? (node.const !== undefined ? [node.const] : undefined);
  if (choices) {
    field.widget = "select";
    field.options = choices.map((value) => (words.options?.[value] ? { label: words.options[value], value } : value));
    return field;
  }
  switch (node.type) {
    case "string":
      field.widget = words.widget ?? (node.content && widgets[node.content]) ?? "string";
      // A required string must not be empty; one that may be "" (alternative text) is optional here.
      if (!optional && !node.minLength) field.required = false;
      // The build trims before checking; the editor sees the value as typed.
      if (node.pattern) field.pattern = [node.pattern, capitalize(node.patternError ?? "formato no válido")];
      if (node.maxLength) field.maxlength = node.maxLength;
      if (field.widget === "image") field.choose_url = false;
      break;
    case "integer":
    case "number":
      field.widget = "number";
      field.value_type = node.type === "integer" ? "int" : "float";
      break;
    case "boolean":
      field.widget = "boolean";
      break;
    case "object":
      field.widget = "object";
      field.fields = objectFields(node, where, path);
      break;
    case "array": {
      field.widget = "list";
      if (node.minItems) field.min = node.minItems;
      else field.required = false;
      if (words.singular) field.label_singular = words.singular;
      const element = node.items ?? {};
      if (element.type === "object") {
        field.fields = objectFields(element, where, path);
        field.summary = words.summary ?? `{{fields.${field.fields[0]!.name}}}`;
        field.collapsed = "auto";
      } else {
        const item = fieldOf("item", { ...element, label: words.singular ?? words.label }, false, where, path);
        delete item.required;
        field.field = item;
      }
      break;
    }
    default:
      throw new Error(`${where}: el campo «${path}» es de un tipo que el editor no conoce (${node.type})`);
  }
  return field;
}
