// The accounts page's work (accounts-routes.ts mounts it), for administrators only: the page, an
// invitation, a role changed, an account disabled (after its second look) or enabled again, and a
// passkey reset asked by one administrator and confirmed or withdrawn by another. Every change is
// audited with who made it (accounts.ts); an invitation never touches an existing account (issue 47).
import type { Context } from "hono";
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
import { notFound, type BackOfficeContext, type Env } from "./context.ts";
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
const invitationText = (name: string, role: Role, isAdmin: boolean, link: string, agenda = false) =>
  `Hola, ${name}: te invitamos a la gestión de ${CLINIC}. Verás ${ROLE_SEES[role]}${agenda ? ", y llevarás la agenda de citas" : ""}${isAdmin ? ", y podrás administrar las cuentas del equipo" : ""}. Abre este enlace en tu teléfono o computadora y crea tu llave de acceso (sirve una sola vez, durante 24 horas): ${link}`;

type Extra = Pick<AccountsPageProps, "notice" | "invitation" | "error" | "existing" | "resetLink">;
type Handler = (context: BackOfficeContext) => (c: Context<Env>) => Response | Promise<Response>;

/** The accounts page, with a notice, the link to send, or an error. */
function show({ db, now }: BackOfficeContext, c: Context<Env>, extra: Extra = {}, status: 200 | 400 | 409 = 200) {
  return c.html(
    page(AccountsPage, {
      session: c.get("session"),
      accounts: listStaff(db, now()),
      resets: pendingPasskeyResets(db, now()),
      ...extra,
    }),
    status,
  );
}

const inviteLink = ({ options }: BackOfficeContext, token: string) => `${options.rp.origin}${BASE}/invitacion#t=${token}`;

function accountOf({ db }: BackOfficeContext, c: Context<Env>) {
  const id = Number(c.req.param("id"));
  return Number.isSafeInteger(id) ? findStaff(db, id) : undefined;
}

function resetOf(c: Context<Env>) {
  const id = Number(c.req.param("reset"));
  return Number.isSafeInteger(id) ? id : -1;
}

/** What a redirect back to the page (`?hecho=…`) says was done. */
const DONE: Record<string, string> = {
  rol: "Rol cambiado.",
  desactivada: "Cuenta desactivada: sus llaves de acceso quedan revocadas y sus sesiones cerradas.",
  llaves: "Pedido registrado: otra persona administradora debe confirmarlo en esta página.",
  retirado: "Pedido retirado.",
};

export const showAccounts: Handler = (context) => (c) => {
  audit(context.db, { action: "ver_cuentas", staffId: c.get("session").staffId }, context.now());
  const notice = DONE[c.req.query("hecho") ?? ""];
  return show(context, c, notice ? { notice } : {});
};

export const invite: Handler = (context) => async (c) => {
  const { db, now } = context;
  const parsed = inviteInput.safeParse(await c.req.parseBody());
  if (!parsed.success)
    return show(context, c, { error: "Escribe el nombre (2 letras o más) y un correo válido, y elige qué verá." }, 400);
  const { nombre, correo, rol, administrador, agenda } = parsed.data;
  try {
    const { token } = inviteStaff(
      db,
      { name: nombre, email: correo, role: rol, isAdmin: administrador === "si" },
      { now: now(), by: c.get("session").staffId },
    );
    if (agenda) grantAgenda(db, correo, now());
    const link = inviteLink(context, token);
    return show(context, c, { invitation: invitationText(nombre, rol, administrador === "si", link, Boolean(agenda)) });
  } catch (error) {
    // An address that has an account: refused, pointing to that account's role form.
    if (error instanceof AccountExistsError && !error.account.disabledAt)
      return show(context, c, { error: error.message, existing: { id: error.account.id, name: error.account.name } }, 409);
    return show(context, c, { error: error instanceof Error ? error.message : "No se pudo crear la invitación." }, 400);
  }
};

export const saveRole: Handler = (context) => async (c) => {
  const account = accountOf(context, c);
  if (!account) return notFound(c, "No existe esa cuenta.");
  const parsed = roleInput.safeParse(await c.req.parseBody());
  if (!parsed.success) return show(context, c, { error: "Elige un rol de la lista." }, 400);
  const isAdmin = parsed.data.administrador === "si";
  // An administrator does not take away their own administration: the accounts would be left without one.
  if (account.id === c.get("session").staffId && !isAdmin)
    return show(context, c, { error: "No puedes quitarte a ti misma o a ti mismo la administración de cuentas." }, 400);
  // The agenda is a role of its own (./agenda/): given or taken in the same change, audited once.
  changeRole(
    context.db,
    account.id,
    { role: parsed.data.rol, isAdmin, agenda: parsed.data.agenda === "si" },
    c.get("session").staffId,
    context.now(),
  );
  return c.redirect(`${ACCOUNTS_BASE}?hecho=rol`, 303);
};

/** The second look before disabling (a link from the account's card): what happens, and a form that does it. */
export const confirmDisable: Handler = (context) => (c) => {
  const account = accountOf(context, c);
  const summary =
    account && !account.disabledAt ? listStaff(context.db, context.now()).find((row) => row.id === account.id) : undefined;
  if (!summary) return notFound(c, "No existe esa cuenta activa.");
  if (summary.id === c.get("session").staffId) return show(context, c, { error: "No puedes desactivar tu propia cuenta." }, 400);
  return c.html(page(DisableAccountPage, { session: c.get("session"), account: summary }));
};

export const disable: Handler = (context) => (c) => {
  const account = accountOf(context, c);
  if (!account) return notFound(c, "No existe esa cuenta.");
  if (account.id === c.get("session").staffId) return show(context, c, { error: "No puedes desactivar tu propia cuenta." }, 400);
  disableStaff(context.db, account.email, context.now(), c.get("session").staffId);
  return c.redirect(`${ACCOUNTS_BASE}?hecho=desactivada`, 303);
};

/**
 * A disabled account enabled again: its old passkeys stay revoked, so it gets a new invitation,
 * shown once, as when it was invited.
 */
export const enable: Handler = (context) => (c) => {
  const account = accountOf(context, c);
  if (!account) return notFound(c, "No existe esa cuenta.");
  const enabled = enableStaff(context.db, account.id, c.get("session").staffId, context.now());
  if (!enabled) return show(context, c, { error: `La cuenta de ${account.name} ya está activa.` }, 400);
  const link = inviteLink(context, enabled.token);
  return show(context, c, {
    notice: `Cuenta de ${account.name} activa de nuevo.`,
    invitation: invitationText(account.name, account.role, Boolean(account.isAdmin), link, seesAgenda(context.db, account.id)),
  });
};

/** A passkey reset asked by one administrator; another confirms it. */
export const askReset: Handler = (context) => (c) => {
  const account = accountOf(context, c);
  if (!account || requestPasskeyReset(context.db, account.id, c.get("session").staffId, context.now()) === undefined)
    return notFound(c, "No existe esa cuenta activa.");
  return c.redirect(`${ACCOUNTS_BASE}?hecho=llaves`, 303);
};

export const confirmReset: Handler = (context) => (c) => {
  const done = confirmPasskeyReset(context.db, resetOf(c), c.get("session").staffId, context.now());
  if (done.status === "same-person")
    return show(
      context,
      c,
      { error: "Otra persona administradora, que no lo pidió y no es la dueña de la cuenta, debe confirmarlo." },
      409,
    );
  if (done.status !== "reset") return notFound(c, "Ese pedido ya no está pendiente.");
  const account = findStaff(context.db, done.staffId)!;
  const link = inviteLink(context, done.token);
  return show(context, c, {
    resetLink: `Hola, ${account.name}: restablecimos tu acceso a la gestión de ${CLINIC}. Tus llaves anteriores ya no sirven. Abre este enlace en tu teléfono o computadora y crea tu nueva llave de acceso (sirve una sola vez, durante 24 horas): ${link}`,
  });
};

export const withdrawReset: Handler = (context) => (c) => {
  if (!withdrawPasskeyReset(context.db, resetOf(c), c.get("session").staffId, context.now()))
    return notFound(c, "Ese pedido ya no está pendiente.");
  return c.redirect(`${ACCOUNTS_BASE}?hecho=retirado`, 303);
};
