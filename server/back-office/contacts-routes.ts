// The clinic's count of contacts: totals only, nothing about a person (contacts-page.ts).
import { Hono } from "hono";
import { audit } from "./audit.ts";
import { contactsPage } from "./contacts-page.ts";
import type { BackOfficeContext, Concern, Env } from "./context.ts";
import { BASE } from "./pages.ts";

export function contactsConcern({ db, now, options }: BackOfficeContext): Concern {
  const routes = new Hono<Env>();
  routes.get(`${BASE}/contactos`, (c) => {
    audit(db, { action: "ver_contactos", staffId: c.get("session").staffId }, now());
    return c.html(contactsPage(c.get("session"), db, new Date(now()), options.pageName));
  });
  return { routes, menu: () => [{ href: `${BASE}/contactos`, label: "Contactos del sitio" }] };
}
