// A picture as every page receives it: the file an <img> shows, its size, and for a photograph the
// srcset of each format the build made (astro:assets, app/content/images.server.ts).

/** Modern formats first: the browser takes the first `<source>` it can read, the `<img>`'s JPEG otherwise. */
export const pictureFormats = ["avif", "webp"] as const;

export type Picture = {
  /** The file an `<img>` shows without srcset: for a photograph, its JPEG at a middle width. */
  src: string;
  /** The size of `src`, which reserves the picture's place before it arrives. */
  width: number;
  height: number;
  /** Photographs only: each modern format's srcset ("<file> <width>w, …"), smallest first. */
  srcset?: Record<(typeof pictureFormats)[number], string>;
};

/** The `srcset` of a photograph in one format, or undefined for vector art. */
export const pictureSrcSet = (picture: Picture, format: (typeof pictureFormats)[number]) => picture.srcset?.[format];
