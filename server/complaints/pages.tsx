// The pages the service answers a form sent without JavaScript: the sheet once the claim is
// registered, or the form again with each wrong field named and everything typed kept. The same
// components as the prerendered page (complaints-book/), rendered here to static HTML,
// with the site's own stylesheet and no script at all: their Content-Security-Policy allows only
// the site's files (no inline script, no inline style).
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { ComplaintFields, ErrorSummary, introText, type ComplaintErrors } from "../../complaints-book/complaint-fields.tsx";
import { ComplaintSheet, type ClaimSheetData } from "../../complaints-book/complaint-sheet.tsx";
import type { ComplaintsBook } from "../../complaints-book/complaints-book-schema.ts";
import { clinic, clinicLine } from "../../clinic/facts.ts";
import { limaDate, type ComplaintDraft } from "../../complaints-book/complaint-schema.ts";
import { ANSWER_BUSINESS_DAYS } from "../../complaints-book/deadline.ts";

/** The answer pages' own policy: the site's files only, nothing inline, posting only to itself. */
export const ANSWER_PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; font-src 'self'; form-action 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'";

const PAGE = "app/libro-de-reclamaciones/index.html";

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

/** Renders the answer pages; `root` is the build's client directory, for the stylesheet. */
export function createPages(book: ComplaintsBook, root: string) {
  const head = createPageHead(root, PAGE);

  function document(title: string, body: React.ReactNode) {
    const { href: stylesheets, icon } = head();
    const markup = renderToStaticMarkup(
      <html lang="es-PE">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>{`${title} | ${clinic.name}`}</title>
          {icon ? <link rel="icon" href={icon} type="image/svg+xml" /> : null}
          {stylesheets.map((href) => (
            <link key={href} rel="stylesheet" href={href} />
          ))}
        </head>
        <body className="bg-slate-50 text-slate-900">
          <main className="mx-auto max-w-4xl px-4 py-10">
            <p className="mb-6">
              <a href="/app/" className="font-bold text-brand-blue-700 underline underline-offset-2">
                {clinic.name}
              </a>
            </p>
            <h1 className="mb-6 text-3xl font-bold text-brand-blue-800">{book.title}</h1>
            {body}
          </main>
        </body>
      </html>,
    );
    return `<!DOCTYPE html>${markup}`;
  }

  return {
    sheet(sheet: ClaimSheetData) {
      return document(
        book.sheet.heading,
        <ComplaintSheet
          book={book}
          sheet={sheet}
          clinic={clinicLine()}
          actions={
            <a href="/app/" className="font-bold text-brand-blue-700 underline underline-offset-2">
              {book.sheet.back}
            </a>
          }
        />,
      );
    },
    /** The form again: `errors` named above and beside their fields, or a `failure` message. */
    form({
      values,
      errors = {},
      failure,
      submission,
    }: {
      values: ComplaintDraft;
      errors?: ComplaintErrors;
      failure?: string;
      /** The submission id sent: kept, so sending the form again is the same submission. */
      submission?: string;
    }) {
      return document(
        book.form.heading,
        <>
          <p className="mb-6">{introText(book, ANSWER_BUSINESS_DAYS)}</p>
          <form method="post" action="/app/api/reclamaciones" noValidate aria-labelledby="reclamo-titulo">
            <h2 id="reclamo-titulo" className="mb-2 text-2xl font-bold text-brand-blue-800">
              {book.form.heading}
            </h2>
            {failure ? (
              <p role="alert" className="mb-6 rounded-2xl bg-brand-pink-50 px-4 py-3 font-bold text-brand-pink-700">
                {failure}
              </p>
            ) : null}
            <div role="alert">
              <ErrorSummary book={book} errors={errors} />
            </div>
            <ComplaintFields book={book} values={values} errors={errors} today={limaDate()} submission={submission} />
            <button
              type="submit"
              className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-pink-600 px-10 py-2.5 font-bold text-white"
            >
              {book.form.submit}
            </button>
          </form>
        </>,
      );
    },
    /** A failure before the body was read (too large): no values to give back. */
    failure(message: string) {
      return document(
        book.form.heading,
        <p role="alert" className="rounded-2xl bg-brand-pink-50 px-4 py-3 font-bold text-brand-pink-700">
          {message}
        </p>,
      );
    },
  };
}
