// «Pide tu primera consulta»'s endpoint, mounted at /app/api/consultas by server/app.ts, with the
// complaints book's defences in the same order (server/form-submission/form-route.ts): cross-site
// posts refused, the honeypot, the schema (each wrong field named, 422, never counted), one request
// per submission, the sender's limit, then the request and its e-mails in one transaction, answered
// only after COMMIT: 201 JSON for the page's script, or a 303 to the «received» page for a plain
// form. A refusal never loses what was typed: the plain form gets the form again, filled in.
import { isAcceptablePhone } from "#shared/clinic/phone.ts";
import type { Context } from "hono";
import type { ConsultationContent } from "#shared/consultation-request/consultation-content-schema.ts";
import {
  draftOf,
  MULTI_FIELDS,
  OTHER_REASON,
  requestErrors,
  requestSchema,
  type RequestOptions,
} from "#shared/consultation-request/request-schema.ts";
import { clinic } from "#shared/clinic/facts.ts";
import type { ServiceContext } from "#server/service-context.ts";
import {
  createFormRoute,
  NO_STORE,
  rateLimitOf,
  repeatSince,
  type FormServiceOptions,
} from "#server/form-submission/form-route.ts";
import { loadConsultationContent, loadRequestOptions, messagesOf } from "./content.ts";
import { requestMails } from "./mails.tsx";
import { createRequestPages, RECEIVED_PAGE, REQUEST_PAGE } from "./pages.tsx";
import { requestOfSubmission, storeRequest } from "./store.ts";
import { countContact } from "#server/contact-counts/store.ts";

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

export interface ConsultationsOptions extends FormServiceOptions {
  content?: ConsultationContent;
  options?: RequestOptions;
}

export function createConsultationsRoutes(
  { db, root, origin, trustedProxies, now, wakeOutbox }: ServiceContext,
  {
    content = loadConsultationContent(),
    options = loadRequestOptions(),
    clinicEmail = clinic.email,
    maxBodyBytes = DEFAULT_MAX_BODY_BYTES,
    rateLimit = rateLimitOf(10),
    recipientLimit = 3,
  }: ConsultationsOptions = {},
) {
  const schema = requestSchema(messagesOf(content), options, { isPhone: isAcceptablePhone });
  const labelOf = (list: [string, string][], slug: string | undefined) => list.find(([s]) => s === slug)?.[1];

  return createFormRoute({
    log: "consultas",
    failure: content.form.failure,
    maxBodyBytes,
    rateLimit,
    trustedProxies,
    origin,
    multiFields: MULTI_FIELDS,
    pages: createRequestPages(content, options, root),
    draftOf: (values) => draftOf((field) => values[field]),
    check(draft) {
      const checked = schema.safeParse(draft);
      return checked.success ? checked : { success: false, errors: requestErrors(checked.error) };
    },
    earlier: (key) => requestOfSubmission(db, key, repeatSince(now()))?.code,
    store(request, submissionKey) {
      const labels = {
        reason: request.reason === OTHER_REASON ? content.form.options.otherReason : labelOf(options.reasons, request.reason)!,
        professional: labelOf(options.professionals, request.professional),
        consent: content.form.fields.consent,
      };
      const { code, repeated } = storeRequest(
        db,
        request,
        labels,
        (stored) => requestMails(content, stored, clinicEmail),
        now(),
        {
          submissionKey,
          repeatSince: repeatSince(now()),
          recipientLimit,
        },
      );
      return { record: code, repeated };
    },
    accepted(code) {
      // A line per request, without personal data.
      console.log(`consultas: registrada ${code}`);
      // The clinic's count of contacts: one more request today, from the request's page (never throws).
      countContact(db, "solicitud", REQUEST_PAGE, now());
      wakeOutbox();
    },
    /** A new request, or a repeat of the submission that made it: nothing personal in the URL. */
    answer: (c: Context, code: string, json: boolean) =>
      json ? c.json({ request: { code } }, 201, NO_STORE) : c.redirect(RECEIVED_PAGE, 303),
  });
}
