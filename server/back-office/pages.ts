// The back office's pages, rendered on the server with hono/html: every interpolated value is
// escaped by the template. No inline script or style (the policy allows neither): the look is
// assets/gestion.css, the passkey buttons work through assets/gestion.js.
import { html } from "hono/html";
import type { AuditRow } from "./audit.ts";
import { auditActions } from "./audit.ts";
import { limaDateTime } from "./claims.ts";
import type { Session } from "./sessions.ts";
import { clinic } from "#shared/clinic/facts.ts";

type Html = ReturnType<typeof html>;

export const BASE = "/app/gestion";
export const CLINIC = clinic.name;
export const ASSETS = `${BASE}/recursos`;

interface LayoutOptions {
  title: string;
  session?: Session;
  /** Loads the passkey scripts (sign-in and invitation pages). */
  passkeys?: boolean;
  /** A second skip link, straight to the page's rows (a queue's list). */
  skipTo?: { href: string; label: string };
  body: Html;
}

export function layout({ title, session, passkeys = false, skipTo, body }: LayoutOptions) {
  return html`<!DOCTYPE html>
<html lang="es-PE">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title} · Gestión de ${CLINIC}</title>
    <link rel="icon" href="${ASSETS}/icono.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${ASSETS}/gestion.css" />${
      passkeys
        ? html`
    <script src="${ASSETS}/simplewebauthn-browser.js" defer=""></script>
    <script src="${ASSETS}/gestion.js" defer=""></script>`
        : ""
    }
  </head>
  <body>${
    skipTo
      ? html`
    <a class="saltar" href="${skipTo.href}">${skipTo.label}</a>`
      : ""
  }
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

/**
 * The menu: the main entries always in sight (few, short: they fit a phone's width), the rest, the
 * account and «Salir» behind «Más», a native disclosure that works without script.
 */
function nav(session: Session) {
  const menu = session.menu ?? [];
  const entry = (item: { href: string; label: string }) => html`<li><a href="${item.href}">${item.label}</a></li>`;
  return html`<nav aria-label="Gestión">
    <ul class="principal">
      ${menu.filter((item) => item.primary).map(entry)}
    </ul>
    <details class="mas">
      <summary>Más</summary>
      <div class="mas-panel">
        <ul>
          ${menu.filter((item) => !item.primary).map(entry)}
        </ul>
        <form method="post" action="${BASE}/salir">
          <input type="hidden" name="csrf" value="${session.csrfToken}" />
          <span>${session.staffName}</span>
          <button type="submit">Salir</button>
        </form>
      </div>
    </details>
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
    body: html`<p>Te invitaron a la gestión de ${CLINIC}. Crea una llave de acceso en este dispositivo: la usarás para entrar, con tu huella, tu rostro o su PIN.</p>
      <p>La invitación sirve una sola vez y vence en 24 horas.</p>
      ${needsScript}
      <button type="button" class="principal" data-llave="registrar">Crear mi llave de acceso</button>
      ${status()}`,
  });
}

export function auditPage(session: Session, rows: AuditRow[]) {
  return layout({
    title: "Auditoría",
    session,
    body: html`<p>Quién vio o cambió qué, y cuándo (las 500 acciones más recientes). No guarda el contenido de los reclamos ni de las solicitudes.</p>
      <table class="cola">
        <caption>Registro de auditoría, lo más reciente primero</caption>
        <thead><tr><th scope="col">Fecha y hora</th><th scope="col">Persona</th><th scope="col">Acción</th><th scope="col">Reclamo o solicitud</th><th scope="col">Cuenta</th></tr></thead>
        <tbody>
          ${rows.map(
            (r) => html`<tr>
              <td>${limaDateTime(new Date(r.at).toISOString())}</td>
              <td>${r.staffName ?? "Servidor"}</td>
              <td>${auditActions[r.action] ?? r.action}</td>
              <td>${r.claimCode ?? r.requestCode ?? ""}</td>
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
