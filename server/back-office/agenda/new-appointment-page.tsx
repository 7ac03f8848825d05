// Booking for someone who phoned: the free times (any notice: it is a phone call) of one modality,
// and of one professional when the person wants one, as a short list by day with nothing picked
// (as the booking from a request has them, issue 46), then the person's name, mobile, and optional
// e-mail and reason.
import { CsrfField } from "#server/back-office/layout.tsx";
import { addDays, MODALITIES, type FreeTime, type Modality } from "#shared/booking/free-times.ts";
import { AgendaLayout, MODALITY_LABELS, ProfessionalOptions, type AgendaView } from "./parts.tsx";
import { AGENDA_BASE } from "./paths.ts";
import { TimeChoices } from "./time-choices.tsx";

/** Which times the list shows: a modality, a professional or any (""), from a day (YYYY-MM-DD) or the first free. */
export interface PhoneTimesFilter {
  modality: Modality;
  professional: string;
  from?: string;
}

export interface NewAppointmentPageProps {
  view: AgendaView;
  filter: PhoneTimesFilter;
  /** The first days with a free time that fits, each with its times; `more` when later days have some. */
  times: { days: { day: string; times: FreeTime[] }[]; more: boolean };
  /** What was typed, when it comes back with an error. */
  values?: Record<string, string>;
  error?: string;
}

/** The list's address for a filter (the «Ver más días» link; the filter form's GET gives the same). */
export function phoneTimesHref({ modality, professional, from }: PhoneTimesFilter) {
  const query = new URLSearchParams({ modalidad: modality });
  if (professional) query.set("profesional", professional);
  if (from) query.set("desde", from);
  return `${AGENDA_BASE}/nueva?${query}#horas`;
}

function Field({
  name,
  label,
  type = "text",
  required = true,
  values,
}: {
  name: string;
  label: string;
  type?: string;
  required?: boolean;
  values: Record<string, string>;
}) {
  return (
    <>
      <label htmlFor={`nueva-${name}`}>{`${label}${required ? " *" : ""}`}</label>
      <input id={`nueva-${name}`} name={name} type={type} defaultValue={values[name] ?? ""} required={required} />
    </>
  );
}

/** Modality and professional, sent by GET: the list shows their times, without script. */
function Filter({ view, filter }: { view: AgendaView; filter: PhoneTimesFilter }) {
  return (
    <form method="get" action={`${AGENDA_BASE}/nueva`} className="filtros">
      <div className="campo">
        <label htmlFor="nueva-modalidad">Modalidad</label>
        <select id="nueva-modalidad" name="modalidad" defaultValue={filter.modality}>
          {MODALITIES.map((modality) => (
            <option key={modality} value={modality}>
              {MODALITY_LABELS[modality]}
            </option>
          ))}
        </select>
      </div>
      <div className="campo">
        <label htmlFor="nueva-profesional">Profesional</label>
        <select id="nueva-profesional" name="profesional" defaultValue={filter.professional}>
          <option value="">Cualquiera</option>
          <ProfessionalOptions professionals={view.professionals} />
        </select>
      </div>
      <button type="submit">Ver horas</button>
    </form>
  );
}

export function NewAppointmentPage({ view, filter, times, values = {}, error }: NewAppointmentPageProps) {
  const last = times.days.at(-1)?.day;
  return (
    <AgendaLayout view={view} title="Reservar por teléfono" error={error}>
      <Filter view={view} filter={filter} />
      <form method="post" action={`${AGENDA_BASE}/nueva`} className="respuesta">
        <CsrfField session={view.session} />
        {/* The list it was picked from, shown again when the form comes back with an error. */}
        <input type="hidden" name="modalidad" value={filter.modality} />
        <input type="hidden" name="profesional" value={filter.professional} />
        {filter.from ? <input type="hidden" name="desde" value={filter.from} /> : null}
        <h2 id="horas" tabIndex={-1}>
          Horas libres
        </h2>
        <p className="nota">{`${MODALITY_LABELS[filter.modality]}, ${filter.professional ? "con ese profesional" : "cualquier profesional"}. Horas de Lima.`}</p>
        {times.days.length ? (
          <TimeChoices view={view} days={times.days} picked={values.hora} />
        ) : (
          <p>No hay horas libres con esa modalidad y ese profesional. Cambia la búsqueda o revisa la disponibilidad.</p>
        )}
        {times.more && last ? (
          <p>
            <a className="boton" href={phoneTimesHref({ ...filter, from: addDays(last, 1) })}>
              Ver más días
            </a>
          </p>
        ) : null}
        <h2>Datos de la persona</h2>
        <Field name="nombre" label="Nombre y apellido" values={values} />
        <Field name="celular" label="Celular" type="tel" values={values} />
        <Field name="correo" label="Correo (para la confirmación, opcional)" type="email" required={false} values={values} />
        <Field name="motivo" label="Motivo (opcional)" required={false} values={values} />
        <p className="nota">
          Pide a la persona su consentimiento para guardar sus datos y, si es virtual, para la teleconsulta; anótalo en la cita.
        </p>
        <button type="submit" className="principal">
          Reservar
        </button>
        {/* The same time for the first person on the waiting list who wants it: their appointment moves there. */}
        <button type="submit" formAction={`${AGENDA_BASE}/espera/dar`} formNoValidate>
          Dar esta hora a la primera de la lista de espera
        </button>
      </form>
    </AgendaLayout>
  );
}
