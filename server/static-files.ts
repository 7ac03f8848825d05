// Serves the files of a build directory as they are on disk at each request, never from a list made
// at start: `npm run build` may replace the whole directory under a running `npm start`, and the
// next request must get the new files (and a request during the rebuild a 404, not a crash).
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".data": "text/x-script; charset=utf-8",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
  ".wasm": "application/wasm",
};

/** The encodings the build precompresses into, in order of preference. */
const ENCODINGS = [
  ["br", ".br"],
  ["gzip", ".gz"],
] as const;

/** The files a path may name: itself, or a prerendered page (`/a` → `/a.html`, `/a/index.html`). */
function candidates(pathname: string): string[] {
  const bare = pathname.replace(/\/+$/, "");
  return pathname.endsWith("/") ? [`${bare}/index.html`] : [pathname, `${bare}.html`, `${bare}/index.html`];
}

async function fileAt(file: string) {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/**
 * Answers a GET or HEAD for a file under `root` and resolves true, or resolves false (nothing
 * written) when there is no such file. `headersFor(pathname)` adds headers such as Cache-Control.
 */
export function createStaticFiles(root: string, headersFor: (pathname: string) => Record<string, string>) {
  const base = path.resolve(root) + path.sep;

  return async function serveFile(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    const accepted = String(req.headers["accept-encoding"] ?? "");
    for (const name of candidates(decoded)) {
      const file = path.join(base, name);
      if (!file.startsWith(base)) return false;
      const stats = await fileAt(file);
      if (!stats) continue;
      // The precompressed copy the build wrote beside it, when the browser takes that encoding.
      let served = { file, stats, encoding: "" };
      for (const [encoding, suffix] of ENCODINGS) {
        if (!new RegExp(`\\b${encoding}\\b`).test(accepted)) continue;
        const variant = await fileAt(file + suffix);
        if (variant) {
          served = { file: file + suffix, stats: variant, encoding };
          break;
        }
      }
      // Size and whole milliseconds, in base 36: short, since every byte of a page's headers counts
      // against its first round trip (budgets.config.ts).
      const etag = `W/"${served.stats.size.toString(36)}-${Math.trunc(served.stats.mtimeMs).toString(36)}"`;
      const headers: Record<string, string> = {
        "Content-Type": TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream",
        "Last-Modified": served.stats.mtime.toUTCString(),
        ETag: etag,
        Vary: "Accept-Encoding",
        ...headersFor(pathname),
      };
      if (served.encoding) headers["Content-Encoding"] = served.encoding;
      if (req.headers["if-none-match"] === etag) {
        res.writeHead(304, headers).end();
        return true;
      }
      headers["Content-Length"] = String(served.stats.size);
      if (req.method === "HEAD") {
        res.writeHead(200, headers).end();
        return true;
      }
      await new Promise<void>((resolve) => {
        const stream = createReadStream(served.file);
        stream.once("open", () => {
          res.writeHead(200, headers);
          stream.pipe(res);
        });
        stream.once("close", resolve);
        // Gone between stat and open (a rebuild under way): the connection ends, the server stays.
        stream.once("error", () => {
          if (res.headersSent) res.destroy();
          else res.writeHead(503, { "Retry-After": "1" }).end();
          resolve();
        });
      });
      return true;
    }
    return false;
  };
}
