import type { ReactNode } from "react";

/**
 * Was a part React hydrated on its own under whole-page hydration (a Suspense boundary). Under
 * Astro nothing hydrates a page: only islands do. A Suspense boundary would now only cost, since
 * React's server renderer may reveal its content with inline scripts that the page's policy does
 * not allow, leaving the part hidden. So it renders its children as they are, until its call
 * sites go with the rest of whole-page hydration (issue 29).
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
