// Exports of personal data on a page of their own (/app/gestion/exportar), not one tap away in the
// menu: what each file holds, a warning, and the audit line every download writes. The files' own
// URLs are the claims', the requests' and the appointments' (claims-list.ts, requests-list.ts,
// agenda/), for the roles that see them.
import { Hono } from "hono";
import { audit } from "./audit.ts";
import type { BackOfficeContext, Concern, Env } from "./context.ts";
import { ExportsPage } from "./exports-page.tsx";
import { page } from "./layout.tsx";
import { BASE } from "./paths.ts";

export const EXPORTS_PAGE = `${BASE}/exportar`;

export function exportsConcern({ db, now }: BackOfficeContext): Concern {
  const routes = new Hono<Env>();
  routes.get(EXPORTS_PAGE, (c) => {
    audit(db, { action: "ver_exportar", staffId: c.get("session").staffId }, now());
    return c.html(page(ExportsPage, { session: c.get("session") }));
  });
  return { routes, menu: () => [{ href: EXPORTS_PAGE, label: "Exportar datos" }] };
}
