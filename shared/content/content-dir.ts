// Where the content is read from, for the site's build and the service alike: the one place that reads
// CONTENT_DIR. Read at each call, so a test can set it before it reads anything.
import path from "node:path";

/**
 * The content folder: CONTENT_DIR (a fixture site's content, or the unit tests of what the spec fixes
 * for the sample, which read its frozen copy), else content/ under the working directory.
 */
export const contentDir = () => path.resolve(process.cwd(), process.env.CONTENT_DIR || "content");

/** A file or folder of the content folder: `contentPath("staff", "ana.md")`. */
export const contentPath = (...segments: string[]) => path.join(contentDir(), ...segments);
