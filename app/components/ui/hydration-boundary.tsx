import type { ReactNode } from "react";

/**
 * Was a part of the page React hydrated on its own (a Suspense boundary, under React Router's
 * whole-page hydration). Pages are HTML now and only islands hydrate, so it is only its children:
 * a boundary here made React stream a large part (a FAQ group, an article's body) out of order,
 * as a hidden <div> that an inline script moves into place, so without JavaScript that part
 * stayed hidden, and pages with no script files carried React's inline script.
 * To be removed with its call sites (issue 29, item 7).
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return children;
}
