// The accounts page (/app/gestion/cuentas), for administrators only: every account with what it
// sees, whether it manages accounts and its last sign-in; invite one with a role (the link is shown
// once, with a text that names what the role sees), change a role, reset an account's passkeys (one
// administrator asks, a second confirms), disable an account. An invitation never touches an
// existing account (issue 47). Every change is audited with who made it. The server's command
// (cli.ts) still makes the first administrator.
import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  AccountExistsError,
  changeRole,
  confirmPasskeyReset,
  disableStaff,
  enableStaff,
  findStaff,
  inviteStaff,
  listStaff,
  pendingPasskeyResets,
  requestPasskeyReset,
  ROLE_SEES,
  ROLES,
  withdrawPasskeyReset,
  type Role,
} from "./accounts.ts";
import { grantAgenda, seesAgenda } from "./agenda/data.ts";
import { audit } from "./audit.ts";
import { cleanText } from "#shared/forms/form-rules.ts";
import { notFound, type BackOfficeContext, type Concern, type Env } from "./context.ts";
import { ACCOUNTS_BASE, AccountsPage, DisableAccountPage, type AccountsPageProps } from "./accounts-page.tsx";
import { page } from "./layout.tsx";
import { BASE, CLINIC } from "./paths.ts";

const inviteInput = z.object({
  // Cleaned as every form cleans a name (shared/forms/form-rules.ts).
  nombre: z
    .string()
    .transform((value) => cleanText(value))
    .pipe(z.string().min(2).max(120)),
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

  type Extra = Pick<AccountsPageProps, "notice" | "invitation" | "error" | "existing" | "resetLink">;
  const show = (c: Context<Env>, extra: Extra = {}, status: 200 | 400 | 409 = 200) =>
    c.html(
      page(AccountsPage, {
        session: c.get("session"),
        accounts: listStaff(db, now()),
        resets: pendingPasskeyResets(db, now()),
        ...extra,
      }),
      status,
    );

  routes.get(ACCOUNTS_BASE, (c) => {
    audit(db, { action: "ver_cuentas", staffId: c.get("session").staffId }, now());
    const done = c.req.query("hecho");
    return show(
      c,
      done === "rol"
        ? { notice: "Rol cambiado." }
        : done === "desactivada"
          ? { notice: "Cuenta desactivada: sus llaves de acceso quedan revocadas y sus sesiones cerradas." }
          : done === "llaves"
            ? { notice: "Pedido registrado: otra persona administradora debe confirmarlo en esta página." }
            : done === "retirado"
              ? { notice: "Pedido retirado." }
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
      // An address that has an account: refused, pointing to that account's role form.
      if (error instanceof AccountExistsError && !error.account.disabledAt)
        return show(c, { error: error.message, existing: { id: error.account.id, name: error.account.name } }, 409);
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

  // The second look before disabling (a link from the account's card): what happens, and a form that does it.
  routes.get(`${ACCOUNTS_BASE}/:id/desactivar`, (c) => {
    const account = accountOf(c);
    const summary = account && !account.disabledAt ? listStaff(db, now()).find((row) => row.id === account.id) : undefined;
    if (!summary) return notFound(c, "No existe esa cuenta activa.");
    if (summary.id === c.get("session").staffId) return show(c, { error: "No puedes desactivar tu propia cuenta." }, 400);
    return c.html(page(DisableAccountPage, { session: c.get("session"), account: summary }));
  });

  // A disabled account enabled again: its old passkeys stay revoked, so it gets a new invitation,
  // shown once, as when it was invited.
  routes.post(`${ACCOUNTS_BASE}/:id/activar`, (c) => {
    const account = accountOf(c);
    if (!account) return notFound(c, "No existe esa cuenta.");
    const enabled = enableStaff(db, account.id, c.get("session").staffId, now());
    if (!enabled) return show(c, { error: `La cuenta de ${account.name} ya está activa.` }, 400);
    const link = `${options.rp.origin}${BASE}/invitacion#t=${enabled.token}`;
    return show(c, {
      notice: `Cuenta de ${account.name} activa de nuevo.`,
      invitation: invitationText(account.name, account.role, Boolean(account.isAdmin), link, seesAgenda(db, account.id)),
    });
  });

  // ---- Resetting an account's passkeys: asked by one administrator, confirmed by another.
  routes.post(`${ACCOUNTS_BASE}/:id/llaves`, (c) => {
    const account = accountOf(c);
    if (!account || requestPasskeyReset(db, account.id, c.get("session").staffId, now()) === undefined)
      return notFound(c, "No existe esa cuenta activa.");
    return c.redirect(`${ACCOUNTS_BASE}?hecho=llaves`, 303);
  });

  const resetOf = (c: Context<Env>) => {
    const id = Number(c.req.param("reset"));
    return Number.isSafeInteger(id) ? id : -1;
  };
  routes.post(`${ACCOUNTS_BASE}/restablecer/:reset/confirmar`, (c) => {
    const done = confirmPasskeyReset(db, resetOf(c), c.get("session").staffId, now());
    if (done.status === "same-person")
      return show(
        c,
        { error: "Otra persona administradora, que no lo pidió y no es la dueña de la cuenta, debe confirmarlo." },
        409,
      );
    if (done.status !== "reset") return notFound(c, "Ese pedido ya no está pendiente.");
    const account = findStaff(db, done.staffId)!;
    const link = `${options.rp.origin}${BASE}/invitacion#t=${done.token}`;
    return show(c, {
      resetLink: `Hola, ${account.name}: restablecimos tu acceso a la gestión de ${CLINIC}. Tus llaves anteriores ya no sirven. Abre este enlace en tu teléfono o computadora y crea tu nueva llave de acceso (sirve una sola vez, durante 24 horas): ${link}`,
    });
  });
  routes.post(`${ACCOUNTS_BASE}/restablecer/:reset/retirar`, (c) => {
    if (!withdrawPasskeyReset(db, resetOf(c), c.get("session").staffId, now()))
      return notFound(c, "Ese pedido ya no está pendiente.");
    return c.redirect(`${ACCOUNTS_BASE}?hecho=retirado`, 303);
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
