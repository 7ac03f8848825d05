// The claims' queue's list, its search and the complaints book's CSV (claims-routes.ts mounts them).
import type { Context } from "hono";
import { limaDate } from "#shared/calendar/lima-clock.ts";
import { audit } from "./audit.ts";
import { ClaimListPage } from "./claim-list-page.tsx";
import { claimCounts, EXPORT_HEADER, exportRows } from "./claims.ts";
import { CLAIMS_BASE, listStateFrom, listStateOf, type ClaimsQueue } from "./claims-queue.ts";
import type { Env } from "./context.ts";
import { toCsv } from "./csv.ts";
import { page } from "./layout.tsx";
import { searchRoute } from "./list-state.ts";

/** The list: patient and service in each row, by deadline, searched, filtered, in pages. */
export const showClaimList = (queue: ClaimsQueue) => (c: Context<Env>) => {
  const { db, now } = queue;
  const session = c.get("session");
  const state = listStateOf(c.req.query());
  const search = queue.searchOf(c, state);
  audit(db, { action: "ver_lista", staffId: session.staffId }, now());
  const at = new Date(now());
  return c.html(
    page(ClaimListPage, {
      session,
      queue: queue.queueOf(c, state),
      state,
      counts: claimCounts(db, limaDate(at)),
      search,
      searchLost: state.b !== undefined && search === undefined,
      now: at,
    }),
  );
};

/** The search (list-state.ts). */
export const searchClaims = searchRoute(`${CLAIMS_BASE}/`, listStateFrom);

/** The complaints book as a CSV file (audited). */
export const exportClaims =
  ({ db, now }: ClaimsQueue) =>
  (c: Context<Env>) => {
    audit(db, { action: "exportar_csv", staffId: c.get("session").staffId }, now());
    const day = new Date(now()).toISOString().slice(0, 10);
    return c.body(toCsv(EXPORT_HEADER, exportRows(db)), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="libro-de-reclamaciones-${day}.csv"`,
    });
  };
