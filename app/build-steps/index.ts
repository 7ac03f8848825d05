// Everything the build does after Astro has written the pages (and @astrojs/sitemap its sitemap), in
// order, in one place: an Astro integration (astro.config.ts) whose `astro:build:done` hook runs the
// steps on build/client/. See README.md here for each step.
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { writeAdmin } from "#app/cms/admin-build.server.ts";
import { cmsConfig } from "#app/cms/config.server.ts";
import { prepareForServing } from "./postbuild.ts";
import { writeSiteSearchIndex } from "./search-index.ts";
import { writeRobotsTxt } from "./sitemap.ts";

export function afterBuild(): AstroIntegration {
  let siteUrl = "";
  let cacheDir = "";
  return {
    name: "alborada:after-build",
    hooks: {
      "astro:config:done": ({ config }) => {
        // The site's address, as the sitemap names its pages: the origin and /app/.
        siteUrl = new URL(config.base.replace(/\/?$/, "/"), config.site).href;
        // Beside Astro's own cache of pictures: the compressed copies of files no build has changed.
        cacheDir = path.join(fileURLToPath(config.cacheDir), "precompressed");
      },
      "astro:build:done": async ({ dir }) => {
        // The site is written into <build>/client/app/; servers serve <build>/client/.
        const clientDir = path.dirname(fileURLToPath(dir));
        // 1. robots.txt at the origin's root, naming the sitemap @astrojs/sitemap has just written.
        console.log(`robots.txt points to ${writeRobotsTxt(clientDir, siteUrl)}`);
        // 2. The content editor at /app/admin/, its own page beside the site's, which no sitemap or search lists.
        writeAdmin(clientDir, cmsConfig({ root: process.cwd() }));
        console.log("content editor: /app/admin/ (Sveltia CMS, configuration from the content schema)");
        // 3. The site search's index of the same pages.
        console.log(`site search: ${await writeSiteSearchIndex(clientDir)} pages in the Pagefind index`);
        // 4. What serving needs: each page's Content-Security-Policy checked, the static hosts'
        //    files, and the .br/.gz copies of everything above (those of unchanged files from the cache).
        const served = await prepareForServing(clientDir, cacheDir);
        console.log(
          `Content-Security-Policy checked in ${served.pages} pages; ${served.written} .br/.gz files for ${served.files} text files`,
        );
      },
    },
  };
}
