// «Pide tu primera consulta»'s endpoint, mounted at /app/api/consultas by server/app.ts, with the
// complaints book's defences in the same order (server/complaints/routes.ts): cross-site posts
// refused, the honeypot, the schema (each wrong field named, 422, never counted), one request per
// submission, the sender's limit, then the request and its e-mails in one transaction, answered
// only after COMMIT: 201 JSON for the page's script, or a 303 to the «received» page for a plain
// form. A refusal never loses what was typed: the plain form gets the form again, filled in.
import { createHash } from "node:crypto";
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ConsultationContent } from "../../consultation-request/consultation-content-schema.ts";
import {
  draftOf,
  HONEYPOT_FIELD,
  MULTI_FIELDS,
  OTHER_REASON,
  requestErrors,
  requestSchema,
  SUBMISSION_FIELD,
  SUBMISSION_ID,
  type RequestField,
  type RequestOptions,
} from "../../consultation-request/request-schema.ts";
import { clinic } from "../../clinic/facts.ts";
import type { Db } from "../db.ts";
import { ANSWER_PAGE_CSP } from "../complaints/pages.tsx";
import { clientAddress, createRateLimit, senderKey, withLoopback, type RateLimitOptions } from "../complaints/rate-limit.ts";
import { isCrossSite } from "../complaints/routes.ts";
import { loadConsultationContent, loadRequestOptions, messagesOf } from "./content.ts";
import { requestMails } from "./mails.tsx";
import { createRequestPages, RECEIVED_PAGE, REQUEST_PAGE } from "./pages.tsx";
import { requestOfSubmission, storeRequest } from "./store.ts";
import { countContact } from "../contact-counts/store.ts";

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;
const NO_STORE = { "Cache-Control": "no-store" };

export interface ConsultationsOptions {
  db: Db;
  root?: string;
  content?: ConsultationContent;
  options?: RequestOptions;
  /** Where the clinic's notice goes (CLINIC_CONSULTATIONS_EMAIL, else the clinic's e-mail in content/clinica.yml). */
  clinicEmail?: string;
  maxBodyBytes?: number;
  rateLimit?: RateLimitOptions | null;
  trustedProxies?: string[];
  /** Confirmations e-mailed to one address per 24 hours. */
  recipientLimit?: number;
  /** The site's public origin: posts from it are same-site even behind a proxy. */
  origin?: string;
  /** Called after each request is committed: wakes the outbox's delivery. */
  onStored?: () => void;
  now?: () => Date;
}

/** CONSULTAS_RATE_LIMIT (server/env.ts) per sender per 10 minutes. */
export const rateLimitOf = (max: number): RateLimitOptions => ({ max, windowMs: 10 * 60 * 1000 });

export function createConsultationsRoutes({
  db,
  root = "build/client",
  content = loadConsultationContent(),
  options = loadRequestOptions(),
  clinicEmail = clinic.email,
  maxBodyBytes = DEFAULT_MAX_BODY_BYTES,
  rateLimit = rateLimitOf(10),
  trustedProxies = withLoopback(),
  recipientLimit = 3,
  origin,
  onStored,
  now = () => new Date(),
}: ConsultationsOptions) {
  const routes = new Hono();
  const pages = createRequestPages(content, options, root);
  const schema = requestSchema(messagesOf(content), options);
  const hit = rateLimit ? createRateLimit(rateLimit) : null;
  const { failure } = content.form;
  const labelOf = (list: [string, string][], slug: string | undefined) => list.find(([s]) => s === slug)?.[1];

  const wantsJson = (c: Context) =>
    (c.req.header("accept") ?? "").includes("application/json") ||
    (c.req.header("content-type") ?? "").includes("application/json");
  const page = (c: Context, html: string, status: 403 | 413 | 422 | 429 | 503, headers: Record<string, string> = {}) =>
    c.html(html, status, { ...NO_STORE, ...headers, "Content-Security-Policy": ANSWER_PAGE_CSP });

  routes.post(
    "/",
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) =>
        wantsJson(c)
          ? c.json({ error: failure.tooLarge }, 413, { ...NO_STORE, Connection: "close" })
          : page(c, pages.failure(failure.tooLarge), 413),
    }),
    async (c) => {
      const json = wantsJson(c);
      const values = await readFields(c, json);
      if (values === null) {
        return json
          ? c.json({ error: "El cuerpo debe ser un formulario o JSON." }, 400, NO_STORE)
          : c.text("El cuerpo debe ser un formulario.", 400, NO_STORE);
      }
      const typed = draftOf((field) => values[field]);
      const sent = values[SUBMISSION_FIELD];
      const submission = typeof sent === "string" && SUBMISSION_ID.test(sent) ? sent : undefined;
      const refuse = (status: 403 | 422 | 429, message: string, headers: Record<string, string> = {}) =>
        json
          ? c.json({ error: message }, status, { ...NO_STORE, ...headers })
          : page(c, pages.form({ values: typed, failure: message, submission }), status, headers);
      const overLimit = () => {
        const verdict = hit?.(senderKey(clientAddress(c, trustedProxies)));
        return verdict && !verdict.allowed
          ? refuse(429, failure.tooMany, { "Retry-After": String(verdict.retryAfterSeconds) })
          : null;
      };

      if (isCrossSite(c, origin)) return refuse(403, failure.crossSite);
      const honeypot = values[HONEYPOT_FIELD];
      if (typeof honeypot === "string" && honeypot.trim() !== "") return overLimit() ?? refuse(422, failure.honeypot);

      const checked = schema.safeParse(typed);
      if (!checked.success) {
        const errors = requestErrors(checked.error);
        return json ? c.json({ errors }, 422, NO_STORE) : page(c, pages.form({ values: typed, errors, submission }), 422);
      }
      const request = checked.data;

      const key = submission ? submissionKey(submission, request) : null;
      const earlier = key ? requestOfSubmission(db, key) : undefined;
      if (earlier) return received(c, earlier.code, json);

      const limited = overLimit();
      if (limited) return limited;

      let code: string;
      try {
        const labels = {
          reason: request.reason === OTHER_REASON ? content.form.options.otherReason : labelOf(options.reasons, request.reason)!,
          professional: labelOf(options.professionals, request.professional),
          consent: content.form.fields.consent,
        };
        const result = storeRequest(db, request, labels, (stored) => requestMails(content, stored, clinicEmail), now(), {
          submissionKey: key,
          recipientLimit,
        });
        code = result.code;
        if (result.repeated) return received(c, code, json);
      } catch (error) {
        // Busy or read-only database, full disk: nothing stored, and the person is told so.
        console.error(`consultas: no se pudo guardar: ${(error as Error).name}: ${(error as Error).message}`);
        return json
          ? c.json({ error: failure.server }, 503, NO_STORE)
          : page(c, pages.form({ values: typed, failure: failure.server, submission }), 503);
      }
      // A line per request, without personal data.
      console.log(`consultas: registrada ${code}`);
      // The clinic's count of contacts: one more request today, from the request's page (never throws).
      countContact(db, "solicitud", REQUEST_PAGE, now());
      onStored?.();
      return received(c, code, json);
    },
  );

  /** A new request, or a repeat of the submission that made it: nothing personal in the URL. */
  function received(c: Context, code: string, json: boolean) {
    return json ? c.json({ request: { code } }, 201, NO_STORE) : c.redirect(RECEIVED_PAGE, 303);
  }

  return routes;
}

/** The body's fields: strings, and lists of strings for the checkboxes; null when neither JSON nor a form. */
async function readFields(c: Context, json: boolean): Promise<Record<string, string | string[]> | null> {
  try {
    const raw: unknown =
      json && (c.req.header("content-type") ?? "").includes("application/json")
        ? await c.req.json()
        : await c.req.parseBody({ all: true });
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
    const values: Record<string, string | string[]> = Object.create(null);
    for (const [key, value] of Object.entries(raw)) {
      if (typeof value === "string") values[key] = MULTI_FIELDS.has(key as RequestField) ? [value] : value;
      else if (Array.isArray(value) && MULTI_FIELDS.has(key as RequestField))
        values[key] = value.filter((item): item is string => typeof item === "string").slice(0, 20);
      else if (Array.isArray(value) && typeof value[0] === "string") values[key] = value[0];
    }
    return values;
  } catch {
    return null;
  }
}

/** One submission's key: its form's id and what it sent, so a different request never matches. */
function submissionKey(submission: string, request: object): string {
  return createHash("sha256").update(submission).update("\0").update(JSON.stringify(request)).digest("base64url");
}
