// Serves the files of a build directory through `send` (pillarjs, the file server inside Express's
// serve-static): it reads the disk at each request, never a list made at start, so a `npm run build`
// that replaces the whole directory under a running `npm start` is served at once (and a request
// during the rebuild gets a 404 or a 503, never a crash). It writes Content-Type, ETag, 304s and
// HEAD; what is ours is which file a path names and the precompressed copy the build wrote beside
// it. No Last-Modified: the ETag alone revalidates, and every byte of a page's headers counts in
// its first round trip (e2e/first-round-trip.spec.ts). Why not Hono's serveStatic:
// docs/decisions/0013-static-files-stay-on-send.md.
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { contentType } from "mime-types";
import send from "send";

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

const isFile = (file: string) =>
  stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  );

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
      if (!(await isFile(file))) continue;
      // The precompressed copy the build wrote beside it, when the browser takes that encoding.
      let served = { file, encoding: "" };
      for (const [encoding, suffix] of ENCODINGS) {
        if (new RegExp(`\\b${encoding}\\b`).test(accepted) && (await isFile(file + suffix))) {
          served = { file: file + suffix, encoding };
          break;
        }
      }
      // Relative to `root` and URL-encoded, as `send` takes a request path: it decodes it, and
      // refuses dot files and anything outside `root` (403). No ranges: nothing here needs them,
      // and their header would cost each page's first round trip 22 bytes.
      const relative = "/" + path.relative(base, served.file).split(path.sep).map(encodeURIComponent).join("/");
      send(req, relative, { root: base, index: false, acceptRanges: false, lastModified: false })
        // `send` keeps a header that is already set when it writes its own: ours win.
        .on("headers", (response: ServerResponse, _file: string, stats: { size: number; mtimeMs: number }) => {
          const type = contentType(path.extname(file));
          response.setHeader("Content-Type", type || "application/octet-stream");
          // Size and whole milliseconds, in base 36: short, since every byte of a page's headers
          // counts against its first round trip (e2e/budgets.ts).
          response.setHeader("ETag", `W/"${stats.size.toString(36)}-${Math.trunc(stats.mtimeMs).toString(36)}"`);
          response.setHeader("Vary", "Accept-Encoding");
          if (served.encoding) response.setHeader("Content-Encoding", served.encoding);
          for (const [header, value] of Object.entries(headersFor(pathname))) response.setHeader(header, value);
        })
        // Gone between the look and the read (a rebuild under way): the connection ends, the
        // server stays; before any byte is written the browser is asked to retry.
        .on("error", () => {
          if (res.headersSent) res.destroy();
          else res.writeHead(503, { "Retry-After": "1" }).end();
        })
        .pipe(res);
      return true;
    }
    return false;
  };
}
