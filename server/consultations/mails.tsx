// The e-mails a request sends, written into the outbox in the request's own transaction (store.ts)
// and delivered by the service's outbox (server/mail/outbox.ts): the clinic's notice,
// with everything the person wrote, and the person's confirmation when an e-mail was given, which
// repeats nothing they wrote but their choices (the address may not be theirs). React escapes
// every value of the HTML part; nothing here is logged.
import { businessDaysText, type ConsultationContent } from "#shared/consultation-request/consultation-content-schema.ts";
import { fill } from "#shared/content/fill.ts";
import { clinic } from "#shared/clinic/facts.ts";
import { longDateTime } from "#shared/calendar/lima-clock.ts";
import { mailDocument, MailLines } from "#server/mail/mail-document.tsx";
import type { RequestMail, StoredRequest } from "./store.ts";

const list = (values: readonly string[], labels: Record<string, string>) => values.map((v) => labels[v] ?? v).join(", ");

/** The request's lines as label and value, in the form's order (the notice, the back office). */
export function requestLines(content: ConsultationContent, request: StoredRequest, { contact = true } = {}): [string, string][] {
  const { fields, options } = content.form;
  const lines: [string, string | undefined][] = [
    [fields.reason, request.reasonLabel],
    [fields.modality, options.modality[request.modality]],
    [fields.professional, request.professionalLabel ?? options.noProfessional],
    [fields.days, list(request.days, options.days) || "—"],
    [fields.times, list(request.times, options.times) || "—"],
    ...(contact
      ? ([
          [fields.name, request.name],
          [fields.phone, request.phone],
          [fields.email, request.email],
          [fields.channel, options.channel[request.channel]],
          [fields.message, request.message],
        ] as [string, string | undefined][])
      : []),
  ];
  return lines.filter((line): line is [string, string] => Boolean(line[1]));
}

function mail(subject: string, intro: string, lines: [string, string][], footer: string) {
  const text = `${intro}\n\n${lines.map(([label, value]) => `${label}: ${value}`).join("\n")}\n\n${footer}\n`;
  const html = mailDocument(
    subject,
    <>
      <p>{intro}</p>
      <MailLines lines={lines} preWrap />
      <p>{footer}</p>
    </>,
  );
  return { subject, text, html };
}

export function requestMails(content: ConsultationContent, request: StoredRequest, clinicEmail: string): RequestMail[] {
  const values = { code: request.code, name: clinic.name, days: businessDaysText(content.responseBusinessDays) };
  const consent = fill(content.mail.consentRecord, { time: longDateTime(request.createdAt), text: request.consentText });
  const mails: RequestMail[] = [
    {
      kind: "aviso-clinica-consulta",
      recipient: clinicEmail,
      ...mail(
        fill(content.mail.noticeSubject, values),
        `${fill(content.mail.noticeIntro, values)} (${request.code}, ${longDateTime(request.createdAt)})`,
        requestLines(content, request),
        consent,
      ),
    },
  ];
  if (request.email) {
    mails.push({
      kind: "confirmacion-consulta",
      recipient: request.email,
      ...mail(
        fill(content.mail.confirmationSubject, values),
        fill(content.mail.confirmationIntro, values),
        requestLines(content, request, { contact: false }),
        `${clinic.name} · ${clinic.phone} · ${clinic.email}`,
      ),
    });
  }
  return mails;
}
