// A queue's state in its URL (claims-routes.ts, requests-routes.ts): its filters, its page and the
// handle of a remembered search (searches.ts). Read leniently: whatever is not valid is dropped,
// never an error, so a hand-edited or stale link still opens the list.
import { z } from "zod";

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
