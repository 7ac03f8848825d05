// The accounts page (/app/gestion/cuentas), for administrators only: every account with what it
// sees, whether it manages accounts and its last sign-in; invite one with a role (the link is shown
// once, with a text that names what the role sees), change a role, disable an account. Every change
// is audited with who made it. The server's command (cli.ts) still makes the first administrator.
import { Hono, type Context } from "hono";
import { html } from "hono/html";
import { z } from "zod";
import {
  changeRole,
  disableStaff,
  findStaff,
  inviteStaff,
  listStaff,
  ROLE_LABELS,
  ROLE_SEES,
  ROLES,
  type Role,
  type StaffSummary,
} from "./accounts.ts";
import { grantAgenda } from "./agenda/data.ts";
import { audit } from "./audit.ts";
import { limaDateTime } from "./claims.ts";
import { notFound, type BackOfficeContext, type Concern, type Env } from "./context.ts";
import { BASE, CLINIC, layout } from "./pages.ts";
import type { Session } from "./sessions.ts";

export const ACCOUNTS_BASE = `${BASE}/cuentas`;

const inviteInput = z.object({
  nombre: z.string().trim().min(2).max(120),
  correo: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  rol: z.enum(ROLES),
  administrador: z.literal("si").optional(),
  agenda: z.literal("si").optional(),
});
const roleInput = z.object({
  rol: z.enum(ROLES),
  administrador: z.literal("si").optional(),
  agenda: z.literal("si").optional(),
});

const when = (ms: number | null) => (ms ? limaDateTime(new Date(ms).toISOString()) : "Nunca");

/** The text an administrator sends with the link: who invites, to what, and what the role sees. */
export const invitationText = (name: string, role: Role, isAdmin: boolean, link: string, agenda = false) =>
  `Hola, ${name}: te invitamos a la gestión de ${CLINIC}. Verás ${ROLE_SEES[role]}${agenda ? ", y llevarás la agenda de citas" : ""}${isAdmin ? ", y podrás administrar las cuentas del equipo" : ""}. Abre este enlace en tu teléfono o computadora y crea tu llave de acceso (sirve una sola vez, durante 24 horas): ${link}`;

function roleForm(session: Session, account: StaffSummary) {
  return html`<form method="post" action="${ACCOUNTS_BASE}/${account.id}/rol" class="en-linea">
    <input type="hidden" name="csrf" value="${session.csrfToken}" />
    <label for="rol-${account.id}">Ve</label>
    <select id="rol-${account.id}" name="rol">
      ${ROLES.map((role) => html`<option value="${role}"${role === account.role ? html` selected=""` : ""}>${ROLE_LABELS[role]}</option>`)}
    </select>
    <div class="casilla"><input type="checkbox" id="agenda-${account.id}" name="agenda" value="si"${account.agenda ? html` checked=""` : ""} /><label for="agenda-${account.id}">Lleva la agenda de citas</label></div>
    <div class="casilla"><input type="checkbox" id="admin-${account.id}" name="administrador" value="si"${account.isAdmin ? html` checked=""` : ""} /><label for="admin-${account.id}">Administra cuentas</label></div>
    <button type="submit">Cambiar el rol de ${account.name}</button>
  </form>`;
}

export function accountsPage(
  session: Session,
  accounts: StaffSummary[],
  { notice, invitation, error }: { notice?: string; invitation?: string; error?: string } = {},
) {
  return layout({
    title: "Cuentas",
    session,
    skipTo: { href: "#filas", label: "Ir a las cuentas" },
    body: html`${notice ? html`<p class="confirmacion" role="status">${notice}</p>` : ""}${
      invitation
        ? html`<div class="confirmacion" role="status"><p>Invitación creada. Envía este texto a la persona por un medio de confianza; el enlace no se volverá a mostrar:</p><p class="texto copiar">${invitation}</p></div>`
        : ""
    }${error ? html`<p class="error" role="alert">${error}</p>` : ""}<p>Cada cuenta entra con su llave de acceso y ve solo lo que su rol permite. Todo cambio queda en la auditoría.</p>
      <h2 id="filas" tabindex="-1">${accounts.length} ${accounts.length === 1 ? "cuenta" : "cuentas"}</h2>
      <ol class="tarjetas">
        ${accounts.map(
          (account) => html`<li class="tarjeta">
            <p class="tarjeta-titulo">${account.name} <span class="nota">${account.email}</span></p>
            <p>${account.disabledAt ? html`<strong class="vencido">Desactivada el ${when(account.disabledAt)}</strong>` : html`Activa · ve ${ROLE_SEES[account.role]}${account.agenda ? " · lleva la agenda" : ""}${account.isAdmin ? " · administra cuentas" : ""}`}</p>
            <p class="nota">Última entrada: ${when(account.lastSignIn)} · ${account.passkeys} ${account.passkeys === 1 ? "llave" : "llaves"} de acceso</p>
            ${
              account.disabledAt
                ? ""
                : html`${roleForm(session, account)}${
                    account.id === session.staffId
                      ? html`<p class="nota">Esta es tu cuenta: otra persona administradora puede desactivarla.</p>`
                      : html`<form method="post" action="${ACCOUNTS_BASE}/${account.id}/desactivar" class="en-linea">
                  <input type="hidden" name="csrf" value="${session.csrfToken}" />
                  <button type="submit" class="peligro">Desactivar la cuenta de ${account.name}</button>
                </form>`
                  }`
            }
          </li>`,
        )}
      </ol>
      <h2>Invitar a una persona</h2>
      <form method="post" action="${ACCOUNTS_BASE}/invitar" class="respuesta">
        <input type="hidden" name="csrf" value="${session.csrfToken}" />
        <label for="nombre">Nombre y apellido</label>
        <input id="nombre" name="nombre" type="text" required="" maxlength="120" autocomplete="off" />
        <label for="correo">Correo</label>
        <input id="correo" name="correo" type="email" required="" maxlength="254" autocomplete="off" />
        <label for="rol">Qué verá</label>
        <select id="rol" name="rol">
          ${ROLES.map((role) => html`<option value="${role}">${ROLE_LABELS[role]}</option>`)}
        </select>
        <div class="casilla"><input type="checkbox" id="agenda" name="agenda" value="si" /><label for="agenda">Llevará la agenda de citas</label></div>
        <div class="casilla"><input type="checkbox" id="administrador" name="administrador" value="si" /><label for="administrador">Podrá administrar las cuentas</label></div>
        <button type="submit" class="principal">Crear la invitación</button>
      </form>`,
  });
}

export function accountsConcern({ db, now, options }: BackOfficeContext): Concern {
  const routes = new Hono<Env>();
  routes.use(`${ACCOUNTS_BASE}`, async (c, next) => (c.get("session").isAdmin ? next() : notFound(c)));
  routes.use(`${ACCOUNTS_BASE}/*`, async (c, next) => (c.get("session").isAdmin ? next() : notFound(c)));

  const show = (c: Context<Env>, extra: Parameters<typeof accountsPage>[2] = {}, status: 200 | 400 = 200) =>
    c.html(accountsPage(c.get("session"), listStaff(db, now()), extra), status);

  routes.get(ACCOUNTS_BASE, (c) => {
    audit(db, { action: "ver_cuentas", staffId: c.get("session").staffId }, now());
    const done = c.req.query("hecho");
    return show(
      c,
      done === "rol"
        ? { notice: "Rol cambiado." }
        : done === "desactivada"
          ? { notice: "Cuenta desactivada: sus llaves de acceso quedan revocadas y sus sesiones cerradas." }
          : {},
    );
  });

  routes.post(`${ACCOUNTS_BASE}/invitar`, async (c) => {
    const parsed = inviteInput.safeParse(await c.req.parseBody());
    if (!parsed.success)
      return show(c, { error: "Escribe el nombre (2 letras o más) y un correo válido, y elige qué verá." }, 400);
    const { nombre, correo, rol, administrador, agenda } = parsed.data;
    try {
      const { token } = inviteStaff(
        db,
        { name: nombre, email: correo, role: rol, isAdmin: administrador === "si" },
        { now: now(), by: c.get("session").staffId },
      );
      if (agenda) grantAgenda(db, correo, now());
      const link = `${options.rp.origin}${BASE}/invitacion#t=${token}`;
      return show(c, { invitation: invitationText(nombre, rol, administrador === "si", link, Boolean(agenda)) });
    } catch (error) {
      return show(c, { error: error instanceof Error ? error.message : "No se pudo crear la invitación." }, 400);
    }
  });

  const accountOf = (c: Context<Env>) => {
    const id = Number(c.req.param("id"));
    return Number.isSafeInteger(id) ? findStaff(db, id) : undefined;
  };

  routes.post(`${ACCOUNTS_BASE}/:id/rol`, async (c) => {
    const account = accountOf(c);
    if (!account) return notFound(c, "No existe esa cuenta.");
    const parsed = roleInput.safeParse(await c.req.parseBody());
    if (!parsed.success) return show(c, { error: "Elige un rol de la lista." }, 400);
    const isAdmin = parsed.data.administrador === "si";
    // An administrator does not take away their own administration: the accounts would be left without one.
    if (account.id === c.get("session").staffId && !isAdmin)
      return show(c, { error: "No puedes quitarte a ti misma o a ti mismo la administración de cuentas." }, 400);
    // The agenda is a role of its own (./agenda/): given or taken in the same change, audited once.
    changeRole(
      db,
      account.id,
      { role: parsed.data.rol, isAdmin, agenda: parsed.data.agenda === "si" },
      c.get("session").staffId,
      now(),
    );
    return c.redirect(`${ACCOUNTS_BASE}?hecho=rol`, 303);
  });

  routes.post(`${ACCOUNTS_BASE}/:id/desactivar`, (c) => {
    const account = accountOf(c);
    if (!account) return notFound(c, "No existe esa cuenta.");
    if (account.id === c.get("session").staffId) return show(c, { error: "No puedes desactivar tu propia cuenta." }, 400);
    disableStaff(db, account.email, now(), c.get("session").staffId);
    return c.redirect(`${ACCOUNTS_BASE}?hecho=desactivada`, 303);
  });

  return { routes, menu: (session) => (session.isAdmin ? [{ href: ACCOUNTS_BASE, label: "Cuentas" }] : []) };
}
