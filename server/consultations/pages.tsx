// The page the service answers a request sent without JavaScript and refused: the form again, each
// wrong field named and everything typed kept, or a message. The same fields as the prerendered page
// (shared/consultation-request/request-fields.tsx), in the answer pages' document
// (server/form-submission/answer-page.tsx: the site's stylesheet, no script).
import type { ConsultationContent } from "#shared/consultation-request/consultation-content-schema.ts";
import {
  ErrorSummary,
  FORM_HEADING_ID,
  RequestFields,
  type RequestErrors,
} from "#shared/consultation-request/request-fields.tsx";
import type { RequestDraft, RequestOptions } from "#shared/consultation-request/request-schema.ts";
import { AnswerForm, createAnswerDocument, FailureMessage } from "#server/form-submission/answer-page.tsx";

export const REQUEST_PAGE = "/app/pide-tu-primera-consulta";
export const RECEIVED_PAGE = "/app/pide-tu-primera-consulta/recibida";
export const REQUESTS_ENDPOINT = "/app/api/consultas";

export function createRequestPages(content: ConsultationContent, options: RequestOptions, root: string) {
  const page = createAnswerDocument(root, "app/pide-tu-primera-consulta/index.html", "max-w-3xl");
  const document = (body: React.ReactNode) => page(content.title, content.title, body);

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
        <AnswerForm
          action={REQUESTS_ENDPOINT}
          headingId={FORM_HEADING_ID}
          heading={content.form.heading}
          failure={failure}
          summary={<ErrorSummary content={content} errors={errors} />}
          submit={content.form.submit}
        >
          <RequestFields content={content} options={options} values={values} errors={errors} submission={submission} />
        </AnswerForm>,
      );
    },
    /** A failure before the body was read (too large): no values to give back. */
    failure(message: string) {
      return document(
        <>
          <FailureMessage message={message} />
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
