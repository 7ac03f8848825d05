// The count of contacts in the database (server/migrations/0030-contact-counts.sql): one row per
// day, page and kind, holding a number. Nothing about a person is ever written here.
import { CONTACT_KINDS, normalisePage, type ContactKind } from "#shared/contact-counts/contact-counts.ts";
import { limaDate } from "#shared/calendar/lima-clock.ts";
import type { Db } from "#server/db.ts";

/**
 * Adds one contact of `kind` from `page` (a path of the site, normalised here) to today's count
 * (Lima's day). Never throws: a contact (a claim, a request) is never refused for its count, and a
 * count that cannot be written is lost, with a line in the log. Returns whether it was counted.
 * The request route calls it after a request is committed.
 */
export function countContact(db: Db, kind: ContactKind, page: string, now: Date = new Date()): boolean {
  const path = normalisePage(page);
  if (!path || !CONTACT_KINDS.includes(kind)) return false;
  try {
    db.prepare(
      `INSERT INTO contact_counts (day, page, kind, count) VALUES (?, ?, ?, 1)
       ON CONFLICT (day, page, kind) DO UPDATE SET count = count + 1`,
    ).run(limaDate(now), path, kind);
    return true;
  } catch (error) {
    console.error(`cuenta de contactos: no se pudo contar: ${(error as Error).name}: ${(error as Error).message}`);
    return false;
  }
}

/**
 * The pages about one kind of contact, and those under them (its answer page): their counts, of any
 * kind, tell how many of that contact came, so an account that may not see that kind sees none of
 * them (issue 47: a chat tap on the request's «received» page is a request made).
 */
export const PAGES_ABOUT: Partial<Record<ContactKind, string>> = {
  solicitud: "/app/pide-tu-primera-consulta",
  reclamo: "/app/libro-de-reclamaciones",
};

/** SQL that leaves out `pages` and the pages under them, with its parameters. */
function leavingOut(pages: readonly string[]) {
  return {
    sql: pages.map(() => " AND page <> ? AND page NOT LIKE ? || '/%'").join(""),
    params: pages.flatMap((page) => [page, page]),
  };
}

export type Period = "week" | "month";

/** A period's first day: the Monday of its week (ISO), or the first of its month. */
const periodStart: Record<Period, string> = {
  week: "date(day, 'weekday 0', '-6 days')",
  month: "substr(day, 1, 7) || '-01'",
};

export interface PeriodCount {
  /** The period's first day, YYYY-MM-DD. */
  start: string;
  kind: ContactKind;
  count: number;
}

/**
 * The counts of each kind per week or month, from `since` (a day, YYYY-MM-DD), oldest first;
 * without the counts of `hidden` pages and those under them (PAGES_ABOUT).
 */
export function countsByPeriod(db: Db, period: Period, since: string, hidden: readonly string[] = []): PeriodCount[] {
  const out = leavingOut(hidden);
  return db
    .prepare(
      `SELECT ${periodStart[period]} AS start, kind, SUM(count) AS count FROM contact_counts
       WHERE day >= ?${out.sql} GROUP BY start, kind ORDER BY start, kind`,
    )
    .all(since, ...out.params) as unknown as PeriodCount[];
}

export interface PageCount {
  page: string;
  total: number;
  byKind: Partial<Record<ContactKind, number>>;
}

/** The pages contacts came from since `since`, the most first (then by path); never `hidden` ones. */
export function countsByPage(db: Db, since: string, hidden: readonly string[] = []): PageCount[] {
  const out = leavingOut(hidden);
  const rows = db
    .prepare(`SELECT page, kind, SUM(count) AS count FROM contact_counts WHERE day >= ?${out.sql} GROUP BY page, kind`)
    .all(since, ...out.params) as unknown as { page: string; kind: ContactKind; count: number }[];
  const pages = new Map<string, PageCount>();
  for (const { page, kind, count } of rows) {
    const entry = pages.get(page) ?? { page, total: 0, byKind: {} };
    entry.total += count;
    entry.byKind[kind] = count;
    pages.set(page, entry);
  }
  return [...pages.values()].sort((a, b) => b.total - a.total || (a.page < b.page ? -1 : 1));
}
