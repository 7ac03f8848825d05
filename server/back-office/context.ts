// What every concern of the back office (claims, requests, accounts, audit, contacts… the agenda
// next) is handed by app.ts: the database, the clock, the service's options, and the Hono env whose
// `session` the session middleware sets before any concern's route runs. See README.md here.
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { ConsultationContent } from "#shared/consultation-request/consultation-content-schema.ts";
import type { Db } from "#server/db.ts";
import type { ReplicaView } from "./replica-notice.tsx";
import type { ServiceContext } from "#server/service-context.ts";
import type { Role } from "./accounts.ts";
import type { AnswerMailTexts } from "./claim-answer-mail.tsx";
import type { AgendaOptions } from "./agenda/agenda.ts";
import type { DayEnds } from "./deadlines.ts";
import type { DetailLabels } from "./claim-sheet.tsx";
import type { RelyingParty } from "./passkeys.ts";
import type { RateLimit } from "#server/rate-limit.ts";
import type { Env, Session } from "./sessions.ts";
import { notFound } from "./pages.tsx";

export type { Env };
export { notFound };

/** The back office's own options, besides the service's context (server/service-context.ts). */
export interface BackOfficeOptions {
  rp: RelyingParty;
  /** The client's address, for the per-sender sign-in limit (which counts an IPv6 address by its /64): by the service's trusted proxies by default. */
  clientAddress?: (c: Context) => string;
  /** Passkey API requests per address: 30 per 15 minutes by default. */
  addressLimit?: RateLimit;
  /** Failed sign-ins per account: 5 per 15 minutes by default. */
  accountLimit?: RateLimit;
  mailTexts: AnswerMailTexts;
  labels: DetailLabels;
  /** «Pide tu primera consulta»'s texts: the requests' labels and the promised response time. */
  requests: ConsultationContent;
  /** When a day's work ends (what is due that day is due then): the clinic's closing time by default. */
  dayEnds?: DayEnds;
  /** A site page's name for its path (the count of contacts' pages): its built page's title. */
  pageName?: (page: string) => string;
  /** The agenda's own settings (./agenda/agenda.ts): the video room (its links' origin and the outbox are the service's). */
  agenda?: Pick<AgendaOptions, "videoRoomTemplate" | "waitingList">;
  /** The copy off the server as «Hoy» shows it to administrators (replica-notice.tsx); none in development. */
  replica?: () => ReplicaView;
}

/** What app.ts hands each concern: built from the service's context. */
export interface BackOfficeContext {
  /** The service's context (server/service-context.ts): the e-mails' origin, the outbox's wake-up… */
  service: ServiceContext;
  /** The service's database. */
  db: Db;
  /** The service's clock, in milliseconds (tests move it). */
  now: () => number;
  /** When a day's work ends: what is due that day is due then (deadlines.ts). */
  dayEnds: DayEnds;
  options: BackOfficeOptions;
}

/** One entry of the back office's menu. */
export interface MenuEntry {
  href: string;
  label: string;
  /** Always in sight (at most three: they must fit a phone's width); the rest go under «Más». */
  primary?: boolean;
}

/**
 * Something that needs doing by a time, for «Hoy» (the home): a request or a claim due or overdue,
 * the agenda's appointments once it exists. Ordered by `due`, the soonest (the most overdue) first.
 */
export interface TodayItem {
  /** The instant it is due (ms since the epoch). */
  due: number;
  /** What it is, in a word: «Solicitud», «Reclamo», «Cita». */
  kind: string;
  /** Its code, as staff read it. */
  code: string;
  /** Who it is about. */
  name: string;
  /** What it is about: a reason, a service. */
  about: string;
  /** Its page. */
  href: string;
  /** When it is due, said: «vence hoy a las 18:00», «vencida hace 2 días hábiles». */
  dueLabel: string;
  overdue: boolean;
  /** One-tap ways to act on it (call, WhatsApp, e-mail), built from parsed numbers and addresses only. */
  actions: { href: string; label: string; external?: boolean }[];
}

/** «Hoy»'s sections, in their order on the page (issue 46): today's appointments, claims, requests. */
export const TODAY_SECTIONS = ["citas", "reclamos", "solicitudes"] as const;
export type TodaySectionId = (typeof TODAY_SECTIONS)[number];

/**
 * One concern's part of «Hoy»: one page of what it has due today or overdue, in its own order, and
 * how many there are in all (nothing due is ever dropped: the rest is on the section's next pages).
 */
export interface TodaySection {
  id: TodaySectionId;
  /** Its heading: «Citas de hoy», «Reclamos y quejas», «Solicitudes de consulta». */
  title: string;
  /** Its order, said: «por hora», «por plazo legal», «por tiempo restante». */
  order: string;
  items: TodayItem[];
  /** How many it has due today or overdue, in all pages. */
  total: number;
  /** How many of them are overdue. */
  overdue: number;
}

/** Which page of a section «Hoy» shows: `limit` items from `offset`. */
export interface TodayPage {
  offset: number;
  limit: number;
}

/**
 * One concern of the back office (claims, requests, audit, contacts, the agenda…): its pages, its
 * entries of the menu, and its section of «Hoy». app.ts mounts each with one line.
 */
export interface Concern {
  /** Its pages: routes by full path (/app/gestion/…), behind the session; mounted at the root. */
  routes: Hono<Env>;
  /** Its entries of the menu, for an account's session (its role; none: no entry). */
  menu?: (session: Session) => MenuEntry[];
  /** Its section of «Hoy» for an account's session (none when its role does not see it): one page of it. */
  today?: (session: Session, now: Date, page: TodayPage) => TodaySection | undefined;
}

export const isSafe = (method: string) => method === "GET" || method === "HEAD";

/** Lets through only the accounts whose role `sees`; the others get the same 404 as an unknown page. */
export const onlyFor =
  (sees: (role: Role) => boolean): MiddlewareHandler<Env> =>
  async (c, next) =>
    sees(c.get("session").role) ? next() : notFound(c);
