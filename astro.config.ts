// The site's build: every page is a React component rendered to HTML at build time (app/pages/ are
// the thin routing shells), with React islands only where a visitor interacts. Read
// docs/decisions/0011-astro-islands.md for why.
import path from "node:path";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { mapEmbedUrl, site } from "#app/config/site.ts";
import { hoursAhead } from "#shared/clinic/opening-hours.ts";
import { afterBuild } from "#app/build-steps/index.ts";
import { siteSitemap } from "#app/build-steps/sitemap.ts";
import { astroCsp } from "#shared/headers/headers.ts";

// BUILD_DIR builds somewhere else than build/ (the fixture sites, the nginx tests' second site).
// The files a server serves are under <BUILD_DIR>/client/, the site's own under its app/ folder.
const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const clientDir = path.join(buildDir, "client");

export default defineConfig({
  srcDir: "./app",
  // ASTRO_CACHE_DIR: where the build keeps its pictures and its content store (node_modules/.astro by
  // default). The tests' builds of the sample keep theirs apart (e2e/fixtures/site-copy.ts), so they
  // can run beside a build of the clinic's content without two builds writing the same file.
  cacheDir: process.env.ASTRO_CACHE_DIR ? path.resolve(process.env.ASTRO_CACHE_DIR) : undefined,
  publicDir: "./public",
  outDir: path.join(clientDir, "app"),
  // The clinic's public origin (CLINIC_ORIGIN): the sitemap's URLs, as the pages' canonical URLs.
  site: site.origin,
  base: "/app",
  // /app/servicios/cirugias and /app/servicios/cirugias/ are the same page (its directory's index.html).
  trailingSlash: "ignore",
  build: { format: "directory", assets: "assets" },
  // No prefetch script: the pages' speculation rules ask the browser itself (app/layouts/page.astro).
  prefetch: false,
  // Each page's Content-Security-Policy <meta>: the policy of shared/headers/headers.ts, with the hashes of
  // the scripts and styles Astro renders. The form's origin and the map's come from the same facts
  // the pages are built with (app/config/site.ts).
  security: { csp: astroCsp({ emailjsOrigin: site.emailjs.origin, mapEmbedUrl }) },
  // Pictures (app/content/images.server.ts) with sharp; AVIF at sharp's default effort is slow to
  // encode, 3 is nearly as small and builds in half the time.
  image: { service: { entrypoint: "astro/assets/services/sharp", config: { avif: { effort: 3 } } } },
  // The sitemap before the steps after the build, which compress it and name it in robots.txt.
  integrations: [react(), siteSitemap(clientDir), afterBuild()],
  vite: {
    plugins: [tailwindcss()],
    // The settings that are not the clinic's content (shared/clinic/settings.ts): the origin, EmailJS's ids.
    envPrefix: ["CLINIC_", "PUBLIC_"],
    // The hours' line's data, in its script (app/scripts/show-open-status.ts) rather than in the first
    // bytes of every page that shows the hours: the home page's document has little room left.
    define: { __CLINIC_HOURS__: JSON.stringify(hoursAhead(site)) },
    build: {
      // Astro writes a small page script into the page itself; the opening hours' line
      // (app/scripts/show-open-status.ts) stays a file: the home page's first round trip has no room for it.
      assetsInlineLimit: (file: string, content: Buffer) => (content.includes("data-open-status") ? false : undefined),
    },
  },
  devToolbar: { enabled: false },
});
