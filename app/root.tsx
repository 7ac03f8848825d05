import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { SiteShell } from "~/components/layout/site-shell";
import { ButtonLink } from "~/components/ui/button";
import { getNavigation, getUi } from "~/content/content.server";
import { NotFoundContent } from "~/components/content/not-found-content";
import "./app.css";

export function loader() {
  return { ui: getUi(), nav: getNavigation() };
}

// The layout's texts never change after the build: no need to fetch them again on navigation.
export const shouldRevalidate = () => false;

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/app/images/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="es-PE">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a6e" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
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
