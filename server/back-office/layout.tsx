// The back office's page shell, as React components rendered to static HTML on the server
// (react-dom/server's renderToStaticMarkup, as the booking's and the answer pages are): React
// escapes every value. No inline script or style (the policy allows neither): the look is
// assets/gestion.css, the passkey buttons work through assets/gestion.js.
import { createElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ASSETS, BASE, CLINIC } from "./paths.ts";
import type { Session } from "./sessions.ts";

/** A whole page as the answer's HTML: `Component` rendered with `props`, after the doctype. */
export function page<P extends object>(Component: (props: P) => ReactElement, props: P): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(createElement(Component, props))}`;
}

/** The session's synchronizer token: every form that posts carries it (app.ts checks it). */
export const CsrfField = ({ session }: { session: Session }) => <input type="hidden" name="csrf" value={session.csrfToken} />;

/** A confirmation line at the top of a page («Guardado.»), when there is one. */
export const Notice = ({ text, children }: { text?: string; children?: ReactNode }) =>
  text ? (
    <p className="confirmacion" role="status">
      {text}
      {children}
    </p>
  ) : null;

/** An error line at the top of a page, when there is one. */
export const Alert = ({ text }: { text?: string }) =>
  text ? (
    <p className="error" role="alert">
      {text}
    </p>
  ) : null;

export interface LayoutProps {
  title: string;
  /** The signed-in account (its menu and «Salir»); none on the sign-in pages. */
  session?: Session;
  /** Loads the passkey scripts (sign-in and invitation pages). */
  passkeys?: boolean;
  /** Loads gestion.js alone, for a «Copiar» button (`data-copiar`): the page works without it. */
  copy?: boolean;
  /** A second skip link, straight to the page's rows (a queue's list). */
  skipTo?: { href: string; label: string };
  children?: ReactNode;
}

/** The head of every back-office document (the pages and the claim's print sheet): never indexed, one stylesheet. */
export function Head({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex, nofollow" />
      <title>{title}</title>
      <link rel="icon" href={`${ASSETS}/icono.svg`} type="image/svg+xml" />
      <link rel="stylesheet" href={`${ASSETS}/gestion.css`} />
      {children}
    </head>
  );
}

/** Every page of the back office: head, skip links, the header with the menu, the title, the body. */
export function Layout({ title, session, passkeys = false, copy = false, skipTo, children }: LayoutProps) {
  return (
    <html lang="es-PE">
      <Head title={`${title} · Gestión de ${CLINIC}`}>
        {passkeys ? <script src={`${ASSETS}/simplewebauthn-browser.js`} defer /> : null}
        {passkeys || copy ? <script src={`${ASSETS}/gestion.js`} defer /> : null}
      </Head>
      <body>
        {skipTo ? (
          <a className="saltar" href={skipTo.href}>
            {skipTo.label}
          </a>
        ) : null}
        <a className="saltar" href="#contenido">
          Ir al contenido
        </a>
        <header className="cabecera">
          <p className="marca">{`${CLINIC} · Gestión`}</p>
          {session ? <Menu session={session} /> : null}
        </header>
        <main id="contenido" tabIndex={-1}>
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}

const Entry = ({ item }: { item: { href: string; label: string } }) => (
  <li>
    <a href={item.href}>{item.label}</a>
  </li>
);

/**
 * The menu: the main entries always in sight (few, short: they fit a phone's width), the rest, the
 * account and «Salir» behind «Más», a native disclosure that works without script.
 */
function Menu({ session }: { session: Session }) {
  const menu = session.menu ?? [];
  return (
    <nav aria-label="Gestión">
      <ul className="principal">
        {menu
          .filter((item) => item.primary)
          .map((item) => (
            <Entry key={item.href} item={item} />
          ))}
      </ul>
      <details className="mas">
        <summary>Más</summary>
        <div className="mas-panel">
          <ul>
            {menu
              .filter((item) => !item.primary)
              .map((item) => (
                <Entry key={item.href} item={item} />
              ))}
          </ul>
          <form method="post" action={`${BASE}/salir`}>
            <CsrfField session={session} />
            <span>{session.staffName}</span>
            <button type="submit">Salir</button>
          </form>
        </div>
      </details>
    </nav>
  );
}
