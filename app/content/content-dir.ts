import path from "node:path";

/**
 * The folder the content is read from: content/, or CONTENT_DIR (a fixture site's content, or the
 * unit tests of what the spec fixes for the sample, which read its frozen copy). Read at each call,
 * so a test can set it before it reads anything.
 */
export const contentDir = () => path.resolve(process.cwd(), process.env.CONTENT_DIR || "content");
/** The pictures content files name by their file names. */
export const imagesDir = () => path.join(contentDir(), "images");
