import { pictureFormats, pictureSrcSet, type Picture } from "#app/lib/picture.ts";

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
 * A content picture: AVIF or WebP where the browser reads them, at the width the layout needs;
 * else one JPEG. Width and height reserve its place, so nothing moves when it arrives.
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  const photo = Boolean(image.srcset);
  const img = (
    <img
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      className={className}
    />
  );
  if (!photo) return img;
  return (
    <picture>
      {pictureFormats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={pictureSrcSet(image, format)} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
