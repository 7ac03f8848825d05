import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { listSlugs } from "./app/content/slugs.server";
import { deferScripts } from "./app/lib/first-paint.server";
import { writeSearchFiles } from "./app/lib/sitemap.server";

export default {
  ssr: false,
  basename: "/app/",
  // Every page is static HTML before any script runs. Paths are relative to the basename.
  async prerender({ getStaticPaths }) {
    return [
      ...getStaticPaths(),
      ...listSlugs("servicios").map((slug) => `/servicios/${slug}`),
      ...listSlugs("staff").map((slug) => `/perfil-doctor/${slug}`),
      // The not-found page, served by the web server with status 404 for unknown paths.
      "/404",
    ];
  },
  // After prerendering: the pages' scripts after what they show, then sitemap.xml and robots.txt.
  buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    console.log(`first paint: ${deferScripts(clientDir)} module preload links removed from the pages`);
    const urls = writeSearchFiles(clientDir);
    console.log(`sitemap.xml: ${urls.length} indexable pages; robots.txt points to it`);
  },
} satisfies Config;
