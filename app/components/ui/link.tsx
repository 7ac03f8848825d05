import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from "react";
import { appPath } from "#app/lib/urls.ts";

// Pages are documents: a link is an <a> to a path under /app/, and moving between pages is a page
// load (docs/decisions/0011-astro-islands.md). Paths are written as the site map has them
// ("/servicios/cirugias", "/#staff") and get the /app basename here.

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** A path of the site map, without the basename. */
  href: string;
  /** Marks the link aria-current="page" on its own page (its exact path: a #hash never counts). */
  markCurrent?: boolean;
};

/** The current page's path under the basename ("/", "/servicios/cirugias"), for `markCurrent`. */
const CurrentPath = createContext<string | null>(null);

export function CurrentPathProvider({ path, children }: { path: string; children: ReactNode }) {
  return <CurrentPath.Provider value={path}>{children}</CurrentPath.Provider>;
}

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);

/** A link to a page of the site. */
export function Link({ href, markCurrent, ...props }: LinkProps) {
  const current = useContext(CurrentPath);
  const here = markCurrent && current !== null && !href.includes("#") && withoutSlash(current) === withoutSlash(href);
  return <a href={appPath(href)} aria-current={here ? "page" : undefined} {...props} />;
}
