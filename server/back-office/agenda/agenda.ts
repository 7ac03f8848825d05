// What every page and action of the agenda shares, built once by routes.ts: the database, the
// clock, the booking's texts for the patient's e-mails, the closed dates, the professionals, and
// the small helpers they all use (who looks, the audit line, a posted form, a picked free time).
import type { Context } from "hono";
import { audit, type AuditAction } from "#server/back-office/audit.ts";
import type { Env } from "#server/back-office/sessions.ts";
import type { Db } from "#server/db.ts";
import { clinicClosedSet } from "#server/booking/closed-dates.ts";
import { loadBookingContent, loadProfessionals, loadWhatToBring, type Professional } from "#server/booking/content.ts";
import type { MailContext } from "#server/booking/mails.tsx";
import { loadRules } from "#server/booking/store.ts";
import { videoRoomUrl } from "#server/booking/video-room.ts";
import type { WaitingContext, WaitingListHooks } from "#server/booking/waiting-list-offers.ts";
import { freeTimes, MODALITIES, type Modality } from "#shared/booking/free-times.ts";
import { clinic } from "#shared/clinic/facts.ts";
import type { AgendaView } from "./parts.tsx";

export interface AgendaOptions {
  db: Db;
  now: () => number;
  /** The booking's texts and facts (the e-mails to the patient, the professionals' names): content/ by default. */
  mail?: MailContext;
  /** The public origin of the e-mails' and the feeds' links (CLINIC_ORIGIN), when `mail` is not given. */
  origin?: string;
  closedDates?: ReadonlySet<string>;
  videoRoomTemplate?: string;
  /** After an e-mail is queued: wakes the outbox. */
  onStored?: () => void;
  /** The waiting list's job and audit lines (server/start.ts); none in tests that do not ask. */
  waitingList?: WaitingListHooks;
}

/** The agenda as its pages and actions read it. */
export interface Agenda {
  db: Db;
  now: () => number;
  mail: MailContext;
  closedDates: ReadonlySet<string>;
  professionals: readonly Professional[];
  /** Whether a professional's slug is one of the clinic's. */
  known: (slug: string) => boolean;
  videoRoom: () => string;
  /** After an e-mail is queued: wakes the outbox. */
  onStored: () => void;
  /** After a change that may free a time (a cancellation, a move, availability): wakes the waiting list's job. */
  onFreed: () => void;
  /** The waiting list's engine as the staff use it (its audit lines without staff). */
  waiting: () => WaitingContext;
  /** Who looks, and the professionals: what every agenda page is handed. */
  view: (c: Context<Env>) => AgendaView;
  /** Audits an action of the signed-in account (with the appointment's code only); `detail` says what a change of the agenda's own settings changed (issue 47). */
  log: (c: Context<Env>, action: AuditAction, appointmentCode?: string, detail?: string) => void;
  /** The free times the staff may offer: any notice (it is a phone call), within the horizon; of one modality or professional. */
  staffTimes: (only?: { modality?: Modality; professional?: string }) => ReturnType<typeof freeTimes>;
  /** A picked free time, "slug|modality|start", checked; null when it is not one. */
  timeOf: (value: string | undefined) => { professional: string; modality: Modality; start: number } | null;
}

export function createAgenda(options: AgendaOptions): Agenda {
  const { db, now } = options;
  const mail: MailContext = options.mail ?? {
    content: loadBookingContent(),
    professionals: loadProfessionals(),
    whatToBring: loadWhatToBring(),
    origin: options.origin ?? clinic.origin,
    clinicEmail: clinic.email,
  };
  const closedDates = options.closedDates ?? clinicClosedSet();
  const professionals: readonly Professional[] = mail.professionals;
  const slugs = new Set(professionals.map((p) => p.slug));
  return {
    db,
    now,
    mail,
    closedDates,
    professionals,
    known: (slug) => slugs.has(slug),
    videoRoom: () => videoRoomUrl(options.videoRoomTemplate),
    onStored: () => options.onStored?.(),
    onFreed: () => options.waitingList?.kick(),
    waiting: () => ({
      db,
      mail,
      closedDates,
      offerMinutes: clinic.waitingListOfferMinutes,
      videoRoom: () => videoRoomUrl(options.videoRoomTemplate),
      audit: options.waitingList?.audit,
    }),
    view: (c) => ({ session: c.get("session"), professionals }),
    log: (c, action, appointmentCode, detail) =>
      audit(db, { action, staffId: c.get("session").staffId, appointmentCode, detail }, now()),
    staffTimes: (only = {}) => {
      const at = new Date(now());
      const rules = { ...loadRules(db, closedDates, at), minNoticeMinutes: 0 };
      const times = freeTimes(rules, { now: at, ...only });
      // Unfiltered, the first 300 (the waiting list's page); filtered, all, for a page that lists them by day.
      return only.modality || only.professional ? times : times.slice(0, 300);
    },
    timeOf: (value) => {
      const [professional = "", modality = "", start = ""] = (value ?? "").split("|");
      if (!slugs.has(professional) || !MODALITIES.includes(modality as Modality) || !/^\d{12,14}$/.test(start)) return null;
      return { professional, modality: modality as Modality, start: Number(start) };
    },
  };
}

/** A posted form's text fields (files and repeated names dropped). */
export async function formBody(c: Context<Env>): Promise<Record<string, string>> {
  const raw = await c.req.parseBody().catch(() => ({}));
  return Object.fromEntries(Object.entries(raw).filter(([, value]) => typeof value === "string")) as Record<string, string>;
}
