// A build step for the first paint on a slow phone (run by react-router.config.ts, buildEnd).
//
// React Router writes a <link rel="modulepreload"> for every script of a page at the top of <head>.
// On a slow connection those ~120 KB of JavaScript are then fetched before, and alongside, the
// page's main picture and fonts, which the prerendered page needs first: `npm run bench` measured
// the home page's LCP at about 2.2 s with them and 1.4 s without, against 1.2 s for the same page
// with no JavaScript at all. Without the preloads the scripts are still fetched at once, by the
// module script at the end of <body>, just after what the page shows; React re-adds the preload
// links itself when it hydrates, so client-side navigation is unchanged.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { builtPages } from "./sitemap.server";

const modulePreload = /<link rel="modulepreload"[^>]*\/?>/g;

/** Removes the module preload links from one page's HTML. */
export const withoutModulePreloads = (html: string) => html.replace(modulePreload, "");

/** Rewrites every prerendered page under `clientDir`; returns how many links were removed. */
export function deferScripts(clientDir: string): number {
  let removed = 0;
  for (const page of builtPages(clientDir)) {
    const file = path.join(clientDir, page.path, "index.html");
    const html = readFileSync(file, "utf8");
    removed += html.match(modulePreload)?.length ?? 0;
    writeFileSync(file, withoutModulePreloads(html));
  }
  return removed;
}
