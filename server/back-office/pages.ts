// The back office's pages, rendered on the server with hono/html: every interpolated value is
// escaped by the template. No inline script or style (the policy allows neither): the look is
// assets/gestion.css, the passkey buttons work through assets/gestion.js.
import { html } from "hono/html";
import type { AuditRow } from "./audit.ts";
import { auditActions } from "./audit.ts";
import { daysLeft, KIND_LABELS, limaDateTime, limaDay, STATE_LABELS, type ClaimRow, type ClaimSummary } from "./claims.ts";
import { CLAIM_COLUMNS } from "#server/complaints/store.ts";
import type { Session } from "./sessions.ts";
import { seesClaims, seesRequests } from "./accounts.ts";
import { clinic } from "#shared/clinic/facts.ts";

type Html = ReturnType<typeof html>;

export const BASE = "/app/gestion";
const CLINIC = clinic.name;
export const ASSETS = `${BASE}/recursos`;

interface LayoutOptions {
  title: string;
  session?: Session;
  /** Loads the passkey scripts (sign-in and invitation pages). */
  passkeys?: boolean;
  body: Html;
}

export function layout({ title, session, passkeys = false, body }: LayoutOptions) {
  return html`<!DOCTYPE html>
<html lang="es-PE">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title} · Gestión de ${CLINIC}</title>
    <link rel="stylesheet" href="${ASSETS}/gestion.css" />${
      passkeys
        ? html`
    <script src="${ASSETS}/simplewebauthn-browser.js" defer=""></script>
    <script src="${ASSETS}/gestion.js" defer=""></script>`
        : ""
    }
  </head>
  <body>
    <a class="saltar" href="#contenido">Ir al contenido</a>
    <header class="cabecera">
      <p class="marca">${CLINIC} · Gestión</p>${session ? nav(session) : ""}
    </header>
    <main id="contenido" tabindex="-1">
      <h1>${title}</h1>
      ${body}
    </main>
  </body>
</html>`;
}

function nav(session: Session) {
  return html`<nav aria-label="Gestión">
    <ul>${
      seesClaims(session.role)
        ? html`
      <li><a href="${BASE}/">Reclamos</a></li>
      <li><a href="${BASE}/exportar.csv">Exportar CSV</a></li>`
        : ""
    }${
      seesRequests(session.role)
        ? html`
      <li><a href="${BASE}/consultas/">Solicitudes de consulta</a></li>
      <li><a href="${BASE}/consultas/exportar.csv">Exportar solicitudes (CSV)</a></li>`
        : ""
    }${
      session.agenda
        ? html`
      <li><a href="${BASE}/agenda/">Agenda</a></li>`
        : ""
    }
      <li><a href="${BASE}/auditoria">Auditoría</a></li>
      <li><a href="${BASE}/contactos">Contactos del sitio</a></li>
    </ul>
    <form method="post" action="${BASE}/salir">
      <input type="hidden" name="csrf" value="${session.csrfToken}" />
      <span>${session.staffName}</span>
      <button type="submit">Salir</button>
    </form>
  </nav>`;
}

const status = (message = "") => html`<p id="estado" class="estado" role="status" aria-live="polite">${message}</p>`;

const needsScript = html`<noscript><p class="aviso">Para usar tu llave de acceso necesitas tener JavaScript activado.</p></noscript>`;

export function signInPage(message?: string) {
  return layout({
    title: "Entrar",
    passkeys: true,
    body: html`<p>Entra con tu llave de acceso (passkey): tu huella, tu rostro o el PIN de tu dispositivo. No hay contraseñas.</p>
      ${needsScript}
      <button type="button" class="principal" data-llave="entrar">Entrar con mi llave de acceso</button>
      ${status(message)}
      <p class="nota">¿Aún no tienes una llave de acceso? Pide una invitación al administrador del servidor.</p>`,
  });
}

export function invitationPage() {
  return layout({
    title: "Crea tu llave de acceso",
    passkeys: true,
    body: html`<p>Te invitaron a la gestión del Libro de Reclamaciones. Crea una llave de acceso en este dispositivo: la usarás para entrar, con tu huella, tu rostro o su PIN.</p>
      <p>La invitación sirve una sola vez y vence en 24 horas.</p>
      ${needsScript}
      <button type="button" class="principal" data-llave="registrar">Crear mi llave de acceso</button>
      ${status()}`,
  });
}

function daysCell(claim: ClaimSummary, now: Date) {
  if (claim.state === "respondido") return html`<td>Respondido</td>`;
  const days = daysLeft(claim.deadline, now);
  if (days < 0)
    return html`<td><strong class="vencido">Vencido hace ${-days} ${-days === 1 ? "día hábil" : "días hábiles"}</strong></td>`;
  if (days === 0) return html`<td><strong class="vencido">Vence hoy</strong></td>`;
  return html`<td>${days} ${days === 1 ? "día hábil" : "días hábiles"}</td>`;
}

export function listPage(session: Session, claims: ClaimSummary[], now = new Date()) {
  const pending = claims.filter((c) => c.state === "pendiente");
  const overdue = pending.filter((c) => daysLeft(c.deadline, now) <= 0).length;
  return layout({
    title: "Reclamos",
    session,
    body: html`<p>${pending.length} pendientes${overdue ? html`, <strong class="vencido">${overdue} vencidos o por vencer hoy</strong>` : ""}. El plazo legal es de 30 días hábiles (sin sábados, domingos ni feriados nacionales).</p>
      ${
        claims.length
          ? html`<table>
            <caption>Reclamos y quejas, primero los pendientes con el plazo más cercano</caption>
            <thead><tr><th scope="col">Código</th><th scope="col">Fecha</th><th scope="col">Tipo</th><th scope="col">Estado</th><th scope="col">Días hábiles para responder</th></tr></thead>
            <tbody>
              ${claims.map(
                (c) => html`<tr class="${c.state === "pendiente" && daysLeft(c.deadline, now) <= 0 ? "fila-vencida" : ""}">
                  <th scope="row"><a href="${BASE}/reclamos/${c.code}">${c.code}</a></th>
                  <td>${limaDateTime(c.createdAt)}</td>
                  <td>${KIND_LABELS[c.kind]}</td>
                  <td>${STATE_LABELS[c.state]}</td>
                  ${daysCell(c, now)}
                </tr>`,
              )}
            </tbody>
          </table>`
          : html`<p>Todavía no hay reclamos registrados.</p>`
      }`,
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

export interface AnswerFormState {
  value?: string;
  error?: string;
}

export function detailPage(
  session: Session,
  claim: ClaimRow,
  labels: DetailLabels,
  { recipient, notice, form = {} }: { recipient: string | null; notice?: string; form?: AnswerFormState },
  now = new Date(),
) {
  const days = daysLeft(claim.deadline, now);
  const rows = DETAIL_FIELDS.map(
    ([column, field]) => [labels.fields[field] ?? field, fieldValue(claim, column, labels)] as const,
  ).filter(([, value]) => value !== null);
  return layout({
    title: `${KIND_LABELS[claim.kind]} ${claim.code}`,
    session,
    body: html`${
      notice
        ? html`<p class="confirmacion" role="status">${notice}</p>
      `
        : ""
    }<p><a href="${BASE}/">Volver a la lista</a></p>
      <dl class="ficha">
        <dt>Presentado</dt><dd>${limaDateTime(claim.created_at)}</dd>
        <dt>Estado</dt><dd>${STATE_LABELS[claim.state]}</dd>
        <dt>Plazo para responder</dt>
        <dd>${limaDay(claim.deadline)}${claim.state === "pendiente" ? html` (${days < 0 ? html`<strong class="vencido">vencido hace ${-days} días hábiles</strong>` : days === 0 ? html`<strong class="vencido">vence hoy</strong>` : `quedan ${days} días hábiles`})` : ""}</dd>
        ${rows.map(([label, value]) => html`<dt>${label}</dt><dd class="texto">${value}</dd>`)}
        <dt>Respuesta por correo</dt><dd>${claim.email_consent ? `Sí, a ${recipient ?? "(sin correo)"}` : "No: la respuesta se entrega en su domicilio"}</dd>
      </dl>
      ${
        claim.state === "respondido"
          ? html`<h2>Respuesta</h2><p>Registrada el ${limaDateTime(String(claim.answered_at))}.</p><p class="texto">${claim.answer}</p>`
          : answerForm(session, claim, recipient, form)
      }`,
  });
}

function answerForm(session: Session, claim: ClaimRow, recipient: string | null, form: AnswerFormState) {
  return html`<h2>Registrar la respuesta</h2>
    <form method="post" action="${BASE}/reclamos/${claim.code}/respuesta" class="respuesta" novalidate="">
      <input type="hidden" name="csrf" value="${session.csrfToken}" />
      <label for="respuesta">Respuesta al ${KIND_LABELS[claim.kind].toLowerCase()}</label>
      <p id="respuesta-ayuda" class="nota">${
        claim.email_consent && recipient
          ? `Al guardarla, el reclamo queda como respondido y la respuesta se envía por correo a ${recipient}.`
          : "Al guardarla, el reclamo queda como respondido. La persona no aceptó el correo: entrégale la respuesta en su domicilio."
      }</p>${
        form.error
          ? html`
      <p id="respuesta-error" class="error">${form.error}</p>`
          : ""
      }
      <textarea id="respuesta" name="respuesta" rows="10" maxlength="${ANSWER_MAX}" required="" aria-describedby="respuesta-ayuda${form.error ? " respuesta-error" : ""}"${form.error ? html` aria-invalid="true"` : ""}>${form.value ?? ""}</textarea>
      <button type="submit" class="principal">Guardar la respuesta</button>
    </form>`;
}

export const ANSWER_MAX = 5000;

export function auditPage(session: Session, rows: AuditRow[]) {
  return layout({
    title: "Auditoría",
    session,
    body: html`<p>Quién vio o cambió qué, y cuándo (las 500 acciones más recientes). No guarda el contenido de los reclamos ni de las solicitudes.</p>
      <table>
        <caption>Registro de auditoría, lo más reciente primero</caption>
        <thead><tr><th scope="col">Fecha y hora</th><th scope="col">Persona</th><th scope="col">Acción</th><th scope="col">Reclamo o solicitud</th><th scope="col">Cuenta</th></tr></thead>
        <tbody>
          ${rows.map(
            (r) => html`<tr>
              <td>${limaDateTime(new Date(r.at).toISOString())}</td>
              <td>${r.staffName ?? "Servidor"}</td>
              <td>${auditActions[r.action] ?? r.action}</td>
              <td>${r.claimCode ?? r.requestCode ?? r.appointmentCode ?? ""}</td>
              <td>${r.subjectName ?? ""}</td>
            </tr>`,
          )}
        </tbody>
      </table>`,
  });
}

export function messagePage(title: string, message: string, session?: Session) {
  return layout({
    title,
    session,
    body: html`<p>${message}</p><p><a href="${session ? `${BASE}/` : `${BASE}/entrar`}">Continuar</a></p>`,
  });
}
