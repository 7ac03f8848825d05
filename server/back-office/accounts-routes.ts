// The accounts page (/app/gestion/cuentas), for administrators only: every account with what it
// sees, whether it manages accounts and its last sign-in; invite one with a role (the link is shown
// once, with a text that names what the role sees), change a role, disable an account. Every change
// is audited with who made it. The server's command (cli.ts) still makes the first administrator.
import { Hono, type Context } from "hono";
import { z } from "zod";
import { changeRole, disableStaff, findStaff, inviteStaff, listStaff, ROLE_SEES, ROLES, type Role } from "./accounts.ts";
import { grantAgenda, revokeAgenda, seesAgenda } from "./agenda/data.ts";
import { audit } from "./audit.ts";
import { notFound, type BackOfficeContext, type Concern, type Env } from "./context.ts";
import { ACCOUNTS_BASE, AccountsPage, type AccountsPageProps } from "./accounts-page.tsx";
import { page } from "./layout.tsx";
import { BASE, CLINIC } from "./paths.ts";

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

/** The text an administrator sends with the link: who invites, to what, and what the role sees. */
export const invitationText = (name: string, role: Role, isAdmin: boolean, link: string, agenda = false) =>
  `Hola, ${name}: te invitamos a la gestión de ${CLINIC}. Verás ${ROLE_SEES[role]}${agenda ? ", y llevarás la agenda de citas" : ""}${isAdmin ? ", y podrás administrar las cuentas del equipo" : ""}. Abre este enlace en tu teléfono o computadora y crea tu llave de acceso (sirve una sola vez, durante 24 horas): ${link}`;

export function accountsConcern({ db, now, options }: BackOfficeContext): Concern {
  const routes = new Hono<Env>();
  routes.use(`${ACCOUNTS_BASE}`, async (c, next) => (c.get("session").isAdmin ? next() : notFound(c)));
  routes.use(`${ACCOUNTS_BASE}/*`, async (c, next) => (c.get("session").isAdmin ? next() : notFound(c)));

  type Extra = Pick<AccountsPageProps, "notice" | "invitation" | "error">;
  const show = (c: Context<Env>, extra: Extra = {}, status: 200 | 400 = 200) =>
    c.html(page(AccountsPage, { session: c.get("session"), accounts: listStaff(db, now()), ...extra }), status);

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
    const changed = changeRole(db, account.id, parsed.data.rol, isAdmin, c.get("session").staffId, now());
    // The agenda is a role of its own (./agenda/): given or taken here too, audited as a change of role.
    const agendaChanged = parsed.data.agenda
      ? !seesAgenda(db, account.id) && grantAgenda(db, account.email, now())
      : revokeAgenda(db, account.email);
    if (agendaChanged && !changed)
      audit(db, { action: "rol_cambiado", staffId: c.get("session").staffId, subjectStaffId: account.id }, now());
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
