import type { ReactNode } from "react";
import type { NavItem } from "~/content/schema.server";
import { useNavigationScroll } from "~/lib/use-navigation-scroll";
import { UiProvider, type LayoutUi } from "~/lib/use-ui";
import { HydrationBoundary } from "~/components/ui/hydration-boundary";
import { FloatingChatButton } from "./floating-chat-button";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { TopBar } from "./top-bar";

/** The layout shared by every page, the error pages included. */
export function SiteShell({ ui, nav, children }: { ui: LayoutUi; nav: NavItem[]; children: ReactNode }) {
  useNavigationScroll();
  return (
    <UiProvider ui={ui}>
      <a
        href="#contenido"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-bold text-brand-blue-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {ui.skipLink}
      </a>
      {/* Hydrated part by part (hydration-boundary.tsx); the header divides itself, and the page's
          template its own content. */}
      <HydrationBoundary>
        <TopBar />
      </HydrationBoundary>
      <SiteHeader nav={nav} />
      <main id="contenido" tabIndex={-1}>
        {children}
      </main>
      <HydrationBoundary>
        <SiteFooter />
        <FloatingChatButton />
      </HydrationBoundary>
    </UiProvider>
  );
}
