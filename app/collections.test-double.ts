// The unit tests' stand-in for `astro:content` and `astro/loaders` (see vitest.config.ts): the
// collections of app/content.config.ts read straight from disk, each file checked by its
// collection's schema as Astro does at the build's start, so tests of the content and its reader
// run without Astro's content layer (and can point CONTENT_DIR at another folder). Only what
// content.config.ts uses: glob() over one folder with `*.ext` or a file name, and getCollection().
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";

type GlobOptions = { base: string; pattern: string; generateId: (options: { entry: string }) => string };
type Collection = { loader: GlobOptions; schema: z.ZodType };

export const glob = (options: GlobOptions) => options;
export const defineCollection = (collection: Collection) => collection;

/** The file names `pattern` picks: "*.md", "home.md" or "{a,b}.md". */
function matches(pattern: string, file: string): boolean {
  const source = pattern
    .replace(/[.]/g, "\\.")
    .replace(/\*/g, "[^/]*")
    .replace(/\{([^}]+)\}/g, (_, names: string) => `(${names.split(",").join("|")})`);
  return new RegExp(`^${source}$`).test(file);
}

export async function getCollection(name: string) {
  const { collections } = (await import("./content.config.ts")) as unknown as { collections: Record<string, Collection> };
  const { loader, schema } = collections[name]!;
  return readdirSync(loader.base)
    .filter((file) => matches(loader.pattern, file))
    .map((file) => {
      const filePath = path.relative(process.cwd(), path.join(loader.base, file));
      const text = readFileSync(path.join(loader.base, file), "utf8");
      const { data, content } = file.endsWith(".md") ? matter(text) : { data: parseYaml(text), content: undefined };
      const parsed = schema.safeParse(data);
      if (!parsed.success) {
        const fields = parsed.error.issues.map((issue) => `  **${issue.path.join(".")}**: ${issue.message}`);
        throw new Error(`**${name} → ${file}** data does not match collection schema (${filePath}).\n${fields.join("\n")}`);
      }
      return { id: loader.generateId({ entry: file }), collection: name, filePath, data: parsed.data, body: content?.trim() };
    });
}
