import { useId } from "react";
import { CloseIcon, MenuIcon, SearchIcon } from "#app/components/ui/icons.tsx";
import type { NavItem } from "#app/content/schema.server.ts";
import { useUi } from "#app/components/ui/use-ui.tsx";
import { MenuLink } from "./menu-link.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { BOOKING_PATH } from "#shared/booking/links.ts";

/**
 * The side menu for small screens: a native modal <dialog>, so focus moves in and stays there,
 * Escape closes it and the browser returns focus to the toggle. Its buttons are invoker commands:
 * HTML alone opens and closes it, at the first tap. Following one of its links, or tapping the
 * backdrop, closes it too (the page's script, app/lib/page-script.ts, which also stands in for
 * invoker commands where a browser lacks them).
 */
export function MobileMenu({ nav }: { nav: NavItem[] }) {
  const ui = useUi();
  const titleId = useId();
  const dialogId = useId();
  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-haspopup="dialog"
        command="show-modal"
        commandfor={dialogId}
        className="inline-flex size-11 items-center justify-center rounded-full text-brand-blue-700 hover:bg-brand-blue-50"
      >
        <MenuIcon className="size-7" />
        <span className="sr-only">{ui.menu.open}</span>
      </button>
      <dialog
        id={dialogId}
        aria-label={ui.menu.title}
        className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-white p-0 shadow-2xl transition-transform duration-300 backdrop:bg-brand-blue-900/50 starting:open:-translate-x-full motion-reduce:transition-none"
      >
        <div className="flex h-full flex-col overflow-y-auto p-4">
          <div className="flex items-center justify-between">
            <p id={titleId} className="text-lg font-bold text-brand-blue-700">
              {ui.menu.title}
            </p>
            <button
              type="button"
              command="close"
              commandfor={dialogId}
              className="inline-flex size-11 items-center justify-center rounded-full text-brand-blue-700 hover:bg-brand-blue-50"
            >
              <CloseIcon className="size-6" />
              <span className="sr-only">{ui.menu.close}</span>
            </button>
          </div>
          {/* The online booking first, apart from the six items (as in the header bar). */}
          <ButtonLink href={BOOKING_PATH} className="mt-4 w-full">
            {ui.booking.short}
          </ButtonLink>
          {/* Named after the menu, so it is not a second landmark with the desktop bar's name. */}
          <nav aria-labelledby={titleId} className="mt-4">
            <ul className="space-y-1">
              {nav.map((item) => (
                <li key={item.to}>
                  <MenuLink href={item.to} className="font-bold">
                    {item.label}
                  </MenuLink>
                  {item.children && (
                    <ul className="mb-2 ml-3 border-l-2 border-brand-pink-100 pl-2">
                      {item.children.map((child) => (
                        <li key={child.to}>
                          <MenuLink href={child.to}>{child.label}</MenuLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          {/* The header's search control, which the open menu covers; apart from the six items. */}
          <div className="mt-4 border-t border-brand-blue-100 pt-4">
            <MenuLink href="/buscar" className="gap-2 font-bold">
              <SearchIcon className="size-5" />
              {ui.search.label}
            </MenuLink>
          </div>
        </div>
      </dialog>
    </div>
  );
}
