// The image pipeline with the build's plugin (vitest.config.ts, project "images"): what the
// resolve step gives pages for a picture's file name.
import { describe, expect, it } from "vitest";
import { pictureSrcSet } from "~/lib/picture";
import { getPicture } from "./images.server";

describe("the image pipeline", () => {
  it("turns a photograph into AVIF, WebP and JPEG at widths up to its own, one hash naming all its files", () => {
    const image = getPicture("servicio-cirugias.jpg")!;
    // The source is 1800 px wide: no variant is larger, and none is made twice.
    expect(image.widths).toEqual([400, 800, 1200, 1600, 1800]);
    expect(image).toMatchObject({ width: 800, height: 600 });
    expect(image.src).toMatch(/^\/app\/assets\/servicio-cirugias-[\w-]{8}-800\.jpeg$/);
    const hash = image.src.split("-").at(-2);
    for (const format of ["avif", "webp", "jpeg"]) {
      expect(pictureSrcSet(image, format)?.split(", ")).toEqual(
        image.widths!.map((width) => `/app/assets/servicio-cirugias-${hash}-${width}.${format} ${width}w`),
      );
    }
  });

  it("keeps vector art as it is, with the size its SVG declares", () => {
    const image = getPicture("testimonio-1.svg")!;
    expect(image.widths).toBeUndefined();
    expect(pictureSrcSet(image, "avif")).toBeUndefined();
    expect(image).toMatchObject({ width: 1200, height: 600 });
    // A file of its own (cached like any asset), never inlined into the page as a data: URL.
    expect(image.src).toMatch(/^\/.*testimonio-1.*\.svg/);
  });

  it("has nothing for a file that is not in content/images", () => {
    expect(getPicture("no-existe.jpg")).toBeUndefined();
  });
});
