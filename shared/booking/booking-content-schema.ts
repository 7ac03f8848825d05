// The shape of content/reservar-cita.yml: the booking pages' and e-mails' Spanish texts. Shape only,
// plain text only (the service escapes it into its pages and e-mails); read by the service at start
// (server/booking/content.ts) and checked by its test, so a missing text fails with the file's name.
import { z } from "zod";
import { MODALITIES } from "./free-times.ts";

const text = z.string().trim().min(1, "no puede estar vacío");
const texts = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>);

export const BOOKING_FIELDS = ["name", "phone", "email", "reason", "consent", "teleconsent"] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

export const WAITING_LIST_TEXTS = [
  "heading",
  "intro",
  "days",
  "daysHint",
  "join",
  "update",
  "joined",
  "joinedDays",
  "anyDay",
  "leave",
  "joinedNow",
  "leftNow",
  "offerTitle",
  "offerLead",
  "offerCurrent",
  "offerNew",
  "offerAccept",
  "offerKeep",
  "offerLate",
  "offerDone",
  "offerInvalid",
  "mailSubject",
  "mailIntro",
  "mailAccept",
  "mailManage",
  "confirmationLink",
] as const;

export const bookingContentSchema = z.object({
  title: text,
  description: text.max(170, "la descripción para Google debe tener como máximo 170 caracteres"),
  intro: text,
  limaTime: text,
  limaShort: text,
  choose: z.object({
    ...texts([
      "modality",
      "professional",
      "firstAvailable",
      "show",
      "timesHeading",
      "timeWith",
      "moreDays",
      "earlierDays",
      "nothingHeading",
      "nothingIntro",
      "unpublishedHeading",
      "unpublishedIntro",
      "requestLink",
      "chatLink",
      "chatText",
    ]).shape,
    modalities: texts(MODALITIES),
  }),
  form: z.object({
    ...texts(["heading", "chosen", "holdNote", "change", "required", "honeypot", "submit", "summary", "privacy", "privacyLink"])
      .shape,
    fields: texts(BOOKING_FIELDS),
    hints: texts(["phone", "email", "reason"]),
    errors: texts(["required", "tooLong", "email", "phone", "consent", "teleconsent"]),
  }),
  failure: texts(["taken", "holdExpired", "duplicate", "tooMany", "crossSite", "honeypot", "server", "tooLarge"]),
  confirmation: texts([
    "title",
    "lead",
    "code",
    "when",
    "professional",
    "modality",
    "place",
    "map",
    "video",
    "videoNote",
    "bring",
    "google",
    "ics",
  ]),
  manage: texts([
    "title",
    "invalid",
    "cancelled",
    "cancelledNow",
    "movedNow",
    "confirmedNow",
    "confirmed",
    "confirm",
    "cancel",
    "cancelQuestion",
    "move",
    "moveHeading",
    "tooLate",
    "back",
  ]),
  mail: texts([
    "confirmationSubject",
    "confirmationIntro",
    "manageLink",
    "noticeSubject",
    "noticeIntro",
    "reminderSubject",
    "reminderIntro",
    "confirmLink",
    "changeLink",
    "cancelledSubject",
    "cancelledIntro",
    "staffCancelledIntro",
    "movedSubject",
    "movedIntro",
    "footer",
    "eventTitle",
    "eventStaffTitle",
  ]),
  /** The waiting list: the opt-in on the appointment's page, the offer's page and e-mail. */
  waitingList: texts(WAITING_LIST_TEXTS),
});

export type BookingContent = z.output<typeof bookingContentSchema>;
