// The back office's pages of «Pide tu primera consulta»: the inbox by state and one request, with
// its contact links, notes and state. Rendered with hono/html (every value escaped), in the same
// layout and style as the claims' pages (pages.ts); no inline script or style.
import { html } from "hono/html";
import type { ConsultationContent } from "#shared/consultation-request/consultation-content-schema.ts";
import { limaDateTime } from "./claims.ts";
import { BASE, layout } from "./pages.ts";
import type { Undeliverable } from "#server/complaints/outbox.ts";
import { undeliveredNotice } from "./undelivered.ts";
import {
  isLate,
  NOTE_MAX,
  REQUEST_STATE_LABELS,
  REQUEST_STATES,
  responseDeadline,
  timeSince,
  type NoteRow,
  type RequestRow,
  type RequestState,
  type RequestSummary,
} from "./requests.ts";
import type { Session } from "./sessions.ts";

export const REQUESTS_BASE = `${BASE}/consultas`;

const digits = (phone: string) => phone.replace(/\D/g, "");
/** A Peruvian mobile typed without its country code (9 digits) gets +51 for tel: and WhatsApp links. */
const e164 = (phone: string) => {
  const d = digits(phone);
  return phone.trim().startsWith("+") || d.length > 9 ? d : `51${d}`;
};

export function requestListPage(
  session: Session,
  requests: RequestSummary[],
  counts: Record<RequestState, number>,
  { state, businessDays, now = new Date() }: { state?: RequestState; businessDays: number; now?: Date },
) {
  const late = requests.filter((r) => isLate(r, businessDays, now)).length;
  const tab = (value: RequestState | undefined, label: string, count?: number) =>
    html`<li><a href="${REQUESTS_BASE}/${value ? `?estado=${value}` : ""}"${state === value ? html` aria-current="page"` : ""}>${label}${count === undefined ? "" : ` (${count})`}</a></li>`;
  return layout({
    title: "Solicitudes de consulta",
    session,
    body: html`<p>Las solicitudes de «Pide tu primera consulta», las más recientes primero. La página promete contactar a la persona dentro de ${businessDays} ${businessDays === 1 ? "día hábil" : "días hábiles"}${late ? html`: <strong class="vencido">${late} ${late === 1 ? "nueva pasó" : "nuevas pasaron"} ese plazo</strong>` : ""}.</p>
      <nav aria-label="Estados" class="estados"><ul>
        ${tab(undefined, "Todas")}${REQUEST_STATES.map((value) => tab(value, REQUEST_STATE_LABELS[value], counts[value]))}
      </ul></nav>
      ${
        requests.length
          ? html`<div class="tabla" role="region" aria-labelledby="solicitudes-titulo" tabindex="0"><table>
            <caption id="solicitudes-titulo">Solicitudes${state ? ` en estado «${REQUEST_STATE_LABELS[state]}»` : ""}, las más recientes primero</caption>
            <thead><tr><th scope="col">Código</th><th scope="col">Recibida</th><th scope="col">Nombre</th><th scope="col">Motivo</th><th scope="col">Estado</th></tr></thead>
            <tbody>
              ${requests.map((r) => {
                const overdue = isLate(r, businessDays, now);
                return html`<tr class="${overdue ? "fila-vencida" : ""}">
                  <th scope="row"><a href="${REQUESTS_BASE}/${r.code}">${r.code}</a></th>
                  <td>${timeSince(r.createdAt, now)}<br /><span class="nota">${limaDateTime(r.createdAt)}</span></td>
                  <td>${r.name}</td>
                  <td>${r.reasonLabel}</td>
                  <td>${REQUEST_STATE_LABELS[r.state]}${overdue ? html`<br /><strong class="vencido">Fuera de plazo</strong>` : ""}</td>
                </tr>`;
              })}
            </tbody>
          </table></div>`
          : html`<p>No hay solicitudes${state ? ` en estado «${REQUEST_STATE_LABELS[state]}»` : ""}.</p>`
      }`,
  });
}

export function requestDetailPage(
  session: Session,
  request: RequestRow,
  notes: NoteRow[],
  content: ConsultationContent,
  {
    businessDays,
    notice,
    noteError,
    now = new Date(),
    undelivered = [],
  }: { businessDays: number; notice?: string; noteError?: string; now?: Date; undelivered?: readonly Undeliverable[] },
) {
  const { fields, options } = content.form;
  const list = (value: string, labels: Record<string, string>) =>
    value
      .split(",")
      .filter(Boolean)
      .map((v) => labels[v] ?? v)
      .join(", ") || "—";
  const overdue = isLate({ state: request.state, createdAt: request.created_at }, businessDays, now);
  const phone = e164(request.phone);
  const rows: [string, string | null][] = [
    [fields.reason, request.reason_label],
    [fields.modality, options.modality[request.modality]],
    [fields.professional, request.professional_label ?? options.noProfessional],
    [fields.days, list(request.days, options.days)],
    [fields.times, list(request.times, options.times)],
    [fields.name, request.name],
    [fields.phone, request.phone],
    [fields.email, request.email],
    [fields.channel, options.channel[request.channel]],
    [fields.message, request.message],
  ];
  const csrf = html`<input type="hidden" name="csrf" value="${session.csrfToken}" />`;
  return layout({
    title: `Solicitud ${request.code}`,
    session,
    body: html`${notice ? html`<p class="confirmacion" role="status">${notice}</p>` : ""}<p><a href="${REQUESTS_BASE}/">Volver a las solicitudes</a></p>${undeliveredNotice(undelivered, request.phone)}
      <dl class="ficha">
        <dt>Recibida</dt><dd>${limaDateTime(request.created_at)} (${timeSince(request.created_at, now)})</dd>
        <dt>Estado</dt><dd>${REQUEST_STATE_LABELS[request.state]}${overdue ? html` · <strong class="vencido">fuera de plazo: había que contactarla hasta el ${responseDeadline(request.created_at, businessDays).split("-").reverse().join("/")}</strong>` : ""}</dd>
        ${rows.filter(([, value]) => value).map(([label, value]) => html`<dt>${label}</dt><dd class="texto">${value}</dd>`)}
        <dt>Consentimiento</dt><dd>Sí, el ${limaDateTime(request.consent_at)}: «${request.consent_text}»</dd>
      </dl>
      <h2>Contactar</h2>
      <ul class="contacto">
        <li><a href="tel:+${phone}">Llamar al ${request.phone}</a></li>
        <li><a href="https://wa.me/${phone}" rel="noopener noreferrer" target="_blank">Escribir por WhatsApp (se abre fuera de la gestión)</a></li>
        ${request.email ? html`<li><a href="mailto:${request.email}">Escribir a ${request.email}</a></li>` : ""}
      </ul>
      <h2>Estado</h2>
      <form method="post" action="${REQUESTS_BASE}/${request.code}/estado" class="respuesta">
        ${csrf}
        <label for="estado-nuevo">Cambiar el estado</label>
        <select id="estado-nuevo" name="estado">
          ${REQUEST_STATES.map((value) => html`<option value="${value}"${value === request.state ? html` selected=""` : ""}>${REQUEST_STATE_LABELS[value]}</option>`)}
        </select>
        <button type="submit" class="principal">Guardar el estado</button>
      </form>
      <h2>Notas del equipo</h2>
      ${
        notes.length
          ? html`<ul class="notas">${notes.map((note) => html`<li><p class="nota">${limaDateTime(new Date(note.at).toISOString())} · ${note.staffName ?? "—"}</p><p class="texto">${note.text}</p></li>`)}</ul>`
          : html`<p>Todavía no hay notas.</p>`
      }
      <form method="post" action="${REQUESTS_BASE}/${request.code}/nota" class="respuesta" novalidate="">
        ${csrf}
        <label for="nota">Nueva nota</label>
        <p id="nota-ayuda" class="nota">Solo para el equipo: qué se habló, qué falta. No escribas datos de salud que no hagan falta.</p>${
          noteError ? html`<p id="nota-error" class="error">${noteError}</p>` : ""
        }
        <textarea id="nota" name="nota" rows="4" maxlength="${NOTE_MAX}" required="" aria-describedby="nota-ayuda${noteError ? " nota-error" : ""}"${noteError ? html` aria-invalid="true"` : ""}></textarea>
        <button type="submit" class="principal">Guardar la nota</button>
      </form>`,
  });
}
