// The image pipeline with the build's plugin (vitest.config.ts, project "images"): what the
// resolve step gives pages for a picture's file name, for whatever pictures content/images holds.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pictureSrcSet } from "~/lib/picture";
import { getPicture } from "./images.server";

const images = readdirSync("content/images").sort();
const photo = images.find((file) => /\.(jpe?g|png)$/i.test(file))!;
const drawing = images.find((file) => file.endsWith(".svg"));

describe("the image pipeline", () => {
  it("turns a photograph into AVIF, WebP and JPEG at widths up to its own, one hash naming all its files", async () => {
    const source = await sharp(path.join("content/images", photo)).metadata();
    const image = getPicture(photo)!;
    // No variant is larger than the source, and none is made twice.
    const widths = [...new Set([400, 800, 1200, 1600, 2400].map((width) => Math.min(width, source.width!)))];
    expect(image.widths).toEqual(widths);
    const shown = widths.find((width) => width >= 800) ?? widths.at(-1)!;
    expect(image).toMatchObject({ width: shown, height: Math.round((shown * source.height!) / source.width!) });
    const stem = path.basename(photo, path.extname(photo));
    expect(image.src).toMatch(new RegExp(`^/app/assets/${stem}-[\\w-]{8}-${shown}\\.jpeg$`));
    const hash = image.src.split("-").at(-2);
    for (const format of ["avif", "webp", "jpeg"]) {
      expect(pictureSrcSet(image, format)?.split(", ")).toEqual(
        image.widths!.map((width) => `/app/assets/${stem}-${hash}-${width}.${format} ${width}w`),
      );
    }
  });

  it.skipIf(!drawing)("keeps vector art as it is, with the size its SVG declares", () => {
    const image = getPicture(drawing!)!;
    expect(image.widths).toBeUndefined();
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
