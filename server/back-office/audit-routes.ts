// The audit log's page: who saw or changed what, and when, filtered by its GET form.
import { Hono } from "hono";
import { z } from "zod";
import { seesClaims, seesRequests } from "./accounts.ts";
import { actionsSeen, audit, auditActions, listAudit, type AuditAction } from "./audit.ts";
import { AUDIT_PATH, AuditPage, type AuditState } from "./audit-page.tsx";
import type { BackOfficeContext, Concern, Env } from "./context.ts";
import { page } from "./layout.tsx";
import { listStateReader, queueFields } from "./list-state.ts";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(value)))
  .optional()
  .catch(undefined);
/** The log's state from its URL: whatever is not valid is dropped, never an error (list-state.ts). */
const auditStateSchema = z.object({
  accion: z
    .enum(Object.keys(auditActions) as [AuditAction, ...AuditAction[]])
    .optional()
    .catch(undefined),
  cuenta: z
    .string()
    .regex(/^[1-9]\d{0,8}$/)
    .optional()
    .catch(undefined),
  desde: day,
  hasta: day,
  vistas: z.literal("1").optional().catch(undefined),
  pagina: queueFields.pagina,
});
const { of: auditStateOf } = listStateReader<AuditState>(auditStateSchema);

export function auditConcern({ db, now }: BackOfficeContext): Concern {
  const routes = new Hono<Env>();
  routes.get(AUDIT_PATH, (c) => {
    const session = c.get("session");
    audit(db, { action: "ver_auditoria", staffId: session.staffId }, now());
    const sees = { claims: seesClaims(session.role), requests: seesRequests(session.role), agenda: Boolean(session.agenda) };
    const state = auditStateOf(c.req.query());
    const actions = actionsSeen(sees);
    // An action this account may not see is no filter: the whole log it may see.
    if (state.accion && !actions.includes(state.accion)) state.accion = undefined;
    const log = listAudit(
      db,
      {
        action: state.accion,
        staffId: state.cuenta ? Number(state.cuenta) : undefined,
        from: state.desde,
        to: state.hasta,
        views: state.vistas === "1",
        page: state.pagina,
      },
      sees,
    );
    const accounts = (db.prepare("SELECT id, name FROM staff ORDER BY name").all() as { id: number; name: string }[]).map(
      ({ id, name }) => [String(id), name] as [string, string],
    );
    return c.html(page(AuditPage, { session, state, log, actions, accounts }));
  });
  return { routes, menu: () => [{ href: AUDIT_PATH, label: "Auditoría" }] };
}
