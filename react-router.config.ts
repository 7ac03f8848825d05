import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { parse as parseYaml } from "yaml";
import { readFileSync } from "node:fs";
import { writeAdmin } from "./app/cms/admin-build.server";
import { cmsConfig } from "./app/cms/config.server";
import { listSlugs } from "./app/content/slugs.server";
import { articlesPagePath, pageCount } from "./app/lib/pagination";
import { deferScripts } from "./app/lib/first-paint.server";
import { writeSiteSearchIndex } from "./app/lib/site-search-index.server";
import { writeSearchFiles } from "./app/lib/sitemap.server";
import { prepareForServing, siteFactsOfBuild } from "./deploy/postbuild.ts";

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
      ...listSlugs("servicios").map((slug) => `/servicios/${slug}`),
      ...listSlugs("staff").map((slug) => `/perfil-doctor/${slug}`),
      // The article list's further pages (page 1, /articulos, is a static path), each article, each
      // topic's page and the feed.
      ...Array.from({ length: pageCount(articles.length) - 1 }, (_, index) => articlesPagePath(index + 2)),
      ...articles.map((slug) => `/articulos/${slug}`),
      ...(parseYaml(readFileSync("content/temas.yml", "utf8")) as { slug: string }[]).map(({ slug }) => `/articulos/tema/${slug}`),
      "/articulos/feed.xml",
      // The not-found page, served by the web server with status 404 for unknown paths.
      "/404",
    ];
  },
  // After prerendering: the pages' scripts after what they show (first-paint.server.ts), sitemap.xml
  // and robots.txt from the pages just written, the site search's index of the same pages
  // (site-search-index.server.ts), then what serving needs (deploy/postbuild.ts): each page's
  // Content-Security-Policy, the static hosts' files and the .br/.gz copies. Between them, the
  // content editor's page, which no sitemap or search lists and which carries its own policy.
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    console.log(`first paint: scripts of ${deferScripts(clientDir)} pages start after their load event`);
    const urls = writeSearchFiles(clientDir);
    console.log(`sitemap.xml: ${urls.length} indexable pages; robots.txt points to it`);
    // The content editor at /app/admin/, its own page beside the site's (app/cms/).
    writeAdmin(clientDir, cmsConfig({ root: viteConfig.root }));
    console.log("content editor: /app/admin/ (Sveltia CMS, configuration from the content schema)");
    console.log(`site search: ${await writeSiteSearchIndex(clientDir)} pages in the Pagefind index`);
    const served = await prepareForServing(clientDir, await siteFactsOfBuild(viteConfig));
    console.log(
      `Content-Security-Policy written into ${served.pages} pages; ${served.written} .br/.gz files for ${served.files} text files`,
    );
  },
} satisfies Config;
