// The complaints book's HTTP endpoint, mounted at /app/api/reclamaciones by server/app.ts.
// POST / takes a claim as JSON (the page's script) or as a plain form post (no JavaScript), checks
// it with the page's own schema, stores it with its e-mails in one transaction, and answers only
// after COMMIT: 201 with the sheet (JSON, or a page). A refusal never loses what was typed: JSON
// answers name the fields (422) or the reason (403, 413, 429, 503) and the page keeps its fields;
// the plain form gets the form again, filled in. In order:
// - a post from another site is refused (Sec-Fetch-Site, else Origin): no page elsewhere can make
//   the clinic mail an address it chose;
// - the honeypot: refused with a message, and counted toward the sender's limit;
// - the schema: each wrong field named (422), never counted — mistakes never lock anyone out;
// - one claim per submission: a repeat of the same submission (its form's SUBMISSION_FIELD and
//   what was sent) answers the claim it already made, with its code, even when the first answer
//   was lost;
// - the sender's limit (its IPv4 address or IPv6 /64): accepted claims count, 429 past it;
// - the claim is stored; the person's copy is left out past the per-recipient limit.
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createHash } from "node:crypto";
import {
  COMPLAINT_FIELDS,
  complaintErrors,
  complaintSchema,
  HONEYPOT_FIELD,
  limaDate,
  SUBMISSION_FIELD,
  SUBMISSION_ID,
  type ComplaintDraft,
} from "../../complaints-book/complaint-schema.ts";
import type { ComplaintsBook } from "../../complaints-book/complaints-book-schema.ts";
import type { Db } from "../db.ts";
import { loadComplaintsBook, messagesOf } from "./content.ts";
import { claimMails, sheetOf } from "./mails.tsx";
import { createPages, ANSWER_PAGE_CSP } from "./pages.tsx";
import { clientAddress, createRateLimit, senderKey, withLoopback, type RateLimitOptions } from "./rate-limit.ts";
import { clinic } from "../../clinic/facts.ts";
import { claimOfSubmission, storeClaim, type StoredClaim } from "./store.ts";
import { countContact } from "../contact-counts/store.ts";

/** The complaints book's page (app/pages/libro-de-reclamaciones.astro): where every claim comes from. */
const COMPLAINTS_BOOK_PAGE = "/app/libro-de-reclamaciones";

export const DEFAULT_MAX_BODY_BYTES = 32 * 1024;

export interface ComplaintsOptions {
  db: Db;
  /** The build's client directory: the answer pages link its stylesheet. */
  root?: string;
  book?: ComplaintsBook;
  /** Where the clinic's notice goes (CLINIC_COMPLAINTS_EMAIL). */
  clinicEmail?: string;
  maxBodyBytes?: number;
  rateLimit?: RateLimitOptions | null;
  trustedProxies?: string[];
  /** Copies e-mailed to one address per 24 hours (COMPLAINTS_RECIPIENT_LIMIT). */
  recipientLimit?: number;
  /** The site's public origin (CLINIC_ORIGIN): posts from it are same-site even behind a proxy. */
  origin?: string;
  /** Called after each claim is committed: wakes the outbox's delivery. */
  onStored?: () => void;
  now?: () => Date;
}

const NO_STORE = { "Cache-Control": "no-store" };

/** COMPLAINTS_RATE_LIMIT (server/env.ts) per sender per 10 minutes. */
export const rateLimitOf = (max: number): RateLimitOptions => ({ max, windowMs: 10 * 60 * 1000 });

export function createComplaintsRoutes({
  db,
  root = "build/client",
  book = loadComplaintsBook(),
  clinicEmail = clinic.email,
  maxBodyBytes = DEFAULT_MAX_BODY_BYTES,
  rateLimit = rateLimitOf(20),
  trustedProxies = withLoopback(),
  recipientLimit = 3,
  origin,
  onStored,
  now = () => new Date(),
}: ComplaintsOptions) {
  const routes = new Hono();
  const pages = createPages(book, root);
  const messages = messagesOf(book);
  const hit = rateLimit ? createRateLimit(rateLimit) : null;

  const wantsJson = (c: Context) =>
    (c.req.header("accept") ?? "").includes("application/json") ||
    (c.req.header("content-type") ?? "").includes("application/json");
  const page = (c: Context, html: string, status: 201 | 403 | 413 | 422 | 429 | 503) =>
    c.html(html, status, { ...NO_STORE, "Content-Security-Policy": ANSWER_PAGE_CSP });

  routes.post(
    "/",
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) =>
        wantsJson(c)
          ? c.json({ error: book.form.failure.tooLarge }, 413, { ...NO_STORE, Connection: "close" })
          : page(c, pages.failure(book.form.failure.tooLarge), 413),
    }),
    async (c) => {
      const json = wantsJson(c);
      const values = await readValues(c, json);
      if (values === null) {
        return json
          ? c.json({ error: "El cuerpo debe ser un formulario o JSON." }, 400, NO_STORE)
          : c.text("El cuerpo debe ser un formulario.", 400, NO_STORE);
      }
      const typed = pick(values);
      const submission = SUBMISSION_ID.test(values[SUBMISSION_FIELD] ?? "") ? values[SUBMISSION_FIELD]! : undefined;
      const refuse = (status: 403 | 422 | 429, failure: string, headers: Record<string, string> = {}) =>
        json
          ? c.json({ error: failure }, status, { ...NO_STORE, ...headers })
          : c.html(pages.form({ values: typed, failure, submission }), status, {
              ...NO_STORE,
              ...headers,
              "Content-Security-Policy": ANSWER_PAGE_CSP,
            });
      /** Counts toward the sender's limit; the refusal when past it. */
      const overLimit = () => {
        const verdict = hit?.(senderKey(clientAddress(c, trustedProxies)));
        return verdict && !verdict.allowed
          ? refuse(429, book.form.failure.tooMany, { "Retry-After": String(verdict.retryAfterSeconds) })
          : null;
      };

      if (isCrossSite(c, origin)) return refuse(403, book.form.failure.crossSite);

      // People never see the honeypot. Whatever filled it gets the form back with a message, not a
      // silent drop: a person whose browser filled it by mistake just sends again.
      if (typeof values[HONEYPOT_FIELD] === "string" && values[HONEYPOT_FIELD].trim() !== "") {
        return overLimit() ?? refuse(422, book.form.failure.honeypot);
      }

      const checked = complaintSchema(messages, limaDate(now())).safeParse(typed);
      if (!checked.success) {
        const errors = complaintErrors(checked.error);
        return json ? c.json({ errors }, 422, NO_STORE) : page(c, pages.form({ values: typed, errors, submission }), 422);
      }

      // The same submission again: the claim it made, not a second one, and not counted.
      const key = submission ? submissionKey(submission, checked.data) : null;
      const earlier = key ? claimOfSubmission(db, key) : undefined;
      if (earlier) return answerSheet(c, earlier, json);

      const limited = overLimit();
      if (limited) return limited;

      let stored;
      try {
        const result = storeClaim(db, checked.data, (claim) => claimMails(book, claim, clinicEmail), now(), {
          submissionKey: key,
          recipientLimit,
        });
        if (result.repeated) return answerSheet(c, result.claim, json);
        stored = result.claim;
      } catch (error) {
        // Busy or read-only database, full disk: nothing stored, and the person is told so.
        console.error(`reclamaciones: no se pudo guardar: ${(error as Error).name}: ${(error as Error).message}`);
        return json
          ? c.json({ error: book.form.failure.server }, 503, NO_STORE)
          : page(c, pages.form({ values: typed, failure: book.form.failure.server, submission }), 503);
      }
      // A line per claim, without personal data: the code is enough to find it.
      console.log(`reclamaciones: registrado ${stored.code}`);
      // The clinic's count of contacts: one more claim today, from the book's page (never throws).
      countContact(db, "reclamo", COMPLAINTS_BOOK_PAGE, now());
      onStored?.();
      return answerSheet(c, stored, json);
    },
  );

  /** 201 with the sheet, for a new claim and for a repeat of the submission that made it. */
  function answerSheet(c: Context, stored: StoredClaim, json: boolean) {
    const sheet = sheetOf(stored);
    return json ? c.json({ claim: sheet }, 201, NO_STORE) : page(c, pages.sheet(sheet), 201);
  }

  return routes;
}

/** The body's fields as strings; null when it is neither JSON nor a form. */
async function readValues(c: Context, json: boolean): Promise<Record<string, string> | null> {
  try {
    const raw: unknown =
      json && (c.req.header("content-type") ?? "").includes("application/json") ? await c.req.json() : await c.req.parseBody();
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
    // Strings only (a File or a nested value is not a field of this form); no prototype.
    const values: Record<string, string> = Object.create(null);
    for (const [key, value] of Object.entries(raw)) if (typeof value === "string") values[key] = value;
    return values;
  } catch {
    return null;
  }
}

/** The form's own fields, as typed, to give back. */
const pick = (values: Record<string, string>): ComplaintDraft =>
  Object.fromEntries(COMPLAINT_FIELDS.filter((field) => field in values).map((field) => [field, values[field]!]));

/** One submission's key: its form's id and what it sent, so a different claim never matches. */
function submissionKey(submission: string, claim: object): string {
  return createHash("sha256").update(submission).update("\0").update(JSON.stringify(claim)).digest("base64url");
}

/**
 * A post another site's page made. Browsers say so in Sec-Fetch-Site (cross-site, or same-site
 * for another subdomain); older ones send an Origin that is neither this host nor the site's public
 * origin. A request with neither header is not a browser's cross-site post (a script can post
 * anyway: the sender and recipient limits are for that).
 */
export function isCrossSite(c: Context, origin?: string): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site) return site !== "same-origin" && site !== "none";
  const from = c.req.header("origin");
  if (!from) return false;
  if (from === "null") return true;
  if (origin && from === origin) return false;
  try {
    return new URL(from).host !== (c.req.header("host") ?? new URL(c.req.url).host);
  } catch {
    return true;
  }
}
