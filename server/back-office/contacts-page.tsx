// The back office's page of the clinic's count of contacts (/app/gestion/contactos): how many
// requests, form sends, chat and phone taps and claims the site brought, by week and by month, and
// the pages they came from, the most first. Charts are SVG drawn here (no script; colours from
// gestion.css classes, no inline style: the back office's policy allows neither), each with a
// title and a description, and the same numbers in a table beside it.
import { Fragment } from "react";
import { CONTACT_KIND_LABELS, CONTACT_KINDS, type ContactKind } from "#shared/contact-counts/contact-counts.ts";
import { limaDate, SHORT_MONTH_NAMES as MONTHS } from "#shared/calendar/lima-clock.ts";
import type { Db } from "#server/db.ts";
import { countsByPage, countsByPeriod, PAGES_ABOUT, type Period } from "#server/contact-counts/store.ts";
import { Layout } from "./layout.tsx";
import { seesClaims, seesRequests, type Role } from "./accounts.ts";
import type { Session } from "./sessions.ts";

/** Weeks and months shown: the current one and the eleven before it. */
export const PERIODS_SHOWN = 12;

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The first days of the last PERIODS_SHOWN weeks (Mondays) or months, oldest first. */
export function periodStarts(period: Period, today: string): string[] {
  if (period === "week") {
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
    const monday = addDays(today, -weekday);
    return Array.from({ length: PERIODS_SHOWN }, (_, n) => addDays(monday, -7 * (PERIODS_SHOWN - 1 - n)));
  }
  const [year, month] = today.split("-").map(Number) as [number, number];
  return Array.from({ length: PERIODS_SHOWN }, (_, n) => {
    const date = new Date(Date.UTC(year, month - 1 - (PERIODS_SHOWN - 1 - n), 1));
    return date.toISOString().slice(0, 10);
  });
}

const periodLabel = (period: Period, start: string) => {
  const [year, month, day] = start.split("-").map(Number) as [number, number, number];
  return period === "week" ? `${day} ${MONTHS[month - 1]}` : `${MONTHS[month - 1]} ${String(year).slice(2)}`;
};

interface Series {
  period: Period;
  starts: string[];
  /** counts[i][kind]: the count of `kind` in the period starting at starts[i]. */
  counts: Record<ContactKind, number>[];
  /** The kinds the account's role may see (issue 40: requests for those who see requests, claims likewise). */
  kinds: readonly ContactKind[];
}

function seriesOf(db: Db, period: Period, today: string, kinds: readonly ContactKind[], hidden: readonly string[]): Series {
  const starts = periodStarts(period, today);
  const counts = starts.map(() => Object.fromEntries(kinds.map((kind) => [kind, 0])) as Record<ContactKind, number>);
  for (const row of countsByPeriod(db, period, starts[0]!, hidden)) {
    const index = starts.indexOf(row.start);
    if (index >= 0 && kinds.includes(row.kind)) counts[index]![row.kind] = row.count;
  }
  return { period, starts, counts, kinds };
}

const total = (counts: Partial<Record<ContactKind, number>>) =>
  Object.values(counts).reduce((sum: number, count) => sum + (count ?? 0), 0);

const WIDTH = 640;
const HEIGHT = 240;
const PLOT = { left: 36, right: 8, top: 12, bottom: 28 };

/** A stacked bar chart of the series: one bar per period, one colour per kind. */
function Chart({ series, id, title }: { series: Series; id: string; title: string }) {
  const max = Math.max(1, ...series.counts.map(total));
  // A round scale: 1, 2, 5, 10, 20, 50… at or above the largest bar.
  const top =
    [1, 2, 5]
      .flatMap((n) => [1, 10, 100, 1000, 10000].map((p) => n * p))
      .sort((a, b) => a - b)
      .find((n) => n >= max) ?? max;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = (WIDTH - PLOT.left - PLOT.right) / series.starts.length;
  const y = (value: number) => PLOT.top + plotHeight - (value / top) * plotHeight;
  const description = series.starts
    .map((start, i) => `${periodLabel(series.period, start)}: ${total(series.counts[i]!)}`)
    .join("; ");
  // Focusable, so a keyboard can scroll it on a phone (where it is wider than the screen).
  return (
    <section className="desborde al-final" aria-label={title} tabIndex={0}>
      <svg className="grafico" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-titulo ${id}-desc`}>
        <title id={`${id}-titulo`}>{title}</title>
        <desc id={`${id}-desc`}>{`Contactos por ${series.period === "week" ? "semana" : "mes"}: ${description}.`}</desc>
        {[0, top / 2, top].map((value) => (
          <Fragment key={value}>
            <line className="eje" x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(value)} y2={y(value)} />
            <text className="etiqueta" x={PLOT.left - 6} y={y(value) + 4} textAnchor="end">
              {value}
            </text>
          </Fragment>
        ))}
        {series.starts.map((start, i) => (
          <Bar key={start} series={series} index={i} x={PLOT.left + i * slot + slot * 0.15} slot={slot} y={y} />
        ))}
      </svg>
    </section>
  );
}

/** One period's bar: a rectangle per kind, stacked, and the period's label under it. */
function Bar({
  series,
  index,
  x,
  slot,
  y,
}: {
  series: Series;
  index: number;
  x: number;
  slot: number;
  y: (value: number) => number;
}) {
  const start = series.starts[index]!;
  const counts = series.counts[index]!;
  const kinds = CONTACT_KINDS.filter((kind) => counts[kind] > 0);
  const bases = kinds.map((_, k) => kinds.slice(0, k).reduce((sum, kind) => sum + counts[kind], 0));
  return (
    <g>
      {kinds.map((kind, k) => (
        <rect
          key={kind}
          className={`serie-${kind}`}
          x={x}
          width={slot * 0.7}
          y={y(bases[k]! + counts[kind])}
          height={y(bases[k]!) - y(bases[k]! + counts[kind])}
        >
          <title>{`${periodLabel(series.period, start)} · ${CONTACT_KIND_LABELS[kind]}: ${counts[kind]}`}</title>
        </rect>
      ))}
      <text className="etiqueta" x={x + slot * 0.35} y={HEIGHT - 8} textAnchor="middle">
        {periodLabel(series.period, start)}
      </text>
    </g>
  );
}

function PeriodTable({ series, caption }: { series: Series; caption: string }) {
  return (
    <details className="datos">
      <summary>Ver los números en una tabla</summary>
      <section className="desborde" aria-label={caption} tabIndex={0}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{series.period === "week" ? "Semana del" : "Mes"}</th>
              {series.kinds.map((kind) => (
                <th key={kind} scope="col">
                  {CONTACT_KIND_LABELS[kind]}
                </th>
              ))}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {series.starts.map((start, i) => (
              <tr key={start}>
                <th scope="row">
                  {series.period === "week" ? start.split("-").reverse().join("/") : periodLabel("month", start)}
                </th>
                {series.kinds.map((kind) => (
                  <td key={kind}>{series.counts[i]![kind]}</td>
                ))}
                <td>{total(series.counts[i]!)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}

const Legend = ({ kinds }: { kinds: readonly ContactKind[] }) => (
  <ul className="leyenda">
    {kinds.map((kind) => (
      <li key={kind}>
        <span className={`muestra serie-${kind}`} aria-hidden="true" />
        {CONTACT_KIND_LABELS[kind]}
      </li>
    ))}
  </ul>
);

const SEES: Partial<Record<ContactKind, (role: Role) => boolean>> = { solicitud: seesRequests, reclamo: seesClaims };

type PageRow = { page: string; byKind: Partial<Record<ContactKind, number>>; total: number };

/** The pages contacts came from, the most first, each with a bar to the largest. */
function PagesTable({
  pages,
  kinds,
  pageName,
}: {
  pages: PageRow[];
  kinds: readonly ContactKind[];
  pageName: (page: string) => string;
}) {
  if (!pages.length) return <p>Todavía no hay contactos contados.</p>;
  const most = Math.max(1, ...pages.map((page) => page.total));
  return (
    <div className="desborde">
      <table>
        <caption>{`Páginas desde las que llegaron contactos en los últimos ${PERIODS_SHOWN} meses, primero las que más`}</caption>
        <thead>
          <tr>
            <th scope="col">Página</th>
            <th scope="col">Total</th>
            {kinds.map((kind) => (
              <th key={kind} scope="col">
                {CONTACT_KIND_LABELS[kind]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page.page}>
              <th scope="row">
                <a href={page.page}>{pageName(page.page)}</a>
              </th>
              <td className="total">
                <svg className="barra" viewBox="0 0 100 10" aria-hidden="true">
                  <rect x="0" y="0" height="10" width={(page.total / most) * 100} />
                </svg>
                {page.total}
              </td>
              {kinds.map((kind) => (
                <td key={kind}>{page.byKind[kind] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the page shows, for an account's role: the kinds it may see, by week, by month and by page. */
export function contactCounts(db: Db, role: Role, now: Date) {
  const kinds = CONTACT_KINDS.filter((kind) => SEES[kind]?.(role) ?? true);
  // The pages about what the role may not see, and those under them: none of their counts, of any
  // kind (issue 47: a chat tap on the request's «received» page is a request made).
  const hidden = CONTACT_KINDS.filter((kind) => !kinds.includes(kind)).flatMap((kind) => PAGES_ABOUT[kind] ?? []);
  const today = limaDate(now);
  const weeks = seriesOf(db, "week", today, kinds, hidden);
  const months = seriesOf(db, "month", today, kinds, hidden);
  const pages: PageRow[] = countsByPage(db, months.starts[0]!, hidden)
    .map((page) => {
      const byKind = Object.fromEntries(kinds.map((kind) => [kind, page.byKind[kind] ?? 0]));
      return { ...page, byKind, total: total(byKind) };
    })
    .filter((page) => page.total > 0)
    .sort((a, b) => b.total - a.total || a.page.localeCompare(b.page));
  return { kinds, weeks, months, pages };
}

export interface ContactsPageProps extends ReturnType<typeof contactCounts> {
  session: Session;
  /** A site page's name for its path: its built page's title. */
  pageName?: (page: string) => string;
}

export function ContactsPage({ session, kinds, weeks, months, pages, pageName = (page) => page }: ContactsPageProps) {
  return (
    <Layout title="Contactos del sitio" session={session}>
      <p>
        Cuántas personas dieron un paso desde el sitio web, contadas sin seguir a nadie: solo se guarda un número por día, página
        y tipo de contacto (sin cookies, sin direcciones IP, sin identificadores). Los toques al chat y al teléfono cuentan a
        quien abrió el enlace, aunque luego no haya escrito ni llamado; en navegadores que bloquean estos avisos no se cuentan.
      </p>
      <Legend kinds={kinds} />
      <section aria-labelledby="por-semana">
        <h2 id="por-semana">Por semana</h2>
        <Chart series={weeks} id="grafico-semanas" title={`Contactos por semana, últimas ${PERIODS_SHOWN} semanas`} />
        <PeriodTable
          series={weeks}
          caption={`Contactos por semana y tipo, últimas ${PERIODS_SHOWN} semanas (la semana empieza el lunes)`}
        />
      </section>
      <section aria-labelledby="por-mes">
        <h2 id="por-mes">Por mes</h2>
        <Chart series={months} id="grafico-meses" title={`Contactos por mes, últimos ${PERIODS_SHOWN} meses`} />
        <PeriodTable series={months} caption={`Contactos por mes y tipo, últimos ${PERIODS_SHOWN} meses`} />
      </section>
      <section aria-labelledby="por-pagina">
        <h2 id="por-pagina">Páginas que llevan a un contacto</h2>
        <PagesTable pages={pages} kinds={kinds} pageName={pageName} />
      </section>
    </Layout>
  );
}
