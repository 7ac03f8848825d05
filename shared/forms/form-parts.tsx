// What the service's two forms' fields share (shared/complaints-book/complaint-fields.tsx,
// shared/consultation-request/request-fields.tsx): ids under each form's prefix, the list of what is wrong,
// a field's message and hint, and the two fields people never fill. Only React, as field.tsx: the
// prerendered page, the browser's form and the service's answer page render them alike.

/** A form's ids, under its `prefix` ("reclamo"): one form per page. */
export function formIds<Field extends string>(prefix: string) {
  /** The id of a field's control (and, for a group, of its first choice). */
  const fieldId = (field: Field) => `${prefix}-${field}`;
  const errorId = (field: Field) => `${prefix}-${field}-error`;
  const hintId = (field: Field) => `${prefix}-${field}-hint`;
  return {
    fieldId,
    errorId,
    hintId,
    summaryId: `${prefix}-errores`,
    /** What describes a field: its message, its hint. */
    describedBy: (field: Field, error?: string, hint?: string) =>
      [error && errorId(field), hint && hintId(field)].filter(Boolean).join(" ") || undefined,
  };
}

/** The list of what is wrong, above the form: each item links to its field. */
export function ErrorSummary<Field extends string>({
  id,
  title,
  errors,
  fieldId,
}: {
  id: string;
  title: string;
  errors: Partial<Record<Field, string>>;
  fieldId: (field: Field) => string;
}) {
  const entries = Object.entries(errors) as [Field, string][];
  if (entries.length === 0) return null;
  return (
    <div id={id} tabIndex={-1} className="mb-6 rounded-2xl bg-brand-pink-50 px-4 py-4 text-slate-800">
      <p className="font-bold text-brand-pink-700">{title}</p>
      <ul className="mt-2 list-disc pl-5">
        {entries.map(([field, message]) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`} className="underline underline-offset-2">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A field's message, below it (its id is in the field's aria-describedby). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-bold text-brand-pink-700">
      {message}
    </p>
  ) : null;
}

export function Hint({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="mt-1 text-sm text-slate-700">
      {text}
    </p>
  ) : null;
}

/** A new submission id: the same form sent twice (a reload, a double tap, a retry) makes one record. */
export const newSubmissionId = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * The fields people never fill. The form's submission id, sent by the plain form and by the page's
 * script alike (the prerendered page's id differs from the browser's first render: that is fine,
 * the one in the page is the one sent; the service's answer page passes back the one it got). And
 * the honeypot: out of sight, out of the tab order and hidden from assistive technology.
 */
export function UnseenFields({
  submission,
  honeypot,
}: {
  submission: { name: string; value?: string };
  honeypot: { id: string; name: string; label: string };
}) {
  return (
    <>
      <input type="hidden" name={submission.name} defaultValue={submission.value ?? newSubmissionId()} suppressHydrationWarning />
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={honeypot.id}>{honeypot.label}</label>
        <input id={honeypot.id} name={honeypot.name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}
