// The unit tests' stand-in for images.server.ts (see vitest.config.ts): the content's pictures without
// astro:assets, so tests of content and of the editor load no bundler plugin.
import { existsSync } from "node:fs";
import path from "node:path";
import type { Picture } from "~/lib/picture";
import { imagesDir } from "./slugs.server";

export function getPicture(file: string): Picture | undefined {
  if (!existsSync(path.join(imagesDir(), file))) return undefined;
  const src = `/app/assets/${file}`;
  if (file.endsWith(".svg")) return { src, width: 1200, height: 900 };
  const srcset = (format: string) => `/app/assets/400.${format} 400w, /app/assets/800.${format} 800w`;
  return { src, width: 800, height: 600, srcset: { avif: srcset("avif"), webp: srcset("webp"), jpeg: srcset("jpeg") } };
}
