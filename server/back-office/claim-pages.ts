// The back office's pages of the complaints book: the queue (patient and service in each row, by
// deadline, searched, filtered, in pages), one claim with its work (a draft answer, «en revisión»,
// an internal note) and its final answer, and the claim's print view: the sheet and its answer under
// the clinic's letterhead, with nothing of the back office around it. hono/html escapes every value.
import type { Undeliverable } from "#server/mail/outbox.ts";
import { undeliveredNotice } from "./undelivered.ts";
import { html } from "hono/html";
import { CLAIM_COLUMNS } from "#server/complaints/store.ts";
import { clinic, fullAddress } from "#shared/clinic/facts.ts";
import {
  daysLeft,
  KIND_LABELS,
  limaDateTime,
  limaDay,
  STAGE_LABELS,
  stageOf,
  type ClaimQueue,
  type ClaimRow,
  type ClaimStage,
  type ClaimSummary,
} from "./claims.ts";
import { count } from "./deadlines.ts";
import { ASSETS, BASE, CLINIC, layout } from "./pages.ts";
import { listQuery, pageNav } from "./request-pages.ts";
import { SEARCH_MAX } from "./requests.ts";
import type { Session } from "./sessions.ts";

export const CLAIMS_BASE = `${BASE}/reclamos`;
export const ANSWER_MAX = 5000;
export const CLAIM_NOTE_MAX = 2000;

export interface ClaimListState {
  estado?: ClaimStage | "abiertos";
  tipo?: "reclamo" | "queja";
  pagina?: number;
  b?: string;
}

function daysCell(claim: ClaimSummary, now: Date) {
  if (claim.state === "respondido") return html`<td>Respondido</td>`;
  const days = daysLeft(claim.deadline, now);
  if (days < 0)
    return html`<td><strong class="vencido">Vencido hace ${-days} ${-days === 1 ? "día hábil" : "días hábiles"}</strong></td>`;
  if (days === 0) return html`<td><strong class="vencido">Vence hoy</strong></td>`;
  return html`<td>${days} ${days === 1 ? "día hábil" : "días hábiles"}</td>`;
}

export interface ClaimListOptions {
  state: ClaimListState;
  counts: { open: number; due: number; review: number };
  search?: string;
  searchLost?: boolean;
  now: Date;
}

export function listPage(session: Session, queue: ClaimQueue, { state, counts, search, searchLost, now }: ClaimListOptions) {
  const select = (name: keyof ClaimListState, label: string, entries: [string, string][], all: string) =>
    html`<div class="campo"><label for="filtro-${name}">${label}</label>
      <select id="filtro-${name}" name="${name}">
        <option value="">${all}</option>${entries.map(([value, text]) => html`<option value="${value}"${state[name] === value ? html` selected=""` : ""}>${text}</option>`)}
      </select></div>`;
  return layout({
    title: "Reclamos",
    session,
    skipTo: { href: "#filas", label: "Ir a los reclamos" },
    body: html`<p>${count(counts.open, "pendiente")}${counts.review ? `, ${counts.review} en revisión` : ""}${counts.due ? html`, <strong class="vencido">${count(counts.due, "vencido o por vencer hoy", "vencidos o por vencer hoy")}</strong>` : ""}. El plazo legal es de 30 días hábiles (sin sábados, domingos ni feriados nacionales).</p>
      <form method="post" action="${CLAIMS_BASE}/buscar" class="buscar" role="search">
        <input type="hidden" name="csrf" value="${session.csrfToken}" />
        <input type="hidden" name="lista" value="${listQuery({ ...state, b: undefined, pagina: undefined })}" />
        <label for="buscar">Buscar por nombre, teléfono, correo o código</label>
        <div class="fila-campo"><input id="buscar" name="q" type="search" maxlength="${SEARCH_MAX}" value="${search ?? ""}" autocomplete="off" /><button type="submit">Buscar</button></div>
      </form>${
        searchLost
          ? html`<p class="aviso" role="status">Esa búsqueda ya no está guardada (el servicio se reinició o pasó mucho tiempo). Vuelve a buscar.</p>`
          : search
            ? html`<p role="status">${count(queue.total, "resultado")} para «${search}». <a href="${CLAIMS_BASE}/${listQuery(state, { b: undefined, pagina: undefined })}">Quitar la búsqueda</a></p>`
            : ""
      }
      <details class="filtros"${state.estado || state.tipo ? html` open=""` : ""}>
        <summary>Filtros</summary>
        <form method="get" action="${CLAIMS_BASE}/">${
          state.b
            ? html`
          <input type="hidden" name="b" value="${state.b}" />`
            : ""
        }
          ${select(
            "estado",
            "Estado",
            [["abiertos", "Pendientes y en revisión"], ...(Object.entries(STAGE_LABELS) as [string, string][])],
            "Todos",
          )}
          ${select("tipo", "Tipo", Object.entries(KIND_LABELS), "Reclamos y quejas")}
          <button type="submit">Aplicar</button>
        </form>
      </details>
      <h2 id="filas" tabindex="-1">${count(queue.total, "reclamo o queja", "reclamos y quejas")}${queue.pages > 1 ? ` · página ${queue.page} de ${queue.pages}` : ""}</h2>
      ${
        queue.rows.length
          ? html`<table class="cola">
            <caption>Reclamos y quejas, primero los pendientes con el plazo más cercano</caption>
            <thead><tr><th scope="col">Código</th><th scope="col">Paciente</th><th scope="col">Servicio</th><th scope="col">Fecha</th><th scope="col">Tipo</th><th scope="col">Estado</th><th scope="col">Días hábiles para responder</th></tr></thead>
            <tbody>
              ${queue.rows.map(
                (c) => html`<tr class="${c.state === "pendiente" && daysLeft(c.deadline, now) <= 0 ? "fila-vencida" : ""}">
                  <th scope="row"><a href="${CLAIMS_BASE}/${c.code}${listQuery(state)}">${c.code}</a></th>
                  <td>${c.name}</td>
                  <td>${c.service}</td>
                  <td>${limaDateTime(c.createdAt)}</td>
                  <td>${KIND_LABELS[c.kind]}</td>
                  <td>${STAGE_LABELS[stageOf(c)]}</td>
                  ${daysCell(c, now)}
                </tr>`,
              )}
            </tbody>
          </table>`
          : html`<p>${search || state.estado || state.tipo ? "No hay reclamos con estos filtros." : "Todavía no hay reclamos registrados."}</p>`
      }${pageNav(queue, (number) => `${CLAIMS_BASE}/${listQuery(state, { pagina: number })}`)}`,
  });
}

export interface DetailLabels {
  fields: Record<string, string>;
  documentTypes: Record<string, string>;
  filedBy: Record<string, string>;
}

/** The claim's fields in the order of the sheet (its kind is the page's title), with the form's own labels. */
const DETAIL_FIELDS = CLAIM_COLUMNS.filter(([column]) => column !== "kind");

function fieldValue(claim: ClaimRow, column: string, labels: DetailLabels) {
  const value = claim[column];
  if (value === null || value === "") return null;
  if (column.endsWith("document_type")) return labels.documentTypes[String(value)] ?? String(value);
  if (column === "filed_by") return labels.filedBy[String(value)] ?? String(value);
  if (column === "incident_date") return limaDay(String(value));
  return String(value);
}

const sheetRows = (claim: ClaimRow, labels: DetailLabels) =>
  DETAIL_FIELDS.map(([column, field]) => [labels.fields[field] ?? field, fieldValue(claim, column, labels)] as const).filter(
    ([, value]) => value !== null,
  );

export interface AnswerFormState {
  value?: string;
  error?: string;
}

export interface DetailOptions {
  recipient: string | null;
  notice?: string;
  form?: AnswerFormState;
  state?: ClaimListState;
  next?: string;
}

export function detailPage(
  session: Session,
  claim: ClaimRow,
  labels: DetailLabels,
  { recipient, notice, form = {}, state = {}, next }: DetailOptions,
  now = new Date(),
  undelivered: readonly Undeliverable[] = [],
) {
  const days = daysLeft(claim.deadline, now);
  const nextLink = next ? `${CLAIMS_BASE}/${next}${listQuery(state)}` : undefined;
  return layout({
    title: `${KIND_LABELS[claim.kind]} ${claim.code}`,
    session,
    body: html`${
      notice
        ? html`<p class="confirmacion" role="status">${notice}</p>
      `
        : ""
    }<p class="volver"><a href="${CLAIMS_BASE}/${listQuery(state)}">Volver a la lista</a>${nextLink ? html` · <a href="${nextLink}" rel="next">Siguiente</a>` : ""} · <a href="${CLAIMS_BASE}/${claim.code}/imprimir">Versión para imprimir</a></p>${undeliveredNotice(
      undelivered,
      String((claim.filed_by === "paciente" ? claim.patient_phone : claim.filer_phone) ?? ""),
    )}
      <dl class="ficha">
        <dt>Presentado</dt><dd>${limaDateTime(claim.created_at)}</dd>
        <dt>Estado</dt><dd>${STAGE_LABELS[stageOf(claim)]}</dd>
        <dt>Plazo para responder</dt>
        <dd>${limaDay(claim.deadline)}${claim.state === "pendiente" ? html` (${days < 0 ? html`<strong class="vencido">vencido hace ${count(-days, "día hábil", "días hábiles")}</strong>` : days === 0 ? html`<strong class="vencido">vence hoy</strong>` : `quedan ${count(days, "día hábil", "días hábiles")}`})` : ""}</dd>
        ${sheetRows(claim, labels).map(([label, value]) => html`<dt>${label}</dt><dd class="texto">${value}</dd>`)}
        <dt>Respuesta por correo</dt><dd>${claim.email_consent ? `Sí, a ${recipient ?? "(sin correo)"}` : "No: la respuesta se entrega en su domicilio"}</dd>
      </dl>
      ${
        claim.state === "respondido"
          ? html`<h2>Respuesta</h2><p>Registrada el ${limaDateTime(String(claim.answered_at))}.</p><p class="texto">${claim.answer}</p>${claim.internal_note ? html`<h2>Nota interna</h2><p class="texto">${claim.internal_note}</p>` : ""}`
          : answerForm(session, claim, recipient, form, state)
      }`,
  });
}

/**
 * One form, two buttons: «Guardar sin enviar» keeps the draft, the note and «en revisión» (nothing
 * reaches the person); «Guardar la respuesta» records the final answer and sends it.
 */
function answerForm(session: Session, claim: ClaimRow, recipient: string | null, form: AnswerFormState, state: ClaimListState) {
  const noun = KIND_LABELS[claim.kind].toLowerCase();
  return html`<h2>Trabajar el ${noun}</h2>
    <form method="post" action="${CLAIMS_BASE}/${claim.code}/respuesta" class="respuesta" novalidate="">
      <input type="hidden" name="csrf" value="${session.csrfToken}" />
      <input type="hidden" name="lista" value="${listQuery(state)}" />
      <label for="respuesta">Respuesta al ${noun}</label>
      <p id="respuesta-ayuda" class="nota">${
        claim.email_consent && recipient
          ? `Puedes guardarla como borrador y volver a ella. Al guardarla como respuesta, el reclamo queda como respondido y la respuesta se envía por correo a ${recipient}.`
          : "Puedes guardarla como borrador y volver a ella. Al guardarla como respuesta, el reclamo queda como respondido. La persona no aceptó el correo: entrégale la respuesta impresa en su domicilio."
      }</p>${
        form.error
          ? html`
      <p id="respuesta-error" class="error">${form.error}</p>`
          : ""
      }
      <textarea id="respuesta" name="respuesta" rows="10" maxlength="${ANSWER_MAX}" required="" aria-describedby="respuesta-ayuda${form.error ? " respuesta-error" : ""}"${form.error ? html` aria-invalid="true"` : ""}>${form.value ?? claim.draft_answer ?? ""}</textarea>
      <label for="nota-interna">Nota interna</label>
      <p id="nota-interna-ayuda" class="nota">Solo para el equipo; nunca se envía a la persona.</p>
      <textarea id="nota-interna" name="nota" rows="3" maxlength="${CLAIM_NOTE_MAX}" aria-describedby="nota-interna-ayuda">${claim.internal_note ?? ""}</textarea>
      <div class="casilla"><input type="checkbox" id="revision" name="revision" value="si"${claim.in_review_at ? html` checked=""` : ""} /><label for="revision">En revisión (alguien lo está viendo)</label></div>
      <div class="botones">
        <button type="submit" formaction="${CLAIMS_BASE}/${claim.code}/trabajo">Guardar sin enviar</button>
        <button type="submit" class="principal">Guardar la respuesta</button>
      </div>
    </form>`;
}

/** The claim's sheet and its answer, for paper: the clinic's letterhead, and none of the back office's menus or forms. */
export function printPage(claim: ClaimRow, labels: DetailLabels, recipient: string | null) {
  const title = `${KIND_LABELS[claim.kind]} ${claim.code}`;
  return html`<!DOCTYPE html>
<html lang="es-PE">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title} · ${CLINIC}</title>
    <link rel="icon" href="${ASSETS}/icono.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${ASSETS}/gestion.css" />
  </head>
  <body class="impresion">
    <header class="membrete">
      <p class="membrete-nombre">${clinic.name}</p>
      <p>${clinic.legalName} · RUC ${clinic.ruc} · RENIPRESS ${clinic.renipress}</p>
      <p>${fullAddress} · ${clinic.phone} · ${clinic.email}</p>
    </header>
    <main>
      <h1>Libro de Reclamaciones en Salud · ${title}</h1>
      <dl class="ficha">
        <dt>Presentado</dt><dd>${limaDateTime(claim.created_at)}</dd>
        <dt>Plazo para responder</dt><dd>${limaDay(claim.deadline)}</dd>
        ${sheetRows(claim, labels).map(([label, value]) => html`<dt>${label}</dt><dd class="texto">${value}</dd>`)}
        <dt>Respuesta por correo</dt><dd>${claim.email_consent ? `Sí, a ${recipient ?? "(sin correo)"}` : "No: se entrega en su domicilio"}</dd>
      </dl>
      <h2>Respuesta de ${clinic.name}</h2>
      ${
        claim.state === "respondido"
          ? html`<p>Fecha: ${limaDateTime(String(claim.answered_at))}</p><p class="texto">${claim.answer}</p>`
          : html`<p class="nota">Todavía sin respuesta registrada.</p>${claim.draft_answer ? html`<p class="nota">Borrador (no enviado):</p><p class="texto">${claim.draft_answer}</p>` : ""}`
      }
      <div class="firmas">
        <p>Recibí conforme: ______________________________</p>
        <p>Nombre y documento: ___________________________ Fecha: ____________</p>
      </div>
    </main>
  </body>
</html>`;
}
