// The staff back office: its pages under /app/gestion/ and its passkey API under /app/api/gestion/,
// mounted into the service's Hono app by mountBackOffice (server/start.ts). See README.md here.
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
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { backOfficeHeaders } from "#shared/headers/headers.ts";
import type { Db } from "#server/db.ts";
import { audit, listAudit } from "./audit.ts";
import {
  answerClaim,
  answerRecipient,
  EXPORT_HEADER,
  exportRows,
  findClaim,
  listClaims,
  type AnswerMailTexts,
} from "./claims.ts";
import { contactsPage } from "./contacts-page.ts";
import { toCsv } from "./csv.ts";
import {
  ANSWER_MAX,
  auditPage,
  BASE,
  detailPage,
  invitationPage,
  listPage,
  messagePage,
  signInPage,
  type DetailLabels,
} from "./pages.ts";
import {
  authenticationResponse,
  finishRegistration,
  finishSignIn,
  registrationResponse,
  startRegistration,
  startSignIn,
  type RelyingParty,
} from "./passkeys.ts";
import { clientAddress as defaultClientAddress } from "#server/form-submission/rate-limit.ts";
import { createRateLimit, type RateLimit } from "./rate-limit.ts";
import { seesClaims, seesRequests } from "./accounts.ts";
import type { ConsultationContent } from "#shared/consultation-request/consultation-content-schema.ts";
import { requestDetailPage, requestListPage, REQUESTS_BASE } from "./request-pages.ts";
import {
  addNote,
  changeState,
  countByState,
  findRequest,
  listRequests,
  NOTE_MAX,
  REQUEST_CODE,
  REQUEST_EXPORT_HEADER,
  REQUEST_STATES,
  requestExportRows,
  requestNotes,
  type RequestState,
} from "./requests.ts";
import { sameSecret } from "./secrets.ts";
import { registerAgenda, type AgendaOptions } from "./agenda/routes.ts";
import { endSession, purgeExpired, readSession, SESSION_ABSOLUTE_MS, type Session } from "./sessions.ts";

export const API_BASE = "/app/api/gestion";
export const SESSION_COOKIE = "gestion_sesion";
const CEREMONY_COOKIE = "gestion_ceremonia";
const CLAIM_CODE = /^\d{6}-\d{4}$/;

export interface BackOfficeOptions {
  db: Db;
  rp: RelyingParty;
  /** The clock (tests move it). */
  now?: () => number;
  /** The client's address, for the per-address sign-in limit. */
  clientAddress?: (c: Context) => string;
  /** Passkey API requests per address: 30 per 15 minutes by default. */
  addressLimit?: RateLimit;
  /** Failed sign-ins per account: 5 per 15 minutes by default. */
  accountLimit?: RateLimit;
  mailTexts: AnswerMailTexts;
  labels: DetailLabels;
  /** Called after an answer's e-mail is committed to the outbox (wakes its delivery). */
  onAnswerQueued?: () => void;
  /** «Pide tu primera consulta»'s texts: the requests' labels and the promised response time. */
  requests: ConsultationContent;
  /** The agenda's settings (./agenda/routes.ts): the links' origin, the outbox's wake-up. */
  agenda?: Omit<AgendaOptions, "db" | "now">;
}

type Env = { Variables: { session: Session } };

const require = createRequire(import.meta.url);
const assetsDir = path.join(import.meta.dirname ?? ".", "assets");
// @simplewebauthn/browser's UMD bundle (global SimpleWebAuthnBrowser), served as it is: pinned
// exactly in package.json; e2e/back-office.spec.ts fails if an upgrade moves or renames it.
const browserBundle = path.join(path.dirname(require.resolve("@simplewebauthn/browser")), "../dist/bundle/index.umd.min.js");

// A Map, not an object: a name such as __proto__, constructor or toString is not an asset (404).
const assets = new Map<string, { file: string; type: string }>(
  Object.entries({
    "gestion.css": { file: path.join(assetsDir, "gestion.css"), type: "text/css; charset=utf-8" },
    "gestion.js": { file: path.join(assetsDir, "gestion.js"), type: "text/javascript; charset=utf-8" },
    "simplewebauthn-browser.js": { file: browserBundle, type: "text/javascript; charset=utf-8" },
  }),
);

const isSafe = (method: string) => method === "GET" || method === "HEAD";

export function createBackOffice(options: BackOfficeOptions) {
  const { db, rp, mailTexts, labels } = options;
  const now = options.now ?? Date.now;
  const clientAddress = options.clientAddress ?? defaultClientAddress;
  const addressLimit = options.addressLimit ?? createRateLimit({ limit: 30, windowMs: 15 * 60 * 1000, now });
  const accountLimit = options.accountLimit ?? createRateLimit({ limit: 5, windowMs: 15 * 60 * 1000, now });

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
  const sessionCookie = (c: Context, id: string) =>
    setCookie(c, SESSION_COOKIE, id, {
      path: "/app/",
      httpOnly: true,
      secure: true,
      sameSite: "Strict",
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    });

  // ---- Pages: /app/gestion/…
  // Full paths, mounted at the root (app.route("/", pages)): a sub-app mounted at /app/gestion could
  // not answer /app/gestion/ itself. Every middleware here is scoped to the back office's paths.
  const pages = new Hono<Env>();
  const ALL = `${BASE}/*`;
  // The answer form's limit (5,000 characters) fits well within it, even percent-encoded.
  const formLimit = bodyLimit({ maxSize: 128 * 1024, onError: (c) => c.text("Solicitud demasiado grande.", 413) });
  pages.use(ALL, headers, sameOrigin, formLimit);
  pages.get(BASE, (c) => c.redirect(`${BASE}/`, 301));

  pages.get(`${BASE}/recursos/:name`, (c) => {
    const asset = assets.get(c.req.param("name"));
    if (!asset) return c.notFound();
    return c.body(readFileSync(asset.file), 200, { "Content-Type": asset.type });
  });
  pages.get(`${BASE}/entrar`, (c) => c.html(signInPage()));
  // The invitation's token is in the link's fragment (#t=…): never sent to the server in the URL,
  // so it stays out of access logs and Referer headers; gestion.js posts it.
  pages.get(`${BASE}/invitacion`, (c) => c.html(invitationPage()));

  // Everything else needs a live session.
  pages.use(ALL, async (c, next) => {
    const session = readSession(db, getCookie(c, SESSION_COOKIE), now());
    if (!session) {
      deleteCookie(c, SESSION_COOKIE, { path: "/app/", secure: true });
      if (isSafe(c.req.method)) return c.redirect(`${BASE}/entrar`, 303);
      return c.html(messagePage("Sesión vencida", "Tu sesión terminó. Vuelve a entrar con tu llave de acceso."), 401);
    }
    c.set("session", session);
    if (!isSafe(c.req.method)) {
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const token = body.csrf;
      if (typeof token !== "string" || !sameSecret(token, session.csrfToken)) {
        return c.html(
          messagePage("Solicitud rechazada", "El formulario venció o no vino de esta página. Vuelve a intentarlo.", session),
          403,
        );
      }
    }
    await next();
  });

  // What an account's role does not cover does not exist for it: the same 404 as an unknown page.
  const notFound = (c: Context<Env>) => c.html(messagePage("No encontrado", "Esta página no existe.", c.get("session")), 404);
  const claimsOnly: MiddlewareHandler<Env> = async (c, next) => (seesClaims(c.get("session").role) ? next() : notFound(c));
  const requestsOnly: MiddlewareHandler<Env> = async (c, next) => (seesRequests(c.get("session").role) ? next() : notFound(c));
  pages.use(`${BASE}/reclamos/*`, claimsOnly);
  pages.use(`${BASE}/exportar.csv`, claimsOnly);
  pages.use(`${REQUESTS_BASE}/*`, requestsOnly);

  pages.get(`${BASE}/`, (c) => {
    const session = c.get("session");
    // An account that sees only requests starts at their inbox.
    if (!seesClaims(session.role)) return c.redirect(`${REQUESTS_BASE}/`, 303);
    audit(db, { action: "ver_lista", staffId: session.staffId }, now());
    return c.html(listPage(session, listClaims(db), new Date(now())));
  });

  const showClaim = (
    c: Context<Env>,
    code: string,
    extra: { notice?: string; form?: { value?: string; error?: string } } = {},
    status: 200 | 400 | 409 = 200,
  ) => {
    const claim = CLAIM_CODE.test(code) ? findClaim(db, code) : undefined;
    if (!claim) return c.html(messagePage("No encontrado", "No existe un reclamo con ese código.", c.get("session")), 404);
    audit(db, { action: "ver_reclamo", staffId: c.get("session").staffId, claimCode: claim.code }, now());
    return c.html(
      detailPage(c.get("session"), claim, labels, { recipient: answerRecipient(claim), ...extra }, new Date(now())),
      status,
    );
  };

  pages.get(`${BASE}/reclamos/:code`, (c) =>
    showClaim(
      c,
      c.req.param("code"),
      c.req.query("respondido") !== undefined ? { notice: "Respuesta guardada. El reclamo quedó como respondido." } : {},
    ),
  );

  const answerInput = z.object({ respuesta: z.string().trim().min(1).max(ANSWER_MAX) });
  pages.post(`${BASE}/reclamos/:code/respuesta`, async (c) => {
    const code = c.req.param("code");
    const parsed = answerInput.safeParse(await c.req.parseBody());
    if (!parsed.success) {
      const value = String((await c.req.parseBody()).respuesta ?? "");
      const error = value.trim()
        ? `La respuesta puede tener como máximo ${ANSWER_MAX} caracteres.`
        : "Escribe la respuesta antes de guardarla.";
      return showClaim(c, code, { form: { value, error } }, 400);
    }
    const result = CLAIM_CODE.test(code)
      ? answerClaim(db, code, parsed.data.respuesta, c.get("session").staffId, mailTexts, new Date(now()))
      : { status: "not-found" as const };
    if (result.status === "not-found")
      return c.html(messagePage("No encontrado", "No existe un reclamo con ese código.", c.get("session")), 404);
    if (result.status === "already-answered")
      return showClaim(c, code, { notice: "Este reclamo ya tenía respuesta: no se cambió." }, 409);
    if (result.emailQueued) options.onAnswerQueued?.();
    return c.redirect(`${BASE}/reclamos/${code}?respondido`, 303);
  });

  pages.get(`${BASE}/exportar.csv`, (c) => {
    audit(db, { action: "exportar_csv", staffId: c.get("session").staffId }, now());
    const day = new Date(now()).toISOString().slice(0, 10);
    return c.body(toCsv(EXPORT_HEADER, exportRows(db)), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="libro-de-reclamaciones-${day}.csv"`,
    });
  });

  // ---- «Pide tu primera consulta»: /app/gestion/consultas/…
  const businessDays = options.requests.responseBusinessDays;
  pages.get(REQUESTS_BASE, (c) => c.redirect(`${REQUESTS_BASE}/`, 301));
  pages.get(`${REQUESTS_BASE}/`, (c) => {
    const session = c.get("session");
    const wanted = c.req.query("estado");
    const state = REQUEST_STATES.find((value) => value === wanted);
    audit(db, { action: "ver_consultas", staffId: session.staffId }, now());
    return c.html(
      requestListPage(session, listRequests(db, state), countByState(db), { state, businessDays, now: new Date(now()) }),
    );
  });

  pages.get(`${REQUESTS_BASE}/exportar.csv`, (c) => {
    audit(db, { action: "exportar_csv_consultas", staffId: c.get("session").staffId }, now());
    const day = new Date(now()).toISOString().slice(0, 10);
    return c.body(toCsv(REQUEST_EXPORT_HEADER, requestExportRows(db, options.requests)), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="solicitudes-de-consulta-${day}.csv"`,
    });
  });

  const showRequest = (
    c: Context<Env>,
    code: string,
    extra: { notice?: string; noteError?: string } = {},
    status: 200 | 400 = 200,
  ) => {
    const request = REQUEST_CODE.test(code) ? findRequest(db, code) : undefined;
    if (!request) return c.html(messagePage("No encontrado", "No existe una solicitud con ese código.", c.get("session")), 404);
    audit(db, { action: "ver_consulta", staffId: c.get("session").staffId, requestCode: request.code }, now());
    return c.html(
      requestDetailPage(c.get("session"), request, requestNotes(db, request.id), options.requests, {
        businessDays,
        now: new Date(now()),
        ...extra,
      }),
      status,
    );
  };
  const saved: Record<string, string> = { estado: "Estado guardado.", nota: "Nota guardada." };
  pages.get(`${REQUESTS_BASE}/:code`, (c) => {
    const done = c.req.query("guardado");
    return showRequest(c, c.req.param("code"), done && saved[done] ? { notice: saved[done] } : {});
  });

  const stateInput = z.object({ estado: z.enum(REQUEST_STATES) });
  pages.post(`${REQUESTS_BASE}/:code/estado`, async (c) => {
    const code = c.req.param("code");
    const parsed = stateInput.safeParse(await c.req.parseBody());
    if (!REQUEST_CODE.test(code) || !findRequest(db, code))
      return c.html(messagePage("No encontrado", "No existe una solicitud con ese código.", c.get("session")), 404);
    if (!parsed.success) return showRequest(c, code, { notice: "Elige un estado de la lista." }, 400);
    changeState(db, code, parsed.data.estado as RequestState, c.get("session").staffId, now());
    return c.redirect(`${REQUESTS_BASE}/${code}?guardado=estado`, 303);
  });

  const noteInput = z.object({ nota: z.string().trim().min(1).max(NOTE_MAX) });
  pages.post(`${REQUESTS_BASE}/:code/nota`, async (c) => {
    const code = c.req.param("code");
    const parsed = noteInput.safeParse(await c.req.parseBody());
    if (!parsed.success) {
      const value = String((await c.req.parseBody()).nota ?? "");
      return showRequest(
        c,
        code,
        {
          noteError: value.trim()
            ? `La nota puede tener como máximo ${NOTE_MAX} caracteres.`
            : "Escribe la nota antes de guardarla.",
        },
        400,
      );
    }
    if (!REQUEST_CODE.test(code) || !addNote(db, code, parsed.data.nota, c.get("session").staffId, now()))
      return c.html(messagePage("No encontrado", "No existe una solicitud con ese código.", c.get("session")), 404);
    return c.redirect(`${REQUESTS_BASE}/${code}?guardado=nota`, 303);
  });

  pages.get(`${BASE}/auditoria`, (c) => {
    audit(db, { action: "ver_auditoria", staffId: c.get("session").staffId }, now());
    return c.html(auditPage(c.get("session"), listAudit(db)));
  });

  // The clinic's count of contacts: totals only, nothing about a person (contacts-page.ts).
  pages.get(`${BASE}/contactos`, (c) => {
    audit(db, { action: "ver_contactos", staffId: c.get("session").staffId }, now());
    return c.html(contactsPage(c.get("session"), db, new Date(now())));
  });

  pages.post(`${BASE}/salir`, (c) => {
    const id = getCookie(c, SESSION_COOKIE);
    audit(db, { action: "salida", staffId: c.get("session").staffId }, now());
    if (id) endSession(db, id);
    deleteCookie(c, SESSION_COOKIE, { path: "/app/", secure: true });
    return c.redirect(`${BASE}/entrar`, 303);
  });

  // The agenda (./agenda/): its own module, for accounts with the agenda role.
  registerAgenda(pages, { db, now, ...options.agenda });

  pages.all(ALL, (c) => c.html(messagePage("No encontrado", "Esta página no existe.", c.get("session")), 404));

  // ---- Passkey API: /app/api/gestion/…
  const api = new Hono<Env>();
  api.use(
    headers,
    sameOrigin,
    bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ error: "Solicitud demasiado grande." }, 413) }),
  );
  api.use(async (c, next) => {
    if (!c.req.header("content-type")?.startsWith("application/json")) return c.json({ error: "Se esperaba JSON." }, 415);
    const key = `ip:${clientAddress(c)}`;
    if (!addressLimit.hit(key)) {
      return c.json({ error: "Demasiados intentos. Espera unos minutos y vuelve a intentarlo." }, 429, {
        "Retry-After": String(addressLimit.retryAfter(key)),
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

  return { pages, api };
}
