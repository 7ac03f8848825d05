// The one walk over a client build (build/client): its files, and its prerendered pages. Used by the
// steps after prerendering, the deploy tool (deploy/) and the browser tests (e2e/pages.ts).
import { readdirSync } from "node:fs";
import path from "node:path";

/** Every file under `dir`, relative to it, `/`-separated, sorted. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** Folders under app/ that hold no page of the site: hashed assets, pictures, the content editor. */
const NOT_PAGES = ["assets", "images", "admin"];

/** A prerendered page: its URL path ("/app/", "/app/contactanos") and its file. */
export type PrerenderedPage = { path: string; file: string };

/** Every prerendered page of the client build in `clientDir`, by URL path. */
export function prerenderedPages(clientDir: string): PrerenderedPage[] {
  return filesUnder(path.join(clientDir, "app"))
    .filter((file) => (file === "index.html" || file.endsWith("/index.html")) && !NOT_PAGES.includes(file.split("/")[0]!))
    .map((file) => {
      const folder = file.slice(0, -"index.html".length).replace(/\/$/, "");
      return { path: folder ? `/app/${folder}` : "/app/", file: path.join(clientDir, "app", file) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}
