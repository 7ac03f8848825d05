// «Hoy», the staff's home (/app/gestion/): what needs doing today, in sections in this order —
// today's appointments by time, claims by legal deadline, requests by time left —, each with its
// count. Nothing due today or overdue is ever left out: a long section pages (its own «Anterior»
// and «Siguiente», the other sections' pages kept), and its count says how many there are in all.
// An account sees only the sections its role allows: each concern's `today` answers for its own.
import { Hono } from "hono";
import { html } from "hono/html";
import { z } from "zod";
import { audit } from "./audit.ts";
import {
  TODAY_SECTIONS,
  type BackOfficeContext,
  type Concern,
  type Env,
  type TodaySection,
  type TodaySectionId,
} from "./context.ts";
import { count, sayDay } from "./deadlines.ts";
import { limaDate } from "#shared/calendar/lima-clock.ts";
import { BASE, layout } from "./pages.ts";
import { actionButtons, pageNav } from "./request-pages.ts";
import type { Session } from "./sessions.ts";

/** A section of «Hoy» shows this many at a time; the rest is on its next pages, in the same order. */
export const TODAY_PAGE_SIZE = 20;

/** A section's page, from the URL (?citas=2&solicitudes=3): whatever is not valid is page 1. */
const pageNumber = z.coerce.number().int().min(1).max(10_000).catch(1);
export type TodayPages = Record<TodaySectionId, number>;

const capital = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** The URL of «Hoy» with one section on another page, the others' kept, at that section. */
const pageHref = (pages: TodayPages, id: TodaySectionId, page: number) => {
  const query = new URLSearchParams();
  for (const section of TODAY_SECTIONS) {
    const value = section === id ? page : pages[section];
    if (value > 1) query.set(section, String(value));
  }
  const search = query.toString();
  return `${BASE}/${search ? `?${search}` : ""}#${id}`;
};

function sectionHtml(section: TodaySection, pages: TodayPages) {
  const pagesOf = Math.max(1, Math.ceil(section.total / TODAY_PAGE_SIZE));
  const page = Math.min(pages[section.id], pagesOf);
  return html`<section aria-labelledby="${section.id}" class="seccion-hoy">
    <h2 id="${section.id}" tabindex="-1">${section.title} <span class="cuenta">(${section.total})</span></h2>
    <p class="nota">${
      section.total
        ? html`${count(section.total, section.id === "citas" ? "cita" : "pendiente")}${section.overdue ? html`, <strong class="vencido">${section.overdue} fuera de plazo</strong>` : ""}; ${section.order}${pagesOf > 1 ? `, de ${TODAY_PAGE_SIZE} en ${TODAY_PAGE_SIZE}` : ""}.`
        : section.id === "citas"
          ? "No quedan citas hoy."
          : "Nada vence hoy."
    }</p>${
      section.items.length
        ? html`<ol class="tarjetas" start="${(page - 1) * TODAY_PAGE_SIZE + 1}">
          ${section.items.map(
            (item) => html`<li class="tarjeta${item.overdue ? " fila-vencida" : ""}">
              <p class="tarjeta-titulo"><a href="${item.href}">${item.name}</a> <span class="nota">${item.kind} ${item.code}</span></p>
              <p>${item.overdue ? html`<strong class="vencido">${capital(item.dueLabel)}</strong>` : html`<strong>${capital(item.dueLabel)}</strong>`}</p>
              <p>${item.about}</p>${actionButtons(item.actions)}
            </li>`,
          )}
        </ol>`
        : ""
    }${pageNav({ page, pages: pagesOf }, (number) => pageHref(pages, section.id, number))}</section>`;
}

export function todayPage(session: Session, sections: TodaySection[], now: Date, pages: TodayPages) {
  const total = sections.reduce((sum, section) => sum + section.total, 0);
  return layout({
    title: "Hoy",
    session,
    skipTo: { href: `#${sections[0]?.id ?? "hoy"}`, label: "Ir a la lista de hoy" },
    body: html`<p id="hoy">${capital(sayDay(limaDate(now)))}. ${
      total ? "Primero las citas de hoy, luego los reclamos y las solicitudes, lo más urgente primero." : "Nada vence hoy."
    }</p>
      ${sections.map((section) => sectionHtml(section, pages))}`,
  });
}

/** Reads each section's page from «Hoy»'s URL. */
export const todayPagesOf = (query: Record<string, string>) =>
  Object.fromEntries(TODAY_SECTIONS.map((id) => [id, pageNumber.parse(query[id])])) as TodayPages;

/** «Hoy»: the sections of every concern the account's role sees, in TODAY_SECTIONS' order. */
export function homeConcern({ db, now }: BackOfficeContext, others: () => Concern[]): Concern {
  const routes = new Hono<Env>();
  routes.get(`${BASE}/`, (c) => {
    const session = c.get("session");
    const at = new Date(now());
    audit(db, { action: "ver_hoy", staffId: session.staffId }, at.getTime());
    const pages = todayPagesOf(c.req.query());
    const sections = others()
      .flatMap((concern) => {
        // A page past the last shows the last: ask for the count first when needed.
        const section = (page: number) =>
          concern.today?.(session, at, { offset: (page - 1) * TODAY_PAGE_SIZE, limit: TODAY_PAGE_SIZE });
        const first = section(1);
        if (!first) return [];
        const wanted = Math.min(pages[first.id], Math.max(1, Math.ceil(first.total / TODAY_PAGE_SIZE)));
        return [wanted === 1 ? first : section(wanted)!];
      })
      .sort((a, b) => TODAY_SECTIONS.indexOf(a.id) - TODAY_SECTIONS.indexOf(b.id));
    return c.html(todayPage(session, sections, at, pages));
  });
  return { routes, menu: () => [{ href: `${BASE}/`, label: "Hoy", primary: true }] };
}
