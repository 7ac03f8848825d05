// The clinic's count of contacts: totals only, nothing about a person (contacts-page.tsx).
import { Hono } from "hono";
import { audit } from "./audit.ts";
import { contactCounts, ContactsPage } from "./contacts-page.tsx";
import { page } from "./layout.tsx";
import type { BackOfficeContext, Concern, Env } from "./context.ts";
import { BASE } from "./paths.ts";

export function contactsConcern({ db, now, options }: BackOfficeContext): Concern {
  const routes = new Hono<Env>();
  routes.get(`${BASE}/contactos`, (c) => {
    audit(db, { action: "ver_contactos", staffId: c.get("session").staffId }, now());
    return c.html(
      page(ContactsPage, {
        session: c.get("session"),
        pageName: options.pageName,
        ...contactCounts(db, c.get("session").role, new Date(now())),
      }),
    );
  });
  return { routes, menu: () => [{ href: `${BASE}/contactos`, label: "Contactos del sitio" }] };
}
