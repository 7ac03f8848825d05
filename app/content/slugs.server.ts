import { readdirSync } from "node:fs";
import path from "node:path";

export const contentDir = path.resolve(process.cwd(), "content");
/** The pictures content files name by their file names. */
export const imagesDir = path.join(contentDir, "images");

/** The slugs of a content collection: its Markdown file names, which are also the page addresses. */
export function listSlugs(collection: string): string[] {
  return readdirSync(path.join(contentDir, collection))
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -".md".length))
    .sort();
}
