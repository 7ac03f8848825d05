// A queue's state in its URL (claims-routes.ts, requests-routes.ts): its filters, its page and the
// handle of a remembered search (searches.ts). Read leniently: whatever is not valid is dropped,
// never an error, so a hand-edited or stale link still opens the list.
import type { Context } from "hono";
import { z } from "zod";
import type { Env } from "./context.ts";
import { SEARCH_MAX } from "./requests.ts";
import { rememberSearch } from "./searches.ts";

/** What every queue's state has besides its own filters: the page and the search's handle. */
export const queueFields = {
  pagina: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  b: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8}$/)
    .optional()
    .catch(undefined),
};

/** Reads a queue's state from a URL's query (`of`) or from what a form carried back, "?estado=…" (`from`). */
export function listStateReader<State>(schema: z.ZodType<State>) {
  const of = (query: Record<string, string>): State => schema.parse(query);
  const from = (value: unknown) =>
    of(Object.fromEntries(new URLSearchParams(typeof value === "string" ? value.slice(0, 500) : "")));
  return { of, from };
}

/** A queue's state as its link's query, "?estado=nueva&pagina=2", or "" for the plain list. */
export function listQuery(state: object, changes: Record<string, string | number | undefined> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...state, ...changes }))
    if (value !== undefined && value !== "" && !(key === "pagina" && value === 1)) params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * A queue's search, posted (it names a person: never in a URL) and kept for the session under a
 * handle; then the queue at `base` ("…/consultas/") with it, on its first page.
 */
export const searchRoute = (base: string, from: (value: unknown) => object) => async (c: Context<Env>) => {
  const body = await c.req.parseBody();
  const state = from(body.lista);
  const q = typeof body.q === "string" ? body.q.trim().slice(0, SEARCH_MAX) : "";
  const b = q ? rememberSearch(c.get("session").idHash, q) : undefined;
  return c.redirect(`${base}${listQuery({ ...state, b, pagina: undefined })}`, 303);
};
