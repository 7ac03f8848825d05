// The exports page (exports-routes.ts): what each file holds, a warning, and the links a role may use.
import { seesClaims, seesRequests } from "./accounts.ts";
import { AGENDA_BASE } from "./agenda/paths.ts";
import { Layout } from "./layout.tsx";
import { BASE } from "./paths.ts";
import { REQUESTS_BASE } from "./requests-queue.ts";
import type { Session } from "./sessions.ts";

const Download = ({ href, label }: { href: string; label: string }) => (
  <li>
    <a className="boton" href={href}>
      {label}
    </a>
  </li>
);

export function ExportsPage({ session }: { session: Session }) {
  return (
    <Layout title="Exportar datos" session={session}>
      <p className="aviso">
        <strong>Estos archivos tienen datos personales</strong> (nombres, documentos, teléfonos, correos y lo que cada persona
        escribió). Descárgalos solo cuando haga falta, en un equipo de la clínica; no los envíes por correo ni los dejes en
        carpetas compartidas, y bórralos cuando termines. Cada descarga queda registrada en la auditoría con tu nombre.
      </p>
      <ul className="acciones">
        {seesClaims(session.role) ? (
          <Download href={`${BASE}/exportar.csv`} label="Descargar el Libro de Reclamaciones (CSV)" />
        ) : null}
        {seesRequests(session.role) ? (
          <Download href={`${REQUESTS_BASE}/exportar.csv`} label="Descargar las solicitudes de consulta (CSV)" />
        ) : null}
        {session.agenda ? <Download href={`${AGENDA_BASE}/exportar.csv`} label="Descargar las citas (CSV)" /> : null}
      </ul>
      <p className="nota">
        Los archivos se abren en Excel, LibreOffice o Google Sheets: las fechas van como 2026-03-02 10:05 y los teléfonos como se
        marcan en el Perú, para ordenarlos y filtrarlos.
      </p>
    </Layout>
  );
}
