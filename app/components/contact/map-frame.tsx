import { useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The map, an embedded page of another site, as an island (app/islands/map-frame.tsx) that hydrates
 * when its box comes within 200 px of the screen: a visitor who never scrolls there never loads it
 * (nor its cookies). The browser's own loading="lazy" starts frames several screens early, which is
 * not enough. Until then an empty box of the same size holds its place; the directions link below
 * it works without the map.
 */
export function MapFrame({ src, title, className }: { src: string; title: string; className?: string }) {
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState(false);
  if (!hydrated) return <div className={className} />;
  return (
    <iframe
      src={src}
      title={title}
      referrerPolicy="no-referrer-when-downgrade"
      // Out of the tab order while its page loads: a page replacing itself under the keyboard's
      // focus would drop that focus on the body, far from where the person was.
      tabIndex={loaded ? undefined : -1}
      onLoad={() => setLoaded(true)}
      className={className}
    />
  );
}
