// The count's endpoint, mounted at COUNT_ENDPOINT (/app/api/cuenta) by server/app.ts: the pages
// post { tipo, pagina } as a form (navigator.sendBeacon) when a chat or phone link is followed or
// the contact form is sent, and get 204 with no body. The sender's address is used only in memory
// for the limit, never stored; nothing is set or read in a cookie. In order:
// - only a post the site's own page made is counted: Sec-Fetch-Site: same-origin, or an Origin of
//   the site's own (403 otherwise). A browser's beacon says so; a plain script that says neither
//   cannot inflate the counts, and no page elsewhere can add to them;
// - the sender's limit (as the complaints book's, in memory): 429 past it;
// - the fields, checked with zod: a kind the pages send (requests and claims are counted by the
//   service itself when it stores them), and a path of one of the site's own pages (400 otherwise).
import { existsSync } from "node:fs";
import path from "node:path";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { BEACON_KINDS, normalisePage, PAGE_MAX } from "#shared/contact-counts/contact-counts.ts";
import { isSameOrigin } from "#server/form-submission/cross-site.ts";
import { createRateLimit, senderOf, type RateLimitOptions } from "#server/rate-limit.ts";
import type { ServiceContext } from "#server/service-context.ts";
import { countContact } from "./store.ts";

/** The count's own options, besides the service's context (a count names one of `root`'s pages). */
export interface CountOptions {
  /** Counts per sender: 120 per 10 minutes by default (a person taps a few links; a script, more). */
  rateLimit?: RateLimitOptions | null;
}

const NO_STORE = { "Cache-Control": "no-store" };

const countInput = z.object({
  tipo: z.enum(Object.values(BEACON_KINDS)),
  pagina: z.string().max(PAGE_MAX),
});

/** Whether `page` (a normalised path) is a page of the build: its index.html, or a file page (404). */
export const isSitePage = (root: string, page: string) =>
  existsSync(path.join(root, page, "index.html")) || existsSync(path.join(root, `${page}.html`));

export function createCountRoutes(
  { db, root, origin, trustedProxies, now }: ServiceContext,
  { rateLimit = { max: 120, windowMs: 10 * 60 * 1000 } }: CountOptions = {},
) {
  const routes = new Hono();
  const limit = rateLimit ? createRateLimit(rateLimit) : null;
  const refuse = (c: Context, status: 400 | 403 | 429, error: string, headers: Record<string, string> = {}) =>
    c.json({ error }, status, { ...NO_STORE, ...headers });

  routes.post(
    "/",
    bodyLimit({ maxSize: 1024, onError: (c) => c.json({ error: "Demasiado grande." }, 413, NO_STORE) }),
    async (c) => {
      if (!isSameOrigin(c, origin)) return refuse(c, 403, "Solicitud rechazada: viene de otro sitio.");
      const verdict = await limit?.hit(senderOf(c, trustedProxies));
      if (verdict && !verdict.allowed)
        return refuse(c, 429, "Demasiadas solicitudes.", { "Retry-After": String(verdict.retryAfterSeconds) });
      const body: unknown = (c.req.header("content-type") ?? "").includes("application/json")
        ? await c.req.json().catch(() => null)
        : await c.req.parseBody().catch(() => null);
      const input = countInput.safeParse(body);
      const page = input.success ? normalisePage(input.data.pagina) : undefined;
      if (!input.success || !page || !isSitePage(root, page)) return refuse(c, 400, "Cuenta no válida.");
      countContact(db, input.data.tipo, page, now());
      return c.body(null, 204, NO_STORE);
    },
  );
  return routes;
}
