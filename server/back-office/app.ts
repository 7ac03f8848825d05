// The staff back office: its pages under /app/gestion/ and its passkey API under /app/api/gestion/,
// mounted into the service's Hono app by mountBackOffice (server/start.ts). This file is the shell:
// headers, CSRF, the session, then one mount line per concern (claims, requests, audit, contacts…),
// each a small Hono app of its own (README.md here says how one more plugs in).
//
// CSRF, three layers:
// 1. Every state change (any method but GET/HEAD) must carry an Origin header equal to the
//    configured origin, or it is refused with 403. Written here rather than Hono's csrf(): that
//    middleware checks only form-like content types (JSON is left to CORS) and, behind nginx,
//    compares with the proxied URL's origin; this check covers every content type.
// 2. Every form of a session carries the session's synchronizer token (a hidden "csrf" field,
//    random per session, stored with it) and a POST without the right one is refused with 403.
// 3. The session cookie is SameSite=Strict: a cross-site request does not even carry it.
// The passkey API (before any session) is JSON only and covered by 1.
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { deleteCookie, getCookie } from "hono/cookie";
import { clinic } from "#shared/clinic/facts.ts";
import { clientAddress } from "#server/rate-limit.ts";
import type { ServiceContext } from "#server/service-context.ts";
import { backOfficeHeaders } from "#shared/headers/headers.ts";
import { accountsConcern } from "./accounts-routes.ts";
import { agendaConcern } from "./agenda/concern.ts";
import { assetRoutes } from "./assets.ts";
import { auditConcern } from "./audit-routes.ts";
import { claimsConcern } from "./claims-routes.ts";
import { contactsConcern } from "./contacts-routes.ts";
import { clinicDayEnds } from "./deadlines.ts";
import { isSafe, notFound, type BackOfficeContext, type BackOfficeOptions, type Concern, type Env } from "./context.ts";
import { page } from "./layout.tsx";
import { MessagePage } from "./pages.tsx";
import { BASE } from "./paths.ts";
import { exportsConcern } from "./exports-routes.ts";
import { homeConcern } from "./home-routes.ts";
import { passkeyApi, signInRoutes, signOutConcern } from "./passkey-routes.ts";
import { requestsConcern } from "./requests-routes.ts";
import { sameSecret } from "./secrets.ts";
import { readSession, SESSION_COOKIE } from "./sessions.ts";

export function createBackOffice(service: ServiceContext, options: BackOfficeOptions) {
  const { db } = service;
  const { rp } = options;
  const now = () => service.now().getTime();
  const context: BackOfficeContext = {
    service,
    db,
    now,
    dayEnds: options.dayEnds ?? clinicDayEnds(clinic.hours),
    options: { clientAddress: (c) => clientAddress(c, service.trustedProxies), ...options },
  };
  // The concerns, one line each, in the menu's order.
  const concerns: Concern[] = [
    homeConcern(context, () => concerns),
    requestsConcern(context),
    claimsConcern(context),
    agendaConcern(context),
    auditConcern(context),
    contactsConcern(context),
    exportsConcern(context),
    accountsConcern(context),
    signOutConcern(context),
  ];

  const headers: MiddlewareHandler = async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(backOfficeHeaders)) c.res.headers.set(name, value);
  };
  const sameOrigin: MiddlewareHandler = async (c, next) => {
    if (!isSafe(c.req.method) && c.req.header("origin") !== rp.origin) {
      return c.text("Solicitud rechazada: origen no permitido.", 403);
    }
    await next();
  };

  // Full paths, mounted at the root (app.route("/", pages)): a sub-app mounted at /app/gestion could
  // not answer /app/gestion/ itself. Every middleware here is scoped to the back office's paths, and
  // runs in the order registered: a concern mounted below the session check is behind it.
  const pages = new Hono<Env>();
  const ALL = `${BASE}/*`;
  // The answer form's limit (5,000 characters) fits well within it, even percent-encoded.
  const formLimit = bodyLimit({ maxSize: 128 * 1024, onError: (c) => c.text("Solicitud demasiado grande.", 413) });
  pages.use(ALL, headers, sameOrigin, formLimit);
  pages.get(BASE, (c) => c.redirect(`${BASE}/`, 301));
  pages.route("/", assetRoutes());
  pages.route("/", signInRoutes());

  // Everything else needs a live session.
  pages.use(ALL, async (c, next) => {
    const session = readSession(db, getCookie(c, SESSION_COOKIE), now());
    if (!session) {
      deleteCookie(c, SESSION_COOKIE, { path: "/app/", secure: true });
      if (isSafe(c.req.method)) return c.redirect(`${BASE}/entrar`, 303);
      return c.html(
        page(MessagePage, { title: "Sesión vencida", message: "Tu sesión terminó. Vuelve a entrar con tu llave de acceso." }),
        401,
      );
    }
    const signedIn = { ...session, menu: concerns.flatMap((concern) => concern.menu?.(session) ?? []) };
    c.set("session", signedIn);
    if (!isSafe(c.req.method)) {
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const token = body.csrf;
      if (typeof token !== "string" || !sameSecret(token, session.csrfToken)) {
        return c.html(
          page(MessagePage, {
            title: "Solicitud rechazada",
            message: "El formulario venció o no vino de esta página. Vuelve a intentarlo.",
            session: signedIn,
          }),
          403,
        );
      }
    }
    await next();
  });

  for (const concern of concerns) pages.route("/", concern.routes);

  pages.all(ALL, (c) => notFound(c));

  return { pages, api: passkeyApi(context, [headers, sameOrigin]) };
}
