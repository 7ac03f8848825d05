// Every picture in content/images/, as the build makes it: photographs (JPEG, PNG) in AVIF, WebP and
// JPEG at several widths, vector art (SVG) as it is. Content refers to a picture by its file name;
// the components get back everything a <picture> needs, width and height included, so the page
// keeps its place while pictures arrive.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pictureFormats, pictureSrcSet, type Picture } from "~/lib/picture";
import { imagesDir } from "./slugs.server";

type Variant = { src: string; width: number; height: number; format: string };

// Widths cover a phone at 1× (400) to a 1280 px screen at 2× (2400); none is larger than its source.
const photos = import.meta.glob<Variant[]>("/content/images/*.{jpg,jpeg,png}", {
  eager: true,
  import: "default",
  query: "?w=400;800;1200;1600;2400&format=avif;webp;jpg&as=meta:src;width;height;format",
});
const vectors = import.meta.glob<string>("/content/images/*.svg", { eager: true, import: "default", query: "?url&no-inline" });

function photo(file: string, variants: Variant[]): Picture {
  const jpegs = variants.filter((v) => v.format === "jpeg").sort((a, b) => a.width - b.width);
  // The <img> itself: a middle width for browsers that read neither srcset nor <source>.
  const img = jpegs.find((v) => v.width >= 800) ?? jpegs.at(-1);
  if (!img) throw new Error(`the image pipeline made no JPEG of ${file}`);
  const picture = { src: img.src, width: img.width, height: img.height, widths: jpegs.map((v) => v.width) };
  // Pages write every other address from `src` and the widths: they must be the files the build made.
  const made = new Set(variants.map((v) => `${v.src} ${v.width}w`));
  for (const format of [...pictureFormats, "jpeg"]) {
    const missing = pictureSrcSet(picture, format)!
      .split(", ")
      .filter((entry) => !made.has(entry));
    if (missing.length) throw new Error(`the image pipeline did not make ${missing.join(", ")} for ${file}`);
  }
  return picture;
}

/** An SVG's intrinsic size, from its width/height attributes or else its viewBox. */
function vector(file: string, src: string): Picture {
  const svg = readFileSync(path.join(imagesDir(), file), "utf8");
  const attr = (name: string) => Number(svg.match(new RegExp(`<svg[^>]*\\s${name}="([\\d.]+)"`))?.[1]);
  const viewBox = svg.match(/viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/);
  return {
    src,
    width: attr("width") || Number(viewBox?.[1]),
    height: attr("height") || Number(viewBox?.[2]),
  };
}

/** The picture for a file name in content/images/, or undefined when there is none. */
export function getPicture(file: string): Picture | undefined {
  const key = `/content/images/${file}`;
  if (photos[key]) return photo(file, photos[key]);
  if (vectors[key]) return vector(file, vectors[key]);
  return undefined;
}
