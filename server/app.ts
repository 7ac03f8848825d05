// The one process behind `npm start` and, in production, behind nginx for /app/api/ and
// /app/gestion/: a Hono app on Node (@hono/node-server). It serves
// - the prerendered build as any static host would (static-files.ts: files read at each request, so
//   a rebuild under a running server is served at once), with compression, a redirect from / to
//   /app/ and the prerendered not-found page answered with 404 — production serves these from nginx;
// - with the service's context (service-context.ts: its database, clock, origins…), the complaints book's service under /app/api/reclamaciones (complaints/) and
//   «Pide tu primera consulta»'s under /app/api/consultas (consultations/);
//   the booking of a first consultation under /app/reservar-cita/ and /app/api/agenda/ (booking/);
//   the clinic's count of contacts at /app/api/cuenta (shared/contact-counts/);
// - through `mount`, the staff back office (server/back-office/): its pages under /app/gestion/ and
//   its API under /app/api/gestion/; in development and the tests only, the contact form's EmailJS
//   stand-in (e2e/stand-ins/emailjs-sink.ts). MOUNT POINT: start.ts passes the mount function.
// Headers and caching come from shared/headers/headers.ts, as in production (deploy/nginx/).
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { createAdaptorServer, type HttpBindings } from "@hono/node-server";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import compression from "compression";
import { Hono } from "hono";
import { compress as compressAnswer } from "hono/compress";
import { cacheControl, cacheControlFor, headersFor } from "#shared/headers/headers.ts";
import { createComplaintsRoutes, type ComplaintsOptions } from "#server/complaints/routes.ts";
import { createConsultationsRoutes, type ConsultationsOptions } from "#server/consultations/routes.ts";
import { createBookingRoutes, type BookingOptions } from "#server/booking/routes.ts";
import { COUNT_ENDPOINT } from "#shared/contact-counts/contact-counts.ts";
import { createCountRoutes, type CountOptions } from "#server/contact-counts/routes.ts";
import { createHealthCheck, type Health } from "./health.ts";
import type { ServiceContext } from "./service-context.ts";
import { createStaticFiles } from "./static-files.ts";

export type AppEnv = { Bindings: HttpBindings };
export type App = Hono<AppEnv>;

export interface AppOptions {
  /**
   * What every concern is handed (service-context.ts): the database, the build, the origins, the
   * clock, the proxies, the outbox. Without it, the site's files only: /app/api/ answers 404.
   */
  service?: ServiceContext | null;
  /** The build's client directory when there is no service (static-only uses); else the service's. */
  root?: string;
  /** Each concern's own options: its limits, its clinic address, its texts. */
  complaints?: ComplaintsOptions;
  /** «Pide tu primera consulta»'s service, on the same database. */
  consultations?: ConsultationsOptions;
  /** The booking of a first consultation (server/booking/), on the same database. */
  booking?: BookingOptions;
  counts?: CountOptions;
  /** Whether a claim can be committed now (health.ts); without it, a write probe with no disk checks. */
  health?: () => Health;
  /** Adds routes to the app before the static files: the back office mounts itself here, and in
   * development the EmailJS stand-in. */
  mount?: (app: App, service: ServiceContext | null) => void;
}

export function createApp({
  service = null,
  root = service?.root ?? path.resolve("build/client"),
  complaints = {},
  consultations = {},
  booking = {},
  counts = {},
  health,
  mount,
}: AppOptions = {}): App {
  const app = new Hono<AppEnv>();
  // compression's types are Express's; it only uses what Node's own request and response have.
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  const serveFile = createStaticFiles(root, (pathname) => ({ "Cache-Control": cacheControlFor(pathname) }));

  // On the Node response itself, so every answer has them: Hono's, and those written straight to
  // Node (static files, the EmailJS stand-in). A Hono response's own header of the same name wins (the answer
  // pages' stricter Content-Security-Policy).
  app.use(async (c, next) => {
    const outgoing = c.env?.outgoing;
    const headers = headersFor(new URL(c.req.url).pathname);
    if (outgoing) for (const [name, value] of Object.entries(headers)) outgoing.setHeader(name, value);
    await next();
    // Without Node's response (app.request() in tests), on Hono's own.
    if (!outgoing)
      for (const [name, value] of Object.entries(headers)) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });

  // The service's own pages (the booking's, the back office's) and JSON, compressed as the static
  // files are: the build precompresses those, these are written per request (gzip; Hono's compress).
  // Only what is read (GET): a compressed answer streams its body after its status, so the answer to
  // a submission (a 201, a 303) goes whole in one write, and a process stopped right after it still
  // told the person what it stored (server/complaints/durability.test.ts).
  const compressReads = compressAnswer();
  for (const prefix of ["/app/reservar-cita/*", "/app/gestion/*", "/app/api/*"])
    app.use(prefix, (c, next) => (c.req.method === "GET" ? compressReads(c, next) : next()));

  if (service) {
    app.route("/app/api/reclamaciones", createComplaintsRoutes(service, complaints));
    app.route("/app/api/consultas", createConsultationsRoutes(service, consultations));
    // Full paths (/app/reservar-cita/…, /app/api/agenda/…): mounted at the root.
    app.route("/", createBookingRoutes(service, booking));
    // The clinic's count of contacts: the pages' beacons (shared/contact-counts/).
    app.route(COUNT_ENDPOINT, createCountRoutes(service, counts));
    // For the deploy's gate and systemd: 200 only when a claim could be committed now (health.ts).
    const check =
      health ??
      createHealthCheck({
        db: service.db,
        now: service.now,
        databaseFile: ":memory:",
        minFreeBytes: 0,
        outboxMaxAgeMs: Infinity,
        checkOutbox: false,
        cacheMs: 0,
      });
    app.get("/app/api/salud", (c) => {
      const result = check();
      return result.ok
        ? c.json({ estado: "ok" }, 200, { "Cache-Control": "no-store" })
        : c.json({ estado: "no disponible", motivo: result.reason }, 503, { "Cache-Control": "no-store" });
    });
  }
  mount?.(app, service);
  // Nothing else under /app/api/ is a page: a plain 404, never the site's not-found page.
  app.all("/app/api/*", (c) => c.json({ error: "No encontrado" }, 404, { "Cache-Control": "no-store" }));

  async function notFound(res: ServerResponse) {
    const page = await readFile(path.join(root, "app/404.html")).catch(() => "Not Found");
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": cacheControl.other });
    res.end(page);
  }

  // Static files, written to Node's response directly (streams, precompressed copies).
  app.all("*", (c) => {
    const { incoming: req, outgoing: res } = c.env;
    const { pathname } = new URL(c.req.url);
    compress(req, res, async () => {
      if (pathname === "/" || pathname === "/app") {
        res.writeHead(302, { Location: "/app/", "Cache-Control": cacheControl.other });
        res.end();
        return;
      }
      // robots.txt must sit at the origin's root, the one file there that crawlers read.
      const served = (pathname.startsWith("/app/") || pathname === "/robots.txt") && (await serveFile(req, res, pathname));
      if (!served) await notFound(res);
    });
    return RESPONSE_ALREADY_SENT;
  });

  // @hono/node-server 2.1.9 answers a HEAD with an empty 200 of its own as soon as a handler that
  // writes to Node directly has returned (RESPONSE_ALREADY_SENT), while the file is still being
  // read: the static files' headers were lost, and the server crashed on writing them. So a HEAD
  // goes through as the GET it asks about; Node leaves the body out of an answer to a HEAD.
  const dispatch = app.fetch;
  app.fetch = (request, env, executionContext) =>
    dispatch(request.method === "HEAD" ? new Request(request, { method: "GET" }) : request, env, executionContext);

  app.onError((error, c) => {
    // No request data in the log: it may hold what a person wrote.
    console.error(`error: ${c.req.method} ${c.req.path}: ${error.name}: ${error.message}`);
    return c.json({ error: "Error interno. Inténtalo de nuevo en unos minutos." }, 500, { "Cache-Control": "no-store" });
  });

  return app;
}

/** A Node HTTP server for the app (not yet listening). */
export function createServer(options: AppOptions = {}) {
  const app = createApp(options);
  return createAdaptorServer({ fetch: app.fetch });
}
