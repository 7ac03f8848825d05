// Exports of personal data on a page of their own (/app/gestion/exportar), not one tap away in the
// menu: what each file holds, a warning, and the audit line every download writes. The files' own
// URLs are the claims', the requests' and the appointments' (claims-routes.ts, requests-routes.ts,
// agenda/routes.ts), for the roles that see them.
import { Hono } from "hono";
import { html } from "hono/html";
import { seesClaims, seesRequests } from "./accounts.ts";
import { audit } from "./audit.ts";
import type { BackOfficeContext, Concern, Env } from "./context.ts";
import { AGENDA_BASE } from "./agenda/pages.ts";
import { BASE, layout } from "./pages.ts";
import { REQUESTS_BASE } from "./request-pages.ts";
import type { Session } from "./sessions.ts";

export const EXPORTS_PAGE = `${BASE}/exportar`;

export function exportsPage(session: Session) {
  return layout({
    title: "Exportar datos",
    session,
    body: html`<p class="aviso"><strong>Estos archivos tienen datos personales</strong> (nombres, documentos, teléfonos, correos y lo que cada persona escribió). Descárgalos solo cuando haga falta, en un equipo de la clínica; no los envíes por correo ni los dejes en carpetas compartidas, y bórralos cuando termines. Cada descarga queda registrada en la auditoría con tu nombre.</p>
      <ul class="acciones">
        ${
          seesClaims(session.role)
            ? html`<li><a class="boton" href="${BASE}/exportar.csv">Descargar el Libro de Reclamaciones (CSV)</a></li>`
            : ""
        }
        ${
          seesRequests(session.role)
            ? html`<li><a class="boton" href="${REQUESTS_BASE}/exportar.csv">Descargar las solicitudes de consulta (CSV)</a></li>`
            : ""
        }${session.agenda ? html`<li><a class="boton" href="${AGENDA_BASE}/exportar.csv">Descargar las citas (CSV)</a></li>` : ""}
      </ul>
      <p class="nota">Los archivos se abren en Excel, LibreOffice o Google Sheets: las fechas van como 2026-03-02 10:05 y los teléfonos como se marcan en el Perú, para ordenarlos y filtrarlos.</p>`,
  });
}

export function exportsConcern({ db, now }: BackOfficeContext): Concern {
  const routes = new Hono<Env>();
  routes.get(EXPORTS_PAGE, (c) => {
    audit(db, { action: "ver_exportar", staffId: c.get("session").staffId }, now());
    return c.html(exportsPage(c.get("session")));
  });
  return { routes, menu: () => [{ href: EXPORTS_PAGE, label: "Exportar datos" }] };
}
