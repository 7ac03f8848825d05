// «Pide tu primera consulta»'s form in the browser. Without JavaScript it is a plain POST to the
// service, which answers with a redirect to the «received» page or with the form again
// (server/consultations/). With it, as the complaints book's form: the same rules checked before
// sending, each wrong field named inline, the draft kept in this tab, the send by fetch; on success
// the «received» page, with a short summary of the person's choices for the chat. On any failure
// what was typed stays and a message says what to do. A doctor's profile links here with
// ?profesional=<slug>: that professional is preselected (unless the draft chose another).
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import type { ConsultationContent } from "../../../consultation-request/consultation-content-schema.ts";
import { PROFESSIONAL_PARAM } from "../../../consultation-request/options.ts";
import {
  fill,
  HONEYPOT_FIELD,
  OTHER_REASON,
  requestErrors,
  requestSchema,
  SUBMISSION_FIELD,
  type ConsultationRequest,
  type RequestDraft,
  type RequestOptions,
} from "../../../consultation-request/request-schema.ts";
import {
  ErrorSummary,
  FORM_HEADING_ID,
  RequestFields,
  SUMMARY_ID,
  type RequestErrors,
} from "../../../consultation-request/request-fields.tsx";
import { buttonClasses } from "~/components/ui/button";
import { clearRequestDraft, formValues, loadRequestDraft, saveRequestDraft } from "./request-draft";
import { saveChatSummary } from "./tab-storage";

export const REQUESTS_ENDPOINT = "/app/api/consultas";
export const RECEIVED_PATH = "/app/pide-tu-primera-consulta/recibida";

type Failure = keyof ConsultationContent["form"]["failure"];

/** The chat's summary: the reason, the modality and when, never the person's name or message. */
export function chatSummary(content: ConsultationContent, options: RequestOptions, request: ConsultationRequest): string {
  const { options: texts } = content.form;
  const reason =
    request.reason === OTHER_REASON ? texts.otherReason : (options.reasons.find(([slug]) => slug === request.reason)?.[1] ?? "");
  const when = [...request.days.map((d) => texts.days[d]), ...request.times.map((t) => texts.times[t].toLowerCase())].join(", ");
  return fill(content.chatSummary, {
    reason,
    modality: texts.modality[request.modality],
    when: when ? fill(content.chatWhen, { when }) : "",
  }).trim();
}

export function RequestForm({
  content,
  options,
  privacy,
}: {
  content: ConsultationContent;
  options: RequestOptions;
  /** The privacy note below the button, and its link to the policy. */
  privacy: { text: string; link: string; href: string };
}) {
  const inFlight = useRef(false);
  const [draft, setDraft] = useState<{ version: number; values: RequestDraft }>({ version: 0, values: {} });
  const [errors, setErrors] = useState<RequestErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sending, setSending] = useState(false);
  const schema = useMemo(
    () => requestSchema({ labels: content.form.fields, errors: content.form.errors }, options),
    [content, options],
  );

  useEffect(() => {
    const saved = loadRequestDraft() ?? {};
    const wanted = new URLSearchParams(window.location.search).get(PROFESSIONAL_PARAM);
    const known = options.professionals.some(([slug]) => slug === wanted);
    const values = known && !saved.professional ? { ...saved, professional: wanted! } : saved;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage and the address exist only after hydration
    if (Object.keys(values).length) setDraft({ version: 1, values });
  }, [options]);

  function showErrors(found: RequestErrors) {
    setErrors(found);
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
      showErrors(requestErrors(checked.error));
      return;
    }
    setErrors({});
    inFlight.current = true;
    setSending(true);
    try {
      const honeypot = (form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? "";
      const submission = (form.elements.namedItem(SUBMISSION_FIELD) as HTMLInputElement | null)?.value ?? "";
      const response = await fetch(REQUESTS_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ ...values, [HONEYPOT_FIELD]: honeypot, [SUBMISSION_FIELD]: submission }),
      });
      if (response.status === 201) {
        saveChatSummary(chatSummary(content, options, checked.data));
        clearRequestDraft();
        window.location.assign(RECEIVED_PATH);
        return;
      }
      if (response.status === 422) {
        const data = (await response.json().catch(() => ({}))) as { errors?: RequestErrors };
        if (data.errors && Object.keys(data.errors).length) {
          showErrors(data.errors);
          return;
        }
      }
      const failures: Record<number, Failure> = { 403: "crossSite", 413: "tooLarge", 422: "honeypot", 429: "tooMany" };
      setFailure(failures[response.status] ?? "server");
    } catch {
      setFailure("network");
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  const save = (form: HTMLFormElement) => saveRequestDraft(formValues(form));
  return (
    <form
      method="post"
      action={REQUESTS_ENDPOINT}
      noValidate
      aria-labelledby={FORM_HEADING_ID}
      onSubmit={handleSubmit}
      onInput={(event) => save(event.currentTarget)}
      onChange={(event) => save(event.currentTarget)}
    >
      <h2 id={FORM_HEADING_ID} className="mb-2 text-2xl font-bold text-brand-blue-800">
        {content.form.heading}
      </h2>
      <div role="alert">{Object.keys(errors).length ? <ErrorSummary content={content} errors={errors} /> : null}</div>
      <RequestFields key={draft.version} content={content} options={options} values={draft.values} errors={errors} />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          aria-disabled={sending || undefined}
          className={buttonClasses("primary", "shrink-0 px-10 aria-disabled:cursor-progress aria-disabled:opacity-60")}
        >
          {content.form.submit}
        </button>
        <p className="text-sm text-slate-700">{content.form.draftNote}</p>
      </div>
      <div role="status">{sending ? <p className="mt-4 text-slate-700">{content.form.sending}</p> : null}</div>
      <div role="alert">
        {failure ? (
          <p className="mt-4 rounded-2xl bg-brand-pink-50 px-4 py-3 font-bold text-brand-pink-700">
            {content.form.failure[failure]}
          </p>
        ) : null}
      </div>
      <p className="mt-6 text-sm text-slate-700">
        {privacy.text}{" "}
        <a href={privacy.href} className="font-bold text-brand-blue-700 underline underline-offset-2">
          {privacy.link}
        </a>
      </p>
    </form>
  );
}
