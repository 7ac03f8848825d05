// One appointment: its call buttons, its facts (and the request it was booked from), the WhatsApp
// confirmation when there is no e-mail, attended or not, the ways to move or cancel it (each on a
// page of its own that asks first), and the team's notes.
import { CsrfField } from "#server/back-office/layout.tsx";
import { shortTime, weekdayDate } from "#server/booking/calendar.ts";
import { contactActions } from "#server/back-office/contact.ts";
import { ActionButtons } from "#server/back-office/queue-parts.tsx";
import { REQUESTS_BASE } from "#server/back-office/requests-queue.ts";
import { NOTE_MAX, type AgendaRow } from "./data.ts";
import { AgendaLayout, MODALITY_LABELS, nameOf, STATE_LABELS, type AgendaView } from "./parts.tsx";
import { AGENDA_BASE } from "./paths.ts";

export interface AppointmentPageProps {
  view: AgendaView;
  row: AgendaRow;
  notes: { at: number; text: string; staffName: string | null }[];
  /** The request it was booked from, when the account sees requests. */
  request?: string;
  /** The confirmation to send by WhatsApp, when the patient left no e-mail: its text, and a link to send it. */
  whatsapp?: { text: string; href?: string };
  /** Just booked: the WhatsApp text is shown open. */
  justBooked?: boolean;
  notice?: string;
  error?: string;
  now: number;
}

function Facts({ view, row, request }: { view: AgendaView; row: AgendaRow; request?: string }) {
  const cancelledBy = row.cancelledBy
    ? ` (${row.cancelledBy === "paciente" ? "desde el enlace de la cita" : "por el equipo"})`
    : "";
  return (
    <dl className="ficha">
      <dt>Fecha y hora</dt>
      <dd>{`${weekdayDate(row.start)}, ${shortTime(row.start)} (hora de Lima)`}</dd>
      <dt>Profesional</dt>
      <dd>{nameOf(view.professionals, row.professional)}</dd>
      <dt>Modalidad</dt>
      <dd>
        {MODALITY_LABELS[row.modality]}
        {row.videoUrl ? (
          <>
            {" · "}
            <a href={row.videoUrl} rel="noopener noreferrer" target="_blank">
              sala de videollamada (se abre fuera de la gestión)
            </a>
          </>
        ) : null}
      </dd>
      <dt>Estado</dt>
      <dd>{`${STATE_LABELS[row.state]}${cancelledBy}`}</dd>
      <dt>Confirmó su asistencia</dt>
      <dd>{row.confirmedAt ? "Sí" : "Todavía no"}</dd>
      <dt>Paciente</dt>
      <dd className="texto">{row.name}</dd>
      <dt>Celular</dt>
      <dd>{row.phone}</dd>
      <dt>Correo</dt>
      <dd>{row.email ?? "—"}</dd>
      <dt>Motivo</dt>
      <dd className="texto">{row.reason ?? "—"}</dd>
      <dt>Reservada</dt>
      <dd>{row.source === "personal" ? "Por el equipo (teléfono)" : "En la web"}</dd>
      {request ? (
        <>
          <dt>Solicitud</dt>
          <dd>
            <a href={`${REQUESTS_BASE}/${request}`}>{request}</a>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** The confirmation to send by WhatsApp when there is no e-mail: a plain field to copy from, and a link. */
function WhatsappConfirmation({ whatsapp, open }: { whatsapp: { text: string; href?: string }; open: boolean }) {
  return (
    <details className="whatsapp" open={open}>
      <summary>Confirmación para enviar por WhatsApp</summary>
      <p className="nota">No dejó correo: no recibe ningún aviso si no se lo envías tú.</p>
      <label htmlFor="texto-whatsapp">Texto para copiar</label>
      <textarea id="texto-whatsapp" readOnly rows={8} defaultValue={whatsapp.text} />
      {whatsapp.href ? (
        <p>
          <a className="boton" href={whatsapp.href} rel="noopener noreferrer" target="_blank">
            Abrir WhatsApp con este texto<span className="oculto"> (se abre fuera de la gestión)</span>
          </a>
        </p>
      ) : (
        <p className="nota">Su número no es un celular: llámale para confirmar.</p>
      )}
    </details>
  );
}

export function AppointmentPage({
  view,
  row,
  notes,
  request,
  whatsapp,
  justBooked = false,
  notice,
  error,
  now,
}: AppointmentPageProps) {
  const csrf = <CsrfField session={view.session} />;
  const base = `${AGENDA_BASE}/citas/${row.code}`;
  const live = row.state === "reservada";
  return (
    <AgendaLayout view={view} title={`Cita ${row.code}`} notice={notice} error={error}>
      <ActionButtons actions={contactActions(row.phone, row.email)} />
      {whatsapp && live ? <WhatsappConfirmation whatsapp={whatsapp} open={justBooked} /> : null}
      <Facts view={view} row={row} request={request} />
      {row.state !== "cancelada" && row.start <= now ? (
        <>
          <h2>Asistencia</h2>
          <form method="post" action={`${base}/estado`} className="respuesta">
            {csrf}
            <button type="submit" name="estado" value="atendida">
              Atendida
            </button>
            <button type="submit" name="estado" value="no-asistio">
              No asistió
            </button>
          </form>
        </>
      ) : null}
      {live ? (
        // A move or a cancellation e-mails the patient and cannot be undone: each has its own page that
        // says what will happen and asks.
        <>
          <h2>Cambiar o cancelar</h2>
          <ul className="acciones">
            <li>
              <a className="boton" href={`${base}/mover`}>
                Cambiar de hora…
              </a>
            </li>
            <li>
              <a className="boton peligro" href={`${base}/cancelar`}>
                Cancelar la cita…
              </a>
            </li>
          </ul>
        </>
      ) : null}
      <h2>Notas del equipo</h2>
      {notes.length ? (
        <ul className="notas">
          {notes.map((note, index) => (
            <li key={index}>
              <p className="nota">{`${weekdayDate(note.at)}, ${shortTime(note.at)} · ${note.staffName ?? "—"}`}</p>
              <p className="texto">{note.text}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p>Todavía no hay notas.</p>
      )}
      <form method="post" action={`${base}/nota`} className="respuesta" noValidate>
        {csrf}
        <label htmlFor="nota">Nueva nota</label>
        <p id="nota-ayuda" className="nota">
          Solo para el equipo. No escribas datos de salud que no hagan falta.
        </p>
        <textarea id="nota" name="nota" rows={3} maxLength={NOTE_MAX} required aria-describedby="nota-ayuda" />
        <button type="submit" className="principal">
          Guardar la nota
        </button>
      </form>
    </AgendaLayout>
  );
}
