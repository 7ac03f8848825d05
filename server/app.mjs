// The server behind `npm start`: serves the prerendered build as any static host would, with
// compression, a redirect from / to /app/, and the prerendered not-found page answered with 404.
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import compression from "compression";
import sirv from "sirv";

export function createServer({ root = path.resolve("build/client") } = {}) {
  const notFoundPage = readFileSync(path.join(root, "app/404/index.html"));
  const compress = compression();
  const files = sirv(root, {
    extensions: ["html"],
    // Precompressed .br/.gz files are used when the build has them.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader(
        "Cache-Control",
        pathname.startsWith("/app/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });

  function notFound(res) {
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.end(notFoundPage);
  }

  return http.createServer((req, res) => {
    compress(req, res, () => {
      const { pathname } = new URL(req.url ?? "/", "http://localhost");
      if (pathname === "/" || pathname === "/app") {
        res.writeHead(302, { Location: "/app/" });
        res.end();
        return;
      }
      if (!pathname.startsWith("/app/")) return notFound(res);
      files(req, res, () => notFound(res));
    });
  });
}
