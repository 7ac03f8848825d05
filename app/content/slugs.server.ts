import { readdirSync } from "node:fs";
import path from "node:path";
import { isSlug, SLUG_MESSAGE } from "../lib/slug";

/**
 * The folder the content is read from: content/, or CONTENT_DIR (the unit tests of what the spec
 * fixes for the sample read its frozen copy, e2e/fixtures/content/). Read at each call, so a test can
 * set it before it reads anything.
 */
export const contentDir = () => path.resolve(process.cwd(), process.env.CONTENT_DIR || "content");
/** The pictures content files name by their file names. */
export const imagesDir = () => path.join(contentDir(), "images");

/**
 * The slugs of a content collection: its Markdown file names, which are also the page addresses, so
 * a name that breaks the slug rule stops the build, naming the file.
 */
export function listSlugs(collection: string): string[] {
  const slugs = readdirSync(path.join(contentDir(), collection))
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -".md".length))
    .sort();
  for (const slug of slugs) {
    if (!isSlug(slug))
      throw new Error(`content/${collection}/${slug}.md: el nombre del archivo es la dirección: ${SLUG_MESSAGE}`);
  }
  return slugs;
}
