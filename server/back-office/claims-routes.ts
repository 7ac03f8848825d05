// The complaints book's claims in the back office: the queue (claims-list.ts), one claim, its work
// (draft, note, «en revisión»), its answer and its print view (claim-work.ts), the CSV; its menu
// entry and what it has due on «Hoy». Only for accounts whose role sees claims (accounts.ts); for
// the others these paths do not exist.
import { Hono } from "hono";
import { limaDate } from "#shared/calendar/lima-clock.ts";
import { seesClaims } from "./accounts.ts";
import { answerClaimRoute, printClaim, saveClaim, showClaimPage } from "./claim-work.ts";
import { claimsDue, KIND_LABELS } from "./claims.ts";
import { exportClaims, searchClaims, showClaimList } from "./claims-list.ts";
import { CLAIMS_BASE, claimsQueue } from "./claims-queue.ts";
import { contactActions } from "./contact.ts";
import { onlyFor, type BackOfficeContext, type Concern, type Env, type TodayItem } from "./context.ts";
import { endOfLimaDay, limaInstant, sayDue } from "./deadlines.ts";
import { BASE } from "./paths.ts";

export function claimsConcern(context: BackOfficeContext): Concern {
  const queue = claimsQueue(context);
  const routes = new Hono<Env>();
  routes.use(`${CLAIMS_BASE}/*`, onlyFor(seesClaims));
  routes.use(`${BASE}/exportar.csv`, onlyFor(seesClaims));
  routes.get(CLAIMS_BASE, (c) => c.redirect(`${CLAIMS_BASE}/`, 301));
  routes.get(`${CLAIMS_BASE}/`, showClaimList(queue));
  routes.post(`${CLAIMS_BASE}/buscar`, searchClaims);
  routes.get(`${CLAIMS_BASE}/:code`, showClaimPage(queue));
  routes.get(`${CLAIMS_BASE}/:code/imprimir`, printClaim(queue));
  routes.post(`${CLAIMS_BASE}/:code/trabajo`, saveClaim(queue));
  routes.post(`${CLAIMS_BASE}/:code/respuesta`, answerClaimRoute(queue));
  routes.get(`${BASE}/exportar.csv`, exportClaims(queue));
  return {
    routes,
    menu: ({ role }) => (seesClaims(role) ? [{ href: `${CLAIMS_BASE}/`, label: "Reclamos", primary: true }] : []),
    today: (session, at, limit) => (seesClaims(session.role) ? claimsToday(context, at, limit) : []),
  };
}

/** The claims due by the end of today, as «Hoy» lists them: due at the end of their last business day. */
function claimsToday({ db, dayEnds }: BackOfficeContext, at: Date, limit: number): TodayItem[] {
  return claimsDue(db, limaDate(new Date(endOfLimaDay(at))), limit).map((claim) => {
    const due = limaInstant(claim.deadline, dayEnds(claim.deadline));
    const { label, overdue } = sayDue(due, at, true);
    return {
      due,
      kind: KIND_LABELS[claim.kind],
      code: claim.code,
      name: claim.name,
      about: `${claim.service}${claim.inReviewAt ? " · en revisión" : ""}`,
      href: `${CLAIMS_BASE}/${claim.code}?estado=abiertos`,
      dueLabel: label,
      overdue,
      actions: contactActions(claim.phone, claim.email),
    };
  });
}
