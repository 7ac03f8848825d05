// The HTML part every e-mail of the service shares: a bare document (no stylesheet, no script:
// mail clients drop them), in Spanish, titled with the subject, rendered by React, which escapes
// every value. Each concern gives what goes in the body (decision 0014).
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

export function mailDocument(subject: string, body: ReactNode): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang="es-PE">
      <head>
        <meta charSet="utf-8" />
        <title>{subject}</title>
      </head>
      <body>{body}</body>
    </html>,
  )}`;
}

/** Label and value pairs, as the notices list them: the label bold, the value below it. */
export function MailLines({ lines, preWrap = false }: { lines: readonly [string, string][]; preWrap?: boolean }) {
  return (
    <dl>
      {lines.map(([label, value]) => (
        <div key={label}>
          <dt style={{ fontWeight: "bold" }}>{label}</dt>
          <dd style={preWrap ? { whiteSpace: "pre-wrap", margin: "0 0 8px" } : { margin: "0 0 8px" }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
