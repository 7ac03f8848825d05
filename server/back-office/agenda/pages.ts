// The agenda's pages in the back office, with hono/html (every value escaped) in the back office's
// layout and stylesheet: today's list, the week (per professional or the whole clinic), an
// appointment (attended, not attended, notes, move, cancel), booking for someone who phoned, and the
// availability editor with the settings and the calendar feeds. Times are Lima's, and say so.
import { html } from "hono/html";
import { layout } from "#server/back-office/pages.ts";
import type { Session } from "#server/back-office/sessions.ts";
import { weekdayDate, shortTime } from "#server/booking/calendar.ts";
import type { Professional } from "#server/booking/content.ts";
import type { BookingSettings } from "#server/booking/store.ts";
import { addDays, toTime, type AvailabilityException, type FreeTime, type WeeklySpan } from "#shared/booking/free-times.ts";
import { WEEKDAY_NAMES } from "#shared/calendar/lima-clock.ts";
import { noAppointments, patientMailPreview } from "../wording.ts";
import { NOTE_MAX, type AgendaRow } from "./data.ts";

export const AGENDA_BASE = "/app/gestion/agenda";

const STATE_LABELS: Record<AgendaRow["state"], string> = {
  reservada: "Reservada",
  cancelada: "Cancelada",
  atendida: "Atendida",
  "no-asistio": "No asistió",
};
const MODALITY_LABELS = { presencial: "Presencial", virtual: "Virtual" } as const;
const KIND_LABELS = { ausencia: "Ausencia (días enteros)", bloqueo: "Horas bloqueadas", extra: "Horas extra" } as const;

export interface AgendaView {
  session: Session;
  professionals: readonly Professional[];
}

const csrf = (session: Session) => html`<input type="hidden" name="csrf" value="${session.csrfToken}" />`;
const nameOf = (professionals: readonly Professional[], slug: string) =>
  professionals.find((p) => p.slug === slug)?.label ?? slug;

function subnav() {
  return html`<nav aria-label="Agenda" class="estados">
    <ul>
      <li><a href="${AGENDA_BASE}/">Hoy</a></li>
      <li><a href="${AGENDA_BASE}/semana">Semana</a></li>
      <li><a href="${AGENDA_BASE}/nueva">Reservar por teléfono</a></li>
      <li><a href="${AGENDA_BASE}/disponibilidad">Disponibilidad y ajustes</a></li>
    </ul>
  </nav>`;
}

const page = (view: AgendaView, title: string, body: ReturnType<typeof html>, notice?: string) =>
  layout({
    title,
    session: view.session,
    body: html`${subnav()}${notice ? html`<p class="confirmacion" role="status">${notice}</p>` : ""}${body}`,
  });

function rowsTable(view: AgendaView, rows: AgendaRow[], day: string) {
  // An empty day says why when the clinic is closed (a holiday, by its name).
  if (!rows.length) return html`<p>${noAppointments(day)}</p>`;
  // A table wider than a phone scrolls in its own box, which the keyboard can reach (axe's
  // scrollable-region-focusable), named for a screen reader.
  return html`<section class="desborde" tabindex="0" aria-label="Citas"><table>
    <thead><tr><th scope="col">Hora</th><th scope="col">Profesional</th><th scope="col">Modalidad</th><th scope="col">Paciente</th><th scope="col">Estado</th><th scope="col">Confirmó</th></tr></thead>
    <tbody>${rows.map(
      (row) => html`<tr>
        <th scope="row"><a href="${AGENDA_BASE}/citas/${row.code}">${shortTime(row.start)}</a></th>
        <td>${nameOf(view.professionals, row.professional)}</td>
        <td>${MODALITY_LABELS[row.modality]}</td>
        <td>${row.name}${row.source === "personal" ? " (por teléfono)" : ""}</td>
        <td>${STATE_LABELS[row.state]}</td>
        <td>${row.confirmedAt ? "Sí" : "—"}</td>
      </tr>`,
    )}</tbody>
  </table></section>`;
}

export function todayPage(
  view: AgendaView,
  today: string,
  rows: AgendaRow[],
  counts: { week: string; bookings: number; cancellations: number; notAttended: number }[],
) {
  return page(
    view,
    "Agenda de hoy",
    html`<p>${weekdayDate(Date.parse(`${today}T17:00:00Z`))} · horas de Lima</p>
      ${rowsTable(view, rows, today)}
      <h2>Totales por semana</h2>
      <p class="nota">Solo cantidades: reservas hechas, cancelaciones y citas a las que no asistieron.</p>
      <section class="desborde" tabindex="0" aria-label="Totales por semana"><table>
        <thead><tr><th scope="col">Semana del</th><th scope="col">Reservas</th><th scope="col">Cancelaciones</th><th scope="col">No asistió</th></tr></thead>
        <tbody>${counts.map(
          (week) =>
            html`<tr><th scope="row">${week.week.split("-").reverse().join("/")}</th><td>${week.bookings}</td><td>${week.cancellations}</td><td>${week.notAttended}</td></tr>`,
        )}</tbody>
      </table></section>`,
  );
}

export function weekPage(view: AgendaView, from: string, professional: string | undefined, rows: AgendaRow[]) {
  const days = Array.from({ length: 7 }, (_, index) => addDays(from, index));
  const link = (day: string) => `${AGENDA_BASE}/semana?desde=${day}${professional ? `&profesional=${professional}` : ""}`;
  return page(
    view,
    professional ? `Semana de ${nameOf(view.professionals, professional)}` : "Semana de la clínica",
    html`<form method="get" action="${AGENDA_BASE}/semana" class="respuesta">
        <input type="hidden" name="desde" value="${from}" />
        <label for="semana-profesional">Profesional</label>
        <select id="semana-profesional" name="profesional">
          <option value="">Toda la clínica</option>
          ${view.professionals.map((p) => html`<option value="${p.slug}"${p.slug === professional ? html` selected=""` : ""}>${p.label}</option>`)}
        </select>
        <button type="submit">Ver</button>
      </form>
      <p><a href="${link(addDays(from, -7))}">Semana anterior</a> · <a href="${link(addDays(from, 7))}">Semana siguiente</a> · horas de Lima</p>
      ${days.map((day) => {
        const ofDay = rows.filter(
          (row) => row.start >= Date.parse(`${day}T05:00:00Z`) && row.start < Date.parse(`${addDays(day, 1)}T05:00:00Z`),
        );
        return html`<section aria-labelledby="dia-${day}"><h2 id="dia-${day}">${weekdayDate(Date.parse(`${day}T17:00:00Z`))}</h2>${rowsTable(view, ofDay, day)}</section>`;
      })}`,
  );
}

export function appointmentPage(
  view: AgendaView,
  row: AgendaRow,
  notes: { at: number; text: string; staffName: string | null }[],
  moveTimes: FreeTime[],
  { notice, error, now }: { notice?: string; error?: string; now: number },
) {
  const token = csrf(view.session);
  const live = row.state === "reservada";
  return page(
    view,
    `Cita ${row.code}`,
    html`${error ? html`<p class="error" role="alert">${error}</p>` : ""}
      <dl class="ficha">
        <dt>Fecha y hora</dt><dd>${weekdayDate(row.start)}, ${shortTime(row.start)} (hora de Lima)</dd>
        <dt>Profesional</dt><dd>${nameOf(view.professionals, row.professional)}</dd>
        <dt>Modalidad</dt><dd>${MODALITY_LABELS[row.modality]}${row.videoUrl ? html` · <a href="${row.videoUrl}" rel="noopener noreferrer" target="_blank">sala de videollamada (se abre fuera de la gestión)</a>` : ""}</dd>
        <dt>Estado</dt><dd>${STATE_LABELS[row.state]}${row.cancelledBy ? ` (${row.cancelledBy === "paciente" ? "desde el enlace de la cita" : "por el equipo"})` : ""}</dd>
        <dt>Confirmó su asistencia</dt><dd>${row.confirmedAt ? "Sí" : "Todavía no"}</dd>
        <dt>Paciente</dt><dd class="texto">${row.name}</dd>
        <dt>Celular</dt><dd>${row.phone}</dd>
        <dt>Correo</dt><dd>${row.email ?? "—"}</dd>
        <dt>Motivo</dt><dd class="texto">${row.reason ?? "—"}</dd>
        <dt>Reservada</dt><dd>${row.source === "personal" ? "Por el equipo (teléfono)" : "En la web"}</dd>
      </dl>
      ${
        row.state !== "cancelada" && row.start <= now
          ? html`<h2>Asistencia</h2>
        <form method="post" action="${AGENDA_BASE}/citas/${row.code}/estado" class="respuesta">${token}
          <button type="submit" name="estado" value="atendida">Atendida</button>
          <button type="submit" name="estado" value="no-asistio">No asistió</button>
        </form>`
          : ""
      }
      ${
        live && moveTimes.length
          ? html`<h2>Cambiar de hora</h2>
        <form method="post" action="${AGENDA_BASE}/citas/${row.code}/mover" class="respuesta">${token}
          <label for="mover-hora">Nueva hora (hora de Lima). ${patientMailPreview(row.email)}</label>
          <select id="mover-hora" name="hora">${moveTimes.map(
            (time) =>
              html`<option value="${time.professional}|${time.modality}|${time.start}">${weekdayDate(time.start)}, ${shortTime(time.start)} · ${nameOf(view.professionals, time.professional)} · ${MODALITY_LABELS[time.modality]}</option>`,
          )}</select>
          <button type="submit" class="principal">Cambiar la cita</button>
        </form>`
          : ""
      }
      ${
        live
          ? html`<h2>Cancelar</h2>
        <form method="post" action="${AGENDA_BASE}/citas/${row.code}/cancelar" class="respuesta">${token}
          <p>La hora queda libre. ${patientMailPreview(row.email)}</p>
          <button type="submit">Cancelar la cita</button>
        </form>`
          : ""
      }
      <h2>Notas del equipo</h2>
      ${notes.length ? html`<ul class="notas">${notes.map((note) => html`<li><p class="nota">${weekdayDate(note.at)}, ${shortTime(note.at)} · ${note.staffName ?? "—"}</p><p class="texto">${note.text}</p></li>`)}</ul>` : html`<p>Todavía no hay notas.</p>`}
      <form method="post" action="${AGENDA_BASE}/citas/${row.code}/nota" class="respuesta" novalidate="">${token}
        <label for="nota">Nueva nota</label>
        <p id="nota-ayuda" class="nota">Solo para el equipo. No escribas datos de salud que no hagan falta.</p>
        <textarea id="nota" name="nota" rows="3" maxlength="${NOTE_MAX}" required="" aria-describedby="nota-ayuda"></textarea>
        <button type="submit" class="principal">Guardar la nota</button>
      </form>`,
    notice,
  );
}

export function newAppointmentPage(
  view: AgendaView,
  times: FreeTime[],
  { values = {}, error }: { values?: Record<string, string>; error?: string } = {},
) {
  const field = (name: string, label: string, type = "text", required = true) =>
    html`<label for="nueva-${name}">${label}${required ? " *" : ""}</label>
      <input id="nueva-${name}" name="${name}" type="${type}" value="${values[name] ?? ""}"${required ? html` required=""` : ""} />`;
  return page(
    view,
    "Reservar por teléfono",
    html`${error ? html`<p class="error" role="alert">${error}</p>` : ""}
      ${
        times.length
          ? html`<form method="post" action="${AGENDA_BASE}/nueva" class="respuesta">${csrf(view.session)}
        <label for="nueva-hora">Hora libre (hora de Lima) *</label>
        <select id="nueva-hora" name="hora">${times.map(
          (time) =>
            html`<option value="${time.professional}|${time.modality}|${time.start}"${values.hora === `${time.professional}|${time.modality}|${time.start}` ? html` selected=""` : ""}>${weekdayDate(time.start)}, ${shortTime(time.start)} · ${nameOf(view.professionals, time.professional)} · ${MODALITY_LABELS[time.modality]}</option>`,
        )}</select>
        ${field("nombre", "Nombre y apellido")}
        ${field("celular", "Celular", "tel")}
        ${field("correo", "Correo (para la confirmación, opcional)", "email", false)}
        ${field("motivo", "Motivo (opcional)", "text", false)}
        <p class="nota">Pide a la persona su consentimiento para guardar sus datos y, si es virtual, para la teleconsulta; anótalo en la cita.</p>
        <button type="submit" class="principal">Reservar</button>
      </form>`
          : html`<p>No hay horas libres publicadas. Revisa la disponibilidad.</p>`
      }`,
  );
}

export function availabilityPage(
  view: AgendaView,
  professional: Professional,
  data: {
    spans: (WeeklySpan & { id: number })[];
    exceptions: (AvailabilityException & { id: number; note: string | null })[];
    length: number | null;
    settings: BookingSettings;
    feedCreatedAt: number | null;
    feedUrl?: string;
  },
  { notice, error }: { notice?: string; error?: string } = {},
) {
  const token = csrf(view.session);
  const base = `${AGENDA_BASE}/disponibilidad/${professional.slug}`;
  const weekdays = [1, 2, 3, 4, 5, 6, 0];
  return page(
    view,
    `Disponibilidad de ${professional.label}`,
    html`${error ? html`<p class="error" role="alert">${error}</p>` : ""}
      <form method="get" action="${AGENDA_BASE}/disponibilidad" class="respuesta">
        <label for="disp-profesional">Profesional</label>
        <select id="disp-profesional" name="profesional">${view.professionals.map((p) => html`<option value="${p.slug}"${p.slug === professional.slug ? html` selected=""` : ""}>${p.label}</option>`)}</select>
        <button type="submit">Ver</button>
      </form>
      <h2>Horario semanal (hora de Lima)</h2>
      ${
        data.spans.length
          ? html`<ul class="notas">${data.spans.map(
              (span) => html`<li><form method="post" action="${base}/tramos/${span.id}/borrar">${token}
                ${WEEKDAY_NAMES[span.weekday]} ${toTime(span.start)}–${toTime(span.end)} · ${MODALITY_LABELS[span.modality]}
                <button type="submit">Quitar</button></form></li>`,
            )}</ul>`
          : html`<p>Sin horario: no se ofrecen horas en la web.</p>`
      }
      <form method="post" action="${base}/tramos" class="respuesta">${token}
        <label for="tramo-dia">Día</label>
        <select id="tramo-dia" name="dia">${weekdays.map((day) => html`<option value="${day}">${WEEKDAY_NAMES[day]}</option>`)}</select>
        <label for="tramo-modalidad">Modalidad</label>
        <select id="tramo-modalidad" name="modalidad"><option value="presencial">Presencial</option><option value="virtual">Virtual</option></select>
        <label for="tramo-desde">Desde</label><input id="tramo-desde" name="desde" type="time" required="" />
        <label for="tramo-hasta">Hasta</label><input id="tramo-hasta" name="hasta" type="time" required="" />
        <button type="submit" class="principal">Añadir al horario</button>
      </form>
      <h2>Duración de la primera consulta</h2>
      <form method="post" action="${base}/duracion" class="respuesta">${token}
        <label for="duracion">Minutos (vacío: la de la clínica, ${data.settings.defaultLength})</label>
        <input id="duracion" name="minutos" type="number" min="10" max="240" value="${data.length ?? ""}" />
        <button type="submit">Guardar la duración</button>
      </form>
      <h2>Excepciones</h2>
      ${
        data.exceptions.length
          ? html`<ul class="notas">${data.exceptions.map(
              (exception) => html`<li><form method="post" action="${base}/excepciones/${exception.id}/borrar">${token}
                ${KIND_LABELS[exception.kind]}: ${
                  exception.kind === "ausencia"
                    ? `${exception.from} a ${exception.to}`
                    : `${exception.date} ${toTime(exception.start)}–${toTime(exception.end)}${exception.kind === "extra" ? ` · ${MODALITY_LABELS[exception.modality]}` : ""}`
                }${exception.note ? ` (${exception.note})` : ""}
                <button type="submit">Quitar</button></form></li>`,
            )}</ul>`
          : html`<p>Sin excepciones.</p>`
      }
      <form method="post" action="${base}/excepciones" class="respuesta">${token}
        <label for="exc-tipo">Tipo</label>
        <select id="exc-tipo" name="tipo">${Object.entries(KIND_LABELS).map(([value, label]) => html`<option value="${value}">${label}</option>`)}</select>
        <label for="exc-desde">Fecha (o primer día de la ausencia)</label><input id="exc-desde" name="desde" type="date" required="" />
        <label for="exc-hasta">Último día (solo ausencias)</label><input id="exc-hasta" name="hasta" type="date" />
        <label for="exc-inicio">Hora de inicio (bloqueo o extra)</label><input id="exc-inicio" name="inicio" type="time" />
        <label for="exc-fin">Hora de fin (bloqueo o extra)</label><input id="exc-fin" name="fin" type="time" />
        <label for="exc-modalidad">Modalidad (solo horas extra)</label>
        <select id="exc-modalidad" name="modalidad"><option value="presencial">Presencial</option><option value="virtual">Virtual</option></select>
        <label for="exc-nota">Nota (opcional)</label><input id="exc-nota" name="nota" maxlength="200" />
        <button type="submit" class="principal">Añadir la excepción</button>
      </form>
      <h2>Calendario en el celular</h2>
      ${
        data.feedUrl
          ? html`<p class="confirmacion" role="status">Copia este enlace en la app de calendario (suscribirse por URL). Se muestra solo esta vez: <code>${data.feedUrl}</code></p>`
          : ""
      }
      <p>${data.feedCreatedAt ? `Hay un enlace activo desde el ${weekdayDate(data.feedCreatedAt)}.` : "No hay un enlace activo."} El calendario muestra solo iniciales, modalidad y un enlace a la gestión: ningún dato de salud.</p>
      <form method="post" action="${base}/calendario" class="respuesta">${token}<button type="submit">${data.feedCreatedAt ? "Crear un enlace nuevo (el anterior deja de funcionar)" : "Crear el enlace"}</button></form>
      ${data.feedCreatedAt ? html`<form method="post" action="${base}/calendario/revocar" class="respuesta">${token}<button type="submit">Revocar el enlace</button></form>` : ""}
      <h2>Ajustes de la agenda (toda la clínica)</h2>
      <form method="post" action="${AGENDA_BASE}/ajustes" class="respuesta">${token}
        <input type="hidden" name="profesional" value="${professional.slug}" />
        <label for="aj-horizonte">Días hacia adelante que se ofrecen</label><input id="aj-horizonte" name="horizonte" type="number" min="1" max="365" value="${data.settings.horizonDays}" />
        <label for="aj-aviso">Anticipación mínima (minutos)</label><input id="aj-aviso" name="aviso" type="number" min="0" max="20160" value="${data.settings.minNoticeMinutes}" />
        <label for="aj-duracion">Duración de la primera consulta (minutos)</label><input id="aj-duracion" name="duracion" type="number" min="10" max="240" value="${data.settings.defaultLength}" />
        <label for="aj-apartado">Minutos que se guarda una hora mientras se llena el formulario</label><input id="aj-apartado" name="apartado" type="number" min="1" max="60" value="${data.settings.holdMinutes}" />
        <label for="aj-cambio">Quien reservó puede cancelar o cambiar su cita hasta estas horas antes</label><input id="aj-cambio" name="cambio" type="number" min="0" max="336" value="${data.settings.patientChangeHours}" />
        <button type="submit" class="principal">Guardar los ajustes</button>
      </form>`,
    notice,
  );
}
