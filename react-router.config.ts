import type { Config } from "@react-router/dev/config";
import { parse as parseYaml } from "yaml";
import { readFileSync } from "node:fs";
import { listSlugs } from "./app/content/slugs.server";
import { afterPrerender } from "./build-steps/index";
import { articlesPagePath, pageCount } from "./app/lib/pagination";
import { articlePath, doctorPath, formTextsPath, servicePath, topicPath } from "./app/lib/urls";

export default {
  ssr: false,
  basename: "/app/",
  // BUILD_DIR builds somewhere else than build/ (the nginx tests build a second, test-only site).
  buildDirectory: process.env.BUILD_DIR || "build",
  // Every page is static HTML before any script runs. Paths are relative to the basename.
  async prerender({ getStaticPaths }) {
    const articles = listSlugs("articulos");
    return [
      ...getStaticPaths(),
      ...listSlugs("servicios").map(servicePath),
      ...listSlugs("staff").map(doctorPath),
      // The article list's further pages (page 1, /articulos, is a static path), each article, each
      // topic's page and the feed.
      ...Array.from({ length: pageCount(articles.length) - 1 }, (_, index) => articlesPagePath(index + 2)),
      ...articles.map(articlePath),
      ...(parseYaml(readFileSync("content/temas.yml", "utf8")) as { slug: string }[]).map(({ slug }) => topicPath(slug)),
      "/articulos/feed.xml",
      formTextsPath,
      // The not-found page, served by the web server with status 404 for unknown paths.
      "/404",
    ];
  },
  // After prerendering: scripts after the first paint, sitemap, editor, search index, CSP hashes and
  // compression, in that order (build-steps/).
  async buildEnd({ reactRouterConfig, viteConfig }) {
    await afterPrerender(reactRouterConfig.buildDirectory, viteConfig);
  },
} satisfies Config;
