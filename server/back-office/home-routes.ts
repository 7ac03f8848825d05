// «Hoy», the staff's home (/app/gestion/): what needs doing, in one list ordered by time left, from
// every concern that has something due today or overdue (requests, claims, the agenda once it
// exists), each row with its deadline and its one-tap ways to act. An account sees only what its
// role allows: each concern's `today` answers for its own role.
import { Hono } from "hono";
import { html } from "hono/html";
import { audit } from "./audit.ts";
import type { BackOfficeContext, Concern, Env, TodayItem } from "./context.ts";
import { count, sayDay } from "./deadlines.ts";
import { limaDate } from "#shared/calendar/lima-clock.ts";
import { BASE, layout } from "./pages.ts";
import { actionButtons } from "./request-pages.ts";
import type { Session } from "./sessions.ts";

/** «Hoy» lists this many at most, the most urgent: the rest wait in the queues, in the same order. */
export const TODAY_MAX = 50;

export function todayPage(session: Session, items: TodayItem[], now: Date, more = false) {
  const overdue = items.filter((item) => item.overdue).length;
  return layout({
    title: "Hoy",
    session,
    skipTo: { href: "#filas", label: "Ir a la lista de hoy" },
    body: html`<p>${sayDay(limaDate(now))[0]!.toUpperCase()}${sayDay(limaDate(now)).slice(1)}. ${
      items.length
        ? more
          ? html`Más de ${TODAY_MAX} pendientes vencen hoy o ya vencieron: aquí van los ${TODAY_MAX} más urgentes, primero lo que lleva más tiempo vencido; el resto sigue en las colas, en el mismo orden.`
          : html`${count(items.length, "pendiente")} ${items.length === 1 ? "vence hoy o ya venció" : "vencen hoy o ya vencieron"}${overdue ? html`, <strong class="vencido">${count(overdue, "fuera de plazo", "fuera de plazo")}</strong>` : ""}; primero lo que lleva más tiempo vencido.`
        : "Nada vence hoy."
    }</p>
      <h2 id="filas" tabindex="-1" class="oculto">Lo que vence hoy o ya venció</h2>
      ${
        items.length
          ? html`<ol class="tarjetas">
          ${items.map(
            (item) => html`<li class="tarjeta${item.overdue ? " fila-vencida" : ""}">
              <p class="tarjeta-titulo"><a href="${item.href}">${item.name}</a> <span class="nota">${item.kind} ${item.code}</span></p>
              <p>${item.overdue ? html`<strong class="vencido">${item.dueLabel[0]!.toUpperCase()}${item.dueLabel.slice(1)}</strong>` : html`<strong>${item.dueLabel[0]!.toUpperCase()}${item.dueLabel.slice(1)}</strong>`}</p>
              <p>${item.about}</p>${actionButtons(item.actions)}
            </li>`,
          )}
        </ol>`
          : html`<p>Cuando algo venza hoy, aparecerá aquí.</p>`
      }`,
  });
}

/** «Hoy»: the items every other concern has due, the soonest (the most overdue) first. */
export function homeConcern({ db, now }: BackOfficeContext, others: () => Concern[]): Concern {
  const routes = new Hono<Env>();
  routes.get(`${BASE}/`, (c) => {
    const session = c.get("session");
    const at = new Date(now());
    audit(db, { action: "ver_hoy", staffId: session.staffId }, at.getTime());
    const items = others()
      .flatMap((concern) => concern.today?.(session, at, TODAY_MAX + 1) ?? [])
      .sort((a, b) => a.due - b.due);
    return c.html(todayPage(session, items.slice(0, TODAY_MAX), at, items.length > TODAY_MAX));
  });
  return { routes, menu: () => [{ href: `${BASE}/`, label: "Hoy", primary: true }] };
}
