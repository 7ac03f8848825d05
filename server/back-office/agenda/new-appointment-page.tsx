// Booking for someone who phoned: a free time (any notice: it is a phone call) and the person's
// name, mobile, and optional e-mail and reason.
import { CsrfField } from "#server/back-office/layout.tsx";
import type { FreeTime } from "#shared/booking/free-times.ts";
import { AgendaLayout, timeLabel, timeValue, type AgendaView } from "./parts.tsx";
import { AGENDA_BASE } from "./paths.ts";

export interface NewAppointmentPageProps {
  view: AgendaView;
  times: FreeTime[];
  /** What was typed, when it comes back with an error. */
  values?: Record<string, string>;
  error?: string;
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

export function NewAppointmentPage({ view, times, values = {}, error }: NewAppointmentPageProps) {
  return (
    <AgendaLayout view={view} title="Reservar por teléfono" error={error}>
      {times.length ? (
        <form method="post" action={`${AGENDA_BASE}/nueva`} className="respuesta">
          <CsrfField session={view.session} />
          <label htmlFor="nueva-hora">Hora libre (hora de Lima) *</label>
          <select id="nueva-hora" name="hora" defaultValue={values.hora}>
            {times.map((time) => (
              <option key={timeValue(time)} value={timeValue(time)}>
                {timeLabel(view, time)}
              </option>
            ))}
          </select>
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
        </form>
      ) : (
        <p>No hay horas libres publicadas. Revisa la disponibilidad.</p>
      )}
    </AgendaLayout>
  );
}
