import { useEffect, useState, type ReactNode } from "react";
import { onNearScreen } from "~/lib/use-near-screen";

const nearby = new Map<string, Promise<void>>();

/** Resolves once the element with `id` comes within `screens` screens of the viewport. */
function whenNear(id: string, screens = 1): Promise<void> {
  let promise = nearby.get(id);
  if (!promise) {
    promise = new Promise((resolve) => {
      const element = document.getElementById(id);
      if (!element) return resolve();
      onNearScreen(element, `${screens * 100}% 0px`, resolve);
    });
    nearby.set(id, promise);
  }
  return promise;
}

/** True once the element with `id` has come within `screens` screens of the viewport; false in the prerender. */
export function useNear(id: string, screens = 1): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    let current = true;
    void whenNear(id, screens).then(() => current && setNear(true));
    return () => {
      current = false;
    };
  }, [id, screens]);
  return near;
}

/**
 * Content far down a page. Under whole-page hydration it was hydrated only once near the viewport,
 * behind a Suspense boundary; under Astro nothing hydrates a page, and the boundary would only make
 * React's server renderer reveal the content with inline scripts the page's policy does not allow.
 * So it is now the box alone, until its call sites go with the rest of whole-page hydration.
 */
export function HydrateWhenNear({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <div id={id} className={className}>
      {children}
    </div>
  );
}
