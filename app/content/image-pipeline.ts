// The build's image pipeline, shared by the Vite build and Vitest so both see the same images.
// vite-imagetools (sharp) turns each photograph in content/images/ into AVIF, WebP and JPEG at
// several widths; app/content/images.server.ts asks for them and the components pick with srcset.
import { imagetools, resolveConfigs } from "vite-imagetools";

/**
 * Quality per format, checked by eye on screenshots at 390 and 1280 px: the same visual
 * quality costs AVIF far fewer bytes, so each format gets its own number.
 */
const quality: Record<string, string> = { avif: "50", webp: "70", jpg: "74", jpeg: "74" };

export function imagePipeline() {
  return imagetools({
    // Only what content/ asks for: everything else (public/) is served as it is.
    include: /\/content\/images\/[^?]+\.(jpe?g|png)\?.*$/,
    resolveConfigs: (entries, formats) =>
      resolveConfigs(entries, formats).map((config) => ({
        quality: quality[String(config.format)] ?? "75",
        // AVIF at sharp's default effort is slow to encode; 3 is nearly as small and builds in half the time.
        ...(config.format === "avif" ? { effort: "3" } : {}),
        ...config,
      })),
  });
}
