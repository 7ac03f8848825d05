// The complaints book's form in the browser. Without JavaScript it is a plain POST to the service,
// which answers with the sheet or with the form again (server/complaints/pages.tsx). With it: the
// same rules checked before sending (shared/complaints-book/complaint-schema.ts), each wrong field named inline,
// the draft kept in this tab, the send by fetch, and on success the sheet in place of the form. On
// any failure the typed text stays in the fields and a message says what to do.
import { useEffect, useMemo, useRef, useState } from "react";
import type { ComplaintsBook } from "#shared/complaints-book/complaints-book-schema.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { FormSend } from "#app/components/ui/form-send.tsx";
import {
  COMPLAINT_FIELDS,
  complaintErrors,
  complaintSchema,
  type ComplaintDraft,
} from "#shared/complaints-book/complaint-schema.ts";
import { limaDate } from "#shared/calendar/lima-clock.ts";
import { createFormDraft } from "#app/lib/form-draft.ts";
import { useFormSubmission } from "#app/lib/use-form-submission.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { ComplaintFields, ErrorSummary, SUMMARY_ID } from "#shared/complaints-book/complaint-fields.tsx";
import { ComplaintSheet, type ClaimSheetData } from "#shared/complaints-book/complaint-sheet.tsx";
import { withTexts } from "#app/components/ui/with-texts.tsx";

export const COMPLAINTS_ENDPOINT = "/app/api/reclamaciones";

const draftStore = createFormDraft<(typeof COMPLAINT_FIELDS)[number], ComplaintDraft>("reclamo-borrador", COMPLAINT_FIELDS);

/**
 * `establishment`: the clinic as the sheet names it (legal name, RUC, address, phone: shared/clinic/facts.ts), given by
 * the page rather than imported, so the island carries no more of the clinic's settings than that.
 */
export function ComplaintForm({
  book,
  today: buildDay,
  establishment,
}: {
  book: ComplaintsBook;
  today: string;
  establishment: string;
}) {
  const hydrated = useHydrated();
  const sheetHeadingRef = useRef<HTMLHeadingElement>(null);
  const [sheet, setSheet] = useState<ClaimSheetData | null>(null);
  const today = hydrated ? limaDate() : buildDay;
  const schema = useMemo(() => complaintSchema({ labels: book.form.fields, errors: book.form.errors }, today), [book, today]);
  const { draft, errors, failure, sending, form } = useFormSubmission({
    endpoint: COMPLAINTS_ENDPOINT,
    summaryId: SUMMARY_ID,
    draft: draftStore,
    schema,
    errorsOf: complaintErrors,
    async onSent(response) {
      setSheet(((await response.json()) as { claim: ClaimSheetData }).claim);
    },
  });

  useEffect(() => {
    if (sheet) sheetHeadingRef.current?.focus();
  }, [sheet]);

  if (sheet) {
    return (
      <ComplaintSheet
        book={book}
        sheet={sheet}
        clinic={establishment}
        headingRef={sheetHeadingRef}
        actions={
          <>
            <button type="button" className={buttonClasses("primary")} onClick={() => window.print()}>
              {book.sheet.print}
            </button>
            <a href="/app/" className={buttonClasses("secondary")}>
              {book.sheet.back}
            </a>
          </>
        }
      />
    );
  }

  return (
    <form {...form} aria-labelledby="reclamo-titulo">
      <h2 id="reclamo-titulo" className="mb-2 text-2xl font-bold text-brand-blue-800">
        {book.form.heading}
      </h2>
      <div role="alert">{Object.keys(errors).length ? <ErrorSummary book={book} errors={errors} /> : null}</div>
      <ComplaintFields key={draft.version} book={book} values={draft.values} errors={errors} today={today} />
      <FormSend texts={book.form} sending={sending} failure={failure} />
    </form>
  );
}

/** The island (app/components/README.md): ComplaintForm hydrated in the browser on its own, with the texts it shows as a prop. */
export const ComplaintFormIsland = withTexts(ComplaintForm);
