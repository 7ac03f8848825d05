// The server behind `npm start`: serves the prerendered build as any static host would, with
// compression, a redirect from / to /app/, and the prerendered not-found page answered with 404.
// Headers and caching come from deploy/headers.mjs, as in production (deploy/nginx/).
// Without EmailJS ids it also answers the contact form in EmailJS's place (see emailjs-sink.mjs).
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import compression from "compression";
import sirv from "sirv";
import { cacheControl, cacheControlFor, securityHeaders } from "../deploy/headers.mjs";
import { createEmailJsSink, sinkOptionsFromEnv } from "./emailjs-sink.mjs";

/** `sink`: the local EmailJS sink's options, or null to leave it out (real EmailJS ids). */
export function createServer({ root = path.resolve("build/client"), sink = sinkOptionsFromEnv() } = {}) {
  const notFoundPage = readFileSync(path.join(root, "app/404/index.html"));
  const compress = compression();
  const files = sirv(root, {
    extensions: ["html"],
    // Precompressed .br/.gz files are used when the build has them.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControlFor(pathname));
    },
  });

  function notFound(res) {
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", cacheControl.other);
    res.end(notFoundPage);
  }

  const emailjsSink = sink ? createEmailJsSink(sink) : null;

  return http.createServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if (emailjsSink?.(req, res)) return;
    compress(req, res, () => {
      const { pathname } = new URL(req.url ?? "/", "http://localhost");
      if (pathname === "/" || pathname === "/app") {
        res.writeHead(302, { Location: "/app/", "Cache-Control": cacheControl.other });
        res.end();
        return;
      }
      // robots.txt must sit at the origin's root, the one file there that crawlers read.
      if (!pathname.startsWith("/app/") && pathname !== "/robots.txt") return notFound(res);
      files(req, res, () => notFound(res));
    });
  });
}
