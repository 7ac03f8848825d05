// The waiting list's e-mail: a freed time offered to one person, with the link that opens the
// offer's page (its secret goes only to the patient's own address, as the manage link does) and a
// manage link of its own (to see the appointment or leave the list). Written into the outbox in
// the offer's transaction (waiting-list-offers.ts).
import { fill } from "#shared/content/fill.ts";
import { clinic } from "#shared/clinic/facts.ts";
import { dateAndTime, shortTime, weekdayDate } from "./calendar.ts";
import { appointmentLines, manageLink, professionalLabel, render, type MailContext } from "./mails.tsx";
import type { Appointment, AppointmentMail } from "./store.ts";
import type { Modality } from "#shared/booking/free-times.ts";

export const OFFER_PATH = "/app/reservar-cita/oferta";
export const offerLink = (origin: string, token: string) => `${origin}${OFFER_PATH}?o=${token}`;

/** «3:45 p. m. del lunes 2 de marzo de 2026 (hora de Lima)»: until when an offer holds its time. */
export const untilText = (context: Pick<MailContext, "content">, instant: number) =>
  `${shortTime(instant)} del ${weekdayDate(instant)} (${context.content.limaShort})`;

export function offerMail(
  context: MailContext,
  appointment: Appointment,
  offer: { start: number; modality: Modality; expiresAt: number },
  tokens: { offer: string; manage: string },
): AppointmentMail[] {
  if (!appointment.email) return [];
  const { content } = context;
  const texts = content.waitingList;
  const professional = professionalLabel(context.professionals, appointment.professional);
  const values = { date: weekdayDate(offer.start), time: shortTime(offer.start), name: clinic.name, phone: clinic.phone };
  return [
    {
      kind: "cita-oferta",
      recipient: appointment.email,
      ...render({
        subject: fill(texts.mailSubject, values),
        intro: fill(texts.mailIntro, { professional, until: untilText(context, offer.expiresAt) }),
        lines: [
          [texts.offerNew, `${dateAndTime(offer.start)} (${content.limaShort})`],
          [texts.offerCurrent, `${dateAndTime(appointment.start)} (${content.limaShort})`],
          ...appointmentLines(context, appointment).slice(2, 4),
        ],
        links: [
          [texts.mailAccept, offerLink(context.origin, tokens.offer)],
          [texts.mailManage, manageLink(context.origin, tokens.manage)],
        ],
        footer: `${texts.offerKeep}\n\n${fill(content.mail.footer, values)}`,
      }),
    },
  ];
}
