// What the agenda's pages share: their shell (the back office's layout with the agenda's own
// links and a notice), the labels of states and modalities, and the table of appointments. Times
// are Lima's, and say so.
import type { ReactNode } from "react";
import { Layout } from "#server/back-office/layout.tsx";
import type { Session } from "#server/back-office/sessions.ts";
import { shortTime, weekdayDate } from "#server/booking/calendar.ts";
import type { Professional } from "#server/booking/content.ts";
import { noAppointments } from "#server/back-office/wording.ts";
import { APPOINTMENT_STATE_LABELS, MODALITY_LABELS, type AgendaRow } from "./data.ts";
import { AGENDA_BASE } from "./paths.ts";

// The labels live with the data (./data.ts), which the CSV writes too.
export const STATE_LABELS: Record<AgendaRow["state"], string> = APPOINTMENT_STATE_LABELS;
export { MODALITY_LABELS };

/** Who looks (their session) and the clinic's professionals, handed to every agenda page. */
export interface AgendaView {
  session: Session;
  professionals: readonly Professional[];
}

export const nameOf = (professionals: readonly Professional[], slug: string) =>
  professionals.find((p) => p.slug === slug)?.label ?? slug;

/** A free time as the staff pick it: its value ("slug|modality|start") and its words. */
/** The professionals as a select's options (the week's and the availability's «Profesional»). */
export const ProfessionalOptions = ({ professionals }: { professionals: readonly Professional[] }) =>
  professionals.map((p) => (
    <option key={p.slug} value={p.slug}>
      {p.label}
    </option>
  ));

export const timeValue = (time: { professional: string; modality: string; start: number }) =>
  `${time.professional}|${time.modality}|${time.start}`;
export const timeLabel = (
  view: AgendaView,
  time: { professional: string; modality: keyof typeof MODALITY_LABELS; start: number },
) =>
  `${weekdayDate(time.start)}, ${shortTime(time.start)} · ${nameOf(view.professionals, time.professional)} · ${MODALITY_LABELS[time.modality]}`;

function AgendaLinks() {
  return (
    <nav aria-label="Agenda" className="estados">
      <ul>
        <li>
          <a href={`${AGENDA_BASE}/`}>Hoy</a>
        </li>
        <li>
          <a href={`${AGENDA_BASE}/semana`}>Semana</a>
        </li>
        <li>
          <a href={`${AGENDA_BASE}/nueva`}>Reservar por teléfono</a>
        </li>
        <li>
          <a href={`${AGENDA_BASE}/espera`}>Lista de espera</a>
        </li>
        <li>
          <a href={`${AGENDA_BASE}/disponibilidad`}>Disponibilidad y ajustes</a>
        </li>
      </ul>
    </nav>
  );
}

/** Every agenda page: the back office's layout, the agenda's links, a notice, an error, the body. */
export function AgendaLayout({
  view,
  title,
  notice,
  error,
  copy,
  children,
}: {
  view: AgendaView;
  title: string;
  notice?: string;
  error?: string;
  /** The page has a «Copiar» button (layout.tsx). */
  copy?: boolean;
  children: ReactNode;
}) {
  return (
    <Layout title={title} session={view.session} copy={copy}>
      <AgendaLinks />
      {notice ? (
        <p className="confirmacion" role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {children}
    </Layout>
  );
}

/** A day's appointments as a table, each time a link to the appointment; an empty day says why when the clinic is closed. */
export function RowsTable({ view, rows, day }: { view: AgendaView; rows: AgendaRow[]; day: string }) {
  if (!rows.length) return <p>{noAppointments(day)}</p>;
  // A table wider than a phone scrolls in its own box, which the keyboard can reach (axe's
  // scrollable-region-focusable), named for a screen reader.
  return (
    <section className="desborde" tabIndex={0} aria-label="Citas">
      <table>
        <thead>
          <tr>
            <th scope="col">Hora</th>
            <th scope="col">Profesional</th>
            <th scope="col">Modalidad</th>
            <th scope="col">Paciente</th>
            <th scope="col">Estado</th>
            <th scope="col">Confirmó</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code}>
              <th scope="row">
                <a href={`${AGENDA_BASE}/citas/${row.code}`}>{shortTime(row.start)}</a>
              </th>
              <td>{nameOf(view.professionals, row.professional)}</td>
              <td>{MODALITY_LABELS[row.modality]}</td>
              <td>{`${row.name}${row.source === "personal" ? " (por teléfono)" : ""}`}</td>
              <td>{STATE_LABELS[row.state]}</td>
              <td>{row.confirmedAt ? "Sí" : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
