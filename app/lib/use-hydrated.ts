import { useEffect, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once React runs in the browser. For
 * controls that only work with JavaScript, so they stay disabled until they can do their job.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** The attribute the root sets on <html> once the page has hydrated: the browser tests wait for it. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * Marks the document as hydrated: for the root layout only, inside a HydrationBoundary of its own,
 * so that it runs in the same pass as the page's other parts (hydration-boundary.tsx).
 */
export function HydrationSignal() {
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ""), []);
  return null;
}
