import { useState } from "react";
import { useNearScreen } from "~/lib/use-near-screen";

/**
 * The map, an embedded page of another site, put in place only when its box comes within 200 px
 * of the screen: a visitor who never scrolls there never loads it (nor its cookies). The browser's
 * own loading="lazy" starts frames several screens early, which is not enough. Until then an empty
 * box of the same size holds its place; the directions link below it works without the map.
 */
export function MapFrame({ src, title, className }: { src: string; title: string; className?: string }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const near = useNearScreen(box, "200px 0px");
  // Out of the tab order while its page loads: a page replacing itself under the keyboard's focus
  // would drop that focus on the body, far from where the person was.
  const [loaded, setLoaded] = useState(false);

  if (!near) return <div ref={setBox} className={className} />;
  return (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      tabIndex={loaded ? undefined : -1}
      onLoad={() => setLoaded(true)}
      className={className}
    />
  );
}
