import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * The folder the content is read from: content/, or CONTENT_DIR (the unit tests of what the spec
 * fixes for the sample read its frozen copy, e2e/fixtures/content/). Read at each call, so a test can
 * set it before it reads anything.
 */
export const contentDir = () => path.resolve(process.cwd(), process.env.CONTENT_DIR || "content");
/** The pictures content files name by their file names. */
export const imagesDir = () => path.join(contentDir(), "images");

/** The slugs of a content collection: its Markdown file names, which are also the page addresses. */
export function listSlugs(collection: string): string[] {
  return readdirSync(path.join(contentDir(), collection))
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -".md".length))
    .sort();
}
