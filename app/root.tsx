import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { SiteShell } from "~/components/layout/site-shell";
import { ButtonLink } from "~/components/ui/button";
import { getLayoutUi, getNavigation } from "~/content/content.server";
import { NotFoundContent } from "~/components/content/not-found-content";
import { HydrationSignal } from "~/lib/use-hydrated";
import { keepNativeTapsFromReact } from "~/lib/native-taps";
import { HydrationBoundary } from "~/components/ui/hydration-boundary";
import { faviconPath } from "~/config/icon";
import stylesheet from "./app.css?url";
import regularFont from "./fonts/nunito-sans-400.woff2?url";
import boldFont from "./fonts/nunito-sans-700.woff2?url";

// In the browser this module is evaluated before React starts hydrating (build-steps/first-paint.ts).
if (typeof document !== "undefined") keepNativeTapsFromReact();

export function loader() {
  return { ui: getLayoutUi(), nav: getNavigation() };
}

// The layout's texts never change after the build: no need to fetch them again on navigation.
export const shouldRevalidate = () => false;

// Both weights are on every page's first screen: fetch them with the CSS, not after it.
const preloadFont = (href: string) =>
  ({ rel: "preload", as: "font", type: "font/woff2", href, crossOrigin: "anonymous" }) as const;

export const links: Route.LinksFunction = () => [
  preloadFont(regularFont),
  preloadFont(boldFont),
  { rel: "icon", href: faviconPath, type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="es-PE">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a6e" />
        {/* With a precedence React writes the stylesheet at the top of <head>: it alone holds back
            the first paint, so it must not queue behind the module preloads and the JSON-LD. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* <html data-hydrated> once every part of the page is hydrated: the one signal the
            browser tests wait for (e2e/test.ts). */}
        <HydrationBoundary>
          <HydrationSignal />
        </HydrationBoundary>
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell ui={loaderData.ui} nav={loaderData.nav}>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);

  // Without the layout's texts (the root itself failed) only the spec's headline can be shown.
  if (!root) {
    return (
      <main className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="text-3xl">Unexpected Application Error!</h1>
      </main>
    );
  }
  const { ui } = root;
  return (
    <SiteShell ui={ui} nav={root.nav}>
      {notFound ? (
        <NotFoundContent />
      ) : (
        <section className="mx-auto max-w-2xl px-4 py-16 text-center">
          <h1 className="text-3xl">{ui.error.headline}</h1>
          <p className="mt-4">{ui.error.body}</p>
          <ButtonLink to="/" reloadDocument className="mt-8">
            {ui.error.home}
          </ButtonLink>
        </section>
      )}
    </SiteShell>
  );
}
