// A claim's sheet and its answer, for paper: the clinic's letterhead, and none of the back office's
// menus or forms.
import { clinic, fullAddress } from "#shared/clinic/facts.ts";
import { KIND_LABELS, limaDateTime, limaDay, type ClaimRow } from "./claims.ts";
import { SheetRows, type DetailLabels } from "./claim-sheet.tsx";
import { Head } from "./layout.tsx";
import { CLINIC } from "./paths.ts";

export function ClaimPrintPage({
  claim,
  labels,
  recipient,
}: {
  claim: ClaimRow;
  labels: DetailLabels;
  recipient: string | null;
}) {
  const title = `${KIND_LABELS[claim.kind]} ${claim.code}`;
  return (
    <html lang="es-PE">
      <Head title={`${title} · ${CLINIC}`} />
      <body className="impresion">
        <header className="membrete">
          <p className="membrete-nombre">{clinic.name}</p>
          <p>{`${clinic.legalName} · RUC ${clinic.ruc} · RENIPRESS ${clinic.renipress}`}</p>
          <p>{`${fullAddress} · ${clinic.phone} · ${clinic.email}`}</p>
        </header>
        <main>
          <h1>{`Libro de Reclamaciones en Salud · ${title}`}</h1>
          <dl className="ficha">
            <dt>Presentado</dt>
            <dd>{limaDateTime(claim.created_at)}</dd>
            <dt>Plazo para responder</dt>
            <dd>{limaDay(claim.deadline)}</dd>
            <SheetRows claim={claim} labels={labels} />
            <dt>Respuesta por correo</dt>
            <dd>{claim.email_consent ? `Sí, a ${recipient ?? "(sin correo)"}` : "No: se entrega en su domicilio"}</dd>
          </dl>
          <h2>{`Respuesta de ${clinic.name}`}</h2>
          {claim.state === "respondido" ? (
            <>
              <p>{`Fecha: ${limaDateTime(String(claim.answered_at))}`}</p>
              <p className="texto">{claim.answer}</p>
            </>
          ) : (
            <>
              <p className="nota">Todavía sin respuesta registrada.</p>
              {claim.draft_answer ? (
                <>
                  <p className="nota">Borrador (no enviado):</p>
                  <p className="texto">{claim.draft_answer}</p>
                </>
              ) : null}
            </>
          )}
          <div className="firmas">
            <p>Recibí conforme: ______________________________</p>
            <p>Nombre y documento: ___________________________ Fecha: ____________</p>
          </div>
        </main>
      </body>
    </html>
  );
}
