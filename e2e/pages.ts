import { readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve("build/client/app");

/** Every prerendered page of the build, as a URL path ("/app/", "/app/servicios/cirugias"). */
export function prerenderedPaths(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (name === "assets" || name === "images") continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (name === "index.html") {
        const relative = path.relative(root, dir).split(path.sep).join("/");
        found.push(relative ? `/app/${relative}` : "/app/");
      }
    }
  };
  walk(root);
  return found.sort();
}
