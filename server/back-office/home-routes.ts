// «Hoy», the staff's home (/app/gestion/): what needs doing, in one list ordered by time left, from
// every concern that has something due today or overdue (requests, claims, the agenda once it
// exists), each row with its deadline and its one-tap ways to act. An account sees only what its
// role allows: each concern's `today` answers for its own role. An administrator also sees whether
// the copy of the data off the server is behind (replica-notice.tsx).
import { Hono } from "hono";
import { audit } from "./audit.ts";
import type { BackOfficeContext, Concern, Env } from "./context.ts";
import { TODAY_MAX, TodayPage } from "./home-page.tsx";
import { page } from "./layout.tsx";
import { BASE } from "./paths.ts";

/** «Hoy»: the items every other concern has due, the soonest (the most overdue) first. */
export function homeConcern({ db, now, options }: BackOfficeContext, others: () => Concern[]): Concern {
  const routes = new Hono<Env>();
  routes.get(`${BASE}/`, (c) => {
    const session = c.get("session");
    const at = new Date(now());
    audit(db, { action: "ver_hoy", staffId: session.staffId }, at.getTime());
    const items = others()
      .flatMap((concern) => concern.today?.(session, at, TODAY_MAX + 1) ?? [])
      .sort((a, b) => a.due - b.due);
    // The copy off the server: the administrators are told when it falls behind (replica-notice.tsx).
    const replica = session.isAdmin ? options.replica?.() : undefined;
    return c.html(
      page(TodayPage, { session, items: items.slice(0, TODAY_MAX), now: at, more: items.length > TODAY_MAX, replica }),
    );
  });
  return { routes, menu: () => [{ href: `${BASE}/`, label: "Hoy", primary: true }] };
}
