// The pages the service answers a claim sent without JavaScript: the sheet once the claim is
// registered, or the form again with each wrong field named and everything typed kept. The same
// components as the prerendered page (shared/complaints-book/), in the answer pages' document
// (server/form-submission/answer-page.tsx: the site's stylesheet, no script).
import { ComplaintFields, ErrorSummary, introText, type ComplaintErrors } from "#shared/complaints-book/complaint-fields.tsx";
import { ComplaintSheet, type ClaimSheetData } from "#shared/complaints-book/complaint-sheet.tsx";
import type { ComplaintsBook } from "#shared/complaints-book/complaints-book-schema.ts";
import { clinicLine } from "#shared/clinic/facts.ts";
import type { ComplaintDraft } from "#shared/complaints-book/complaint-schema.ts";
import { limaDate } from "#shared/calendar/lima-clock.ts";
import { ANSWER_BUSINESS_DAYS } from "#shared/complaints-book/deadline.ts";
import { AnswerForm, createAnswerDocument, FailureMessage } from "#server/form-submission/answer-page.tsx";

/** Renders the answer pages; `root` is the build's client directory, for the stylesheet. */
export function createPages(book: ComplaintsBook, root: string) {
  const page = createAnswerDocument(root, "app/libro-de-reclamaciones/index.html", "max-w-4xl");
  const document = (title: string, body: React.ReactNode) => page(title, book.title, body);

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
          <AnswerForm
            action="/app/api/reclamaciones"
            headingId="reclamo-titulo"
            heading={book.form.heading}
            failure={failure}
            summary={<ErrorSummary book={book} errors={errors} />}
            submit={book.form.submit}
          >
            <ComplaintFields book={book} values={values} errors={errors} today={limaDate()} submission={submission} />
          </AnswerForm>
        </>,
      );
    },
    /** A failure before the body was read (too large): no values to give back. */
    failure(message: string) {
      return document(book.form.heading, <FailureMessage message={message} />);
    },
  };
}
