import { buttonClasses } from "~/components/ui/button";

/**
 * The foot of the service's forms in the browser (app/lib/use-form-submission.ts): the button (only
 * marked busy while sending, so it stays in the tab order), the note on the draft, «sending…» as
 * a status, and a failure's message announced. Copy comes from the form's content.
 */
export function FormSend({
  submit,
  draftNote,
  sendingText,
  sending,
  failure,
}: {
  submit: string;
  draftNote: string;
  sendingText: string;
  sending: boolean;
  /** The failure's message, if the last send failed. */
  failure?: string;
}) {
  return (
    <>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          aria-disabled={sending || undefined}
          className={buttonClasses("primary", "shrink-0 px-10 aria-disabled:cursor-progress aria-disabled:opacity-60")}
        >
          {submit}
        </button>
        <p className="text-sm text-slate-700">{draftNote}</p>
      </div>
      <div role="status">{sending ? <p className="mt-4 text-slate-700">{sendingText}</p> : null}</div>
      <div role="alert">
        {failure ? <p className="mt-4 rounded-2xl bg-brand-pink-50 px-4 py-3 font-bold text-brand-pink-700">{failure}</p> : null}
      </div>
    </>
  );
}
