// Each professional's calendar feed: their appointments as iCalendar at a secret URL
// (/app/api/agenda/calendario/<secret>.ics) that a phone's calendar subscribes to. The secret is
// stored as its hash, made and revoked in the back office's agenda; a new one ends the old. The
// events carry no health data and no contact: the patient's initials, the modality, the code and a
// link to the appointment in the back office.
import type { Context } from "hono";
import type { Db } from "#server/db.ts";
import { fill } from "#shared/content/fill.ts";
import { icsOf } from "./calendar.ts";
import { initialsOf } from "./content.ts";
import type { MailContext } from "./mails.tsx";
import { hashSecret, newSecret } from "./store.ts";

export const FEED_ROUTE = "/app/api/agenda/calendario/:file";
const DAY_MS = 86_400_000;

/** A new feed secret for `slug` (the previous one stops working); returns it, to show once. */
export function newFeedToken(db: Db, slug: string, now: number): string {
  const token = newSecret();
  db.prepare("INSERT OR IGNORE INTO booking_professionals (slug) VALUES (?)").run(slug);
  db.prepare("UPDATE booking_professionals SET feed_token_hash = ?, feed_created_at = ? WHERE slug = ?").run(
    hashSecret(token),
    now,
    slug,
  );
  return token;
}

export const revokeFeed = (db: Db, slug: string) =>
  db.prepare("UPDATE booking_professionals SET feed_token_hash = NULL, feed_created_at = NULL WHERE slug = ?").run(slug);

export const feedCreatedAt = (db: Db, slug: string) =>
  (db.prepare("SELECT feed_created_at FROM booking_professionals WHERE slug = ?").get(slug)?.feed_created_at as number | null) ??
  null;

/** The professional a feed secret belongs to, if any. */
export function professionalOfFeed(db: Db, token: string): string | undefined {
  if (!/^[\w-]{20,64}$/.test(token)) return undefined;
  return db.prepare("SELECT slug FROM booking_professionals WHERE feed_token_hash = ?").get(hashSecret(token))?.slug as
    string | undefined;
}

/** The feed's text: from 30 days ago on, cancelled ones left out. */
export function feedIcs(db: Db, slug: string, context: Pick<MailContext, "content" | "origin" | "professionals">, now: number) {
  const rows = db
    .prepare(
      `SELECT code, modality, name, start_at AS start, end_at AS "end" FROM appointments
       WHERE professional = ? AND state <> 'cancelada' AND start_at >= ? ORDER BY start_at`,
    )
    .all(slug, now - 30 * DAY_MS) as {
    code: string;
    modality: "presencial" | "virtual";
    name: string;
    start: number;
    end: number;
  }[];
  const host = new URL(context.origin).hostname;
  const who = context.professionals.find((person) => person.slug === slug)?.label ?? slug;
  return icsOf(
    rows.map((row) => {
      const link = `${context.origin}/app/gestion/agenda/citas/${row.code}`;
      return {
        uid: `${row.code}@${host}`,
        start: row.start,
        end: row.end,
        summary: fill(context.content.mail.eventStaffTitle, {
          initials: initialsOf(row.name),
          modality: context.content.choose.modalities[row.modality],
        }),
        description: `${row.code}\n${link}`,
        url: link,
      };
    }),
    { name: who, method: "publish" },
  );
}

/** GET /app/api/agenda/calendario/<secret>.ics: 404 for anything but a live secret. */
export const feedHandler =
  (db: Db, context: Pick<MailContext, "content" | "origin" | "professionals">, now: () => Date) => (c: Context) => {
    const token = c.req.param("file")?.replace(/\.ics$/, "") ?? "";
    const slug = professionalOfFeed(db, token);
    if (!slug) return c.json({ error: "No encontrado" }, 404, { "Cache-Control": "no-store" });
    return c.body(feedIcs(db, slug, context, now().getTime()), 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    });
  };
