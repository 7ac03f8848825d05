import { useEffect, useRef, useState } from "react";

/**
 * The map, an embedded page of another site: its address is set only when the frame comes within
 * 200 px of the screen, so a visitor who never scrolls there never loads it (nor its cookies).
 * The browser's own loading="lazy" starts frames several screens early, which is not enough.
 */
export function MapFrame({ src, title, className }: { src: string; title: string; className?: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const node = frame.current;
    if (!node || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: "200px 0px",
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);

  return (
    <iframe
      ref={frame}
      src={near ? src : undefined}
      title={title}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className={className}
    />
  );
}
