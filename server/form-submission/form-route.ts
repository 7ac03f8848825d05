// The POST endpoint the complaints book and «Pide tu primera consulta» share: each gives its pages,
// its schema and its store; this holds the defences, in this order:
// - a body over the limit: 413, before it is read;
// - a post from another site is refused (403, cross-site.ts): no page elsewhere can make the
//   clinic mail an address it chose;
// - the honeypot: refused with a message, and counted toward the sender's limit;
// - the schema: each wrong field named (422), never counted — mistakes never lock anyone out;
// - one record per submission: a repeat of the same submission (its form's SUBMISSION_FIELD, its
//   sender and what was sent) within REPEAT_WINDOW_MS answers the record it already made, even when
//   the first answer was lost; later, the same again is a new record (never a silent drop). The
//   sender is part of the key because a page without JavaScript sends the id its build wrote, the
//   same for every visitor: two people are never taken for one;
// - the sender's limit (#server/rate-limit.ts, its IPv4 address or IPv6 /64): accepted records
//   count, 429 past it;
// - the record is stored with its e-mails in one transaction, answered only after COMMIT.
// JSON for the page's script, or a plain form post (no JavaScript). A refusal never loses what was
// typed: JSON answers name the fields or the reason, and the plain form gets the form again, filled in.
import { createHash } from "node:crypto";
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HONEYPOT_FIELD, SUBMISSION_FIELD, SUBMISSION_ID } from "#shared/forms/form-rules.ts";
import { ANSWER_PAGE_CSP } from "./answer-page.tsx";
import { isCrossSite } from "./cross-site.ts";
import { createRateLimit, senderOf, type RateLimitOptions } from "#server/rate-limit.ts";

export const NO_STORE = { "Cache-Control": "no-store" };
/** An answer page's headers: never cached, and its own policy. */
export const ANSWER_HEADERS = { ...NO_STORE, "Content-Security-Policy": ANSWER_PAGE_CSP };

/** A form's rate limit (COMPLAINTS_RATE_LIMIT, CONSULTAS_RATE_LIMIT: server/env.ts) per sender per 10 minutes. */
export const rateLimitOf = (max: number): RateLimitOptions => ({ max, windowMs: 10 * 60 * 1000 });

/**
 * How long a repeat of one submission is the same record: long enough for a double tap, a reload or
 * a retry after a lost answer; short enough that the same request sent again later (nobody called)
 * is a new one that reaches the clinic.
 */
export const REPEAT_WINDOW_MS = 10 * 60 * 1000;

/** The earliest time (ISO) a submission's earlier record still answers a repeat of it. */
export const repeatSince = (now: Date) => new Date(now.getTime() - REPEAT_WINDOW_MS).toISOString();

/** Each form's own options (server/app.ts), besides the service's context (server/service-context.ts). */
export interface FormServiceOptions {
  /** Where the clinic's notice goes (CLINIC_COMPLAINTS_EMAIL, CLINIC_CONSULTATIONS_EMAIL; else the clinic's e-mail). */
  clinicEmail?: string;
  maxBodyBytes?: number;
  rateLimit?: RateLimitOptions | null;
  /** Copies e-mailed to one address per 24 hours (COMPLAINTS_RECIPIENT_LIMIT for the book). */
  recipientLimit?: number;
}

/** The body's fields: strings, and lists of strings for the fields a form sends more than once. */
export type Fields = Record<string, string | string[]>;

/** The form's failure messages (content/), each in its own words. */
export interface FormFailures {
  tooLarge: string;
  crossSite: string;
  honeypot: string;
  tooMany: string;
  server: string;
}

export interface FormRouteOptions<Draft, Errors, Data extends object, Stored> {
  /** The log lines' first word ("reclamaciones"): nothing personal ever follows it. */
  log: string;
  failure: FormFailures;
  maxBodyBytes: number;
  rateLimit: RateLimitOptions | null;
  trustedProxies: string[];
  origin?: string;
  /** The fields sent more than once (checkboxes), kept as lists; without it, strings only. */
  multiFields?: ReadonlySet<string>;
  /** The answer pages for a plain form post. */
  pages: {
    form(args: { values: Draft; errors?: Errors; failure?: string; submission?: string }): string;
    failure(message: string): string;
  };
  /** The form's own fields, as typed, to give back. */
  draftOf(values: Fields): Draft;
  check(draft: Draft): { success: true; data: Data } | { success: false; errors: Errors };
  /** The record an earlier post of the same submission made, within REPEAT_WINDOW_MS. */
  earlier(key: string): Stored | undefined;
  /** Stores the record and its e-mails in one transaction; `repeated` when the submission made it meanwhile. */
  store(data: Data, submissionKey: string | null): { record: Stored; repeated: boolean };
  /** After a new record's COMMIT: its log line, its count, the outbox's wake-up. */
  accepted(record: Stored): void;
  /** 201, for a new record and for a repeat of the submission that made it. */
  answer(c: Context, record: Stored, json: boolean): Response;
}

export function createFormRoute<Draft, Errors, Data extends object, Stored>(form: FormRouteOptions<Draft, Errors, Data, Stored>) {
  const { failure, pages } = form;
  const routes = new Hono();
  const limit = form.rateLimit ? createRateLimit(form.rateLimit) : null;

  const wantsJson = (c: Context) =>
    (c.req.header("accept") ?? "").includes("application/json") ||
    (c.req.header("content-type") ?? "").includes("application/json");
  const page = (c: Context, html: string, status: 403 | 413 | 422 | 429 | 503, headers: Record<string, string> = {}) =>
    c.html(html, status, { ...ANSWER_HEADERS, ...headers });

  routes.post(
    "/",
    bodyLimit({
      maxSize: form.maxBodyBytes,
      onError: (c) =>
        wantsJson(c)
          ? c.json({ error: failure.tooLarge }, 413, { ...NO_STORE, Connection: "close" })
          : page(c, pages.failure(failure.tooLarge), 413),
    }),
    async (c) => {
      const json = wantsJson(c);
      const values = await readFields(c, json, form.multiFields);
      if (values === null) {
        return json
          ? c.json({ error: "El cuerpo debe ser un formulario o JSON." }, 400, NO_STORE)
          : c.text("El cuerpo debe ser un formulario.", 400, NO_STORE);
      }
      const typed = form.draftOf(values);
      const sent = values[SUBMISSION_FIELD];
      const submission = typeof sent === "string" && SUBMISSION_ID.test(sent) ? sent : undefined;
      const refuse = (status: 403 | 422 | 429 | 503, message: string, headers: Record<string, string> = {}) =>
        json
          ? c.json({ error: message }, status, { ...NO_STORE, ...headers })
          : page(c, pages.form({ values: typed, failure: message, submission }), status, headers);
      const sender = senderOf(c, form.trustedProxies);
      /** Counts toward the sender's limit; the refusal when past it. */
      const overLimit = async () => {
        const verdict = await limit?.hit(sender);
        return verdict && !verdict.allowed
          ? refuse(429, failure.tooMany, { "Retry-After": String(verdict.retryAfterSeconds) })
          : null;
      };

      if (isCrossSite(c, form.origin)) return refuse(403, failure.crossSite);

      // People never see the honeypot. Whatever filled it gets the form back with a message, not a
      // silent drop: a person whose browser filled it by mistake just sends again.
      const honeypot = values[HONEYPOT_FIELD];
      if (typeof honeypot === "string" && honeypot.trim() !== "") return (await overLimit()) ?? refuse(422, failure.honeypot);

      const checked = form.check(typed);
      if (!checked.success) {
        const { errors } = checked;
        return json ? c.json({ errors }, 422, NO_STORE) : page(c, pages.form({ values: typed, errors, submission }), 422);
      }

      // The same submission again: the record it made, not a second one, and not counted.
      const key = submission ? submissionKey(submission, sender, checked.data) : null;
      const earlier = key ? form.earlier(key) : undefined;
      if (earlier) return form.answer(c, earlier, json);

      const limited = await overLimit();
      if (limited) return limited;

      let stored;
      try {
        stored = form.store(checked.data, key);
      } catch (error) {
        // Busy or read-only database, full disk: nothing stored, and the person is told so.
        console.error(`${form.log}: no se pudo guardar: ${(error as Error).name}: ${(error as Error).message}`);
        return refuse(503, failure.server);
      }
      if (!stored.repeated) form.accepted(stored.record);
      return form.answer(c, stored.record, json);
    },
  );
  return routes;
}

/** The body's fields; null when it is neither JSON nor a form. */
async function readFields(c: Context, json: boolean, multi?: ReadonlySet<string>): Promise<Fields | null> {
  try {
    const raw: unknown =
      json && (c.req.header("content-type") ?? "").includes("application/json")
        ? await c.req.json()
        : await c.req.parseBody({ all: Boolean(multi) });
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
    // Strings (a File or a nested value is not a field of these forms), lists only where a form
    // sends them; no prototype.
    const values: Fields = Object.create(null);
    for (const [key, value] of Object.entries(raw)) {
      if (typeof value === "string") values[key] = multi?.has(key) ? [value] : value;
      else if (!multi || !Array.isArray(value)) continue;
      else if (multi.has(key)) values[key] = value.filter((item): item is string => typeof item === "string").slice(0, 20);
      else if (typeof value[0] === "string") values[key] = value[0];
    }
    return values;
  } catch {
    return null;
  }
}

/**
 * One submission's key: its form's id, its sender and what it sent, so a different record, or the
 * same page's id sent by someone else, never matches. A hash: the sender's address is not kept.
 */
function submissionKey(submission: string, sender: string, record: object): string {
  return createHash("sha256")
    .update(submission)
    .update("\0")
    .update(sender)
    .update("\0")
    .update(JSON.stringify(record))
    .digest("base64url");
}
