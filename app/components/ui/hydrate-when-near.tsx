import { Suspense, use, useEffect, useState, type ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";
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

/** While the page hydrates, waits (suspends) until its box is near; afterwards renders at once. */
function NearGate({ id, children }: { id: string; children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated && typeof document !== "undefined") use(whenNear(id));
  return children;
}

/**
 * Content far down a page that need not cost anything when the page starts: it is prerendered
 * like the rest (readable, its links working), but hydrated, and its code fetched when `children`
 * is a lazy component, only once it comes within a screen of view. A suspended boundary keeps the
 * prerendered HTML as it is meanwhile. After the first load (client-side navigation) it renders
 * at once.
 */
export function HydrateWhenNear({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <div id={id} className={className}>
      <Suspense fallback={null}>
        <NearGate id={id}>{children}</NearGate>
      </Suspense>
    </div>
  );
}
