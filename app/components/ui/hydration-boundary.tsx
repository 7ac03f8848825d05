import { Suspense, type ReactNode } from "react";

/**
 * A part of the page React hydrates on its own (selective hydration). The prerendered HTML shows
 * and reads the same; what changes is the work after the scripts arrive: React commits the page's
 * frame first, then hydrates these parts in small, interruptible steps, and a tap inside one that
 * is not hydrated yet hydrates that part alone, at once, instead of the whole page.
 *
 * Side by side, never one inside another: the parts at the top level hydrate together, in one
 * pass after the frame, and the page's hydration signal (HydrationSignal, app/lib/use-hydrated.ts)
 * is one of them, so it means "every part is hydrated". A part inside another would hydrate in a
 * later pass, after the signal.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
