// Every picture in content/images/, as the build makes it: photographs (JPEG, PNG) in AVIF, WebP and
// JPEG at several widths, vector art (SVG) as it is. Content refers to a picture by its file name;
// the components get back everything a <picture> needs, width and height included, so the page
// keeps its place while pictures arrive.
import { readFileSync } from "node:fs";
import path from "node:path";

type Variant = { src: string; width: number; height: number; format: string };

/** A picture ready for <picture>/<img>: the fallback, its srcset, and one source per modern format. */
export type Picture = {
  src: string;
  width: number;
  height: number;
  srcSet?: string;
  sources: { type: string; srcSet: string }[];
};

export const imagesDir = path.resolve(process.cwd(), "content/images");

// Widths cover a phone at 1× (400) to a 1280 px screen at 2× (2400); none is larger than its source.
const photos = import.meta.glob<Variant[]>("/content/images/*.{jpg,jpeg,png}", {
  eager: true,
  import: "default",
  query: "?w=400;800;1200;1600;2400&format=avif;webp;jpg&as=meta:src;width;height;format",
});
const vectors = import.meta.glob<string>("/content/images/*.svg", { eager: true, import: "default", query: "?url&no-inline" });

const srcSet = (variants: Variant[]) => variants.map((v) => `${v.src} ${v.width}w`).join(", ");

function photo(variants: Variant[]): Picture {
  const byFormat = (format: string) => variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
  const fallback = byFormat("jpeg").length ? byFormat("jpeg") : byFormat("jpg");
  // The <img> itself: a middle width for browsers that read neither srcset nor <source>.
  const img = fallback.find((v) => v.width >= 800) ?? fallback.at(-1);
  if (!img) throw new Error(`the image pipeline made no JPEG of ${variants[0]?.src}`);
  return {
    src: img.src,
    width: img.width,
    height: img.height,
    srcSet: srcSet(fallback),
    sources: (["avif", "webp"] as const).map((format) => ({ type: `image/${format}`, srcSet: srcSet(byFormat(format)) })),
  };
}

/** An SVG's intrinsic size, from its width/height attributes or else its viewBox. */
function vector(file: string, src: string): Picture {
  const svg = readFileSync(path.join(imagesDir, file), "utf8");
  const attr = (name: string) => Number(svg.match(new RegExp(`<svg[^>]*\\s${name}="([\\d.]+)"`))?.[1]);
  const viewBox = svg.match(/viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/);
  return {
    src,
    width: attr("width") || Number(viewBox?.[1]),
    height: attr("height") || Number(viewBox?.[2]),
    sources: [],
  };
}

/** The picture for a file name in content/images/, or undefined when there is none. */
export function getPicture(file: string): Picture | undefined {
  const key = `/content/images/${file}`;
  if (photos[key]) return photo(photos[key]);
  if (vectors[key]) return vector(file, vectors[key]);
  return undefined;
}
