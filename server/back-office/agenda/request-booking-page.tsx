// Booking from a consultation request (issue 46): what the person asked for, a short list of the
// free times that fit it (by day, nothing picked), ways to widen the choice, the person's name,
// phone and e-mail already filled in, and one save that books, sets the request «agendada» and
// links both.
import { CsrfField } from "#server/back-office/layout.tsx";
import type { RequestRow } from "#server/back-office/requests.ts";
import { REQUESTS_BASE } from "#server/back-office/requests-queue.ts";
import type { ConsultationContent } from "#shared/consultation-request/consultation-content-schema.ts";
import type { RequestTimes, Widen } from "./book-request.ts";
import { AgendaLayout, MODALITY_LABELS, type AgendaView } from "./parts.tsx";
import { requestBookingHref } from "./paths.ts";
import { TimeChoices } from "./time-choices.tsx";

/** Each level of widening, said: what the list then holds. */
export const WIDEN_LABELS: Record<Widen, string> = {
  0: "Lo que pidió: su modalidad, su profesional, sus días y horarios",
  1: "Cualquier día y hora, con su profesional",
  2: "Cualquier día, hora y profesional, en su modalidad",
};

export interface RequestBookingPageProps {
  view: AgendaView;
  request: RequestRow;
  content: ConsultationContent;
  times: RequestTimes;
  /** What was typed, when it comes back with an error. */
  values?: Record<string, string>;
  error?: string;
}

const said = (value: string, labels: Record<string, string>) =>
  value
    .split(",")
    .filter(Boolean)
    .map((v) => labels[v] ?? v)
    .join(", ") || "cualquiera";

function Asked({ request, content }: { request: RequestRow; content: ConsultationContent }) {
  const { options } = content.form;
  return (
    <dl className="ficha">
      <dt>Modalidad</dt>
      <dd>{MODALITY_LABELS[request.modality]}</dd>
      <dt>Profesional</dt>
      <dd>{request.professional_label ?? options.noProfessional}</dd>
      <dt>Días</dt>
      <dd>{said(request.days, options.days)}</dd>
      <dt>Horarios</dt>
      <dd>{said(request.times, options.times)}</dd>
    </dl>
  );
}

function Widening({ code, times }: { code: string; times: RequestTimes }) {
  const href = (widen: Widen, from?: string) =>
    `${requestBookingHref(code)}?amplitud=${widen}${from ? `&desde=${from}` : ""}#horas`;
  const last = times.days.at(-1)?.day;
  // «With their professional» only when they named one the agenda offers.
  const levels = ([0, 1, 2] as const).filter((level) => level !== times.widen && (level !== 1 || times.professional));
  return (
    <ul className="acciones">
      {times.more && last ? (
        <li>
          <a className="boton" href={href(times.widen, nextDay(last))}>
            Ver más días
          </a>
        </li>
      ) : null}
      {levels.map((level) => (
        <li key={level}>
          <a className="boton" href={href(level)}>
            {level === 0 ? "Volver a lo que pidió" : WIDEN_LABELS[level]}
          </a>
        </li>
      ))}
    </ul>
  );
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 864e5).toISOString().slice(0, 10);

export function RequestBookingPage({ view, request, content, times, values = {}, error }: RequestBookingPageProps) {
  const value = (name: string, fallback: string | null) => values[name] ?? fallback ?? "";
  return (
    <AgendaLayout view={view} title={`Reservar para ${request.name}`} error={error}>
      <p className="volver">
        <a href={`${REQUESTS_BASE}/${request.code}`}>{`Volver a la solicitud ${request.code}`}</a>
      </p>
      <h2>Lo que pidió</h2>
      <Asked request={request} content={content} />
      <form method="post" action={requestBookingHref(request.code)} className="respuesta">
        <CsrfField session={view.session} />
        <h2 id="horas" tabIndex={-1}>
          Horas libres
        </h2>
        <p className="nota">{`${WIDEN_LABELS[times.widen]}. Horas de Lima.`}</p>
        {times.days.length ? (
          <TimeChoices view={view} days={times.days} picked={values.hora} />
        ) : (
          <p>No hay horas libres que coincidan. Amplía la búsqueda.</p>
        )}
        <Widening code={request.code} times={times} />
        <h2>Datos de la persona</h2>
        <label htmlFor="reserva-nombre">Nombre y apellido *</label>
        <input id="reserva-nombre" name="nombre" defaultValue={value("nombre", request.name)} required maxLength={100} />
        <label htmlFor="reserva-celular">Celular *</label>
        <input
          id="reserva-celular"
          name="celular"
          type="tel"
          defaultValue={value("celular", request.phone)}
          required
          maxLength={20}
        />
        <label htmlFor="reserva-correo">Correo (para la confirmación)</label>
        <p id="reserva-correo-ayuda" className="nota">
          Con correo, la persona recibe la confirmación con la cita para su calendario y el enlace para cambiarla. Sin correo, te
          damos el texto para enviárselo por WhatsApp.
        </p>
        <input
          id="reserva-correo"
          name="correo"
          type="email"
          defaultValue={value("correo", request.email)}
          maxLength={254}
          aria-describedby="reserva-correo-ayuda"
        />
        <button type="submit" className="principal">
          Reservar y marcar la solicitud como agendada
        </button>
      </form>
    </AgendaLayout>
  );
}
