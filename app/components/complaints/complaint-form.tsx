// The complaints book's form in the browser. Without JavaScript it is a plain POST to the service,
// which answers with the sheet or with the form again (server/complaints/pages.tsx). With it: the
// same rules checked before sending (complaints-book/complaint-schema.ts), each wrong field named inline,
// the draft kept in this tab, the send by fetch, and on success the sheet in place of the form. On
// any failure the typed text stays in the fields and a message says what to do.
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import type { ComplaintsBook } from "../../../complaints-book/complaints-book-schema.ts";
import { buttonClasses } from "~/components/ui/button";
import {
  complaintErrors,
  complaintSchema,
  HONEYPOT_FIELD,
  limaDate,
  SUBMISSION_FIELD,
  type ComplaintDraft,
} from "../../../complaints-book/complaint-schema.ts";
import { useHydrated } from "~/lib/use-hydrated";
import { clearComplaintDraft, formValues, loadComplaintDraft, saveComplaintDraft } from "./complaint-draft";
import {
  ComplaintFields,
  ErrorSummary,
  fieldId,
  SUMMARY_ID,
  type ComplaintErrors,
} from "../../../complaints-book/complaint-fields.tsx";
import { ComplaintSheet, type ClaimSheetData } from "../../../complaints-book/complaint-sheet.tsx";

export const COMPLAINTS_ENDPOINT = "/app/api/reclamaciones";

type Failure = keyof ComplaintsBook["form"]["failure"];

/**
 * `establishment`: the clinic as the sheet names it (legal name, RUC, address, phone: clinic/facts.ts), given by
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
  const formRef = useRef<HTMLFormElement>(null);
  const sheetHeadingRef = useRef<HTMLHeadingElement>(null);
  const inFlight = useRef(false);
  // Remounts the fields with the draft's values once it is read (they are uncontrolled).
  const [draft, setDraft] = useState<{ version: number; values: ComplaintDraft }>({ version: 0, values: {} });
  const [errors, setErrors] = useState<ComplaintErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sending, setSending] = useState(false);
  const [sheet, setSheet] = useState<ClaimSheetData | null>(null);
  const today = hydrated ? limaDate() : buildDay;
  const schema = useMemo(() => complaintSchema({ labels: book.form.fields, errors: book.form.errors }, today), [book, today]);

  useEffect(() => {
    const saved = loadComplaintDraft();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage exists only after hydration
    if (saved) setDraft({ version: 1, values: saved });
  }, []);

  useEffect(() => {
    if (sheet) sheetHeadingRef.current?.focus();
  }, [sheet]);

  function showErrors(found: ComplaintErrors) {
    setErrors(found);
    // The list of what is wrong gets the focus, so it is read and each item leads to its field.
    requestAnimationFrame(() => document.getElementById(SUMMARY_ID)?.focus());
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const values = formValues(form);
    setFailure(null);
    const checked = schema.safeParse(values);
    if (!checked.success) {
      showErrors(complaintErrors(checked.error));
      return;
    }
    setErrors({});
    inFlight.current = true;
    setSending(true);
    try {
      const honeypot = (form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? "";
      // The form's submission id: a retry of this send (a double tap, a lost answer) makes no second claim.
      const submission = (form.elements.namedItem(SUBMISSION_FIELD) as HTMLInputElement | null)?.value ?? "";
      const response = await fetch(COMPLAINTS_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ ...values, [HONEYPOT_FIELD]: honeypot, [SUBMISSION_FIELD]: submission }),
      });
      if (response.status === 201) {
        const data = (await response.json()) as { claim: ClaimSheetData };
        clearComplaintDraft();
        setSheet(data.claim);
        return;
      }
      if (response.status === 422) {
        const data = (await response.json().catch(() => ({}))) as { errors?: ComplaintErrors };
        if (data.errors && Object.keys(data.errors).length) {
          showErrors(data.errors);
          return;
        }
      }
      // Every refusal in its own words: the honeypot (422 without fields) and a cross-site post (403) too.
      const failures: Record<number, Failure> = { 403: "crossSite", 413: "tooLarge", 422: "honeypot", 429: "tooMany" };
      setFailure(failures[response.status] ?? "server");
    } catch {
      setFailure("network");
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

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
    <form
      ref={formRef}
      method="post"
      action={COMPLAINTS_ENDPOINT}
      noValidate
      aria-labelledby="reclamo-titulo"
      onSubmit={handleSubmit}
      onInput={(event) => saveComplaintDraft(formValues(event.currentTarget))}
      onChange={(event) => saveComplaintDraft(formValues(event.currentTarget))}
    >
      <h2 id="reclamo-titulo" className="mb-2 text-2xl font-bold text-brand-blue-800">
        {book.form.heading}
      </h2>
      <div role="alert">{Object.keys(errors).length ? <ErrorSummary book={book} errors={errors} /> : null}</div>
      <ComplaintFields key={draft.version} book={book} values={draft.values} errors={errors} today={today} />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          aria-disabled={sending || undefined}
          className={buttonClasses("primary", "shrink-0 px-10 aria-disabled:cursor-progress aria-disabled:opacity-60")}
        >
          {book.form.submit}
        </button>
        <p className="text-sm text-slate-700">{book.form.draftNote}</p>
      </div>
      <div role="status">{sending ? <p className="mt-4 text-slate-700">{book.form.sending}</p> : null}</div>
      <div role="alert">
        {failure ? (
          <p className="mt-4 rounded-2xl bg-brand-pink-50 px-4 py-3 font-bold text-brand-pink-700">
            {book.form.failure[failure]}
          </p>
        ) : null}
      </div>
    </form>
  );
}

export { fieldId };
