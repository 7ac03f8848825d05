// Accounts' access: the sign-in and invitation pages (before any session), the passkey API under
// /app/api/gestion/ (JSON only, limited per address and per account), and signing out.
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { MiddlewareHandler } from "hono";
import { z } from "zod";
import { clientAddress as defaultClientAddress, createRateLimit, senderKey } from "#server/rate-limit.ts";
import { audit } from "./audit.ts";
import type { BackOfficeContext, Concern, Env } from "./context.ts";
import { page } from "./layout.tsx";
import { InvitationPage, SignInPage } from "./pages.tsx";
import { BASE } from "./paths.ts";
import {
  authenticationResponse,
  finishRegistration,
  finishSignIn,
  registrationResponse,
  startRegistration,
  startSignIn,
} from "./passkeys.ts";
import { endSession, purgeExpired, SESSION_ABSOLUTE_MS, SESSION_COOKIE } from "./sessions.ts";

export const API_BASE = "/app/api/gestion";
const CEREMONY_COOKIE = "gestion_ceremonia";

const sessionCookie = (c: Context, id: string) =>
  setCookie(c, SESSION_COOKIE, id, {
    path: "/app/",
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });

/** The pages anyone may open: sign-in, and an invitation's passkey registration. */
export function signInRoutes() {
  const routes = new Hono<Env>();
  routes.get(`${BASE}/entrar`, (c) => c.html(page(SignInPage, {})));
  // The invitation's token is in the link's fragment (#t=…): never sent to the server in the URL,
  // so it stays out of access logs and Referer headers; gestion.js posts it.
  routes.get(`${BASE}/invitacion`, (c) => c.html(page(InvitationPage, {})));
  return routes;
}

/** Signing out (behind the session; its button is the menu's own). */
export function signOutConcern({ db, now }: BackOfficeContext): Concern {
  const routes = new Hono<Env>();
  routes.post(`${BASE}/salir`, (c) => {
    const id = getCookie(c, SESSION_COOKIE);
    audit(db, { action: "salida", staffId: c.get("session").staffId }, now());
    if (id) endSession(db, id);
    deleteCookie(c, SESSION_COOKIE, { path: "/app/", secure: true });
    return c.redirect(`${BASE}/entrar`, 303);
  });
  return { routes };
}

/** The passkey API, mounted at API_BASE; `guard` is the back office's headers and same-origin check. */
export function passkeyApi({ db, now, options }: BackOfficeContext, guard: MiddlewareHandler[]) {
  const { rp } = options;
  const clientAddress = options.clientAddress ?? defaultClientAddress;
  const addressLimit = options.addressLimit ?? createRateLimit({ max: 30, windowMs: 15 * 60 * 1000 });
  const accountLimit = options.accountLimit ?? createRateLimit({ max: 5, windowMs: 15 * 60 * 1000 });

  const api = new Hono<Env>();
  api.use(...guard, bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ error: "Solicitud demasiado grande." }, 413) }));
  api.use(async (c, next) => {
    if (!c.req.header("content-type")?.startsWith("application/json")) return c.json({ error: "Se esperaba JSON." }, 415);
    // Every call of the passkey API counts, sign-in options and sign-in included, by sender: an
    // IPv4 address or an IPv6 /64 (senderKey), as every limit of the service counts.
    const verdict = await addressLimit.hit(senderKey(clientAddress(c)));
    if (!verdict.allowed) {
      return c.json({ error: "Demasiados intentos. Espera unos minutos y vuelve a intentarlo." }, 429, {
        "Retry-After": String(verdict.retryAfterSeconds),
      });
    }
    await next();
  });

  const ceremonyCookie = (c: Context, id: string) =>
    setCookie(c, CEREMONY_COOKIE, id, { path: `${API_BASE}/`, httpOnly: true, secure: true, sameSite: "Strict", maxAge: 300 });
  const takeCeremonyCookie = (c: Context) => {
    const id = getCookie(c, CEREMONY_COOKIE);
    deleteCookie(c, CEREMONY_COOKIE, { path: `${API_BASE}/`, secure: true });
    return id;
  };
  const json = async (c: Context) => c.req.json().catch(() => undefined);

  api.post("/registro/opciones", async (c) => {
    const input = z.object({ token: z.string().min(1).max(100) }).safeParse(await json(c));
    const started = input.success ? await startRegistration(db, rp, input.data.token, now()) : undefined;
    if (!started)
      return c.json({ error: "La invitación no es válida, ya se usó o venció. Pide una nueva al administrador." }, 400);
    ceremonyCookie(c, started.ceremonyId);
    return c.json(started.options);
  });

  api.post("/registro/verificacion", async (c) => {
    const response = registrationResponse.safeParse(await json(c));
    const ceremonyId = takeCeremonyCookie(c);
    const done = response.success ? await finishRegistration(db, rp, ceremonyId, response.data, now()) : undefined;
    if (!done)
      return c.json({ error: "No pudimos registrar tu llave de acceso. Vuelve a abrir el enlace e inténtalo de nuevo." }, 400);
    sessionCookie(c, done.sessionId);
    return c.json({ redirect: `${BASE}/` });
  });

  api.post("/entrada/opciones", async (c) => {
    purgeExpired(db, now());
    const started = await startSignIn(db, rp, now());
    ceremonyCookie(c, started.ceremonyId);
    return c.json(started.options);
  });

  api.post("/entrada/verificacion", async (c) => {
    const response = authenticationResponse.safeParse(await json(c));
    const ceremonyId = takeCeremonyCookie(c);
    const result = response.success
      ? await finishSignIn(db, rp, ceremonyId, response.data, accountLimit, now())
      : { status: "invalid" as const };
    if (result.status === "blocked") {
      return c.json({ error: "Demasiados intentos fallidos con esta cuenta. Espera unos minutos." }, 429, {
        "Retry-After": String(result.retryAfter),
      });
    }
    if (result.status !== "ok") return c.json({ error: "No pudimos comprobar tu llave de acceso. Inténtalo de nuevo." }, 401);
    sessionCookie(c, result.sessionId);
    return c.json({ redirect: `${BASE}/` });
  });

  api.all("*", (c) => c.json({ error: "No encontrado" }, 404));
  return api;
}
