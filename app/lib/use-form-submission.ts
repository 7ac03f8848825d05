// The service's forms in the browser (the complaints book, «Pide tu primera consulta»): the draft
// kept in this tab as the person types (form-draft.ts) and put back in the fields once the island
// runs; the same rules as the service checked first, each wrong field named and their list focused;
// then one send at a time by fetch, with the honeypot and the form's submission id (a retry — a
// double tap, a lost answer — makes no second record). Every refusal gets its own words, and on any
// failure what was typed stays in the fields.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { HONEYPOT_FIELD, SUBMISSION_FIELD } from "#shared/forms/form-rules.ts";

/** The keys of a form's failure messages (content/). */
export type FormFailure = "network" | "server" | "tooLarge" | "tooMany" | "honeypot" | "crossSite";

// The honeypot (422 without fields) and a cross-site post (403) too; any other status is the server's.
const FAILURES: Record<number, FormFailure> = { 403: "crossSite", 413: "tooLarge", 422: "honeypot", 429: "tooMany" };

export function useFormSubmission<Draft extends object, Data, Errors extends object, Issue>({
  endpoint,
  summaryId,
  draft: store,
  load = store.load,
  schema,
  errorsOf,
  onSent,
}: {
  endpoint: string;
  /** The list of what is wrong: it gets the focus, so it is read and each item leads to its field. */
  summaryId: string;
  /** The form's draft (createFormDraft). */
  draft: { load(): Draft | null; save(values: Draft): void; clear(): void; valuesOf(form: HTMLFormElement): Draft };
  /** The values the fields start from once the island runs; stable (useCallback). By default, the draft. */
  load?: () => Draft | null;
  schema: { safeParse(values: Draft): { success: true; data: Data } | { success: false; error: Issue } };
  errorsOf: (issue: Issue) => Errors;
  /** After 201, before the draft is emptied: the service's answer, and what was sent as the schema reads it. */
  onSent: (response: Response, data: Data) => Promise<void> | void;
}) {
  const inFlight = useRef(false);
  // Remounts the fields (uncontrolled) with the draft's values once it is read.
  const [draft, setDraft] = useState<{ version: number; values: Draft }>({ version: 0, values: {} as Draft });
  const [errors, setErrors] = useState<Partial<Errors>>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const values = load();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage (and the address) exist only after hydration
    if (values && Object.keys(values).length) setDraft({ version: 1, values });
  }, [load]);

  function showErrors(found: Errors) {
    setErrors(found);
    requestAnimationFrame(() => document.getElementById(summaryId)?.focus());
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const values = store.valuesOf(form);
    setFailure(null);
    const checked = schema.safeParse(values);
    if (!checked.success) return showErrors(errorsOf(checked.error));
    setErrors({});
    inFlight.current = true;
    setSending(true);
    const hidden = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "";
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          ...values,
          [HONEYPOT_FIELD]: hidden(HONEYPOT_FIELD),
          [SUBMISSION_FIELD]: hidden(SUBMISSION_FIELD),
        }),
      });
      if (response.status === 201) {
        await onSent(response, checked.data);
        return store.clear();
      }
      if (response.status === 422) {
        const data = (await response.json().catch(() => ({}))) as { errors?: Errors };
        if (data.errors && Object.keys(data.errors).length) return showErrors(data.errors);
      }
      setFailure(FAILURES[response.status] ?? "server");
    } catch {
      setFailure("network");
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  const save = (event: FormEvent<HTMLFormElement>) => store.save(store.valuesOf(event.currentTarget));
  /** The form element's own props: without script, the same form posts to the service. */
  const form = { method: "post", action: endpoint, noValidate: true, onSubmit, onInput: save, onChange: save };
  return { draft, errors, failure, sending, form };
}
