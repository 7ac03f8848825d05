// The back office's own files under /app/gestion/recursos/: its style, its passkey script and
// @simplewebauthn/browser's UMD bundle (global SimpleWebAuthnBrowser), served as it is: pinned
// exactly in package.json; e2e/back-office.spec.ts fails if an upgrade moves or renames it.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Hono } from "hono";
import type { Env } from "./context.ts";
import { ASSETS } from "./paths.ts";

const require = createRequire(import.meta.url);
const assetsDir = path.join(import.meta.dirname ?? ".", "assets");
const browserBundle = path.join(path.dirname(require.resolve("@simplewebauthn/browser")), "../dist/bundle/index.umd.min.js");

// A Map, not an object: a name such as __proto__, constructor or toString is not an asset (404).
const assets = new Map<string, { file: string; type: string }>(
  Object.entries({
    "gestion.css": { file: path.join(assetsDir, "gestion.css"), type: "text/css; charset=utf-8" },
    "gestion.js": { file: path.join(assetsDir, "gestion.js"), type: "text/javascript; charset=utf-8" },
    // Its own icon: without one, browsers ask for /favicon.ico, which the site does not have (404).
    "icono.svg": { file: path.join(assetsDir, "icono.svg"), type: "image/svg+xml" },
    "simplewebauthn-browser.js": { file: browserBundle, type: "text/javascript; charset=utf-8" },
  }),
);

export function assetRoutes() {
  const routes = new Hono<Env>();
  routes.get(`${ASSETS}/:name`, (c) => {
    const asset = assets.get(c.req.param("name"));
    if (!asset) return c.notFound();
    return c.body(readFileSync(asset.file), 200, { "Content-Type": asset.type });
  });
  return routes;
}
