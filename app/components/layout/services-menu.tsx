import { useEffect, useId, useRef, useState } from "react";
import { ChevronDownIcon } from "~/components/ui/icons";
import type { NavItem } from "~/content/schema.server";
import { cn } from "~/lib/cn";
import { MenuLink } from "./menu-link";

/** The desktop "Servicios" disclosure: a button that shows the six service links. */
export function ServicesMenu({ item }: { item: NavItem }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const container = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      container.current?.querySelector("button")?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  return (
    <li
      ref={container}
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-bold text-brand-blue-700 hover:text-brand-pink-700"
      >
        {item.label}
        <ChevronDownIcon className={open ? "size-4 rotate-180 transition-transform" : "size-4 transition-transform"} />
      </button>
      {/* Hidden by class rather than the hidden attribute: same effect, and the prerendered HTML
          keeps one spelling of it (React writes hidden="", its streaming bare hidden). */}
      <ul
        id={listId}
        className={cn(
          "absolute left-0 top-full z-30 mt-1 w-72 rounded-xl bg-white p-2 shadow-lg ring-1 ring-brand-blue-100",
          !open && "hidden",
        )}
      >
        {item.children?.map((child) => (
          <li key={child.to}>
            <MenuLink to={child.to} onClick={() => setOpen(false)}>
              {child.label}
            </MenuLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
