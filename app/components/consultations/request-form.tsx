// «Pide tu primera consulta»'s form in the browser. Without JavaScript it is a plain POST to the
// service, which answers with a redirect to the «received» page or with the form again
// (server/consultations/). With it, as the complaints book's form: the same rules checked before
// sending, each wrong field named inline, the draft kept in this tab, the send by fetch; on success
// the «received» page, with a short summary of the person's choices for the chat. On any failure
// what was typed stays and a message says what to do. A doctor's profile links here with
// ?profesional=<slug>: that professional is preselected (unless the draft chose another).
import { useCallback, useMemo } from "react";
import type { ConsultationContent } from "#shared/consultation-request/consultation-content-schema.ts";
import { PROFESSIONAL_PARAM } from "#shared/consultation-request/options.ts";
import {
  draftOf,
  MULTI_FIELDS,
  OTHER_REASON,
  REQUEST_FIELDS,
  requestErrors,
  requestSchema,
  type ConsultationRequest,
  type RequestOptions,
} from "#shared/consultation-request/request-schema.ts";
import { fill } from "#shared/content/fill.ts";
import { ErrorSummary, FORM_HEADING_ID, RequestFields, SUMMARY_ID } from "#shared/consultation-request/request-fields.tsx";
import { FormSend } from "#app/components/ui/form-send.tsx";
import { createFormDraft } from "#app/lib/form-draft.ts";
import { useFormSubmission } from "#app/lib/use-form-submission.ts";
import { saveChatSummary } from "./chat-summary.ts";
import { withTexts } from "#app/components/ui/with-texts.tsx";

export const REQUESTS_ENDPOINT = "/app/api/consultas";
export const RECEIVED_PATH = "/app/pide-tu-primera-consulta/recibida";

const draftStore = createFormDraft("consulta-borrador", REQUEST_FIELDS, draftOf, MULTI_FIELDS);

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
  const schema = useMemo(
    () => requestSchema({ labels: content.form.fields, errors: content.form.errors }, options),
    [content, options],
  );
  const { draft, errors, failure, sending, form } = useFormSubmission({
    endpoint: REQUESTS_ENDPOINT,
    summaryId: SUMMARY_ID,
    draft: draftStore,
    // The draft, or the professional a doctor's profile links with (unless the draft chose another).
    load: useCallback(() => {
      const saved = draftStore.load() ?? {};
      const wanted = new URLSearchParams(window.location.search).get(PROFESSIONAL_PARAM);
      const known = options.professionals.some(([slug]) => slug === wanted);
      return known && !saved.professional ? { ...saved, professional: wanted! } : saved;
    }, [options]),
    schema,
    errorsOf: requestErrors,
    onSent(_, request) {
      saveChatSummary(chatSummary(content, options, request));
      window.location.assign(RECEIVED_PATH);
    },
  });

  return (
    <form {...form} aria-labelledby={FORM_HEADING_ID}>
      <h2 id={FORM_HEADING_ID} className="mb-2 text-2xl font-bold text-brand-blue-800">
        {content.form.heading}
      </h2>
      <div role="alert">{Object.keys(errors).length ? <ErrorSummary content={content} errors={errors} /> : null}</div>
      <RequestFields key={draft.version} content={content} options={options} values={draft.values} errors={errors} />
      <FormSend texts={content.form} sending={sending} failure={failure} />
      <p className="mt-6 text-sm text-slate-700">
        {privacy.text}{" "}
        <a href={privacy.href} className="font-bold text-brand-blue-700 underline underline-offset-2">
          {privacy.link}
        </a>
      </p>
    </form>
  );
}

/** The island (app/components/README.md): RequestForm hydrated in the browser on its own, with the texts it shows as a prop. */
export const RequestFormIsland = withTexts(RequestForm);
