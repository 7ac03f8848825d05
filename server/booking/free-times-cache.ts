// The free times the patient's pages and the JSON show, computed once per minute and per change of
// the agenda: every visitor asks the same few questions, and the answer changes only when something
// is written (this connection's total_changes()) or another process commits (PRAGMA data_version).
// Read back, the list is filtered by the shortest notice at that very moment.
import { firstAvailable, freeTimes, type FreeTime, type Modality } from "#shared/booking/free-times.ts";
import type { Db } from "#server/db.ts";
import type { Professional } from "./content.ts";
import { loadRules, publishedProfessionals, type TimeChoice } from "./store.ts";

/** Days with free times shown per page. */
const DAYS_PER_PAGE = 5;

export interface TimesQuery {
  modality: Modality;
  professional?: string;
  /** The first day shown (YYYY-MM-DD), else the first with a free time. */
  from?: string;
}

export type FreeTimes = ReturnType<typeof createFreeTimes>;

export function createFreeTimes(
  db: Db,
  {
    now,
    closedDates,
    professionals,
  }: { now: () => Date; closedDates: ReadonlySet<string>; professionals: readonly Professional[] },
) {
  /** The professionals offered now: in the content and with availability, in the content's order. */
  const offered = () => {
    const published = new Set(publishedProfessionals(db));
    return professionals.map((person) => person.slug).filter((slug) => published.has(slug));
  };
  const version = db.prepare("SELECT total_changes() AS changes");
  const dataVersion = db.prepare("PRAGMA data_version");
  const computed = new Map<string, { key: string; times: FreeTime[]; notice: number; offered: string[] }>();

  function currentTimes(modality: Modality, professional?: string) {
    const at = now();
    const key = `${Math.floor(at.getTime() / 60_000)}:${version.get()!.changes}:${dataVersion.get()!.data_version}`;
    const id = `${modality}|${professional ?? ""}`;
    let entry = computed.get(id);
    if (entry?.key !== key) {
      const published = offered();
      const allowed = new Set(published);
      const rules = loadRules(db, closedDates, at, { professional });
      let times = freeTimes(rules, { now: at, modality, professional }).filter((time) => allowed.has(time.professional));
      if (!professional) {
        // «El primero disponible»: the content's order decides between professionals free at once.
        const rank = new Map(professionals.map((person, index) => [person.slug, index]));
        times = firstAvailable(
          [...times].sort((a, b) => a.start - b.start || rank.get(a.professional)! - rank.get(b.professional)!),
        );
      }
      entry = { key, times, notice: rules.minNoticeMinutes * 60_000, offered: published };
      computed.set(id, entry);
    }
    const earliest = at.getTime() + entry.notice;
    return { times: entry.times.filter((time) => time.start >= earliest), offered: entry.offered, key };
  }

  /** The free times of a choice, grouped by day: `perPage` days from `from`; `later`, the next page's first day. */
  function days(query: TimesQuery, perPage = DAYS_PER_PAGE) {
    const { times: all, offered: published, key } = currentTimes(query.modality, query.professional);
    const times = query.from ? all.filter((time) => time.day >= query.from!) : all;
    const grouped: { day: string; times: FreeTime[] }[] = [];
    let later: string | undefined;
    for (const time of times) {
      const last = grouped.at(-1);
      if (last?.day === time.day) last.times.push(time);
      else if (grouped.length < perPage) grouped.push({ day: time.day, times: [time] });
      else {
        later = time.day;
        break;
      }
    }
    return { days: grouped, later, times, published, key };
  }

  /** The nearest free times to one that was taken: its professional's first, then anyone's. */
  function nearest(time: TimeChoice, count = 6): FreeTime[] {
    const at = now();
    const rules = loadRules(db, closedDates, at);
    const allowed = new Set(offered());
    const all = freeTimes(rules, { now: at, modality: time.modality }).filter((free) => allowed.has(free.professional));
    const distance = (free: FreeTime) =>
      Math.abs(free.start - time.start) + (free.professional === time.professional ? 0 : 86_400_000);
    return [...all]
      .sort((a, b) => distance(a) - distance(b))
      .slice(0, count)
      .sort((a, b) => a.start - b.start);
  }

  return { offered, days, nearest };
}
