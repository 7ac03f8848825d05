import type { ReactNode } from "react";
import type { NavItem } from "#app/content/schema.server.ts";
import { CurrentPathProvider } from "#app/components/ui/link.tsx";
import { UiProvider } from "#app/components/ui/use-ui.tsx";
import type { LayoutUi } from "#app/content/schema.server.ts";
import { FloatingChatButton } from "./floating-chat-button.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { TopBar } from "./top-bar.tsx";

/** The layout shared by every page, the not-found page included: HTML only, no script of its own. */
export function SiteShell({ ui, nav, path, children }: { ui: LayoutUi; nav: NavItem[]; path: string; children: ReactNode }) {
  return (
    <UiProvider ui={ui}>
      <CurrentPathProvider path={path}>
        <a
          href="#contenido"
          className="sr-only z-50 rounded-full bg-white px-4 py-2 font-bold text-brand-blue-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {ui.skipLink}
        </a>
        <TopBar />
        <SiteHeader nav={nav} />
        <main id="contenido" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <FloatingChatButton />
      </CurrentPathProvider>
    </UiProvider>
  );
}
