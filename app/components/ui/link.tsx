import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from "react";
import { appPath } from "#app/lib/urls.ts";

// Pages are documents: a link is an <a> to a path under /app/, and moving between pages is a page
// load (docs/decisions/0011-astro-islands.md). Paths are written as the site map has them
// ("/servicios/cirugias", "/#staff") and get the /app basename here.

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/** The current page's path under the basename ("/", "/servicios/cirugias"), for NavLink. */
const CurrentPath = createContext<string | null>(null);

export function CurrentPathProvider({ path, children }: { path: string; children: ReactNode }) {
  return <CurrentPath.Provider value={path}>{children}</CurrentPath.Provider>;
}

/** A link to a page of the site. */
export function Link({ to, ...props }: LinkProps) {
  return <a href={appPath(to)} {...props} />;
}

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);

/** A link marked aria-current="page" on its own page (its exact path: the #hash never counts). */
export function NavLink({ to, ...props }: LinkProps) {
  const current = useContext(CurrentPath);
  const here = current !== null && !to.includes("#") && withoutSlash(current) === withoutSlash(to);
  return <Link to={to} aria-current={here ? "page" : undefined} {...props} />;
}
