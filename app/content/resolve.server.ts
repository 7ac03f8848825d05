// The step after validation: turns what the schema checked (Markdown sources, picture file names)
// into what pages render (HTML, the build's image variants). It walks the value beside the schema's
// JSON Schema (zod's public z.toJSONSchema), where the fields to transform carry `content` (see
// `.meta()` in schema.server.ts). A picture that does not exist is named with its file and field.
import { marked } from "marked";
import { z } from "zod";
import type { Picture } from "#app/lib/picture.ts";
import { renderArticleBody, type Heading } from "./article-markdown.server.ts";

/** What the resolve step does with a field: the values of `.meta({ content })` in schema.server.ts. */
export type ContentKind = "markdown" | "inline-markdown" | "image" | "article-markdown";

/** An article's body once rendered: its HTML and its `##` sections. */
export type RenderedArticle = { html: string; sections: Heading[] };

/** The type of a validated value once resolved: Markdown → HTML, a picture's name → the picture. */
export type Resolved<T> = T extends z.$brand<"Markdown"> | z.$brand<"InlineMarkdown">
  ? string
  : T extends z.$brand<"Image">
    ? Picture
    : T extends z.$brand<"ArticleMarkdown">
      ? RenderedArticle
      : T extends readonly (infer Item)[]
        ? Resolved<Item>[]
        : T extends object
          ? { [Key in keyof T]: Resolved<T[Key]> }
          : T;

/** The part of a JSON Schema node the walk reads. */
type Node = { type?: string; content?: ContentKind; properties?: Record<string, Node>; items?: Node };

/** Where pictures come from: app/content/images.server.ts in the build, anything in a test. */
export type PictureSource = (file: string) => Picture | undefined;

const jsonSchemas = new WeakMap<z.ZodType, Node>();

/** The schema as zod describes it publicly (its output side: the validated value's shape). */
export function jsonSchemaOf(schema: z.ZodType): Node {
  let node = jsonSchemas.get(schema);
  if (!node) {
    node = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as Node;
    jsonSchemas.set(schema, node);
  }
  return node;
}

/** One field the walk could not resolve: its path and why. */
export type ResolveProblem = { path: string; message: string };

/**
 * Resolves a value `schema` has validated. Returns the resolved value and the problems found (a
 * picture that does not exist); the caller names the file.
 */
export function resolveContent<S extends z.ZodType>(
  schema: S,
  value: z.output<S>,
  getPicture: PictureSource,
): { value: Resolved<z.output<S>>; problems: ResolveProblem[] } {
  const problems: ResolveProblem[] = [];
  const walk = (node: Node, data: unknown, path: (string | number)[]): unknown => {
    if (data === undefined || data === null) return data;
    switch (node.content) {
      case "markdown":
        return marked.parse(data as string, { async: false });
      case "inline-markdown":
        return marked.parseInline(data as string, { async: false });
      case "article-markdown":
        return renderArticleBody(data as string);
      case "image": {
        const picture = getPicture(data as string);
        if (!picture) problems.push({ path: path.join("."), message: `no existe ${String(data)} en content/images` });
        return picture;
      }
    }
    if (Array.isArray(data) && node.items) return data.map((item, index) => walk(node.items!, item, [...path, index]));
    if (typeof data === "object" && node.properties) {
      return Object.fromEntries(
        Object.entries(data).map(([key, child]) => [
          key,
          node.properties![key] ? walk(node.properties![key], child, [...path, key]) : child,
        ]),
      );
    }
    return data;
  };
  return { value: walk(jsonSchemaOf(schema), value, []) as Resolved<z.output<S>>, problems };
}
