// «Hoy», the staff's home (/app/gestion/): what needs doing today, in sections in this order —
// today's appointments by time, claims by legal deadline, requests by time left —, each with its
// count. Nothing due today or overdue is ever left out: a long section pages (its own «Anterior»
// and «Siguiente», the other sections' pages kept), and its count says how many there are in all.
// An account sees only the sections its role allows: each concern's `today` answers for its own. An
// administrator also sees whether the copy of the data off the server is behind (replica-notice.tsx).
import { Hono } from "hono";
import { z } from "zod";
import { audit } from "./audit.ts";
import { TODAY_SECTIONS, type BackOfficeContext, type Concern, type Env } from "./context.ts";
import { TODAY_PAGE_SIZE, TodayPage, type TodayPages } from "./home-page.tsx";
import { page } from "./layout.tsx";
import { BASE } from "./paths.ts";

/** A section's page, from the URL: whatever is not valid is page 1. */
const pageNumber = z.coerce.number().int().min(1).max(10_000).catch(1);
export const todayPagesOf = (query: Record<string, string>) =>
  Object.fromEntries(TODAY_SECTIONS.map((id) => [id, pageNumber.parse(query[id])])) as TodayPages;

/** «Hoy»: the sections of every concern the account's role sees, in TODAY_SECTIONS' order. */
export function homeConcern({ db, now, options }: BackOfficeContext, others: () => Concern[]): Concern {
  const routes = new Hono<Env>();
  routes.get(`${BASE}/`, (c) => {
    const session = c.get("session");
    const at = new Date(now());
    audit(db, { action: "ver_hoy", staffId: session.staffId }, at.getTime());
    const pages = todayPagesOf(c.req.query());
    const sections = others()
      .flatMap((concern) => {
        const section = (number: number) =>
          concern.today?.(session, at, { offset: (number - 1) * TODAY_PAGE_SIZE, limit: TODAY_PAGE_SIZE });
        const first = section(1);
        if (!first) return [];
        // A page past the last shows the last.
        const wanted = Math.min(pages[first.id], Math.max(1, Math.ceil(first.total / TODAY_PAGE_SIZE)));
        return [wanted === 1 ? first : section(wanted)!];
      })
      .sort((a, b) => TODAY_SECTIONS.indexOf(a.id) - TODAY_SECTIONS.indexOf(b.id));
    // The copy off the server: the administrators are told when it falls behind (replica-notice.tsx).
    const replica = session.isAdmin ? options.replica?.() : undefined;
    return c.html(page(TodayPage, { session, sections, now: at, pages, replica }));
  });
  return { routes, menu: () => [{ href: `${BASE}/`, label: "Hoy", primary: true }] };
}
