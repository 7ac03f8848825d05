// The accounts page (/app/gestion/cuentas), for administrators only: every account with what it
// sees, whether it manages accounts and its last sign-in; invite one with a role (the link is shown
// once, with a text that names what the role sees), change a role, reset an account's passkeys (one
// administrator asks, a second confirms), disable an account. An invitation never touches an
// existing account (issue 47). Every change is audited with who made it. The server's command
// (cli.ts) still makes the first administrator. Each route's work is in accounts-work.ts.
import { Hono } from "hono";
import { ACCOUNTS_BASE } from "./accounts-page.tsx";
import {
  askReset,
  confirmDisable,
  confirmReset,
  disable,
  enable,
  invite,
  saveRole,
  showAccounts,
  withdrawReset,
} from "./accounts-work.ts";
import { notFound, type BackOfficeContext, type Concern, type Env } from "./context.ts";

export function accountsConcern(context: BackOfficeContext): Concern {
  const routes = new Hono<Env>();
  routes.use(`${ACCOUNTS_BASE}`, async (c, next) => (c.get("session").isAdmin ? next() : notFound(c)));
  routes.use(`${ACCOUNTS_BASE}/*`, async (c, next) => (c.get("session").isAdmin ? next() : notFound(c)));
  routes.get(ACCOUNTS_BASE, showAccounts(context));
  routes.post(`${ACCOUNTS_BASE}/invitar`, invite(context));
  routes.post(`${ACCOUNTS_BASE}/:id/rol`, saveRole(context));
  routes.get(`${ACCOUNTS_BASE}/:id/desactivar`, confirmDisable(context));
  routes.post(`${ACCOUNTS_BASE}/:id/desactivar`, disable(context));
  routes.post(`${ACCOUNTS_BASE}/:id/activar`, enable(context));
  // Resetting an account's passkeys: asked by one administrator, confirmed (or withdrawn) by another.
  routes.post(`${ACCOUNTS_BASE}/:id/llaves`, askReset(context));
  routes.post(`${ACCOUNTS_BASE}/restablecer/:reset/confirmar`, confirmReset(context));
  routes.post(`${ACCOUNTS_BASE}/restablecer/:reset/retirar`, withdrawReset(context));
  return { routes, menu: (session) => (session.isAdmin ? [{ href: ACCOUNTS_BASE, label: "Cuentas" }] : []) };
}
