// Everything the build does after React Router has prerendered the pages, in order, in one place
// (called from react-router.config.ts, buildEnd). See README.md here for each step and for what to
// check when upgrading the libraries whose internals they rely on.
import path from "node:path";
import type { ResolvedConfig } from "vite";
import { writeAdmin } from "../app/cms/admin-build.server";
import { cmsConfig } from "../app/cms/config.server";
import { prepareForServing, siteFactsOfBuild } from "../deploy/postbuild.ts";
import { deferScripts } from "./first-paint";
import { writeSiteSearchIndex } from "./search-index";
import { writeSearchFiles } from "./sitemap";

export async function afterPrerender(buildDirectory: string, viteConfig: ResolvedConfig) {
  const clientDir = path.join(buildDirectory, "client");
  // 1. Each page fetches its scripts after what it shows has loaded and painted.
  console.log(`first paint: scripts of ${deferScripts(clientDir)} pages start after their load event`);
  // 2. sitemap.xml and robots.txt, from the pages just written.
  const urls = writeSearchFiles(clientDir);
  console.log(`sitemap.xml: ${urls.length} indexable pages; robots.txt points to it`);
  // 3. The content editor at /app/admin/, its own page beside the site's, which no sitemap or search lists.
  writeAdmin(clientDir, cmsConfig({ root: viteConfig.root }));
  console.log("content editor: /app/admin/ (Sveltia CMS, configuration from the content schema)");
  // 4. The site search's index of the same pages.
  console.log(`site search: ${await writeSiteSearchIndex(clientDir)} pages in the Pagefind index`);
  // 5. What serving needs: each page's Content-Security-Policy (hashes of its final inline scripts,
  //    so after 1), the static hosts' files, and the .br/.gz copies of everything above.
  const served = await prepareForServing(clientDir, await siteFactsOfBuild(viteConfig));
  console.log(
    `Content-Security-Policy written into ${served.pages} pages; ${served.written} .br/.gz files for ${served.files} text files`,
  );
}
