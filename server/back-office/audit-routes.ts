// The audit log's page: who saw or changed what, and when.
import { Hono } from "hono";
import { seesClaims, seesRequests } from "./accounts.ts";
import { audit, listAudit } from "./audit.ts";
import type { BackOfficeContext, Concern, Env } from "./context.ts";
import { page } from "./layout.tsx";
import { AuditPage } from "./pages.tsx";
import { BASE } from "./paths.ts";

export function auditConcern({ db, now }: BackOfficeContext): Concern {
  const routes = new Hono<Env>();
  routes.get(`${BASE}/auditoria`, (c) => {
    audit(db, { action: "ver_auditoria", staffId: c.get("session").staffId }, now());
    const { role } = c.get("session");
    const rows = listAudit(db, 500, {
      claims: seesClaims(role),
      requests: seesRequests(role),
      agenda: Boolean(c.get("session").agenda),
    });
    return c.html(page(AuditPage, { session: c.get("session"), rows }));
  });
  return { routes, menu: () => [{ href: `${BASE}/auditoria`, label: "Auditoría" }] };
}
