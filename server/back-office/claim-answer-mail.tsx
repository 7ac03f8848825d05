// The e-mail that carries a claim's final answer (claims.ts queues it in the outbox): a plain text
// and its HTML in the service's one e-mail document (server/mail/mail-document.tsx), where React
// escapes the answer: it is shown exactly as written, never as markup.
import { mailDocument } from "#server/mail/mail-document.tsx";

export interface AnswerMailTexts {
  clinicName: string;
  /** What the person can do if not satisfied (SUSALUD), from content/libro-de-reclamaciones.yml. */
  susalud: string;
}

export function answerMail(claim: { code: string; kind: string }, answer: string, texts: AnswerMailTexts) {
  const subject = `Respuesta a tu reclamo ${claim.code} en ${texts.clinicName}`;
  const intro = `Esta es la respuesta de ${texts.clinicName} a tu ${claim.kind} ${claim.code}, registrado en nuestro Libro de Reclamaciones en Salud.`;
  const text = `${intro}\n\n${answer}\n\n${texts.susalud}\n`;
  const html = mailDocument(
    subject,
    <>
      <p>{intro}</p>
      <p style={{ whiteSpace: "pre-wrap" }}>{answer}</p>
      <p>{texts.susalud}</p>
    </>,
  );
  return { subject, text, html };
}
