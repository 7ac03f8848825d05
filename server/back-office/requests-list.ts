// The requests' queue's list, its search and its CSV (requests-routes.ts mounts them).
import type { Context } from "hono";
import { audit } from "./audit.ts";
import type { Env } from "./context.ts";
import { toCsv } from "./csv.ts";
import { page } from "./layout.tsx";
import { searchRoute } from "./list-state.ts";
import { RequestListPage } from "./request-list-page.tsx";
import { countByState, requestExportRows, requestFilterChoices, requestsDue, REQUEST_EXPORT_HEADER } from "./requests.ts";
import { listStateFrom, listStateOf, REQUESTS_BASE, type RequestsQueue } from "./requests-queue.ts";

/** The list: by urgency, searched, filtered, in pages. */
export const showRequestList = (queue: RequestsQueue) => (c: Context<Env>) => {
  const { db, now, rule } = queue;
  const session = c.get("session");
  const state = listStateOf(c.req.query());
  const search = queue.searchOf(c, state);
  audit(db, { action: "ver_consultas", staffId: session.staffId }, now());
  const at = new Date(now());
  return c.html(
    page(RequestListPage, {
      session,
      queue: queue.queueOf(c, state),
      state,
      counts: countByState(db),
      pending: queue.pendingOf(c, state),
      search,
      searchLost: state.b !== undefined && search === undefined,
      choices: requestFilterChoices(db),
      content: queue.content,
      businessDays: queue.businessDays,
      overdue: requestsDue(db, rule, at.getTime(), 0).total,
      now: at,
    }),
  );
};

/** The search (list-state.ts). */
export const searchRequests = searchRoute(`${REQUESTS_BASE}/`, listStateFrom);

/** Every request as a CSV file (audited). */
export const exportRequests =
  ({ db, now, content }: RequestsQueue) =>
  (c: Context<Env>) => {
    audit(db, { action: "exportar_csv_consultas", staffId: c.get("session").staffId }, now());
    const day = new Date(now()).toISOString().slice(0, 10);
    return c.body(toCsv(REQUEST_EXPORT_HEADER, requestExportRows(db, content)), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="solicitudes-de-consulta-${day}.csv"`,
    });
  };
