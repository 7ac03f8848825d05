// An appointment's e-mails, written into the shared outbox in the same transaction as the change
// they tell (store.ts) and delivered by server/mail/outbox.ts: the patient's confirmation
// (with the .ics and the Google Calendar link), the clinic's notice, the reminders, and the notices
// of a cancellation or a move. React escapes every value of the HTML part; nothing here is logged.
// The manage link is the only secret in them: it goes only to the patient's own address.
import type { BookingContent } from "#shared/booking/booking-content-schema.ts";
import { fill } from "#shared/content/fill.ts";
import { clinic, fullAddress } from "#shared/clinic/facts.ts";
import { dateAndTime, googleCalendarLink, icsOf, weekdayDate, shortTime, type CalendarEvent } from "./calendar.ts";
import type { Professional } from "./content.ts";
import { mailDocument, MailLines } from "#server/mail/mail-document.tsx";
import type { Appointment, AppointmentMail, MailAttachment } from "./store.ts";

export interface MailContext {
  content: BookingContent;
  professionals: readonly Professional[];
  whatToBring: readonly string[];
  /** The public origin the links start with (CLINIC_ORIGIN). */
  origin: string;
  clinicEmail: string;
}

export const MANAGE_PATH = "/app/reservar-cita/cita";
/** An appointment's page in the back office's agenda (server/back-office/agenda/), by its code. */
const BACK_OFFICE_APPOINTMENT = "/app/gestion/agenda/citas/";
export const mapLink = () => `https://www.google.com/maps/search/?api=1&query=${clinic.map.latitude},${clinic.map.longitude}`;
export const manageLink = (origin: string, token: string, extra = "") => `${origin}${MANAGE_PATH}?t=${token}${extra}`;

export const professionalLabel = (professionals: readonly Professional[], slug: string) =>
  professionals.find((person) => person.slug === slug)?.label ?? slug;

/** The appointment as a calendar event for the patient: the place or the video link, never their data. */
export function patientEvent(context: MailContext, appointment: Appointment): CalendarEvent {
  const { content } = context;
  const who = professionalLabel(context.professionals, appointment.professional);
  const virtual = appointment.modality === "virtual";
  return {
    uid: `${appointment.code}@${new URL(context.origin).hostname}`,
    start: appointment.start,
    end: appointment.end,
    summary: fill(content.mail.eventTitle, { name: clinic.name }),
    description: [
      `${content.confirmation.code}: ${appointment.code}`,
      `${content.confirmation.professional}: ${who}`,
      `${content.confirmation.modality}: ${content.choose.modalities[appointment.modality]}`,
      virtual && appointment.videoUrl ? `${content.confirmation.video}: ${appointment.videoUrl}` : "",
    ]
      .filter(Boolean)
      .join("\n"),
    location: virtual ? (appointment.videoUrl ?? undefined) : fullAddress,
    url: virtual ? (appointment.videoUrl ?? undefined) : undefined,
    sequence: appointment.sequence,
    alarm: fill(content.mail.eventAlarm, { name: clinic.name, time: shortTime(appointment.start) }),
  };
}

/**
 * The appointment's .ics for its e-mails: an invitation from the clinic to the patient's address
 * (`request`; a move sends it again with a higher SEQUENCE), or its cancellation (`cancel`).
 */
export function patientCalendar(
  context: MailContext,
  appointment: Appointment & { email: string },
  method: "request" | "cancel",
): MailAttachment {
  const ics = icsOf([patientEvent(context, appointment)], {
    name: clinic.name,
    method,
    organizer: { name: clinic.name, email: clinic.email },
    attendee: appointment.email,
  });
  return {
    filename: `${appointment.code}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${method.toUpperCase()}`,
    content: ics,
  };
}

/** The appointment's lines as label and value: what the confirmation page and the e-mails show. */
export function appointmentLines(
  context: MailContext,
  appointment: Appointment,
  { mapUrl = true }: { mapUrl?: boolean } = {},
): [string, string][] {
  const { content } = context;
  return [
    [content.confirmation.code, appointment.code],
    [content.confirmation.when, `${dateAndTime(appointment.start)} (${content.limaShort})`],
    [content.confirmation.professional, professionalLabel(context.professionals, appointment.professional)],
    [content.confirmation.modality, content.choose.modalities[appointment.modality]],
    appointment.modality === "virtual"
      ? [content.confirmation.video, appointment.videoUrl ?? ""]
      : [content.confirmation.place, mapUrl ? `${fullAddress} · ${content.confirmation.map}: ${mapLink()}` : fullAddress],
  ];
}

/** What to bring to a visit in person; how to get ready for a virtual one (content/reservar-cita.yml). */
export function beforeTheVisit(context: MailContext, appointment: Pick<Appointment, "modality">) {
  const { content } = context;
  return appointment.modality === "presencial"
    ? { heading: content.confirmation.bring, items: context.whatToBring }
    : {
        heading: content.beforeVirtual.heading,
        items: content.beforeVirtual.items.map((item) => fill(item, { email: clinic.email })),
      };
}

interface MailParts {
  subject: string;
  intro: string;
  lines: [string, string][];
  list?: { heading: string; items: readonly string[] };
  links?: [label: string, href: string][];
  footer: string;
}

function render({ subject, intro, lines, list, links = [], footer }: MailParts) {
  const text = [
    intro,
    lines.map(([label, value]) => `${label}: ${value}`).join("\n"),
    list?.items.length ? `${list.heading}:\n${list.items.map((item) => `- ${item}`).join("\n")}` : "",
    links.map(([label, href]) => `${label}\n${href}`).join("\n\n"),
    footer,
  ]
    .filter(Boolean)
    .join("\n\n");
  const html = mailDocument(
    subject,
    <>
      <p>{intro}</p>
      <MailLines lines={lines} />
      {list?.items.length ? (
        <>
          <p style={{ fontWeight: "bold" }}>{list.heading}</p>
          <ul>
            {list.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
      {links.map(([label, href]) => (
        <p key={href}>
          <a href={href}>{label}</a>
        </p>
      ))}
      <p>{footer}</p>
    </>,
  );
  return { subject, text: `${text}\n`, html };
}

const values = (appointment: Appointment) => ({
  name: clinic.name,
  phone: clinic.phone,
  code: appointment.code,
  date: weekdayDate(appointment.start),
  time: shortTime(appointment.start),
});

function patientParts(context: MailContext, appointment: Appointment, manageToken: string | null) {
  const { content } = context;
  const event = patientEvent(context, appointment);
  const links: [string, string][] = [[content.confirmation.google, googleCalendarLink(event)]];
  if (manageToken) links.push([content.mail.manageLink, manageLink(context.origin, manageToken)]);
  return {
    lines: appointmentLines(context, appointment),
    list: beforeTheVisit(context, appointment),
    links,
    footer: fill(content.mail.footer, values(appointment)),
    attachments: appointment.email ? [patientCalendar(context, { ...appointment, email: appointment.email }, "request")] : [],
  };
}

/** The patient's confirmation, with the .ics and the manage link: at booking, and to a corrected address. */
export function confirmationMail(context: MailContext, appointment: Appointment, manageToken: string): AppointmentMail[] {
  if (!appointment.email) return [];
  const { content } = context;
  const parts = patientParts(context, appointment, manageToken);
  return [
    {
      kind: "cita-confirmacion",
      recipient: appointment.email,
      ...render({
        subject: fill(content.mail.confirmationSubject, values(appointment)),
        intro: content.mail.confirmationIntro,
        ...parts,
      }),
      attachments: parts.attachments,
    },
  ];
}

/**
 * At booking: the patient's confirmation (when an e-mail was given) and the clinic's notice. The
 * notice carries the code, the time and a link to the appointment in the back office, nothing the
 * person wrote (no name, contact or reason in an e-mail: the back office shows them to the staff).
 */
export function bookingMails(context: MailContext, appointment: Appointment, manageToken: string): AppointmentMail[] {
  const { content } = context;
  const mails = confirmationMail(context, appointment, manageToken);
  if (appointment.source === "web")
    mails.push({
      kind: "cita-aviso-clinica",
      recipient: context.clinicEmail,
      ...render({
        subject: fill(content.mail.noticeSubject, values(appointment)),
        intro: content.mail.noticeIntro,
        lines: appointmentLines(context, appointment).slice(0, 4),
        links: [[content.mail.noticeLink, `${context.origin}${BACK_OFFICE_APPOINTMENT}${appointment.code}`]],
        footer: clinic.name,
      }),
    });
  return mails;
}

/** «¿No te llegó el correo?»: a new manage link, to the e-mail on record only. */
export function linkMail(context: MailContext, appointment: Appointment, manageToken: string): AppointmentMail[] {
  if (!appointment.email) return [];
  const { content } = context;
  return [
    {
      kind: "cita-enlace",
      recipient: appointment.email,
      ...render({
        subject: fill(content.mail.linkSubject, values(appointment)),
        intro: content.mail.linkIntro,
        lines: appointmentLines(context, appointment),
        links: [[content.mail.manageLink, manageLink(context.origin, manageToken)]],
        footer: fill(content.mail.footer, values(appointment)),
      }),
    },
  ];
}

/** A reminder (48 or 24 hours before), with «Confirmo mi asistencia» and «Necesito cancelar o cambiar». */
export function reminderMail(context: MailContext, appointment: Appointment, manageToken: string): AppointmentMail[] {
  if (!appointment.email) return [];
  const { content } = context;
  return [
    {
      kind: "cita-recordatorio",
      recipient: appointment.email,
      ...render({
        subject: fill(content.mail.reminderSubject, values(appointment)),
        intro: content.mail.reminderIntro,
        lines: appointmentLines(context, appointment),
        links: [
          [content.mail.confirmLink, manageLink(context.origin, manageToken, "&accion=confirmar")],
          [content.mail.changeLink, manageLink(context.origin, manageToken)],
        ],
        footer: fill(content.mail.footer, values(appointment)),
      }),
    },
  ];
}

export function cancelledMail(context: MailContext, appointment: Appointment, by: "paciente" | "personal"): AppointmentMail[] {
  if (!appointment.email) return [];
  const { content } = context;
  return [
    {
      kind: "cita-cancelada",
      recipient: appointment.email,
      ...render({
        subject: fill(content.mail.cancelledSubject, values(appointment)),
        intro: fill(by === "personal" ? content.mail.staffCancelledIntro : content.mail.cancelledIntro, values(appointment)),
        lines: appointmentLines(context, appointment).slice(0, 3),
        links: [[content.title, `${context.origin}/app/reservar-cita/`]],
        footer: fill(content.mail.footer, values(appointment)),
      }),
      // The same UID, a higher SEQUENCE, METHOD:CANCEL: the event leaves the person's calendar.
      attachments: [patientCalendar(context, { ...appointment, email: appointment.email }, "cancel")],
    },
  ];
}

/** The new time, with a new .ics (same UID: the calendar updates the event) and a new manage link. */
export function movedMail(context: MailContext, appointment: Appointment, manageToken: string): AppointmentMail[] {
  if (!appointment.email) return [];
  const { content } = context;
  const parts = patientParts(context, appointment, manageToken);
  return [
    {
      kind: "cita-cambiada",
      recipient: appointment.email,
      ...render({ subject: fill(content.mail.movedSubject, values(appointment)), intro: content.mail.movedIntro, ...parts }),
      attachments: parts.attachments,
    },
  ];
}
