// «Hoy», the staff's home (home-routes.ts gathers it): one section per concern, in TODAY_SECTIONS'
// order — today's appointments by time, claims by legal deadline, requests by time left —, each
// with its count in all, its rows with their deadline and one-tap ways to act, and its own pages.
import { limaDate } from "#shared/calendar/lima-clock.ts";
import { TODAY_SECTIONS, type TodaySection, type TodaySectionId } from "./context.ts";
import { count, sayDay } from "./deadlines.ts";
import { Layout } from "./layout.tsx";
import { BASE } from "./paths.ts";
import { ActionButtons, PageNav } from "./queue-parts.tsx";
import { ReplicaNotice, type ReplicaView } from "./replica-notice.tsx";
import type { Session } from "./sessions.ts";

/** A section of «Hoy» shows this many at a time; the rest is on its next pages, in the same order. */
export const TODAY_PAGE_SIZE = 20;

/** Each section's page («Hoy»'s URL: ?citas=2&solicitudes=3). */
export type TodayPages = Record<TodaySectionId, number>;

const capital = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** The URL of «Hoy» with one section on another page, the others' kept, at that section. */
export function todayHref(pages: TodayPages, id: TodaySectionId, page: number) {
  const query = new URLSearchParams();
  for (const section of TODAY_SECTIONS) {
    const value = section === id ? page : pages[section];
    if (value > 1) query.set(section, String(value));
  }
  const search = query.toString();
  return `${BASE}/${search ? `?${search}` : ""}#${id}`;
}

function Summary({ section, pages }: { section: TodaySection; pages: number }) {
  if (!section.total) return section.id === "citas" ? "No quedan citas hoy." : "Nada vence hoy.";
  return (
    <>
      {count(section.total, section.id === "citas" ? "cita" : "pendiente")}
      {section.overdue ? (
        <>
          {", "}
          <strong className="vencido">{`${section.overdue} fuera de plazo`}</strong>
        </>
      ) : null}
      {`; ${section.order}${pages > 1 ? `, de ${TODAY_PAGE_SIZE} en ${TODAY_PAGE_SIZE}` : ""}.`}
    </>
  );
}

function Section({ section, pages }: { section: TodaySection; pages: TodayPages }) {
  const last = Math.max(1, Math.ceil(section.total / TODAY_PAGE_SIZE));
  const page = Math.min(pages[section.id], last);
  return (
    // A section with nothing in it takes one line (its heading and «No quedan citas hoy.»), so that on a
    // phone the first row to act on, and its call button, are whole on the first screen.
    <section aria-labelledby={section.id} className={`seccion-hoy${section.total ? "" : " vacia"}`}>
      <h2 id={section.id} tabIndex={-1}>
        {`${section.title} `}
        <span className="cuenta">{`(${section.total})`}</span>
      </h2>
      <p className="nota">
        <Summary section={section} pages={last} />
      </p>
      {section.items.length ? (
        <ol className="tarjetas" start={(page - 1) * TODAY_PAGE_SIZE + 1}>
          {section.items.map((item) => (
            <li key={item.code} id={`fila-${item.code}`} className={`tarjeta${item.overdue ? " fila-vencida" : ""}`}>
              <p className="tarjeta-titulo">
                <a href={item.href}>{item.name}</a> <span className="nota">{`${item.kind} ${item.code}`}</span>
              </p>
              <p>
                <strong className={item.overdue ? "vencido" : undefined}>{capital(item.dueLabel)}</strong>
              </p>
              <p>{item.about}</p>
              <ActionButtons actions={item.actions} />
            </li>
          ))}
        </ol>
      ) : null}
      <PageNav queue={{ page, pages: last }} href={(number) => todayHref(pages, section.id, number)} />
    </section>
  );
}

export interface TodayPageProps {
  session: Session;
  sections: TodaySection[];
  now: Date;
  pages: TodayPages;
  /** The copy off the server, for an administrator. */
  replica?: ReplicaView;
}

export function TodayPage({ session, sections, now, pages, replica }: TodayPageProps) {
  const total = sections.reduce((sum, section) => sum + section.total, 0);
  return (
    <Layout title="Hoy" session={session} skipTo={{ href: `#${sections[0]?.id ?? "hoy"}`, label: "Ir a la lista de hoy" }}>
      <ReplicaNotice replica={replica} />
      <p id="hoy">{`${capital(sayDay(limaDate(now)))}. ${total ? "Lo más urgente primero." : "Nada vence hoy."}`}</p>
      {sections.map((section) => (
        <Section key={section.id} section={section} pages={pages} />
      ))}
    </Layout>
  );
}
