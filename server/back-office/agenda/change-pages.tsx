// A second look before what cannot be undone (issue 46): moving an appointment (first its times: the
// same professional and modality, by day, nothing picked; then what will change, and who is
// e-mailed) and cancelling it. Plain forms and links: they work without script.
import { CsrfField } from "#server/back-office/layout.tsx";
import { shortTime, weekdayDate } from "#server/booking/calendar.ts";
import type { FreeTime } from "#shared/booking/free-times.ts";
import { patientMailPreview } from "#server/back-office/wording.ts";
import type { AgendaRow } from "./data.ts";
import { AgendaLayout, MODALITY_LABELS, nameOf, timeValue, type AgendaView } from "./parts.tsx";
import { AGENDA_BASE } from "./paths.ts";
import { TimeChoices } from "./time-choices.tsx";

const when = (start: number) => `${weekdayDate(start)} a las ${shortTime(start)}`;
const back = (row: AgendaRow) => (
  <a className="boton" href={`${AGENDA_BASE}/citas/${row.code}`}>
    Volver sin cambiar nada
  </a>
);

export interface MoveChoicePageProps {
  view: AgendaView;
  row: AgendaRow;
  days: { day: string; times: FreeTime[] }[];
  /** The first day of the next days with a time, when there are more. */
  nextFrom?: string;
  error?: string;
}

/** The times it may move to: the same professional and modality, by day; the form asks for the confirmation next. */
export function MoveChoicePage({ view, row, days, nextFrom, error }: MoveChoicePageProps) {
  const base = `${AGENDA_BASE}/citas/${row.code}/mover`;
  return (
    <AgendaLayout view={view} title={`Cambiar de hora la cita ${row.code}`} error={error}>
      <p>{`${row.name}: ahora el ${when(row.start)}, con ${nameOf(view.professionals, row.professional)}, ${MODALITY_LABELS[row.modality].toLowerCase()}. Horas de Lima.`}</p>
      {days.length ? (
        <form method="get" action={`${base}/confirmar`} className="respuesta">
          <TimeChoices view={view} days={days} details={false} />
          <div className="botones">
            <button type="submit" className="principal">
              Revisar el cambio
            </button>
            {back(row)}
          </div>
        </form>
      ) : (
        <p>{`No hay otras horas libres de ${nameOf(view.professionals, row.professional)} en esta modalidad.`}</p>
      )}
      {nextFrom ? (
        <p>
          <a className="boton" href={`${base}?desde=${nextFrom}`}>
            Ver más días
          </a>
        </p>
      ) : null}
    </AgendaLayout>
  );
}

/** What the move will do, and the form that does it. */
export function MoveConfirmPage({
  view,
  row,
  time,
}: {
  view: AgendaView;
  row: AgendaRow;
  time: FreeTime | { professional: string; modality: AgendaRow["modality"]; start: number };
}) {
  return (
    <AgendaLayout view={view} title={`¿Cambiar la cita ${row.code}?`}>
      <p>{`Vas a cambiar la cita de ${row.name}:`}</p>
      <dl className="ficha">
        <dt>Ahora</dt>
        <dd>{when(row.start)}</dd>
        <dt>Nueva hora</dt>
        <dd>
          <strong>{when(time.start)}</strong>
        </dd>
        <dt>Profesional</dt>
        <dd>{nameOf(view.professionals, time.professional)}</dd>
        <dt>Modalidad</dt>
        <dd>{MODALITY_LABELS[time.modality]}</dd>
      </dl>
      <p>{`La hora anterior queda libre. ${patientMailPreview(row.email)}`}</p>
      <form method="post" action={`${AGENDA_BASE}/citas/${row.code}/mover`} className="respuesta">
        <CsrfField session={view.session} />
        <input type="hidden" name="hora" value={timeValue(time)} />
        <div className="botones">
          <button type="submit" className="principal">
            Sí, cambiar la cita
          </button>
          <a className="boton" href={`${AGENDA_BASE}/citas/${row.code}/mover`}>
            Elegir otra hora
          </a>
          {back(row)}
        </div>
      </form>
    </AgendaLayout>
  );
}

/** What the cancellation will do, and the form that does it. */
export function CancelConfirmPage({ view, row }: { view: AgendaView; row: AgendaRow }) {
  return (
    <AgendaLayout view={view} title={`¿Cancelar la cita ${row.code}?`}>
      <p>{`Vas a cancelar la cita de ${row.name} del ${when(row.start)}, con ${nameOf(view.professionals, row.professional)}.`}</p>
      <p>{`La hora queda libre para otra persona y la cita no se puede recuperar. ${patientMailPreview(row.email)}`}</p>
      <form method="post" action={`${AGENDA_BASE}/citas/${row.code}/cancelar`} className="respuesta">
        <CsrfField session={view.session} />
        <div className="botones">
          <button type="submit" className="peligro">
            Sí, cancelar la cita
          </button>
          {back(row)}
        </div>
      </form>
    </AgendaLayout>
  );
}
