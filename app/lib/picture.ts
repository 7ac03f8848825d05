// A picture as every page receives it, small enough for the hydration data each page carries:
// one address and a list of widths, from which the component writes every srcset. The build
// names a photograph's files `<name>-<hash>-<width>.<format>` (app/content/image-pipeline.ts),
// one hash per picture, so a page's dozens of addresses differ only in their last digits and
// compress to almost nothing.

/** Modern formats first: the browser takes the first `<source>` it can read, JPEG otherwise. */
export const pictureFormats = ["avif", "webp"] as const;

export type Picture = {
  /** The file an `<img>` shows without srcset: for a photograph, its JPEG at a middle width. */
  src: string;
  /** The size of `src`, which reserves the picture's place before it arrives. */
  width: number;
  height: number;
  /** Photographs only: the widths the build made, smallest first, each in AVIF, WebP and JPEG. */
  widths?: number[];
};

/** The file name of one variant of a photograph whose files share `stem` (name and hash). */
export const variantFile = (stem: string, width: number, format: string) => `${stem}-${width}.${format}`;

/** The `srcset` of a photograph in one format, or undefined for vector art. */
export function pictureSrcSet(picture: Picture, format: string) {
  if (!picture.widths) return undefined;
  const stem = picture.src.slice(0, picture.src.lastIndexOf("-"));
  return picture.widths.map((width) => `${variantFile(stem, width, format)} ${width}w`).join(", ");
}
