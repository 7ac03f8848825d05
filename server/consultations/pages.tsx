// The page the service answers a request sent without JavaScript and refused: the form again, each
// wrong field named and everything typed kept, or a message. The same fields as the prerendered page
// (consultation-request/request-fields.tsx), rendered to static HTML with the site's own stylesheet
// and no script (the complaints book's answer pages' policy, ANSWER_PAGE_CSP).
import { renderToStaticMarkup } from "react-dom/server";
import type { ConsultationContent } from "../../consultation-request/consultation-content-schema.ts";
import { ErrorSummary, FORM_HEADING_ID, RequestFields, type RequestErrors } from "../../consultation-request/request-fields.tsx";
import type { RequestDraft, RequestOptions } from "../../consultation-request/request-schema.ts";
import { clinic } from "../../clinic/facts.ts";
import { createPageHead } from "../complaints/pages.tsx";

export const REQUEST_PAGE = "/app/pide-tu-primera-consulta";
export const RECEIVED_PAGE = "/app/pide-tu-primera-consulta/recibida";
export const REQUESTS_ENDPOINT = "/app/api/consultas";

export function createRequestPages(content: ConsultationContent, options: RequestOptions, root: string) {
  const head = createPageHead(root, "app/pide-tu-primera-consulta/index.html");

  function document(body: React.ReactNode) {
    const { href: stylesheets, icon } = head();
    return `<!DOCTYPE html>${renderToStaticMarkup(
      <html lang="es-PE">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>{`${content.title} | ${clinic.name}`}</title>
          {icon ? <link rel="icon" href={icon} type="image/svg+xml" /> : null}
          {stylesheets.map((href) => (
            <link key={href} rel="stylesheet" href={href} />
          ))}
        </head>
        <body className="bg-slate-50 text-slate-900">
          <main className="mx-auto max-w-3xl px-4 py-10">
            <p className="mb-6">
              <a href="/app/" className="font-bold text-brand-blue-700 underline underline-offset-2">
                {clinic.name}
              </a>
            </p>
            <h1 className="mb-6 text-3xl font-bold text-brand-blue-800">{content.title}</h1>
            {body}
          </main>
        </body>
      </html>,
    )}`;
  }

  return {
    /** The form again: `errors` named above and beside their fields, or a `failure` message. */
    form({
      values,
      errors = {},
      failure,
      submission,
    }: {
      values: RequestDraft;
      errors?: RequestErrors;
      failure?: string;
      submission?: string;
    }) {
      return document(
        <form method="post" action={REQUESTS_ENDPOINT} noValidate aria-labelledby={FORM_HEADING_ID}>
          <h2 id={FORM_HEADING_ID} className="mb-2 text-2xl font-bold text-brand-blue-800">
            {content.form.heading}
          </h2>
          {failure ? (
            <p role="alert" className="mb-6 rounded-2xl bg-brand-pink-50 px-4 py-3 font-bold text-brand-pink-700">
              {failure}
            </p>
          ) : null}
          <div role="alert">
            <ErrorSummary content={content} errors={errors} />
          </div>
          <RequestFields content={content} options={options} values={values} errors={errors} submission={submission} />
          <button
            type="submit"
            className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-pink-600 px-10 py-2.5 font-bold text-white"
          >
            {content.form.submit}
          </button>
        </form>,
      );
    },
    /** A failure before the body was read (too large): no values to give back. */
    failure(message: string) {
      return document(
        <>
          <p role="alert" className="rounded-2xl bg-brand-pink-50 px-4 py-3 font-bold text-brand-pink-700">
            {message}
          </p>
          <p className="mt-6">
            <a href={REQUEST_PAGE} className="font-bold text-brand-blue-700 underline underline-offset-2">
              {content.title}
            </a>
          </p>
        </>,
      );
    },
  };
}
