// The availability editor of one professional: the weekly hours, the first consultation's length,
// the exceptions (absences, blocked hours, extra hours), the calendar feed, and the clinic's
// agenda settings. Times are Lima's.
import type { ReactNode } from "react";
import { CsrfField } from "#server/back-office/layout.tsx";
import type { Session } from "#server/back-office/sessions.ts";
import { weekdayDate } from "#server/booking/calendar.ts";
import type { Professional } from "#server/booking/content.ts";
import type { BookingSettings } from "#server/booking/store.ts";
import { toTime, type AvailabilityException, type WeeklySpan } from "#shared/booking/free-times.ts";
import { WEEKDAY_NAMES } from "#shared/calendar/lima-clock.ts";
import { AgendaLayout, MODALITY_LABELS, ProfessionalOptions, type AgendaView } from "./parts.tsx";
import { AGENDA_BASE } from "./paths.ts";

const KIND_LABELS = { ausencia: "Ausencia (días enteros)", bloqueo: "Horas bloqueadas", extra: "Horas extra" } as const;
/** The week as the clinic reads it: Monday first. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

export interface AvailabilityData {
  spans: (WeeklySpan & { id: number })[];
  exceptions: (AvailabilityException & { id: number; note: string | null })[];
  length: number | null;
  settings: BookingSettings;
  feedCreatedAt: number | null;
  /** The feed's new link, shown once, right after it is made. */
  feedUrl?: string;
}

export interface AvailabilityPageProps {
  view: AgendaView;
  professional: Professional;
  data: AvailabilityData;
  notice?: string;
  error?: string;
}

/** A form that posts to `action`, with the session's token. */
const PostForm = ({
  session,
  action,
  className = "respuesta",
  children,
}: {
  session: Session;
  action: string;
  className?: string;
  children: ReactNode;
}) => (
  <form method="post" action={action} className={className || undefined}>
    <CsrfField session={session} />
    {children}
  </form>
);

const ModalitySelect = ({ id }: { id: string }) => (
  <select id={id} name="modalidad">
    <option value="presencial">Presencial</option>
    <option value="virtual">Virtual</option>
  </select>
);

export function AvailabilityPage({ view, professional, data, notice, error }: AvailabilityPageProps) {
  const base = `${AGENDA_BASE}/disponibilidad/${professional.slug}`;
  const { session } = view;
  return (
    <AgendaLayout
      view={view}
      title={`Disponibilidad de ${professional.label}`}
      notice={notice}
      error={error}
      copy={Boolean(data.feedUrl)}
    >
      <form method="get" action={`${AGENDA_BASE}/disponibilidad`} className="respuesta">
        <label htmlFor="disp-profesional">Profesional</label>
        <select id="disp-profesional" name="profesional" defaultValue={professional.slug}>
          <ProfessionalOptions professionals={view.professionals} />
        </select>
        <button type="submit">Ver</button>
      </form>
      <WeeklyHours session={session} base={base} spans={data.spans} />
      <h2>Duración de la primera consulta</h2>
      <PostForm session={session} action={`${base}/duracion`}>
        <label htmlFor="duracion">{`Minutos (vacío: la de la clínica, ${data.settings.defaultLength})`}</label>
        <input id="duracion" name="minutos" type="number" min="10" max="240" defaultValue={data.length ?? ""} />
        <button type="submit">Guardar la duración</button>
      </PostForm>
      <Exceptions session={session} base={base} exceptions={data.exceptions} />
      <Feed session={session} base={base} data={data} />
      <Settings session={session} professional={professional} settings={data.settings} />
    </AgendaLayout>
  );
}

function WeeklyHours({ session, base, spans }: { session: Session; base: string; spans: AvailabilityData["spans"] }) {
  return (
    <>
      <h2>Horario semanal (hora de Lima)</h2>
      {spans.length ? (
        <ul className="notas">
          {spans.map((span) => (
            <li key={span.id}>
              <PostForm session={session} action={`${base}/tramos/${span.id}/borrar`} className="">
                {` ${WEEKDAY_NAMES[span.weekday]} ${toTime(span.start)}–${toTime(span.end)} · ${MODALITY_LABELS[span.modality]} `}
                <button type="submit">Quitar</button>
              </PostForm>
            </li>
          ))}
        </ul>
      ) : (
        <p>Sin horario: no se ofrecen horas en la web.</p>
      )}
      <PostForm session={session} action={`${base}/tramos`}>
        <label htmlFor="tramo-dia">Día</label>
        <select id="tramo-dia" name="dia">
          {WEEKDAYS.map((day) => (
            <option key={day} value={day}>
              {WEEKDAY_NAMES[day]}
            </option>
          ))}
        </select>
        <label htmlFor="tramo-modalidad">Modalidad</label>
        <ModalitySelect id="tramo-modalidad" />
        <label htmlFor="tramo-desde">Desde</label>
        <input id="tramo-desde" name="desde" type="time" required />
        <label htmlFor="tramo-hasta">Hasta</label>
        <input id="tramo-hasta" name="hasta" type="time" required />
        <button type="submit" className="principal">
          Añadir al horario
        </button>
      </PostForm>
    </>
  );
}

const exceptionText = (exception: AvailabilityData["exceptions"][number]) =>
  `${KIND_LABELS[exception.kind]}: ${
    exception.kind === "ausencia"
      ? `${exception.from} a ${exception.to}`
      : `${exception.date} ${toTime(exception.start)}–${toTime(exception.end)}${exception.kind === "extra" ? ` · ${MODALITY_LABELS[exception.modality]}` : ""}`
  }${exception.note ? ` (${exception.note})` : ""}`;

function Exceptions({
  session,
  base,
  exceptions,
}: {
  session: Session;
  base: string;
  exceptions: AvailabilityData["exceptions"];
}) {
  return (
    <>
      <h2>Excepciones</h2>
      {exceptions.length ? (
        <ul className="notas">
          {exceptions.map((exception) => (
            <li key={exception.id}>
              <PostForm session={session} action={`${base}/excepciones/${exception.id}/borrar`} className="">
                {` ${exceptionText(exception)} `}
                <button type="submit">Quitar</button>
              </PostForm>
            </li>
          ))}
        </ul>
      ) : (
        <p>Sin excepciones.</p>
      )}
      <PostForm session={session} action={`${base}/excepciones`}>
        <label htmlFor="exc-tipo">Tipo</label>
        <select id="exc-tipo" name="tipo">
          {Object.entries(KIND_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <label htmlFor="exc-desde">Fecha (o primer día de la ausencia)</label>
        <input id="exc-desde" name="desde" type="date" required />
        <label htmlFor="exc-hasta">Último día (solo ausencias)</label>
        <input id="exc-hasta" name="hasta" type="date" />
        <label htmlFor="exc-inicio">Hora de inicio (bloqueo o extra)</label>
        <input id="exc-inicio" name="inicio" type="time" />
        <label htmlFor="exc-fin">Hora de fin (bloqueo o extra)</label>
        <input id="exc-fin" name="fin" type="time" />
        <label htmlFor="exc-modalidad">Modalidad (solo horas extra)</label>
        <ModalitySelect id="exc-modalidad" />
        <label htmlFor="exc-nota">Nota (opcional)</label>
        <input id="exc-nota" name="nota" maxLength={200} />
        <button type="submit" className="principal">
          Añadir la excepción
        </button>
      </PostForm>
    </>
  );
}

function Feed({ session, base, data }: { session: Session; base: string; data: AvailabilityData }) {
  return (
    <>
      <h2>Calendario en el celular</h2>
      {data.feedUrl ? (
        // Shown this once: a link that opens the phone's calendar app (webcal:), and the address in a
        // plain field to select and copy (it works without script), «Copiar» when script runs.
        <div className="confirmacion" role="status">
          <p>Enlace creado. Se muestra solo esta vez:</p>
          <p>
            <a className="boton principal" href={data.feedUrl.replace(/^https?:/, "webcal:")}>
              Suscribirse en el calendario de este dispositivo
            </a>
          </p>
          <label htmlFor="enlace-calendario">O copia el enlace en la app de calendario (suscribirse por URL)</label>
          <input id="enlace-calendario" className="copiar" type="text" readOnly value={data.feedUrl} />
          {/* Hidden until gestion.js shows it (it needs the clipboard); without script, the field above. */}
          <button type="button" data-copiar="enlace-calendario" hidden>
            Copiar
          </button>
          <p id="enlace-calendario-estado" aria-live="polite" className="nota" />
        </div>
      ) : null}
      <p>
        {`${data.feedCreatedAt ? `Hay un enlace activo desde el ${weekdayDate(data.feedCreatedAt)}.` : "No hay un enlace activo."} El calendario muestra solo iniciales, modalidad y un enlace a la gestión: ningún dato de salud.`}
      </p>
      <PostForm session={session} action={`${base}/calendario`}>
        <button type="submit">
          {data.feedCreatedAt ? "Crear un enlace nuevo (el anterior deja de funcionar)" : "Crear el enlace"}
        </button>
      </PostForm>
      {data.feedCreatedAt ? (
        <PostForm session={session} action={`${base}/calendario/revocar`}>
          <button type="submit">Revocar el enlace</button>
        </PostForm>
      ) : null}
    </>
  );
}

function Settings({
  session,
  professional,
  settings,
}: {
  session: Session;
  professional: Professional;
  settings: BookingSettings;
}) {
  const number = (id: string, name: string, label: string, min: number, max: number, value: number) => (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="number" min={min} max={max} defaultValue={value} />
    </>
  );
  return (
    <>
      <h2>Ajustes de la agenda (toda la clínica)</h2>
      <PostForm session={session} action={`${AGENDA_BASE}/ajustes`}>
        <input type="hidden" name="profesional" value={professional.slug} />
        {number("aj-horizonte", "horizonte", "Días hacia adelante que se ofrecen", 1, 365, settings.horizonDays)}
        {number("aj-aviso", "aviso", "Anticipación mínima (minutos)", 0, 20160, settings.minNoticeMinutes)}
        {number("aj-duracion", "duracion", "Duración de la primera consulta (minutos)", 10, 240, settings.defaultLength)}
        {number(
          "aj-apartado",
          "apartado",
          "Minutos que se guarda una hora mientras se llena el formulario",
          1,
          60,
          settings.holdMinutes,
        )}
        {number(
          "aj-cambio",
          "cambio",
          "Quien reservó puede cancelar o cambiar su cita hasta estas horas antes",
          0,
          336,
          settings.patientChangeHours,
        )}
        <button type="submit" className="principal">
          Guardar los ajustes
        </button>
      </PostForm>
    </>
  );
}
