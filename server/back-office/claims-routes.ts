// The complaints book's claims in the back office: the queue (claims-list.ts), one claim, its work
// (draft, note, «en revisión»), its answer and its print view (claim-work.ts), the CSV; its menu
// entry and what it has due on «Hoy». Only for accounts whose role sees claims (accounts.ts); for
// the others these paths do not exist.
import { Hono } from "hono";
import { limaDate } from "#shared/calendar/lima-clock.ts";
import { seesClaims } from "./accounts.ts";
import { answerClaimRoute, printClaim, saveClaim, showClaimPage } from "./claim-work.ts";
import { claimsDue, claimsDueCounts, KIND_LABELS } from "./claims.ts";
import { exportClaims, searchClaims, showClaimList } from "./claims-list.ts";
import { CLAIMS_BASE, claimsQueue } from "./claims-queue.ts";
import { contactActions } from "./contact.ts";
import { onlyFor, type BackOfficeContext, type Concern, type Env, type TodayPage, type TodaySection } from "./context.ts";
import { limaInstant, sayDue } from "./deadlines.ts";
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
    today: (session, at, page) => (seesClaims(session.role) ? claimsToday(context, at, page) : undefined),
  };
}

/**
 * Every open claim due today or overdue, by its legal deadline (the nearest first), due at the end
 * of its last business day: one page of «Hoy»'s section.
 */
function claimsToday({ db, dayEnds }: BackOfficeContext, at: Date, { offset, limit }: TodayPage): TodaySection {
  const today = limaDate(at);
  const counts = claimsDueCounts(db, today);
  const todayEnded = at.getTime() >= limaInstant(today, dayEnds(today));
  return {
    id: "reclamos",
    title: "Reclamos y quejas",
    order: "por plazo legal",
    total: counts.before + counts.on,
    overdue: counts.before + (todayEnded ? counts.on : 0),
    items: claimsDue(db, today, limit, offset).map((claim) => {
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
    }),
  };
}
