// The agenda's data (server/migrations/0060-booking.sql): settings, availability, holds and
// appointments. Every write that decides whether a time is free runs in ONE transaction (BEGIN
// IMMEDIATE: one writer at a time, across processes) and re-checks the time there; the unique index
// appointments_one_per_time is the last guard, so under any concurrency exactly one booking of a
// time succeeds. Secrets are random (192 bits) and stored only as their SHA-256.
import { createHash, createHmac, randomBytes } from "node:crypto";
import { transaction, type Db } from "#server/db.ts";
import { nextInSequence } from "#server/code-sequences.ts";
import type { OutgoingMail } from "#server/mail/outgoing-mail.ts";
import { queueMail, RECIPIENT_LIMIT } from "#server/mail/outbox.ts";
import { parsePeruPhone } from "#shared/clinic/phone.ts";
import { mailboxKey } from "#shared/forms/form-rules.ts";
import {
  freeTimes,
  isFree,
  type AvailabilityException,
  type FreeTimeRules,
  type Modality,
  type TakenTime,
  type WeeklySpan,
} from "#shared/booking/free-times.ts";

const HOUR_MS = 3_600_000;

export interface BookingSettings {
  horizonDays: number;
  minNoticeMinutes: number;
  defaultLength: number;
  holdMinutes: number;
  /** A patient may cancel or move up to this many hours before (0: until it starts). */
  patientChangeHours: number;
}

export const APPOINTMENT_STATES = ["reservada", "cancelada", "atendida", "no-asistio"] as const;
export type AppointmentState = (typeof APPOINTMENT_STATES)[number];

export interface Appointment {
  id: number;
  code: string;
  professional: string;
  modality: Modality;
  start: number;
  end: number;
  state: AppointmentState;
  name: string;
  phone: string;
  email: string | null;
  reason: string | null;
  videoUrl: string | null;
  source: "web" | "personal";
  createdAt: number;
  confirmedAt: number | null;
  cancelledBy: "paciente" | "personal" | null;
  /** The calendar event's SEQUENCE: raised by each move and by the cancellation. */
  sequence: number;
}

/** A time as a person picks it. */
export interface TimeChoice {
  professional: string;
  modality: Modality;
  start: number;
}

export interface PersonInput {
  name: string;
  phone: string;
  email?: string;
  reason?: string;
  /** The consents' texts as ticked (web bookings). */
  consentText?: string;
  teleconsentText?: string;
}

export const APPOINTMENT_MAILS = [
  "cita-confirmacion",
  "cita-aviso-clinica",
  "cita-recordatorio",
  "cita-cancelada",
  "cita-cambiada",
  "cita-oferta",
  "cita-enlace",
] as const;

/** An appointment's e-mail, with its attachments (the .ics). */
export type AppointmentMail = OutgoingMail<(typeof APPOINTMENT_MAILS)[number]> & {
  attachments?: MailAttachment[];
};
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const newSecret = () => randomBytes(24).toString("base64url");
export const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("base64url");
export const formatAppointmentCode = (number: number) => `CT-${String(number).padStart(6, "0")}`;
export const APPOINTMENT_CODE = /^CT-\d{6}$/;

/**
 * The number a phone reaches, as one future consultation per number counts it: the parsed number
 * (shared/clinic/phone.ts), so 01 4567890, +51 1 4567890, (01) 456-7890 and 1 4567890 are one Lima
 * landline and 987 654 321 and +51 987 654 321 one mobile; another country's number by its digits.
 */
export const phoneKey = (phone: string) => parsePeruPhone(phone)?.e164 ?? `+${phone.replace(/\D/g, "")}`;
/** The mailbox an address reaches (shared/forms/form-rules.ts: lower case, no +tag), as the limits count it. */
export const emailKey = (email: string | undefined | null) => (email ? mailboxKey(email) : null);

export function readSettings(db: Db): BookingSettings {
  return db
    .prepare(
      `SELECT horizon_days AS horizonDays, min_notice_minutes AS minNoticeMinutes, default_length_minutes AS defaultLength,
         hold_minutes AS holdMinutes, patient_change_hours AS patientChangeHours FROM booking_settings WHERE id = 1`,
    )
    .get() as unknown as BookingSettings;
}

export function writeSettings(db: Db, settings: BookingSettings) {
  db.prepare(
    `UPDATE booking_settings SET horizon_days = ?, min_notice_minutes = ?, default_length_minutes = ?, hold_minutes = ?,
       patient_change_hours = ? WHERE id = 1`,
  ).run(
    settings.horizonDays,
    settings.minNoticeMinutes,
    settings.defaultLength,
    settings.holdMinutes,
    settings.patientChangeHours,
  );
}

export function readSpans(db: Db, professional?: string): (WeeklySpan & { id: number })[] {
  return db
    .prepare(
      `SELECT id, professional, weekday, modality, start_minute AS start, end_minute AS "end" FROM booking_spans
       WHERE ?1 IS NULL OR professional = ?1 ORDER BY professional, weekday, start_minute`,
    )
    .all(professional ?? null) as unknown as (WeeklySpan & { id: number })[];
}

export function readExceptions(
  db: Db,
  fromDay: string,
  professional?: string,
): (AvailabilityException & { id: number; note: string | null })[] {
  const rows = db
    .prepare(
      `SELECT id, professional, kind, from_date AS "from", to_date AS "to", start_minute AS start, end_minute AS "end", modality, note
       FROM booking_exceptions WHERE to_date >= ?1 AND (?2 IS NULL OR professional = ?2) ORDER BY from_date, start_minute`,
    )
    .all(fromDay, professional ?? null) as unknown as (Record<string, string | number | null> & { id: number })[];
  return rows.map((row) =>
    row.kind === "ausencia"
      ? {
          id: row.id,
          professional: String(row.professional),
          kind: "ausencia",
          from: String(row.from),
          to: String(row.to),
          note: row.note as string | null,
        }
      : {
          id: row.id,
          professional: String(row.professional),
          kind: row.kind as "bloqueo",
          date: String(row.from),
          start: Number(row.start),
          end: Number(row.end),
          modality: (row.modality ?? undefined) as Modality,
          note: row.note as string | null,
        },
  ) as (AvailabilityException & { id: number; note: string | null })[];
}

/** The professionals (slugs) with at least one weekly span or extra day: those the booking pages offer. */
export function publishedProfessionals(db: Db): string[] {
  return db
    .prepare(
      `SELECT slug FROM booking_professionals p WHERE EXISTS (SELECT 1 FROM booking_spans s WHERE s.professional = p.slug)
         OR EXISTS (SELECT 1 FROM booking_exceptions e WHERE e.professional = p.slug AND e.kind = 'extra')`,
    )
    .all()
    .map((row) => String(row.slug));
}

/**
 * Everything the free-time rule needs, read now: availability, settings, and as taken the live
 * appointments and the unexpired holds (but the hold `ownHold`, the person's own) of the horizon.
 */
export function loadRules(
  db: Db,
  closedDates: ReadonlySet<string>,
  now: Date,
  { ownHold, professional }: { ownHold?: string; professional?: string } = {},
): FreeTimeRules {
  const settings = readSettings(db);
  const today = new Date(now.getTime() - 5 * HOUR_MS).toISOString().slice(0, 10);
  const lengths: Record<string, number> = {};
  for (const row of db.prepare("SELECT slug, length_minutes FROM booking_professionals WHERE length_minutes IS NOT NULL").all())
    lengths[String(row.slug)] = Number(row.length_minutes);
  const until = now.getTime() + (settings.horizonDays + 1) * 24 * HOUR_MS;
  const taken = [
    ...db
      .prepare(
        `SELECT professional, start_at AS start, end_at AS "end" FROM appointments
         WHERE state <> 'cancelada' AND end_at > ?1 AND start_at < ?2 AND (?3 IS NULL OR professional = ?3)`,
      )
      .all(now.getTime(), until, professional ?? null),
    ...db
      .prepare(
        `SELECT professional, start_at AS start, end_at AS "end" FROM booking_holds
         WHERE expires_at > ?1 AND token_hash <> ?2 AND (?3 IS NULL OR professional = ?3)`,
      )
      .all(now.getTime(), ownHold ? hashSecret(ownHold) : "", professional ?? null),
  ] as unknown as TakenTime[];
  return {
    spans: readSpans(db, professional),
    exceptions: readExceptions(db, today, professional),
    lengths,
    defaultLength: settings.defaultLength,
    closedDates,
    horizonDays: settings.horizonDays,
    minNoticeMinutes: settings.minNoticeMinutes,
    taken,
  };
}

/** A keyed hash of the sender's address (the key lives in memory only): holds never store an address. */
const senderSecret = randomBytes(32);
export const senderHash = (sender: string) => createHmac("sha256", senderSecret).update(sender).digest("base64url");

export interface Hold extends TimeChoice {
  end: number;
  expiresAt: number;
}

/**
 * How many times one sender may hold at once: a few, not one, because people behind one address
 * (a family's Wi-Fi, a mobile carrier's shared addresses) would otherwise release each other's.
 */
export const HOLDS_PER_SENDER = 3;

/**
 * Holds a free time for `holdMinutes` for one sender; past HOLDS_PER_SENDER, the sender's oldest
 * hold ends. Null when the time is not free now (taken, held by another, or not offered).
 */
export function holdTime(
  db: Db,
  time: TimeChoice,
  sender: string,
  closedDates: ReadonlySet<string>,
  now: Date,
): { token: string; hold: Hold } | null {
  return transaction(db, () => {
    const at = now.getTime();
    const who = senderHash(sender);
    db.prepare("DELETE FROM booking_holds WHERE expires_at <= ?").run(at);
    // The same sender asking again for a time it holds (a back button, a second tab) gets it anew.
    db.prepare("DELETE FROM booking_holds WHERE sender_hash = ? AND professional = ? AND start_at = ?").run(
      who,
      time.professional,
      time.start,
    );
    db.prepare(
      `DELETE FROM booking_holds WHERE sender_hash = ?1 AND token_hash NOT IN
         (SELECT token_hash FROM booking_holds WHERE sender_hash = ?1 ORDER BY expires_at DESC LIMIT ?2)`,
    ).run(who, HOLDS_PER_SENDER - 1);
    const rules = loadRules(db, closedDates, now, { professional: time.professional });
    const free = freeTimes(rules, { now, professional: time.professional, modality: time.modality }).find(
      (candidate) => candidate.start === time.start,
    );
    if (!free) return null;
    const token = newSecret();
    const hold: Hold = { ...time, end: free.end, expiresAt: at + readSettings(db).holdMinutes * 60_000 };
    db.prepare(
      "INSERT INTO booking_holds (token_hash, professional, modality, start_at, end_at, expires_at, sender_hash) VALUES (?, ?, ?, ?, ?, ?, ?)",
    ).run(hashSecret(token), hold.professional, hold.modality, hold.start, hold.end, hold.expiresAt, who);
    return { token, hold };
  });
}

export function findHold(db: Db, token: string, now: Date): Hold | undefined {
  return db
    .prepare(
      `SELECT professional, modality, start_at AS start, end_at AS "end", expires_at AS expiresAt FROM booking_holds
       WHERE token_hash = ? AND expires_at > ?`,
    )
    .get(hashSecret(token), now.getTime()) as Hold | undefined;
}

const appointmentColumns = `id, code, professional, modality, start_at AS start, end_at AS "end", state, name, phone, email, reason,
  video_url AS videoUrl, source, created_at AS createdAt, confirmed_at AS confirmedAt, cancelled_by AS cancelledBy,
  calendar_sequence AS sequence`;

export const findAppointment = (db: Db, code: string) =>
  db.prepare(`SELECT ${appointmentColumns} FROM appointments WHERE code = ?`).get(code) as Appointment | undefined;

/** The appointment a manage link opens: any state, until the appointment has passed. */
export function appointmentOfToken(db: Db, token: string, now: Date): Appointment | undefined {
  if (!/^[\w-]{20,64}$/.test(token)) return undefined;
  return db
    .prepare(
      `SELECT ${appointmentColumns} FROM appointments
       WHERE id = (SELECT appointment_id FROM appointment_links WHERE token_hash = ?) AND end_at > ?`,
    )
    .get(hashSecret(token), now.getTime()) as Appointment | undefined;
}

/** A new manage link for an appointment: each e-mail that carries one gets its own. */
export function mintLink(db: Db, appointmentId: number, now: Date): string {
  const token = newSecret();
  db.prepare("INSERT INTO appointment_links (token_hash, appointment_id, created_at) VALUES (?, ?, ?)").run(
    hashSecret(token),
    appointmentId,
    now.getTime(),
  );
  return token;
}

export type BookingResult =
  { status: "booked"; appointment: Appointment; manageToken: string } | { status: "taken" } | { status: "duplicate" };

export interface BookOptions {
  closedDates: ReadonlySet<string>;
  now: Date;
  /** The hold the person's form carries: its time counts as free for them. */
  hold?: string;
  source?: "web" | "personal";
  staffId?: number | null;
  /** Staff may book a second future consultation for one phone or e-mail. */
  allowRepeat?: boolean;
  /** A new virtual room's URL. */
  videoRoom: () => string;
  /** The e-mails the booking sends, written in its transaction. */
  mails: (appointment: Appointment, manageToken: string) => AppointmentMail[];
}

const isUniqueViolation = (error: unknown) => /UNIQUE constraint failed/.test(String((error as Error)?.message));

/**
 * Books `time` for `person`, with its e-mails, in one transaction: only when the time is free now
 * (the person's own hold aside), and, unless `allowRepeat`, when neither the phone nor the e-mail
 * has another future first consultation.
 */
export function bookAppointment(db: Db, time: TimeChoice, person: PersonInput, options: BookOptions): BookingResult {
  const { now } = options;
  try {
    return transaction(db, (): BookingResult => {
      const at = now.getTime();
      const rules = loadRules(db, options.closedDates, now, { ownHold: options.hold, professional: time.professional });
      // Staff book by phone at any offered time, even sooner than the patients' shortest notice.
      const checked = options.source === "personal" ? { ...rules, minNoticeMinutes: 0 } : rules;
      if (!isFree(checked, time, now)) return { status: "taken" };
      const phone = phoneKey(person.phone);
      const email = emailKey(person.email);
      if (!options.allowRepeat) {
        const repeat = db
          .prepare(
            "SELECT 1 FROM appointments WHERE state = 'reservada' AND end_at > ?1 AND (phone_key = ?2 OR (?3 IS NOT NULL AND email_key = ?3))",
          )
          .get(at, phone, email);
        if (repeat) return { status: "duplicate" };
      }
      const length = rules.lengths[time.professional] ?? rules.defaultLength;
      const videoUrl = time.modality === "virtual" ? options.videoRoom() : null;
      // The code's number from its sequence (code_sequences, migrations 0041 and 0070), advanced in
      // this transaction: never the row's id, which a purge of the newest would give again.
      const number = nextInSequence(db, "citas");
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO appointments (code, professional, modality, start_at, end_at, name, phone, phone_key, email, email_key, reason,
             consent_text, teleconsultation_consent_text, consent_at, video_url, source, staff_id, created_at, state_changed_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          formatAppointmentCode(number),
          time.professional,
          time.modality,
          time.start,
          time.start + length * 60_000,
          person.name,
          person.phone,
          phone,
          person.email ?? null,
          email,
          person.reason ?? null,
          person.consentText ?? null,
          person.teleconsentText ?? null,
          person.consentText ? at : null,
          videoUrl,
          options.source ?? "web",
          options.staffId ?? null,
          at,
          at,
        );
      const id = Number(lastInsertRowid);
      const manageToken = mintLink(db, id, now);
      if (options.hold) db.prepare("DELETE FROM booking_holds WHERE token_hash = ?").run(hashSecret(options.hold));
      const appointment = db
        .prepare(`SELECT ${appointmentColumns} FROM appointments WHERE id = ?`)
        .get(id) as unknown as Appointment;
      queueMails(db, appointment.id, options.mails(appointment, manageToken), at);
      return { status: "booked", appointment, manageToken };
    });
  } catch (error) {
    // Another process committed the same time between our check and our insert.
    if (isUniqueViolation(error)) return { status: "taken" };
    throw error;
  }
}

/**
 * Queues an appointment's e-mails through the outbox's one door (queueMail): each kind at most
 * `limit` times a day to one mailbox, so no run of bookings, moves or cancellations can flood an
 * inbox. The appointment stands either way: its page, reached from the booking, shows it all.
 */
export function queueMails(db: Db, appointmentId: number, mails: AppointmentMail[], at: number, limit = RECIPIENT_LIMIT) {
  for (const mail of mails) queueMail(db, { ...mail, owner: { appointmentId } }, new Date(at), limit);
}

/** Whether the patient may still cancel or move (the settings' hours before it). */
export const patientMayChange = (appointment: Appointment, settings: BookingSettings, now: Date) =>
  appointment.state === "reservada" && now.getTime() <= appointment.start - settings.patientChangeHours * HOUR_MS;

export function cancelAppointment(
  db: Db,
  id: number,
  by: "paciente" | "personal",
  now: Date,
  mails: (appointment: Appointment) => AppointmentMail[],
): boolean {
  return transaction(db, () => {
    const at = now.getTime();
    const changed = db
      .prepare(
        `UPDATE appointments SET state = 'cancelada', cancelled_at = ?, cancelled_by = ?, state_changed_at = ?,
           calendar_sequence = calendar_sequence + 1 WHERE id = ? AND state = 'reservada'`,
      )
      .run(at, by, at, id).changes;
    if (!changed) return false;
    const appointment = db
      .prepare(`SELECT ${appointmentColumns} FROM appointments WHERE id = ?`)
      .get(id) as unknown as Appointment;
    queueMails(db, id, mails(appointment), at);
    return true;
  });
}

/**
 * Moves an appointment to a free time (for the patient: of the same professional and modality, the
 * pages offer no other); its reminders start over, its confirmation too, and the e-mail telling it
 * carries a new manage link.
 */
export function moveAppointment(
  db: Db,
  id: number,
  time: TimeChoice,
  options: Pick<BookOptions, "closedDates" | "now" | "source" | "videoRoom"> & {
    mails: (appointment: Appointment, manageToken: string) => AppointmentMail[];
  },
): { status: "moved"; appointment: Appointment; manageToken: string } | { status: "taken" | "gone" } {
  const { now } = options;
  try {
    return transaction(db, () => {
      const current = db.prepare(`SELECT ${appointmentColumns} FROM appointments WHERE id = ?`).get(id) as
        Appointment | undefined;
      if (!current || current.state !== "reservada") return { status: "gone" as const };
      const rules = loadRules(db, options.closedDates, now, { professional: time.professional });
      // Its own time does not block it.
      const others = {
        ...rules,
        taken: rules.taken.filter((taken) => !(taken.professional === current.professional && taken.start === current.start)),
      };
      const checked = options.source === "personal" ? { ...others, minNoticeMinutes: 0 } : others;
      if (!isFree(checked, time, now)) return { status: "taken" as const };
      const length = rules.lengths[time.professional] ?? rules.defaultLength;
      const at = now.getTime();
      const videoUrl = time.modality === "virtual" ? (current.videoUrl ?? options.videoRoom()) : null;
      db.prepare(
        `UPDATE appointments SET professional = ?, modality = ?, start_at = ?, end_at = ?, video_url = ?, moved_count = moved_count + 1,
           calendar_sequence = calendar_sequence + 1, confirmed_at = NULL, state_changed_at = ? WHERE id = ?`,
      ).run(time.professional, time.modality, time.start, time.start + length * 60_000, videoUrl, at, id);
      db.prepare("DELETE FROM appointment_reminders WHERE appointment_id = ?").run(id);
      const appointment = db
        .prepare(`SELECT ${appointmentColumns} FROM appointments WHERE id = ?`)
        .get(id) as unknown as Appointment;
      const manageToken = mintLink(db, id, now);
      queueMails(db, id, options.mails(appointment, manageToken), at);
      return { status: "moved" as const, appointment, manageToken };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "taken" };
    throw error;
  }
}

export function confirmAttendance(db: Db, id: number, now: Date): boolean {
  return (
    db
      .prepare("UPDATE appointments SET confirmed_at = coalesce(confirmed_at, ?) WHERE id = ? AND state = 'reservada'")
      .run(now.getTime(), id).changes === 1
  );
}

/**
 * «¿No te llegó el correo?»: a new manage link for each future appointment still booked whose phone
 * (its last 9 digits) or e-mail is `contact`, sent only to the e-mail on record. Returns how many
 * went out; the page never tells it (nor whether anything was found).
 */
export function resendLinks(
  db: Db,
  contact: { email?: string; phone?: string },
  now: Date,
  mails: (appointment: Appointment & { email: string }, manageToken: string) => AppointmentMail[],
): number {
  const email = emailKey(contact.email);
  const phone = contact.phone ? phoneKey(contact.phone) : null;
  if (!email && !phone) return 0;
  return transaction(db, () => {
    const at = now.getTime();
    const found = db
      .prepare(
        `SELECT ${appointmentColumns} FROM appointments WHERE state = 'reservada' AND end_at > ?1 AND email IS NOT NULL
           AND ((?2 IS NOT NULL AND email_key = ?2) OR (?3 IS NOT NULL AND phone_key = ?3))`,
      )
      .all(at, email, phone) as unknown as (Appointment & { email: string })[];
    for (const appointment of found) queueMails(db, appointment.id, mails(appointment, mintLink(db, appointment.id, now)), at);
    return found.length;
  });
}

/** How long after booking the person may still correct the e-mail they typed (the confirmation page). */
export const EMAIL_CORRECTION_MS = 60 * 60_000;

/** Whether the appointment is new enough for its e-mail to be corrected from its page. */
export const mayCorrectEmail = (appointment: Appointment, now: Date) =>
  appointment.state === "reservada" &&
  appointment.source === "web" &&
  now.getTime() - appointment.createdAt <= EMAIL_CORRECTION_MS;

/**
 * Corrects a new appointment's e-mail (a typo the person saw on the confirmation page) and sends
 * the confirmation again, with a new manage link, to the corrected address. Refused when the new
 * address already has another future first consultation, as a booking would be.
 */
export function correctEmail(
  db: Db,
  id: number,
  email: string,
  now: Date,
  mails: (appointment: Appointment, manageToken: string) => AppointmentMail[],
): { status: "corrected"; manageToken: string } | { status: "duplicate" | "too-late" } {
  return transaction(db, () => {
    const at = now.getTime();
    const current = db.prepare(`SELECT ${appointmentColumns} FROM appointments WHERE id = ?`).get(id) as Appointment | undefined;
    if (!current || !mayCorrectEmail(current, now)) return { status: "too-late" as const };
    const key = emailKey(email);
    const other = db
      .prepare("SELECT 1 FROM appointments WHERE id <> ? AND state = 'reservada' AND end_at > ? AND email_key = ?")
      .get(id, at, key);
    if (other) return { status: "duplicate" as const };
    db.prepare("UPDATE appointments SET email = ?, email_key = ? WHERE id = ?").run(email.trim(), key, id);
    const appointment = db
      .prepare(`SELECT ${appointmentColumns} FROM appointments WHERE id = ?`)
      .get(id) as unknown as Appointment;
    const manageToken = mintLink(db, id, now);
    queueMails(db, id, mails(appointment, manageToken), at);
    return { status: "corrected" as const, manageToken };
  });
}

/** A first consultation's length in minutes: the professional's own, else the clinic's (the settings). */
export function consultationLength(db: Db, professional?: string): number {
  const own = professional
    ? db.prepare("SELECT length_minutes FROM booking_professionals WHERE slug = ?").get(professional)?.length_minutes
    : undefined;
  return typeof own === "number" ? own : readSettings(db).defaultLength;
}
