import type { ComponentProps } from "react";
import { Link as RouterLink, NavLink as RouterNavLink } from "react-router";

// React Router marks each link `data-discover` for its lazy route discovery. This site loads the
// whole route manifest with every page (routeDiscovery "initial", the default without a server),
// so the mark does nothing here but cost bytes: about 70 B of the FAQ page's compressed HTML,
// which must fit in the first round trip (docs/performance.md). The app's links come from here
// (eslint.config.js forbids importing React Router's own).

/** React Router's `Link`, without the lazy-discovery mark. */
export function Link(props: ComponentProps<typeof RouterLink>) {
  return <RouterLink discover="none" {...props} />;
}

/** React Router's `NavLink`, without the lazy-discovery mark. */
export function NavLink(props: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink discover="none" {...props} />;
}
