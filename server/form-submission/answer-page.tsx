// The pages the service answers a form sent without JavaScript: the form again (each wrong field
// named, everything typed kept) or a message, and the complaints book's sheet. The same components
// as the prerendered page, rendered to static HTML with the site's own stylesheet and no script at
// all: their Content-Security-Policy allows only the site's files (no inline script, no inline style).
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { clinic } from "#shared/clinic/facts.ts";

/** The answer pages' own policy: the site's files only, nothing inline, posting only to itself. */
export const ANSWER_PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; font-src 'self'; form-action 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'";

/**
 * The referrer policy of a page whose URL holds a secret (the booking's manage link). Not
 * `no-referrer`: under it a browser sends `Origin: null` with the page's own form posts, and one
 * without Sec-Fetch-Site (Safari before 16.4, every iPhone left on iOS 15) is then refused as
 * cross-site (cross-site.ts cannot tell that `null` from a sandboxed page's). `strict-origin` sends
 * the real Origin with the post, and as Referer only the origin, to this site as to any other: the
 * path and query, and so the secret, never leave the page nor reach a log.
 */
export const REFERRER_POLICY_SECRET_URL = "strict-origin";

/**
 * The hashed stylesheets a prerendered page links, and the site's icon it declares (without one,
 * browsers ask for /favicon.ico, which is not there), read again whenever the build changes: the
 * service's answer pages look like the page they answer for. `page`: its file under `root`.
 */
export function createPageHead(root: string, page: string) {
  let cached: { mtimeMs: number; href: string[]; icon?: string } | null = null;
  return function head(): { href: string[]; icon?: string } {
    const file = path.join(root, page);
    try {
      const { mtimeMs } = statSync(file);
      if (cached?.mtimeMs !== mtimeMs) {
        const html = readFileSync(file, "utf8");
        const href = [...html.matchAll(/<link\s+rel="stylesheet"\s+href="(\/app\/assets\/[\w.-]+\.css)"/g)].map(([, h]) => h!);
        const icon = /<link\s+rel="icon"\s+href="(\/app\/[\w./-]+\.svg)"/.exec(html)?.[1];
        cached = { mtimeMs, href, icon };
      }
      return cached;
    } catch {
      return { href: [] };
    }
  };
}

/**
 * The answer pages' document: `page` (its file under `root`) gives the stylesheets; `width` the
 * main column's class. The result renders a page titled `title`, headed `heading`.
 */
export function createAnswerDocument(
  root: string,
  page: string,
  width: "max-w-3xl" | "max-w-4xl",
  { secretUrl = false }: { secretUrl?: boolean } = {},
) {
  const head = createPageHead(root, page);
  return function document(title: string, heading: string, body: ReactNode) {
    const { href: stylesheets, icon } = head();
    return `<!DOCTYPE html>${renderToStaticMarkup(
      <html lang="es-PE">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          {/* A page whose URL holds a secret (the booking's manage link), whatever header a proxy
              sets: REFERRER_POLICY_SECRET_URL (its reason is there). */}
          {secretUrl ? <meta name="referrer" content={REFERRER_POLICY_SECRET_URL} /> : null}
          <title>{`${title} | ${clinic.name}`}</title>
          {icon ? <link rel="icon" href={icon} type="image/svg+xml" /> : null}
          {stylesheets.map((href) => (
            <link key={href} rel="stylesheet" href={href} />
          ))}
        </head>
        <body className="bg-slate-50 text-slate-900">
          <main className={`mx-auto ${width} px-4 py-10`}>
            <p className="mb-6">
              <a href="/app/" className="font-bold text-brand-blue-700 underline underline-offset-2">
                {clinic.name}
              </a>
            </p>
            <h1 className="mb-6 text-3xl font-bold text-brand-blue-800">{heading}</h1>
            {body}
          </main>
        </body>
      </html>,
    )}`;
  };
}

/** A refusal's message, announced. */
export function FailureMessage({ message, spaced = false }: { message: string; spaced?: boolean }) {
  return (
    <p role="alert" className={`${spaced ? "mb-6 " : ""}rounded-2xl bg-brand-pink-50 px-4 py-3 font-bold text-brand-pink-700`}>
      {message}
    </p>
  );
}

/** The form again: its heading, the `failure` message, the `summary` of wrong fields, the fields, the button. */
export function AnswerForm({
  action,
  headingId,
  heading,
  failure,
  summary,
  submit,
  children,
}: {
  action: string;
  headingId: string;
  heading: string;
  failure?: string;
  summary: ReactNode;
  submit: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 text-2xl font-bold text-brand-blue-800">
        {heading}
      </h2>
      {failure ? <FailureMessage message={failure} spaced /> : null}
      <div role="alert">{summary}</div>
      {children}
      <button
        type="submit"
        className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-pink-600 px-10 py-2.5 font-bold text-white"
      >
        {submit}
      </button>
    </form>
  );
}
