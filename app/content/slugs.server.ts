import { readdirSync } from "node:fs";
import path from "node:path";

export const contentDir = path.resolve(process.cwd(), "content");

/** The slugs of a content collection: its Markdown file names, which are also the page addresses. */
export function listSlugs(collection: string): string[] {
  return readdirSync(path.join(contentDir, collection))
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -".md".length))
    .sort();
}
