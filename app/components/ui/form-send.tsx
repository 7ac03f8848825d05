import { buttonClasses } from "./button.tsx";
import type { FormFailure } from "#app/lib/use-form-submission.ts";

/**
 * The foot of the service's forms in the browser (app/lib/use-form-submission.ts): the button
 * (marked busy while sending, not disabled, so it keeps its place in the tab order), the note on
 * the draft, «sending…» as a status, and a failure's message announced. `texts`: the form's content.
 */
export function FormSend({
  texts,
  sending,
  failure,
}: {
  texts: { submit: string; draftNote: string; sending: string; failure: Record<FormFailure, string> };
  sending: boolean;
  failure: FormFailure | null;
}) {
  return (
    <>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          aria-disabled={sending || undefined}
          className={buttonClasses("primary", "shrink-0 px-10 aria-disabled:cursor-progress aria-disabled:opacity-60")}
        >
          {texts.submit}
        </button>
        <p className="text-sm text-slate-700">{texts.draftNote}</p>
      </div>
      <div role="status">{sending ? <p className="mt-4 text-slate-700">{texts.sending}</p> : null}</div>
      <div role="alert">
        {failure ? (
          <p className="mt-4 rounded-2xl bg-brand-pink-50 px-4 py-3 font-bold text-brand-pink-700">{texts.failure[failure]}</p>
        ) : null}
      </div>
    </>
  );
}
