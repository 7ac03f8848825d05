import { useId, useRef, type KeyboardEvent } from "react";
import { CloseIcon, MenuIcon, SearchIcon } from "~/components/ui/icons";
import type { NavItem } from "~/content/schema.server";
import { useUi } from "~/lib/use-ui";
import { MenuLink } from "./menu-link";
import { HydrationBoundary } from "~/components/ui/hydration-boundary";

/**
 * The side menu for small screens: a native modal <dialog>, so focus moves in and stays there,
 * Escape closes it and the browser returns focus to the toggle. Its buttons are invoker commands,
 * so the menu opens and closes at the first tap, before any script has arrived; the click
 * handlers do the same for browsers without them (a dialog already open stays as it is).
 */
export function MobileMenu({ nav }: { nav: NavItem[] }) {
  const ui = useUi();
  const dialog = useRef<HTMLDialogElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const dialogId = useId();
  // Closed by following a link: focus belongs to the new page or section, not to the toggle.
  const leaving = useRef(false);

  const closeForNavigation = () => {
    leaving.current = true;
    dialog.current?.close();
  };

  // Tab and Shift+Tab cycle inside the open menu instead of escaping to the browser's toolbar.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable = event.currentTarget.querySelectorAll<HTMLElement>("a[href], button");
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    } else if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    }
  };

  return (
    <div className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        aria-haspopup="dialog"
        command="show-modal"
        commandfor={dialogId}
        onClick={() => {
          leaving.current = false;
          if (!dialog.current?.open) dialog.current?.showModal();
        }}
        className="inline-flex size-11 items-center justify-center rounded-full text-brand-blue-700 hover:bg-brand-blue-50"
      >
        <MenuIcon className="size-7" />
        <span className="sr-only">{ui.menu.open}</span>
      </button>
      <dialog
        ref={dialog}
        id={dialogId}
        aria-label={ui.menu.title}
        onClose={() => {
          if (!leaving.current) toggle.current?.focus();
        }}
        onKeyDown={keepFocusInside}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its panel) closes it.
          if (event.target === dialog.current) dialog.current.close();
        }}
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
              onClick={() => dialog.current?.close()}
              className="inline-flex size-11 items-center justify-center rounded-full text-brand-blue-700 hover:bg-brand-blue-50"
            >
              <CloseIcon className="size-6" />
              <span className="sr-only">{ui.menu.close}</span>
            </button>
          </div>
          {/* The links hydrate as a part of their own, after the buttons (hydration-boundary.tsx). */}
          <HydrationBoundary>
            {/* Named after the menu, so it is not a second landmark with the desktop bar's name. */}
            <nav aria-labelledby={titleId} className="mt-4">
              <ul className="space-y-1">
                {nav.map((item) => (
                  <li key={item.to}>
                    <MenuLink to={item.to} onClick={closeForNavigation} className="font-bold">
                      {item.label}
                    </MenuLink>
                    {item.children && (
                      <ul className="mb-2 ml-3 border-l-2 border-brand-pink-100 pl-2">
                        {item.children.map((child) => (
                          <li key={child.to}>
                            <MenuLink to={child.to} onClick={closeForNavigation}>
                              {child.label}
                            </MenuLink>
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
              <MenuLink to="/buscar" onClick={closeForNavigation} className="gap-2 font-bold">
                <SearchIcon className="size-5" />
                {ui.search.label}
              </MenuLink>
            </div>
          </HydrationBoundary>
        </div>
      </dialog>
    </div>
  );
}
