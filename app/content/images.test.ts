// The image pipeline with Astro's own configuration (vitest.config.ts, project "images"): what the
// resolve step gives pages for a picture's file name, for whatever pictures content/images holds.
// Under Vite's server astro:assets names each variant by its /_image address (w, h, f: the same
// options the build encodes into files): the test reads the sizes and formats asked of it there.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pictureSrcSet } from "#app/lib/picture.ts";
import { getPicture } from "./images.server.ts";

const images = readdirSync("content/images").sort();
const photo = images.find((file) => /\.(jpe?g|png)$/i.test(file))!;
const drawing = images.find((file) => file.endsWith(".svg"));

/** What astro:assets was asked for at one address: its source file, width, height and format. */
function variant(src: string) {
  const url = new URL(src, "http://localhost");
  return {
    file: path.basename(new URL(url.searchParams.get("href")!, "http://localhost").pathname),
    width: Number(url.searchParams.get("w")),
    height: Number(url.searchParams.get("h")),
    format: url.searchParams.get("f"),
  };
}

describe("the image pipeline", () => {
  it("turns a photograph into AVIF and WebP at widths up to its own, each with its height, and one JPEG", async () => {
    const source = await sharp(path.join("content/images", photo)).metadata();
    const image = getPicture(photo)!;
    // No variant is larger than the source, none is made twice, and the source's own width is one
    // only when it is at least a quarter wider than the step below.
    const widths = [400, 800, 1200, 1600, 2400].filter((width) => width < source.width!);
    if (widths.length < 5 && source.width! >= (widths.at(-1) ?? 0) * 1.25) widths.push(source.width!);
    const heightOf = (width: number) => Math.round((width * source.height!) / source.width!);
    for (const format of ["avif", "webp"] as const) {
      const entries = pictureSrcSet(image, format)!
        .split(", ")
        .map((entry) => entry.split(" "));
      expect(entries.map(([, descriptor]) => descriptor)).toEqual(widths.map((width) => `${width}w`));
      for (const [src, descriptor] of entries) {
        const width = Number.parseInt(descriptor!);
        expect(variant(src!)).toEqual({ file: photo, width, height: heightOf(width), format });
      }
    }
    // The <img> itself: the JPEG at a middle width, its size reserving the picture's place.
    const shown = widths.find((width) => width >= 800) ?? widths.at(-1)!;
    expect(image).toMatchObject({ width: shown, height: heightOf(shown) });
    expect(variant(image.src)).toEqual({ file: photo, width: shown, height: heightOf(shown), format: "jpeg" });
  });

  it.skipIf(!drawing)("keeps vector art as it is, with the size its SVG declares", () => {
    const image = getPicture(drawing!)!;
    expect(image.srcset).toBeUndefined();
    expect(pictureSrcSet(image, "avif")).toBeUndefined();
    const svg = readFileSync(path.join("content/images", drawing!), "utf8");
    const size = (name: string) => Number(new RegExp(`<svg[^>]*\\s${name}="([\\d.]+)"`).exec(svg)?.[1]);
    const viewBox = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(svg);
    expect(image).toMatchObject({ width: size("width") || Number(viewBox?.[1]), height: size("height") || Number(viewBox?.[2]) });
    // A file of its own (cached like any asset), never inlined into the page as a data: URL.
    expect(image.src).toMatch(new RegExp(`^/.*${path.basename(drawing!, ".svg")}.*\\.svg`));
  });

  it("has nothing for a file that is not in content/images", () => {
    expect(getPicture("no-existe.jpg")).toBeUndefined();
  });
});
