// The agenda's day and week: today's appointments with the weeks' totals, and a week per
// professional or for the whole clinic.
import { weekdayDate } from "#server/booking/calendar.ts";
import { addDays } from "#shared/booking/free-times.ts";
import type { AgendaRow } from "./data.ts";
import { AgendaLayout, nameOf, ProfessionalOptions, RowsTable, type AgendaView } from "./parts.tsx";
import { AGENDA_BASE } from "./paths.ts";

const dayName = (day: string) => weekdayDate(Date.parse(`${day}T17:00:00Z`));

export interface AgendaTodayPageProps {
  view: AgendaView;
  today: string;
  rows: AgendaRow[];
  counts: { week: string; bookings: number; cancellations: number; notAttended: number }[];
}

export function AgendaTodayPage({ view, today, rows, counts }: AgendaTodayPageProps) {
  return (
    <AgendaLayout view={view} title="Agenda de hoy">
      <p>{`${dayName(today)} · horas de Lima`}</p>
      <RowsTable view={view} rows={rows} day={today} />
      <h2>Totales por semana</h2>
      <p className="nota">Solo cantidades: reservas hechas, cancelaciones y citas a las que no asistieron.</p>
      <section className="desborde" tabIndex={0} aria-label="Totales por semana">
        <table>
          <thead>
            <tr>
              <th scope="col">Semana del</th>
              <th scope="col">Reservas</th>
              <th scope="col">Cancelaciones</th>
              <th scope="col">No asistió</th>
            </tr>
          </thead>
          <tbody>
            {counts.map((week) => (
              <tr key={week.week}>
                <th scope="row">{week.week.split("-").reverse().join("/")}</th>
                <td>{week.bookings}</td>
                <td>{week.cancellations}</td>
                <td>{week.notAttended}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </AgendaLayout>
  );
}

export interface WeekPageProps {
  view: AgendaView;
  /** The week's Monday. */
  from: string;
  professional?: string;
  rows: AgendaRow[];
}

export function WeekPage({ view, from, professional, rows }: WeekPageProps) {
  const days = Array.from({ length: 7 }, (_, index) => addDays(from, index));
  const link = (day: string) => `${AGENDA_BASE}/semana?desde=${day}${professional ? `&profesional=${professional}` : ""}`;
  const title = professional ? `Semana de ${nameOf(view.professionals, professional)}` : "Semana de la clínica";
  return (
    <AgendaLayout view={view} title={title}>
      <form method="get" action={`${AGENDA_BASE}/semana`} className="respuesta">
        <input type="hidden" name="desde" value={from} />
        <label htmlFor="semana-profesional">Profesional</label>
        <select id="semana-profesional" name="profesional" defaultValue={professional ?? ""}>
          <option value="">Toda la clínica</option>
          <ProfessionalOptions professionals={view.professionals} />
        </select>
        <button type="submit">Ver</button>
      </form>
      <p>
        <a href={link(addDays(from, -7))}>Semana anterior</a>
        {" · "}
        <a href={link(addDays(from, 7))}>Semana siguiente</a>
        {" · horas de Lima"}
      </p>
      {days.map((day) => {
        // A Lima day runs from 05:00 UTC to 05:00 UTC the next day.
        const ofDay = rows.filter(
          (row) => row.start >= Date.parse(`${day}T05:00:00Z`) && row.start < Date.parse(`${addDays(day, 1)}T05:00:00Z`),
        );
        return (
          <section key={day} aria-labelledby={`dia-${day}`}>
            <h2 id={`dia-${day}`}>{dayName(day)}</h2>
            <RowsTable view={view} rows={ofDay} day={day} />
          </section>
        );
      })}
    </AgendaLayout>
  );
}
