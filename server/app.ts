// The server behind `npm start`: serves the prerendered build as any static host would, with
// compression, a redirect from / to /app/, and the prerendered not-found page answered with 404.
// Headers and caching come from deploy/headers.ts, as in production (deploy/nginx/). Files are read
// at each request (static-files.ts), so a rebuild under a running server is served at once.
// Without EmailJS ids it also answers the contact form in EmailJS's place (see emailjs-sink.ts).
import { readFile } from "node:fs/promises";
import http, { type ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import { cacheControl, cacheControlFor, headersFor } from "../deploy/headers.ts";
import { createEmailJsSink, sinkOptionsFromEnv, type SinkOptions } from "./emailjs-sink.ts";
import { createStaticFiles } from "./static-files.ts";

/** `sink`: the local EmailJS sink's options, or null to leave it out (real EmailJS ids). */
export function createServer({
  root = path.resolve("build/client"),
  sink = sinkOptionsFromEnv(),
}: { root?: string; sink?: SinkOptions | null } = {}) {
  // compression's types are Express's; it only uses what Node's own request and response have.
  const compress = compression() as unknown as (req: http.IncomingMessage, res: ServerResponse, next: () => void) => void;
  const serveFile = createStaticFiles(root, (pathname) => ({ "Cache-Control": cacheControlFor(pathname) }));

  async function notFound(res: ServerResponse) {
    const page = await readFile(path.join(root, "app/404/index.html")).catch(() => "Not Found");
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": cacheControl.other });
    res.end(page);
  }

  const emailjsSink = sink ? createEmailJsSink(sink) : null;

  return http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    for (const [name, value] of Object.entries(headersFor(pathname))) res.setHeader(name, value);
    if (emailjsSink?.(req, res)) return;
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
  });
}
