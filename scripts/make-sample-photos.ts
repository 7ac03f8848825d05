// Makes the photograph-sized sample pictures in content/images/ from the SVG art beside this script.
// They stand in for the clinic's real photographs (same sizes, same weight, same kind of detail:
// soft focus, sensor grain, light fall-off) so that the image pipeline and the byte budgets are
// measured against what a real photo costs, not against a few KB of vector art. The clinic replaces
// them with its own photos of the same names (see content/README.md); this script is then no longer
// needed. Run: tsx scripts/make-sample-photos.ts
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const here = path.dirname(fileURLToPath(import.meta.url));
const artDir = path.join(here, "sample-photos");
const outDir = path.join(here, "..", "content", "images");

/** Output width per kind of picture: a full-bleed hero, a page picture, a portrait. */
const widths: Record<string, number> = { hero: 2400, servicio: 1800, tratamiento: 1800, retrato: 1200 };

for (const file of readdirSync(artDir).filter((name) => name.endsWith(".svg"))) {
  const name = path.basename(file, ".svg");
  const width = widths[name.split("-")[0]!];
  if (!width) throw new Error(`${file}: no output width for this kind of picture (${Object.keys(widths).join(", ")})`);
  const svg = path.join(artDir, file);
  const { width: w0, height: h0 } = await sharp(svg).metadata();
  if (!w0 || !h0) throw new Error(`${file}: the SVG has no size`);
  const height = Math.round((width * h0) / w0);

  // Rendered at size, then softened like a lens would, never as crisp vector edges.
  const base = await sharp(svg, { density: (72 * width) / w0 })
    .resize(width, height)
    .blur(1.6)
    .toBuffer();
  // Texture at several scales, as in a real scene (skin, fabric, out-of-focus background) plus the
  // fine grain every camera sensor leaves: a downscaled variant keeps detail, as a photo's would.
  const texture = await Promise.all(
    [1, 3, 9].map(async (scale) => {
      const w = Math.ceil(width / scale);
      const h = Math.ceil(height / scale);
      const noise = sharp({
        create: { width: w, height: h, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 18 } },
      });
      const layer = await noise.greyscale().png().toBuffer();
      return {
        input: await sharp(layer).resize(width, height, { kernel: "cubic" }).png().toBuffer(),
        blend: "soft-light" as const,
      };
    }),
  );
  // Light falling off towards the corners.
  const vignette = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><radialGradient id="v" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity=".35"/></radialGradient></defs>
      <rect width="100%" height="100%" fill="url(#v)"/></svg>`,
  );

  const output = path.join(outDir, `${name}.jpg`);
  const info = await sharp(base)
    .composite([...texture, { input: vignette, blend: "over" }])
    .jpeg({ quality: 88, mozjpeg: true })
    .toFile(output);
  console.log(`${path.relative(process.cwd(), output)}: ${info.width}×${info.height}, ${Math.round(info.size / 1024)} KB`);
}
