import type { Config } from "@react-router/dev/config";
import { listSlugs } from "./app/content/slugs.server";

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
} satisfies Config;
