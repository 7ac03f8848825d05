// One request: where it stands, one-tap contact buttons, its single form (note, state, who handles
// it), the team's notes and what the person sent.
import { Fragment } from "react";
import type { Undeliverable } from "#server/mail/outbox.ts";
import type { ConsultationContent } from "#shared/consultation-request/consultation-content-schema.ts";
import { parsePeruPhone } from "#shared/clinic/phone.ts";
import { dateAndTime } from "#server/booking/calendar.ts";
import { AGENDA_BASE, requestBookingHref } from "./agenda/paths.ts";
import { limaDateTime } from "./claims.ts";
import { contactActions } from "./contact.ts";
import { CsrfField, Layout, Notice } from "./layout.tsx";
import { listQuery } from "./list-state.ts";
import { NextLink } from "./next-link.tsx";
import { ActionButtons } from "./queue-parts.tsx";
import { DueText } from "./request-list-page.tsx";
import { UndeliveredNotice } from "./undelivered.tsx";
import { NOTE_MAX, REQUEST_STATE_LABELS, REQUEST_STATES, timeSince, type NoteRow, type RequestRow } from "./requests.ts";
import { REQUESTS_BASE, type ListState } from "./requests-queue.ts";
import type { Session } from "./sessions.ts";

export interface RequestPageProps {
  session: Session;
  request: RequestRow;
  notes: NoteRow[];
  content: ConsultationContent;
  state: ListState;
  /** The next request of the same list, if any. */
  next?: string;
  /** The accounts that can handle requests: [id, name]. */
  handlers: [number, string][];
  notice?: string;
  noteError?: string;
  due?: number;
  now?: Date;
  /** Its e-mails that could not be delivered (server/mail/outbox.ts). */
  undelivered?: readonly Undeliverable[];
  /** The appointments booked from it (agenda/book-request.ts), the latest first. */
  appointments?: readonly { code: string; start: number; state: string }[];
}

/** A request's comma-separated choices, said with their labels. */
const said = (value: string, labels: Record<string, string>) =>
  value
    .split(",")
    .filter(Boolean)
    .map((v) => labels[v] ?? v)
    .join(", ") || "—";

export function RequestPage(props: RequestPageProps) {
  const { session, request, content, state, next, handlers, now = new Date() } = props;
  const { fields, options } = content.form;
  const nextLink = next ? `${REQUESTS_BASE}/${next}${listQuery(state)}` : undefined;
  const handler = handlers.find(([id]) => id === request.handler_staff_id)?.[1] ?? "otra cuenta";
  return (
    <Layout title={`${request.name} · ${request.code}`} session={session}>
      <Notice text={props.notice}>
        {nextLink ? (
          <>
            {" "}
            <a href={nextLink}>Ir a la siguiente solicitud</a>
          </>
        ) : null}
      </Notice>
      <p className="volver">
        <a href={`${REQUESTS_BASE}/${listQuery(state)}#fila-${request.code}`}>Volver a las solicitudes</a>
        <NextLink href={nextLink} />
      </p>
      <UndeliveredNotice undelivered={props.undelivered ?? []} phone={request.phone} />
      <p>
        <span className="estado-etiqueta">{REQUEST_STATE_LABELS[request.state]}</span> <DueText due={props.due} now={now} />
        {request.handler_staff_id !== null ? ` · la atiende ${handler}` : null}
      </p>
      <Booking session={session} request={request} appointments={props.appointments ?? []} />
      <h2>Contactar</h2>
      <p>
        {`Contacto preferido: ${options.channel[request.channel]}. ${fields.days}: ${said(request.days, options.days)}; ${fields.times.toLowerCase()}: ${said(request.times, options.times)}.`}
      </p>
      <ActionButtons actions={contactActions(request.phone, request.email)} />
      {parsePeruPhone(request.phone) ? null : (
        <p className="aviso">{`«${request.phone}» no es un número del Perú que se pueda marcar: revísalo antes de llamar.`}</p>
      )}
      <WorkForm {...props} />
      <h2>Notas del equipo</h2>
      {props.notes.length ? (
        <ul className="notas">
          {props.notes.map((note, index) => (
            <li key={index}>
              <p className="nota">{`${limaDateTime(new Date(note.at).toISOString())} · ${note.staffName ?? "—"}`}</p>
              <p className="texto">{note.text}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p>Todavía no hay notas.</p>
      )}
      <h2>La solicitud</h2>
      <Sheet request={request} content={content} now={now} />
    </Layout>
  );
}

/**
 * Its booking: «Reservar» (for an account that keeps the agenda) opens the booking prefilled with the
 * person's data; the appointments already booked from it, each a link. The waiting list's offer for
 * the person, when it exists, belongs beside them here.
 */
function Booking({
  session,
  request,
  appointments,
}: {
  session: Session;
  request: RequestRow;
  appointments: readonly { code: string; start: number; state: string }[];
}) {
  if (!session.agenda && !appointments.length) return null;
  return (
    <>
      <h2>Cita</h2>
      {appointments.length ? (
        <ul className="notas">
          {appointments.map((appointment) => (
            <li key={appointment.code}>
              {session.agenda ? <a href={`${AGENDA_BASE}/citas/${appointment.code}`}>{appointment.code}</a> : appointment.code}
              {` · ${dateAndTime(appointment.start)} · ${APPOINTMENT_STATE_LABELS[appointment.state] ?? appointment.state}`}
            </li>
          ))}
        </ul>
      ) : (
        <p>Todavía no tiene una cita.</p>
      )}
      {session.agenda ? (
        <p>
          <a className="boton principal" href={requestBookingHref(request.code)}>
            {appointments.length ? "Reservar otra cita" : "Reservar"}
          </a>
        </p>
      ) : null}
    </>
  );
}

const APPOINTMENT_STATE_LABELS: Record<string, string> = {
  reservada: "reservada",
  cancelada: "cancelada",
  atendida: "atendida",
  "no-asistio": "no asistió",
};

/** The single form: a note, the state, who handles it; saved together. */
function WorkForm({ session, request, state, next, handlers, noteError }: RequestPageProps) {
  return (
    <form method="post" action={`${REQUESTS_BASE}/${request.code}/guardar`} className="respuesta" noValidate>
      <CsrfField session={session} />
      <input type="hidden" name="lista" value={listQuery(state)} />
      <h2>Registrar la gestión</h2>
      <label htmlFor="nota">Nota</label>
      <p id="nota-ayuda" className="nota">
        Solo para el equipo: qué se habló, qué falta. No escribas datos de salud que no hagan falta.
      </p>
      {noteError ? (
        <p id="nota-error" className="error">
          {noteError}
        </p>
      ) : null}
      <textarea
        id="nota"
        name="nota"
        rows={3}
        maxLength={NOTE_MAX}
        aria-describedby={`nota-ayuda${noteError ? " nota-error" : ""}`}
        aria-invalid={noteError ? true : undefined}
      />
      <label htmlFor="estado-nuevo">Estado</label>
      <select id="estado-nuevo" name="estado" defaultValue={request.state}>
        {REQUEST_STATES.map((value) => (
          <option key={value} value={value}>
            {REQUEST_STATE_LABELS[value]}
          </option>
        ))}
      </select>
      <label htmlFor="atiende">La atiende</label>
      <select
        id="atiende"
        name="atiende"
        defaultValue={request.handler_staff_id === null ? "" : String(request.handler_staff_id)}
      >
        <option value="">Nadie todavía</option>
        {handlers.map(([id, name]) => (
          <option key={id} value={String(id)}>
            {`${name}${id === session.staffId ? " (tú)" : ""}`}
          </option>
        ))}
      </select>
      <div className="botones">
        <button type="submit" className="principal" name="luego" value="quedarse">
          Guardar
        </button>
        {next ? (
          <button type="submit" name="luego" value="siguiente">
            Guardar e ir a la siguiente
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** What the person sent, with the form's own labels. */
function Sheet({ request, content, now }: { request: RequestRow; content: ConsultationContent; now: Date }) {
  const { fields, options } = content.form;
  const rows: [string, string | null][] = [
    [fields.reason, request.reason_label],
    [fields.modality, options.modality[request.modality]],
    [fields.professional, request.professional_label ?? options.noProfessional],
    [fields.days, said(request.days, options.days)],
    [fields.times, said(request.times, options.times)],
    [fields.phone, request.phone],
    [fields.email, request.email],
    [fields.channel, options.channel[request.channel]],
    [fields.message, request.message],
  ];
  return (
    <dl className="ficha">
      <dt>Recibida</dt>
      <dd>{`${limaDateTime(request.created_at)} (${timeSince(request.created_at, now)})`}</dd>
      <dt>{fields.name}</dt>
      <dd className="texto">{request.name}</dd>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd className="texto">{value}</dd>
          </Fragment>
        ))}
      <dt>Consentimiento</dt>
      <dd>{`Sí, el ${limaDateTime(request.consent_at)}: «${request.consent_text}»`}</dd>
    </dl>
  );
}
