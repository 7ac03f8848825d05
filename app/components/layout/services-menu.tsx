import { ChevronDownIcon } from "#app/components/ui/icons.tsx";
import type { NavItem } from "#app/content/schema.server.ts";
import { MenuLink } from "./menu-link.tsx";

/**
 * The desktop "Servicios" disclosure: a native <details>, so it opens and closes by HTML alone,
 * from the first paint, and a keyboard or screen reader knows it as a disclosure.
 */
export function ServicesMenu({ item }: { item: NavItem }) {
  return (
    <li className="relative">
      <details className="group">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md px-3 font-bold text-brand-blue-700 hover:text-brand-pink-700 [&::-webkit-details-marker]:hidden">
          {item.label}
          <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <ul className="absolute top-full left-0 z-30 mt-1 w-72 rounded-xl bg-white p-2 shadow-lg ring-1 ring-brand-blue-100">
          {item.children?.map((child) => (
            <li key={child.to}>
              <MenuLink href={child.to}>{child.label}</MenuLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
