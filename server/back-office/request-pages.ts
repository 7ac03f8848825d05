// The back office's pages of «Pide tu primera consulta»: the queue (by urgency, searched, filtered,
// in pages, its state in the URL) and one request, with one-tap contact buttons and its single form
// (note, state, who handles it). Rendered with hono/html (every value escaped), in the same layout
// and style as the claims' pages (pages.ts); no inline script or style.
import type { Undeliverable } from "#server/mail/outbox.ts";
import { undeliveredNotice } from "./undelivered.ts";
import { html } from "hono/html";
import type { ConsultationContent } from "#shared/consultation-request/consultation-content-schema.ts";
import { parsePeruPhone } from "#shared/clinic/phone.ts";
import { limaDateTime } from "./claims.ts";
import { contactActions, type ContactAction } from "./contact.ts";
import { count, sayDue } from "./deadlines.ts";
import { BASE, layout } from "./pages.ts";
import {
  NOTE_MAX,
  REQUEST_STATE_LABELS,
  REQUEST_STATES,
  SEARCH_MAX,
  timeSince,
  type NoteRow,
  type Queue,
  type RequestRow,
  type RequestState,
} from "./requests.ts";
import type { Session } from "./sessions.ts";

export const REQUESTS_BASE = `${BASE}/consultas`;

/** The list's state, as its URL carries it (every value checked by the route before it gets here). */
export interface ListState {
  estado?: RequestState | "pendientes";
  motivo?: string;
  profesional?: string;
  modalidad?: "presencial" | "virtual";
  orden?: "urgencia" | "recientes";
  pagina?: number;
  /** The search's handle (searches.ts): never the search itself. */
  b?: string;
}

/** "?estado=nueva&pagina=2", or "" for the plain list. */
/** A queue's «Anterior» and «Siguiente», when it has more than one page; `href` is a page's link. */
export function pageNav(queue: { page: number; pages: number }, href: (page: number) => string) {
  if (queue.pages <= 1) return "";
  const link = (number: number, label: string, rel: string) =>
    html`<a class="boton" rel="${rel}" href="${href(number)}">${label}</a>`;
  return html`<nav aria-label="Páginas" class="paginas">${queue.page > 1 ? link(queue.page - 1, "Anterior", "prev") : ""}
          <span>Página ${queue.page} de ${queue.pages}</span>
          ${queue.page < queue.pages ? link(queue.page + 1, "Siguiente", "next") : ""}
        </nav>`;
}

export function listQuery(state: object, changes: Record<string, string | number | undefined> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...state, ...changes }))
    if (value !== undefined && value !== "" && !(key === "pagina" && value === 1)) params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export const actionButtons = (actions: ContactAction[]) =>
  actions.length
    ? html`<ul class="acciones">
        ${actions.map(
          (action) =>
            html`<li><a class="boton" href="${action.href}"${action.external ? html` rel="noopener noreferrer" target="_blank"` : ""}>${action.label}${action.external ? html`<span class="oculto"> (se abre fuera de la gestión)</span>` : ""}</a></li>`,
        )}
      </ul>`
    : "";

const dueText = (due: number | undefined, now: Date) => {
  if (due === undefined) return html``;
  const { label, overdue } = sayDue(due, now);
  return overdue
    ? html`<strong class="vencido">Fuera de plazo: ${label}</strong>`
    : html`<span>${label[0]!.toUpperCase()}${label.slice(1)}</span>`;
};

export interface RequestListOptions {
  state: ListState;
  counts: Record<RequestState, number>;
  /** The search, when the list's handle names one. */
  search?: string;
  /** The handle named a search this session no longer has. */
  searchLost?: boolean;
  choices: { reasons: readonly (readonly [string, string])[]; professionals: readonly (readonly [string, string])[] };
  content: ConsultationContent;
  businessDays: number;
  overdue: number;
  now: Date;
}

export function requestListPage(session: Session, queue: Queue, options: RequestListOptions) {
  const { state, counts, search, choices, content, now } = options;
  const pending = counts.nueva + counts.contactada + counts["sin-respuesta"];
  const select = (name: keyof ListState, label: string, entries: readonly (readonly [string, string])[], all: string) =>
    html`<div class="campo"><label for="filtro-${name}">${label}</label>
      <select id="filtro-${name}" name="${name}">
        <option value="">${all}</option>${entries.map(([value, text]) => html`<option value="${value}"${state[name] === value ? html` selected=""` : ""}>${text}</option>`)}
      </select></div>`;
  return layout({
    title: "Solicitudes de consulta",
    session,
    skipTo: { href: "#filas", label: "Ir a las solicitudes" },
    body: html`<p>${count(pending, "pendiente")}${options.overdue ? html`, <a class="vencido" href="${REQUESTS_BASE}/?estado=pendientes">${count(options.overdue, "fuera de plazo", "fuera de plazo")}</a>` : ""}. La página promete contactar a la persona dentro de ${count(options.businessDays, "día hábil", "días hábiles")}; una solicitud «Contactada» o «Sin respuesta» vuelve a vencer en el mismo plazo desde su último cambio.</p>
      <form method="post" action="${REQUESTS_BASE}/buscar" class="buscar" role="search">
        <input type="hidden" name="csrf" value="${session.csrfToken}" />
        <input type="hidden" name="lista" value="${listQuery({ ...state, b: undefined, pagina: undefined })}" />
        <label for="buscar">Buscar por nombre, teléfono, correo o código</label>
        <div class="fila-campo"><input id="buscar" name="q" type="search" maxlength="${SEARCH_MAX}" value="${search ?? ""}" autocomplete="off" /><button type="submit">Buscar</button></div>
      </form>${
        options.searchLost
          ? html`<p class="aviso" role="status">Esa búsqueda ya no está guardada (el servicio se reinició o pasó mucho tiempo). Vuelve a buscar.</p>`
          : search
            ? html`<p role="status">${count(queue.total, "resultado")} para «${search}». <a href="${REQUESTS_BASE}/${listQuery(state, { b: undefined, pagina: undefined })}">Quitar la búsqueda</a></p>`
            : ""
      }
      <details class="filtros"${state.estado || state.motivo || state.profesional || state.modalidad || state.orden ? html` open=""` : ""}>
        <summary>Filtros y orden</summary>
        <form method="get" action="${REQUESTS_BASE}/">${
          state.b
            ? html`
          <input type="hidden" name="b" value="${state.b}" />`
            : ""
        }
          ${select(
            "estado",
            "Estado",
            [
              ["pendientes", `Pendientes (${pending})`],
              ...REQUEST_STATES.map((value) => [value, `${REQUEST_STATE_LABELS[value]} (${counts[value]})`] as const),
            ],
            "Todos",
          )}
          ${select("motivo", "Motivo", choices.reasons, "Todos")}
          ${select("profesional", content.form.fields.professional, choices.professionals, "Todos")}
          ${select("modalidad", content.form.fields.modality, Object.entries(content.form.options.modality), "Todas")}
          ${select(
            "orden",
            "Orden",
            [
              ["urgencia", "Lo más urgente primero"],
              ["recientes", "Las más recientes primero"],
            ],
            "Lo más urgente primero",
          )}
          <button type="submit">Aplicar</button>
        </form>
      </details>
      <h2 id="filas" tabindex="-1">${count(queue.total, "solicitud", "solicitudes")}${queue.pages > 1 ? ` · página ${queue.page} de ${queue.pages}` : ""}</h2>
      ${
        queue.rows.length
          ? html`<ol class="tarjetas">
            ${queue.rows.map((r) => {
              const overdue = r.due !== undefined && r.due < now.getTime();
              return html`<li class="tarjeta${overdue ? " fila-vencida" : ""}">
                <p class="tarjeta-titulo"><a href="${REQUESTS_BASE}/${r.code}${listQuery(state)}">${r.name}</a> <span class="nota">${r.code}</span></p>
                <p>${r.reasonLabel} · ${content.form.options.modality[r.modality]}${r.professionalLabel ? ` · ${r.professionalLabel}` : ""}</p>
                <p><span class="estado-etiqueta">${REQUEST_STATE_LABELS[r.state]}</span> ${dueText(r.due, now)}</p>
                <p class="nota">Recibida ${timeSince(r.createdAt, now)} (${limaDateTime(r.createdAt)}) · prefiere ${content.form.options.channel[r.channel]}${r.handlerName ? ` · la atiende ${r.handlerName}` : ""}</p>${actionButtons(contactActions(r.phone, r.email))}
              </li>`;
            })}
          </ol>`
          : html`<p>No hay solicitudes con estos filtros${search ? " y esta búsqueda" : ""}.</p>`
      }${pageNav(queue, (number) => `${REQUESTS_BASE}/${listQuery(state, { pagina: number })}`)}`,
  });
}

export interface RequestDetailOptions {
  businessDays: number;
  state: ListState;
  /** The next request of the same list, if any. */
  next?: string;
  /** The accounts that can handle requests: [id, name]. */
  handlers: [number, string][];
  notice?: string;
  noteError?: string;
  due?: number;
  now?: Date;
  /** Its e-mails that could not be delivered (server/mail/outbox.ts). */
  undelivered?: readonly Undeliverable[];
}

export function requestDetailPage(
  session: Session,
  request: RequestRow,
  notes: NoteRow[],
  content: ConsultationContent,
  { state, next, handlers, notice, noteError, due, now = new Date(), undelivered = [] }: RequestDetailOptions,
) {
  const { fields, options } = content.form;
  const list = (value: string, labels: Record<string, string>) =>
    value
      .split(",")
      .filter(Boolean)
      .map((v) => labels[v] ?? v)
      .join(", ") || "—";
  const rows: [string, string | null][] = [
    [fields.reason, request.reason_label],
    [fields.modality, options.modality[request.modality]],
    [fields.professional, request.professional_label ?? options.noProfessional],
    [fields.days, list(request.days, options.days)],
    [fields.times, list(request.times, options.times)],
    [fields.phone, request.phone],
    [fields.email, request.email],
    [fields.channel, options.channel[request.channel]],
    [fields.message, request.message],
  ];
  const back = `${REQUESTS_BASE}/${listQuery(state)}`;
  const nextLink = next ? `${REQUESTS_BASE}/${next}${listQuery(state)}` : undefined;
  return layout({
    title: `${request.name} · ${request.code}`,
    session,
    body: html`${notice ? html`<p class="confirmacion" role="status">${notice}${nextLink ? html` <a href="${nextLink}">Ir a la siguiente solicitud</a>` : ""}</p>` : ""}<p class="volver"><a href="${back}">Volver a las solicitudes</a>${nextLink ? html` · <a href="${nextLink}" rel="next">Siguiente</a>` : ""}</p>${undeliveredNotice(undelivered, request.phone)}
      <p><span class="estado-etiqueta">${REQUEST_STATE_LABELS[request.state]}</span> ${dueText(due, now)}${request.handler_staff_id !== null ? html` · la atiende ${handlers.find(([id]) => id === request.handler_staff_id)?.[1] ?? "otra cuenta"}` : ""}</p>
      <h2>Contactar</h2>
      <p>Prefiere ${options.channel[request.channel]}. ${fields.days}: ${list(request.days, options.days)}; ${fields.times.toLowerCase()}: ${list(request.times, options.times)}.</p>${actionButtons(contactActions(request.phone, request.email))}${
        parsePeruPhone(request.phone)
          ? ""
          : html`<p class="aviso">«${request.phone}» no es un número del Perú que se pueda marcar: revísalo antes de llamar.</p>`
      }
      <form method="post" action="${REQUESTS_BASE}/${request.code}/guardar" class="respuesta" novalidate="">
        <input type="hidden" name="csrf" value="${session.csrfToken}" />
        <input type="hidden" name="lista" value="${listQuery(state)}" />
        <h2>Registrar la gestión</h2>
        <label for="nota">Nota</label>
        <p id="nota-ayuda" class="nota">Solo para el equipo: qué se habló, qué falta. No escribas datos de salud que no hagan falta.</p>${
          noteError ? html`<p id="nota-error" class="error">${noteError}</p>` : ""
        }
        <textarea id="nota" name="nota" rows="3" maxlength="${NOTE_MAX}" aria-describedby="nota-ayuda${noteError ? " nota-error" : ""}"${noteError ? html` aria-invalid="true"` : ""}></textarea>
        <label for="estado-nuevo">Estado</label>
        <select id="estado-nuevo" name="estado">
          ${REQUEST_STATES.map((value) => html`<option value="${value}"${value === request.state ? html` selected=""` : ""}>${REQUEST_STATE_LABELS[value]}</option>`)}
        </select>
        <label for="atiende">La atiende</label>
        <select id="atiende" name="atiende">
          <option value="">Nadie todavía</option>
          ${handlers.map(([id, name]) => html`<option value="${id}"${id === request.handler_staff_id ? html` selected=""` : ""}>${name}${id === session.staffId ? " (tú)" : ""}</option>`)}
        </select>
        <div class="botones">
          <button type="submit" class="principal" name="luego" value="quedarse">Guardar</button>${
            next ? html`<button type="submit" name="luego" value="siguiente">Guardar e ir a la siguiente</button>` : ""
          }
        </div>
      </form>
      <h2>Notas del equipo</h2>
      ${
        notes.length
          ? html`<ul class="notas">${notes.map((note) => html`<li><p class="nota">${limaDateTime(new Date(note.at).toISOString())} · ${note.staffName ?? "—"}</p><p class="texto">${note.text}</p></li>`)}</ul>`
          : html`<p>Todavía no hay notas.</p>`
      }
      <h2>La solicitud</h2>
      <dl class="ficha">
        <dt>Recibida</dt><dd>${limaDateTime(request.created_at)} (${timeSince(request.created_at, now)})</dd>
        <dt>${fields.name}</dt><dd class="texto">${request.name}</dd>
        ${rows.filter(([, value]) => value).map(([label, value]) => html`<dt>${label}</dt><dd class="texto">${value}</dd>`)}
        <dt>Consentimiento</dt><dd>Sí, el ${limaDateTime(request.consent_at)}: «${request.consent_text}»</dd>
      </dl>`,
  });
}
