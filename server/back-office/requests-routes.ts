// «Pide tu primera consulta» in the back office: the queue (requests-list.ts), one request and its
// work (request-work.ts), the search, the CSV; its menu entry and what it has due on «Hoy». Only for
// accounts whose role sees requests (accounts.ts); for the others these paths do not exist.
import { Hono } from "hono";
import { seesRequests } from "./accounts.ts";
import { requestBookingHref } from "./agenda/paths.ts";
import { contactActions } from "./contact.ts";
import { onlyFor, type BackOfficeContext, type Concern, type Env, type TodayPage, type TodaySection } from "./context.ts";
import { endOfLimaDay, sayDue } from "./deadlines.ts";
import { exportRequests, searchRequests, showRequestList } from "./requests-list.ts";
import { REQUEST_STATE_LABELS, requestsDue } from "./requests.ts";
import { REQUESTS_BASE, requestsQueue, type RequestsQueue } from "./requests-queue.ts";
import { saveRequest, saveRequestNote, saveRequestState, showRequestPage } from "./request-work.ts";

export function requestsConcern(context: BackOfficeContext): Concern {
  const queue = requestsQueue(context);
  const routes = new Hono<Env>();
  routes.use(`${REQUESTS_BASE}/*`, onlyFor(seesRequests));
  routes.get(REQUESTS_BASE, (c) => c.redirect(`${REQUESTS_BASE}/`, 301));
  routes.get(`${REQUESTS_BASE}/`, showRequestList(queue));
  routes.post(`${REQUESTS_BASE}/buscar`, searchRequests);
  routes.get(`${REQUESTS_BASE}/exportar.csv`, exportRequests(queue));
  routes.get(`${REQUESTS_BASE}/:code`, showRequestPage(queue));
  routes.post(`${REQUESTS_BASE}/:code/guardar`, saveRequest(queue));
  routes.post(`${REQUESTS_BASE}/:code/estado`, saveRequestState(queue));
  routes.post(`${REQUESTS_BASE}/:code/nota`, saveRequestNote(queue));
  return {
    routes,
    menu: ({ role }) => (seesRequests(role) ? [{ href: `${REQUESTS_BASE}/`, label: "Solicitudes", primary: true }] : []),
    today: (session, at, page) =>
      seesRequests(session.role) ? requestsToday(queue, at, page, Boolean(session.agenda)) : undefined,
  };
}

/** Every request due today or overdue, by time left (the most overdue first): one page of «Hoy»'s section. */
function requestsToday({ db, rule }: RequestsQueue, at: Date, { offset, limit }: TodayPage, canBook: boolean): TodaySection {
  const due = requestsDue(db, rule, endOfLimaDay(at), limit, offset);
  return {
    id: "solicitudes",
    title: "Solicitudes de consulta",
    order: "por tiempo restante",
    total: due.total,
    overdue: requestsDue(db, rule, at.getTime(), 0).total,
    items: due.rows.map((r) => {
      const { label, overdue } = sayDue(r.due!, at);
      return {
        due: r.due!,
        kind: "Solicitud",
        code: r.code,
        name: r.name,
        about: `${r.reasonLabel} · ${REQUEST_STATE_LABELS[r.state]}${r.handlerName ? ` · la atiende ${r.handlerName}` : ""}`,
        href: `${REQUESTS_BASE}/${r.code}?estado=pendientes`,
        dueLabel: label,
        overdue,
        // «Reservar» first, for an account that keeps the agenda: the booking opens prefilled.
        actions: [
          ...(canBook ? [{ href: requestBookingHref(r.code), label: "Reservar" }] : []),
          ...contactActions(r.phone, r.email),
        ],
      };
    }),
  };
}
