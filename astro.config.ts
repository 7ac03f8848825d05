// The site's build: every page is a React component rendered to HTML at build time (app/pages/ are
// the thin routing shells), with React islands only where a visitor interacts. Read
// docs/decisions/0011-astro-islands.md for why.
import path from "node:path";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { afterBuild } from "./build-steps/index.ts";

// BUILD_DIR builds somewhere else than build/ (the fixture sites, the nginx tests' second site).
// The files a server serves are under <BUILD_DIR>/client/, the site's own under its app/ folder.
const buildDir = path.resolve(process.env.BUILD_DIR || "build");

export default defineConfig({
  srcDir: "./app",
  publicDir: "./public",
  outDir: path.join(buildDir, "client/app"),
  site: process.env.PUBLIC_ORIGIN || "http://localhost:3000",
  base: "/app",
  // /app/servicios/cirugias and /app/servicios/cirugias/ are the same page (its directory's index.html).
  trailingSlash: "ignore",
  build: { format: "directory", assets: "assets" },
  // No prefetch script: the pages' speculation rules ask the browser itself (app/layouts/page.astro).
  prefetch: false,
  integrations: [react(), afterBuild()],
  vite: {
    plugins: [tailwindcss()],
    resolve: { alias: { "~": path.resolve("app") } },
    // The clinic's facts (app/config/site.ts) may be overridden at build time with CLINIC_* variables.
    envPrefix: ["CLINIC_", "PUBLIC_"],
  },
  devToolbar: { enabled: false },
});
