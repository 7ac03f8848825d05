// The complaints book's HTTP endpoint, mounted at /app/api/reclamaciones by server/app.ts.
// POST / takes a claim as JSON (the page's script) or as a plain form post (no JavaScript), checks
// it with the page's own schema, stores it with its e-mails in one transaction, and answers only
// after COMMIT: 201 with the sheet (JSON, or a page). A refusal never loses what was typed: JSON
// answers name the fields (422) or the reason (413, 429, 503) and the page keeps its fields; the
// plain form gets the form again, filled in.
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  COMPLAINT_FIELDS,
  complaintErrors,
  complaintSchema,
  HONEYPOT_FIELD,
  limaDate,
  type ComplaintDraft,
} from "../../complaints-book/complaint-schema.ts";
import type { ComplaintsBook } from "../../complaints-book/complaints-book-schema.ts";
import type { Db } from "../db.ts";
import { loadComplaintsBook, messagesOf } from "./content.ts";
import { claimMails, sheetOf } from "./mails.tsx";
import { createPages, ANSWER_PAGE_CSP } from "./pages.tsx";
import { clientAddress, createRateLimit, withLoopback, type RateLimitOptions } from "./rate-limit.ts";
import { clinic } from "../../clinic/facts.ts";
import { insertClaim } from "./store.ts";

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
  const page = (c: Context, html: string, status: 201 | 413 | 422 | 429 | 503) =>
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

      if (hit) {
        const verdict = hit(clientAddress(c, trustedProxies));
        if (!verdict.allowed) {
          const headers = { ...NO_STORE, "Retry-After": String(verdict.retryAfterSeconds) };
          if (json) return c.json({ error: book.form.failure.tooMany }, 429, headers);
          return c.html(pages.form({ values: typed, failure: book.form.failure.tooMany }), 429, {
            ...headers,
            "Content-Security-Policy": ANSWER_PAGE_CSP,
          });
        }
      }

      // People never see the honeypot. Whatever filled it gets the form back (emptied) with a
      // message, not a silent drop: a person whose browser filled it by mistake just sends again.
      if (typeof values[HONEYPOT_FIELD] === "string" && values[HONEYPOT_FIELD].trim() !== "") {
        const failure = book.form.honeypot;
        return json ? c.json({ error: failure }, 422, NO_STORE) : page(c, pages.form({ values: typed, failure }), 422);
      }

      const checked = complaintSchema(messages, limaDate(now())).safeParse(typed);
      if (!checked.success) {
        const errors = complaintErrors(checked.error);
        return json ? c.json({ errors }, 422, NO_STORE) : page(c, pages.form({ values: typed, errors }), 422);
      }

      let stored;
      try {
        stored = insertClaim(db, checked.data, (claim) => claimMails(book, claim, clinicEmail), now());
      } catch (error) {
        // Busy or read-only database, full disk: nothing stored, and the person is told so.
        console.error(`reclamaciones: no se pudo guardar: ${(error as Error).name}: ${(error as Error).message}`);
        return json
          ? c.json({ error: book.form.failure.server }, 503, NO_STORE)
          : page(c, pages.form({ values: typed, failure: book.form.failure.server }), 503);
      }
      // A line per claim, without personal data: the code is enough to find it.
      console.log(`reclamaciones: registrado ${stored.code}`);
      onStored?.();
      const sheet = sheetOf(stored);
      return json ? c.json({ claim: sheet }, 201, NO_STORE) : page(c, pages.sheet(sheet), 201);
    },
  );

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
