import type { Picture } from "~/content/images.server";

type ResponsiveImageProps = {
  image: Picture;
  alt: string;
  /** How wide the image is drawn at each viewport width, so the browser fetches the right file. */
  sizes: string;
  /** The page's main picture (its LCP): fetched first and at once. Every other picture waits until it is near the screen. */
  priority?: boolean;
  className?: string;
};

/**
 * A content picture: AVIF or WebP where the browser reads them, JPEG otherwise, each at the width
 * the layout needs. Width and height reserve its place, so nothing moves when it arrives.
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  const img = (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      className={className}
    />
  );
  if (image.sources.length === 0) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
