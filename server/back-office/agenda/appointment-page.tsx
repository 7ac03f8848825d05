// One appointment: its facts, attended or not, a move to another free time, a cancellation, and
// the team's notes.
import { CsrfField } from "#server/back-office/layout.tsx";
import { shortTime, weekdayDate } from "#server/booking/calendar.ts";
import type { FreeTime } from "#shared/booking/free-times.ts";
import { NOTE_MAX, type AgendaRow } from "./data.ts";
import { AgendaLayout, MODALITY_LABELS, nameOf, STATE_LABELS, timeLabel, timeValue, type AgendaView } from "./parts.tsx";
import { AGENDA_BASE } from "./paths.ts";

export interface AppointmentPageProps {
  view: AgendaView;
  row: AgendaRow;
  notes: { at: number; text: string; staffName: string | null }[];
  /** The free times it may move to (none once it is no longer booked). */
  moveTimes: FreeTime[];
  notice?: string;
  error?: string;
  now: number;
}

function Facts({ view, row }: { view: AgendaView; row: AgendaRow }) {
  const cancelledBy = row.cancelledBy ? ` (por ${row.cancelledBy === "paciente" ? "la paciente" : "el equipo"})` : "";
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
    </dl>
  );
}

export function AppointmentPage({ view, row, notes, moveTimes, notice, error, now }: AppointmentPageProps) {
  const csrf = <CsrfField session={view.session} />;
  const base = `${AGENDA_BASE}/citas/${row.code}`;
  const live = row.state === "reservada";
  return (
    <AgendaLayout view={view} title={`Cita ${row.code}`} notice={notice} error={error}>
      <Facts view={view} row={row} />
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
      {live && moveTimes.length ? (
        <>
          <h2>Cambiar de hora</h2>
          <form method="post" action={`${base}/mover`} className="respuesta">
            {csrf}
            <label htmlFor="mover-hora">Nueva hora (hora de Lima). La paciente recibe un correo.</label>
            <select id="mover-hora" name="hora">
              {moveTimes.map((time) => (
                <option key={timeValue(time)} value={timeValue(time)}>
                  {timeLabel(view, time)}
                </option>
              ))}
            </select>
            <button type="submit" className="principal">
              Cambiar la cita
            </button>
          </form>
        </>
      ) : null}
      {live ? (
        <>
          <h2>Cancelar</h2>
          <form method="post" action={`${base}/cancelar`} className="respuesta">
            {csrf}
            <p>La hora queda libre y la paciente recibe un correo con la cancelación.</p>
            <button type="submit">Cancelar la cita</button>
          </form>
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
