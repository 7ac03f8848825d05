import type { ReactNode } from "react";
import { Link, NavLink } from "~/components/ui/link";
import type { NavItem } from "~/content/schema.server";
import { cn } from "~/lib/cn";
import { SearchIcon } from "~/components/ui/icons";
import { useScrolledPast } from "~/lib/use-scrolled-past";
import { useUi } from "~/lib/use-ui";
import { BrandLink } from "./brand-link";
import { MobileMenu } from "./mobile-menu";
import { ServicesMenu } from "./services-menu";
import { HydrationBoundary } from "~/components/ui/hydration-boundary";

/** The spec's threshold: past 60 px of scroll the navigation is fixed to the top, on white. */
export const FIXED_NAV_THRESHOLD = 60;

const navLinkClasses =
  "inline-flex min-h-11 items-center rounded-md px-3 font-bold text-brand-blue-700 hover:text-brand-pink-700 aria-[current=page]:text-brand-pink-700 aria-[current=page]:underline aria-[current=page]:underline-offset-8";

/**
 * The bar itself, fixed past the threshold. A component of its own so that scrolling re-renders
 * only it: its children come from SiteHeader unchanged, and React leaves them alone. Were they
 * re-rendered, a part not hydrated yet would have to hydrate at once (hydration-boundary.tsx), and
 * a tap on a page scrolled while it starts would wait for the header's link lists.
 */
function HeaderBar({ children }: { children: ReactNode }) {
  const fixed = useScrolledPast(FIXED_NAV_THRESHOLD);
  return (
    // The wrapper keeps the bar's height in the flow, so fixing it never shifts the page.
    <div className="h-20">
      <header
        data-fixed={fixed}
        className={cn("inset-x-0 top-0 z-40 h-20", fixed ? "fixed bg-white shadow-md" : "relative bg-cream")}
      >
        {children}
      </header>
    </div>
  );
}

export function SiteHeader({ nav }: { nav: NavItem[] }) {
  const ui = useUi();
  return (
    <HeaderBar>
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4">
        {/* The bar's own elements and the menu's buttons hydrate first, with the page's frame, so
              a tap on them waits for nothing else; the link lists come a moment later as parts of
              their own (hydration-boundary.tsx). */}
        <HydrationBoundary>
          <BrandLink />
        </HydrationBoundary>
        <HydrationBoundary>
          <nav aria-label={ui.navLabel} className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {nav.map((item) =>
                item.children ? (
                  <ServicesMenu key={item.to} item={item} />
                ) : (
                  <li key={item.to}>
                    {/* NavLink ignores the #hash, so only plain paths can be marked as the current page. */}
                    {item.to.includes("#") ? (
                      <Link to={item.to} className={navLinkClasses}>
                        {item.label}
                      </Link>
                    ) : (
                      <NavLink to={item.to} end className={navLinkClasses}>
                        {item.label}
                      </NavLink>
                    )}
                  </li>
                ),
              )}
            </ul>
          </nav>
        </HydrationBoundary>
        {/* Beside the six items, never among them: a link, so it works before any script runs. */}
        <div className="flex items-center gap-1">
          <NavLink
            to="/buscar"
            aria-label={ui.search.label}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2.5 font-bold text-brand-blue-700 hover:bg-brand-blue-50 hover:text-brand-pink-700 aria-[current=page]:text-brand-pink-700"
          >
            <SearchIcon className="size-6" />
            <span className="hidden sm:inline lg:hidden xl:inline">{ui.search.short}</span>
          </NavLink>
          <MobileMenu nav={nav} />
        </div>
      </div>
    </HeaderBar>
  );
}
