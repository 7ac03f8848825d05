import type { ReactNode } from "react";
import { Link } from "#app/components/ui/link.tsx";
import type { NavItem } from "#app/content/schema.server.ts";
import { SearchIcon } from "#app/components/ui/icons.tsx";
import { useUi } from "#app/components/ui/use-ui.tsx";
import { BrandLink } from "./brand-link.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { ServicesMenu } from "./services-menu.tsx";
import { BOOKING_PATH } from "#shared/booking/links.ts";

const navLinkClasses =
  "inline-flex min-h-11 items-center rounded-md px-3 font-bold text-brand-blue-700 hover:text-brand-pink-700 aria-[current=page]:text-brand-pink-700 aria-[current=page]:underline aria-[current=page]:underline-offset-8";

/**
 * The bar, fixed to the top on white once the page is scrolled past the spec's 60 px: the page's
 * script sets data-fixed (app/lib/page-script.ts), these classes do the rest. The wrapper keeps
 * the bar's height in the flow, so fixing it never shifts the page.
 */
function HeaderBar({ children }: { children: ReactNode }) {
  return (
    <div className="h-20">
      <header
        data-fixed="false"
        className="relative inset-x-0 top-0 z-40 h-20 bg-cream data-[fixed=true]:fixed data-[fixed=true]:bg-white data-[fixed=true]:shadow-md"
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
        <BrandLink />
        <nav aria-label={ui.navLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {nav.map((item) =>
              item.children ? (
                <ServicesMenu key={item.to} item={item} />
              ) : (
                <li key={item.to}>
                  <Link markCurrent href={item.to} className={navLinkClasses}>
                    {item.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        {/* Beside the six items, never among them: links, so they work before any script runs. The
            online booking is in the bar at every width, so it is above the fold on every page. */}
        <div className="flex items-center gap-1">
          <Link
            href={BOOKING_PATH}
            className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-brand-pink-600 px-3.5 text-[0.9375rem] font-bold whitespace-nowrap text-white shadow-sm hover:bg-brand-pink-700 sm:px-5 sm:text-base"
          >
            {ui.booking.short}
          </Link>
          <Link
            markCurrent
            href="/buscar"
            aria-label={ui.search.label}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2.5 font-bold text-brand-blue-700 hover:bg-brand-blue-50 hover:text-brand-pink-700 aria-[current=page]:text-brand-pink-700"
          >
            <SearchIcon className="size-6" />
            <span className="hidden sm:inline lg:hidden 2xl:inline">{ui.search.short}</span>
          </Link>
          <MobileMenu nav={nav} />
        </div>
      </div>
    </HeaderBar>
  );
}
