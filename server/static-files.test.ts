// What `npm start` does with the build's files (static-files.ts through server/app.ts): the page a
// path names, the precompressed copy the browser takes, caching headers, 304s, the not-found page,
// nothing outside the build, and a build directory replaced or gone under the running server.
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheControlFor } from "#shared/headers/headers.ts";
import { createServer } from "./app.ts";

let dir: string;
let root: string;
let server: ReturnType<typeof createServer>;
let origin: string;

const page = "<!DOCTYPE html><title>Preguntas</title><p>" + "Respuesta. ".repeat(50);

function writeBuild(text: string) {
  rmSync(root, { recursive: true, force: true });
  const files: Record<string, string> = {
    "app/preguntas-frecuentes/index.html": text,
    "app/assets/page.js": "export {};",
    "app/404.html": "<!DOCTYPE html><title>No encontrada</title>",
    "app/assets/app.css": "body{color:red}",
    "secret.txt": "outside /app/",
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  writeFileSync(path.join(root, "app/preguntas-frecuentes/index.html.br"), brotliCompressSync(text));
  writeFileSync(path.join(root, "app/preguntas-frecuentes/index.html.gz"), gzipSync(text));
}

/** A raw request (fetch would decompress the body): status, headers and body bytes. */
function get(pathname: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${origin}${pathname}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "static-files-"));
  root = path.join(dir, "client");
  writeBuild(page);
  server = createServer({ root });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe("npm start's static files", () => {
  it("serves a prerendered page by its path, with and without the trailing slash", async () => {
    for (const pathname of ["/app/preguntas-frecuentes", "/app/preguntas-frecuentes/"]) {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body.toString()).toBe(page);
    }
  });

  it("sends the precompressed copy the browser takes, brotli first", async () => {
    const brotli = await get("/app/preguntas-frecuentes/", { "Accept-Encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(brotli.headers.vary).toBe("Accept-Encoding");
    expect(brotli.body).toEqual(brotliCompressSync(page));
    const gzip = await get("/app/preguntas-frecuentes/", { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.body).toEqual(gzipSync(page));
  });

  it("writes the caching headers of shared/headers/headers.ts and a short ETag, and answers 304 to it", async () => {
    const first = await get("/app/assets/app.css");
    expect(first.headers["cache-control"]).toBe(cacheControlFor("/app/assets/app.css"));
    expect(first.headers["content-type"]).toBe("text/css; charset=utf-8");
    // Size and milliseconds in base 36: short, as every header byte counts against the first round trip.
    const stats = statSync(path.join(root, "app/assets/app.css"));
    expect(first.headers.etag).toBe(`W/"${stats.size.toString(36)}-${Math.trunc(stats.mtimeMs).toString(36)}"`);
    const again = await get("/app/assets/app.css", { "If-None-Match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("answers HEAD with the headers only, and types each file by its extension", async () => {
    const head = await get("/app/preguntas-frecuentes/", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(page)));
    expect(head.body.length).toBe(0);
    expect((await get("/app/assets/page.js")).headers["content-type"]).toBe("text/javascript; charset=utf-8");
  });

  it("answers the not-found page with 404, and nothing outside the build or /app/", async () => {
    for (const pathname of ["/app/no-existe", "/app/../secret.txt", "/app/%2e%2e/secret.txt", "/secret.txt", "/app/%E0%A4%A"]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(response.body.toString(), pathname).toContain("No encontrada");
    }
  });

  it("serves a rebuilt directory at once, and a gone one with 404s, never stopping", async () => {
    rmSync(root, { recursive: true, force: true });
    expect((await get("/app/preguntas-frecuentes/")).status).toBe(404);
    writeBuild("<!DOCTYPE html><title>Otra</title>");
    const rebuilt = await get("/app/preguntas-frecuentes/");
    expect(rebuilt.status).toBe(200);
    expect(rebuilt.body.toString()).toBe("<!DOCTYPE html><title>Otra</title>");
    writeBuild(page);
  });
});
