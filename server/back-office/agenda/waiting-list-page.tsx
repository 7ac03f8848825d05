// The waiting list as the staff see it (only the accounts that keep the agenda), a list that reads
// top to bottom on a phone: who asked for an earlier time, in the order the offers follow, with
// their appointment, the days they want and the offer they have now; a free time given to the
// first person who wants it (the same action as the phone booking's «Dar esta hora a la primera de
// la lista de espera»), and a person taken off the list.
import { CsrfField } from "#server/back-office/layout.tsx";
import { shortTime, weekdayDate } from "#server/booking/calendar.ts";
import type { WaitingRow } from "#server/booking/waiting-list-store.ts";
import { weekdaysOf, ANY_DAY } from "#server/booking/waiting-list-store.ts";
import type { FreeTime } from "#shared/booking/free-times.ts";
import { WEEKDAY_NAMES } from "#shared/calendar/lima-clock.ts";
import { AgendaLayout, MODALITY_LABELS, nameOf, timeLabel, timeValue, type AgendaView } from "./parts.tsx";
import { AGENDA_BASE } from "./paths.ts";

export const WAITING_BASE = `${AGENDA_BASE}/espera`;

const when = (instant: number) => `${weekdayDate(instant)}, ${shortTime(instant)}`;
const days = (bits: number) =>
  bits === ANY_DAY
    ? "Cualquiera"
    : weekdaysOf(bits)
        .map((day) => WEEKDAY_NAMES[day])
        .join(", ");

export interface WaitingListPageProps {
  view: AgendaView;
  rows: WaitingRow[];
  /** The free times someone on the list would take, each with the code of who would get it. */
  times: (FreeTime & { code: string })[];
  offerMinutes: number;
  notice?: string;
  error?: string;
}

export function WaitingListPage({ view, rows, times, offerMinutes, notice, error }: WaitingListPageProps) {
  return (
    <AgendaLayout view={view} title="Lista de espera" notice={notice} error={error}>
      <p>
        {`Quienes pidieron una hora antes, con la misma profesional y modalidad, en el orden en que lo pidieron. Cuando se libera una hora, se ofrece por correo a la primera persona que la quiere y se guarda para ella ${offerMinutes} minutos; luego pasa a la siguiente.`}
      </p>
      {rows.length ? (
        // A list, not a table: on a phone each person reads top to bottom, nothing off screen.
        <ol aria-label="Lista de espera, en el orden en que lo pidieron">
          {rows.map((row) => (
            <li key={row.code}>
              <p>
                <a href={`${AGENDA_BASE}/citas/${row.code}`}>
                  <strong>{`${row.code}: ${when(row.start)}`}</strong>
                </a>
                <br />
                {`${row.name} · `}
                <a href={`tel:${row.phone.replace(/[^\d+]/g, "")}`}>{row.phone}</a>
                <br />
                {`${nameOf(view.professionals, row.professional)} · ${MODALITY_LABELS[row.modality]} · Días: ${days(row.weekdays)}`}
                <br />
                {row.offerStart && row.offerExpiresAt
                  ? `Oferta por correo: ${when(row.offerStart)}, hasta las ${shortTime(row.offerExpiresAt)}`
                  : "Sin oferta ahora"}
              </p>
              <form method="post" action={`${WAITING_BASE}/${row.code}/quitar`}>
                <CsrfField session={view.session} />
                <button type="submit">{`Quitar ${row.code} de la lista`}</button>
              </form>
            </li>
          ))}
        </ol>
      ) : (
        <p>Nadie espera una hora antes.</p>
      )}
      <h2>Dar una hora libre a la primera de la lista</h2>
      {times.length ? (
        <form method="post" action={`${WAITING_BASE}/dar`} className="respuesta">
          <CsrfField session={view.session} />
          <label htmlFor="espera-hora">Hora libre (hora de Lima) y quién la recibe *</label>
          <select id="espera-hora" name="hora">
            {times.map((time) => (
              <option key={timeValue(time)} value={timeValue(time)}>
                {`${timeLabel(view, time)} → ${time.code}`}
              </option>
            ))}
          </select>
          <p className="nota">La cita se cambia a esa hora y la paciente recibe un correo con los nuevos datos.</p>
          <button type="submit" className="principal">
            Dar la hora
          </button>
        </form>
      ) : (
        <p>No hay horas libres antes de las citas de quienes esperan.</p>
      )}
    </AgendaLayout>
  );
}
