// The unit tests' stand-in for images.server.ts (see vitest.config.ts): the content's pictures without
// Astro's image pipeline, so tests of content and of the editor load no bundler plugin. The pipeline
// itself is tested with Astro's configuration, in images.test.ts.
import { existsSync } from "node:fs";
import path from "node:path";
import type { Picture } from "#app/lib/picture.ts";
import { contentPath } from "#shared/content/content-dir.ts";

export function getPicture(file: string): Picture | undefined {
  if (!existsSync(path.join(contentPath("images"), file))) return undefined;
  const src = `/app/assets/${file}`;
  if (file.endsWith(".svg")) return { src, width: 1200, height: 900 };
  const srcset = (format: string) => `/app/assets/${file}.400.${format} 400w, /app/assets/${file}.800.${format} 800w`;
  return { src, width: 800, height: 600, srcset: { avif: srcset("avif"), webp: srcset("webp") } };
}
