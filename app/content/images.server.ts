// Every picture in content/images/, as the build makes it with astro:assets (sharp): photographs
// (JPEG, PNG) in AVIF and WebP at several widths and one JPEG, vector art (SVG) as it is. Content refers
// to a picture by its file name; the components get back everything a <picture> needs, width and
// height included, so the page keeps its place while pictures arrive.
import { getImage } from "astro:assets";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Picture, pictureFormats } from "#app/lib/picture.ts";
import { contentPath } from "#shared/content/content-dir.ts";

// Widths cover a phone at 1× (400) to a 1280 px screen at 2× (2400); none is larger than its source.
const widths = [400, 800, 1200, 1600, 2400];
// The source's own width is a step of its own only when it is this much wider than the step below:
// an 1800 px photograph served at 1600 looks the same, and every step costs each page that shows the
// picture two more addresses in its first round trip.
const ownWidthStep = 1.25;
/**
 * Quality per format, checked by eye on screenshots at 390 and 1280 px: the same visual quality
 * costs AVIF far fewer bytes, so each format gets its own number.
 */
const formats = { avif: 50, webp: 70, jpeg: 74 } as const;

const photos = import.meta.glob<ImageMetadata>("/content/images/*.{jpg,jpeg,png}", { eager: true, import: "default" });
const vectors = import.meta.glob<string>("/content/images/*.svg", { eager: true, import: "default", query: "?url&no-inline" });

async function photo(source: ImageMetadata): Promise<Picture> {
  const sized = widths.filter((width) => width < source.width);
  if (sized.length < widths.length && source.width >= (sized.at(-1) ?? 0) * ownWidthStep) sized.push(source.width);
  const variant = (format: keyof typeof formats, width: number) =>
    getImage({ src: source, width, format, quality: formats[format] });
  const srcset = async (format: (typeof pictureFormats)[number]) =>
    (await Promise.all(sized.map(async (width) => `${(await variant(format, width)).src} ${width}w`))).join(", ");
  // The <img> itself, one JPEG at a middle width, for the few browsers that read neither AVIF nor
  // WebP: every width of it too would cost each page's HTML a third more picture addresses.
  const width = sized.find((candidate) => candidate >= 800) ?? sized.at(-1)!;
  const [avif, webp, img] = await Promise.all([srcset("avif"), srcset("webp"), variant("jpeg", width)]);
  return { src: img.src, width, height: Math.round((source.height * width) / source.width), srcset: { avif, webp } };
}

/** An SVG's intrinsic size, from its width/height attributes or else its viewBox. */
function vector(file: string, src: string): Picture {
  const svg = readFileSync(path.join(contentPath("images"), file), "utf8");
  const attr = (name: string) => Number(svg.match(new RegExp(`<svg[^>]*\\s${name}="([\\d.]+)"`))?.[1]);
  const viewBox = svg.match(/viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/);
  return { src, width: attr("width") || Number(viewBox?.[1]), height: attr("height") || Number(viewBox?.[2]) };
}

const pictures = new Map<string, Picture>([
  ...(await Promise.all(Object.entries(photos).map(async ([key, source]) => [path.basename(key), await photo(source)] as const))),
  ...Object.entries(vectors).map(([key, src]) => [path.basename(key), vector(path.basename(key), src)] as const),
]);

/** The picture for a file name in content/images/, or undefined when there is none. */
export const getPicture = (file: string): Picture | undefined => pictures.get(file);
