// Turns a zod schema of app/content/schema.server.ts into the editor's field list (Sveltia CMS), so
// the editor and the build check the same things: names, nesting, required fields, list minimums,
// patterns, choices. Only the Spanish words (labels.ts) are written by hand; a field without them
// stops the build, naming it.
import type { z } from "zod";
import { image, inlineMarkdown, markdown } from "~/content/schema.server";
import type { FieldLabels } from "./labels";

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
  value_type?: "int";
  field?: CmsField;
  fields?: CmsField[];
  label_singular?: string;
  summary?: string;
  collapsed?: boolean | "auto";
  choose_url?: boolean;
};

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  defaultValue?: unknown;
  entries?: Record<string, string>;
  values?: unknown[];
  checks?: { _zod: { def: CheckDef } }[];
};
type CheckDef = { check: string; minimum?: number; maximum?: number; format?: string; pattern?: RegExp; error?: (issue: object) => unknown };

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** What the walk learns about one value: its kind, whether it may be left out, its checks. */
type Shape = {
  node: z.ZodType;
  kind: string;
  optional: boolean;
  default?: unknown;
  pattern?: [string, string];
  maxlength?: number;
  min?: number;
  widget?: CmsField["widget"];
};

const message = (check: CheckDef) => {
  const text = check.error?.({});
  return typeof text === "string" ? text : undefined;
};

/** Follows optional/default/pipe wrappers down to the value's own type, collecting checks on the way. */
function unwrap(schema: z.ZodType): Shape {
  const shape: Shape = { node: schema, kind: "", optional: false };
  const visit = (node: z.ZodType) => {
    if (node === image) shape.widget ??= "image";
    else if (node === markdown) shape.widget ??= "markdown";
    else if (node === inlineMarkdown) shape.widget ??= "string";
    const def = defOf(node);
    for (const { _zod } of def.checks ?? []) {
      const check = _zod.def;
      if (check.check === "string_format" && check.format === "regex" && check.pattern) {
        // The build trims before checking; the editor sees the value as typed.
        shape.pattern ??= [check.pattern.source, capitalize(message(check) ?? "formato no válido")];
      }
      if (check.check === "max_length") shape.maxlength ??= check.maximum;
      if (check.check === "min_length" && check.minimum !== undefined) shape.min ??= check.minimum;
    }
    switch (def.type) {
      case "optional":
        shape.optional = true;
        return visit(def.innerType!);
      case "default":
        shape.optional = true;
        shape.default = def.defaultValue;
        return visit(def.innerType!);
      case "pipe":
        // text.transform(…) (Markdown to HTML, a file name to a picture): what is typed is the input
        // side. z.preprocess (optional(), the image's leading "/"): the output side.
        if (defOf(def.in!).type === "transform") return visit(def.out!);
        visit(def.in!);
        if (defOf(def.out!).type !== "transform") visit(def.out!);
        return;
      default:
        if (!shape.kind) {
          shape.kind = def.type;
          shape.node = node;
        }
    }
  };
  visit(schema);
  return shape;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export class MissingLabelError extends Error {
  override name = "MissingLabelError";
}

/**
 * The editor's fields for an object schema. `labels` holds the Spanish label (and optional hint and
 * widget) of every field, keyed by its path ("sections.subsections.title"); `where` names the schema
 * in messages. Throws naming the first field without a label.
 */
export function fieldsOf(schema: z.ZodType, labels: FieldLabels, where: string, prefix = ""): CmsField[] {
  const { node, kind } = unwrap(schema);
  if (kind !== "object") throw new Error(`${where}: ${prefix || "(raíz)"} no es un objeto`);
  return Object.entries(defOf(node).shape!).map(([name, child]) => fieldOf(name, child, labels, where, prefix));
}

function fieldOf(name: string, schema: z.ZodType, labels: FieldLabels, where: string, prefix: string): CmsField {
  const path = prefix ? `${prefix}.${name}` : name;
  const words = labels[path];
  if (!words) throw new MissingLabelError(`${where}: el campo «${path}» no tiene etiqueta en app/cms/labels.ts`);
  const shape = unwrap(schema);
  const field: CmsField = { name, label: words.label, widget: "string" };
  if (words.hint) field.hint = words.hint;
  if (shape.optional) field.required = false;
  if (shape.default !== undefined && !(Array.isArray(shape.default) && shape.default.length === 0)) field.default = shape.default;
  const def = defOf(shape.node);
  switch (shape.kind) {
    case "string":
      field.widget = words.widget ?? shape.widget ?? "string";
      // A required string must not be empty; one that may be "" (alternative text) is optional here.
      if (!shape.optional && !shape.min) field.required = false;
      if (shape.pattern) field.pattern = shape.pattern;
      if (shape.maxlength) field.maxlength = shape.maxlength;
      if (field.widget === "image") field.choose_url = false;
      break;
    case "number":
      field.widget = "number";
      field.value_type = "int";
      break;
    case "boolean":
      field.widget = "boolean";
      break;
    case "enum":
    case "literal": {
      field.widget = "select";
      const values = shape.kind === "enum" ? Object.values(def.entries!) : (def.values as string[]);
      field.options = values.map((value) => (words.options?.[value] ? { label: words.options[value], value } : value));
      break;
    }
    case "object":
      field.widget = "object";
      field.fields = fieldsOf(shape.node, labels, where, path);
      break;
    case "array": {
      field.widget = "list";
      if (shape.min) field.min = shape.min;
      else field.required = false;
      if (words.singular) field.label_singular = words.singular;
      const element = unwrap(def.element!);
      if (element.kind === "object") {
        field.fields = fieldsOf(element.node, labels, where, path);
        field.summary = `{{fields.${field.fields[0]!.name}}}`;
        field.collapsed = "auto";
      } else {
        const item = fieldOf("item", def.element!, { ...labels, [`${path}.item`]: { label: words.singular ?? words.label } }, where, path);
        delete item.required;
        field.field = item;
      }
      break;
    }
    default:
      throw new Error(`${where}: el campo «${path}» es de un tipo que el editor no conoce (${shape.kind})`);
  }
  return field;
}

/** Every field path of an object schema ("codes.cmp", "sections.subsections.title"), for the label check. */
export function fieldPaths(schema: z.ZodType, prefix = ""): string[] {
  const { node } = unwrap(schema);
  return Object.entries(defOf(node).shape!).flatMap(([name, child]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    const shape = unwrap(child);
    if (shape.kind === "object") return [path, ...fieldPaths(shape.node, path)];
    if (shape.kind === "array") {
      const element = unwrap(defOf(shape.node).element!);
      if (element.kind === "object") return [path, ...fieldPaths(element.node, path)];
    }
    return [path];
  });
}
