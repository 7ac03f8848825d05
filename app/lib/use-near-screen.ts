// The one "is it near the screen?" rule: an IntersectionObserver with a margin around the viewport,
// which fires once and stops. Used to fetch or hydrate what is further down a page only when the
// visitor gets close to it (the contact form, the staff carousel, the map).
import { useEffect, useState } from "react";

/**
 * Calls `onNear` once, when `element` comes within `margin` of the viewport (CSS margin: "200px 0px",
 * "100% 0px" for one screen above and below). Returns a function that stops watching.
 */
export function onNearScreen(element: Element, margin: string, onNear: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** True once `element` has come within `margin` of the viewport, and from then on; false in the prerender. */
export function useNearScreen(element: Element | null, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    return onNearScreen(element, margin, () => setNear(true));
  }, [element, margin, near]);
  return near;
}
