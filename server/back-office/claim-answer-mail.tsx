// The e-mail that carries a claim's final answer (claims.ts queues it in the outbox): a plain text
// and a minimal HTML version, rendered by React, which escapes the answer: it is shown exactly as
// written, never as markup.
import { renderToStaticMarkup } from "react-dom/server";

export interface AnswerMailTexts {
  clinicName: string;
  /** What the person can do if not satisfied (SUSALUD), from content/libro-de-reclamaciones.yml. */
  susalud: string;
}

export function answerMail(claim: { code: string; kind: string }, answer: string, texts: AnswerMailTexts) {
  const subject = `Respuesta a tu reclamo ${claim.code} en ${texts.clinicName}`;
  const intro = `Esta es la respuesta de ${texts.clinicName} a tu ${claim.kind} ${claim.code}, registrado en nuestro Libro de Reclamaciones en Salud.`;
  const text = `${intro}\n\n${answer}\n\n${texts.susalud}\n`;
  const html = `<!doctype html>${renderToStaticMarkup(
    <html lang="es-PE">
      <head>
        <meta charSet="utf-8" />
        <title>{subject}</title>
      </head>
      <body>
        <p>{intro}</p>
        <p style={{ whiteSpace: "pre-wrap" }}>{answer}</p>
        <p>{texts.susalud}</p>
      </body>
    </html>,
  )}`;
  return { subject, text, html };
}
