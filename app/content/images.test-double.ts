// The unit tests' stand-in for images.server.ts (see vitest.config.ts): the content's pictures without
// Vite's image pipeline, so tests of content and of the editor load no bundler plugin. The pipeline
// itself is tested with the plugin, in images.test.ts.
import { existsSync } from "node:fs";
import path from "node:path";
import type { Picture } from "~/lib/picture";
import { imagesDir } from "./content-dir";

export function getPicture(file: string): Picture | undefined {
  if (!existsSync(path.join(imagesDir(), file))) return undefined;
  const src = `/app/assets/${file}`;
  return file.endsWith(".svg") ? { src, width: 1200, height: 900 } : { src, width: 800, height: 600, widths: [400, 800] };
}
