// The kinds of contact the clinic counts, where the pages send a count, and which page paths a
// count may name. Shared by the pages (the inline script, the contact form) and the service.

/** What the count calls each kind of contact (the `kind` column; staff see the labels). */
export const CONTACT_KINDS = ["solicitud", "formulario", "chat", "telefono", "reclamo"] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

export const CONTACT_KIND_LABELS: Record<ContactKind, string> = {
  solicitud: "Solicitudes de consulta",
  formulario: "Formularios de contacto",
  chat: "Toques al chat (WhatsApp)",
  telefono: "Toques al teléfono",
  reclamo: "Reclamos y quejas",
};

/** The service's endpoint: a POST with the form fields `tipo` and `pagina`, answered 204. */
export const COUNT_ENDPOINT = "/app/api/cuenta";

/** The kinds the pages send themselves (the others are counted by the service as it stores them). */
export const BEACON_KINDS = { chat: "chat", phone: "telefono", form: "formulario" } as const satisfies Record<
  string,
  ContactKind
>;

/** At most this long: the site's longest path is well under it. */
export const PAGE_MAX = 200;

/**
 * A page path as counts hold it: the path alone (no query string, no fragment, no origin), under
 * /app/, without a trailing slash except the home page's "/app/", lower-case slug words only.
 * Undefined for anything else: a count never names another site's page, a file or a query.
 */
export function normalisePage(input: string): string | undefined {
  if (input.length > PAGE_MAX) return undefined;
  let path = input.trim();
  try {
    // A full address of any origin is reduced to its path; the service checks the page exists.
    if (/^https?:\/\//i.test(path)) path = new URL(path).pathname;
  } catch {
    return undefined;
  }
  path = path.replace(/[?#].*$/, "");
  if (path === "/app" || path === "/app/") return "/app/";
  path = path.replace(/\/+$/, "").replace(/\.html$/, "");
  return /^\/app(\/[a-z0-9]+(-[a-z0-9]+)*)+$/.test(path) ? path : undefined;
}
