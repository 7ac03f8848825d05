// A build step for the first paint on a slow phone (run after prerendering: build-steps/index.ts).
//
// React Router writes a <link rel="modulepreload"> for every script of a page at the top of <head>,
// and one inline module script that imports them all. On a slow connection those ~120 KB of
// JavaScript are then fetched before, and alongside, what the prerendered page shows: its main
// picture, its fonts. `npm run bench` measured the home page's LCP at about 2.2 s that way, against
// 1.2 s for the same page with no JavaScript at all. So each page here fetches its scripts once it
// has loaded and painted (the `load` event: stylesheet, fonts and eager pictures are in, then the
// next frame), then hydrates as before. The page reads and its links work meanwhile; its buttons answer a moment later. React
// re-adds the preload links itself when it hydrates, so client-side navigation is unchanged.
import { readFileSync, writeFileSync } from "node:fs";
import { prerenderedPages } from "./pages";

const modulePreload = /<link rel="modulepreload"[^>]*\/?>/g;
const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;
const staticImport = /import (?:\* as (\w+) from )?"([^"]+)";/g;

/**
 * One page's HTML with no module preloads and its bootstrap script deferred to the `load` event.
 * Fails loudly when React Router's bootstrap no longer has the shape this expects.
 */
export function withScriptsAfterLoad(html: string): string {
  const match = bootstrap.exec(html);
  if (!match) throw new Error("first paint: no React Router bootstrap <script type=module> in a page");
  const code = match[1]!;
  const imports = [...code.matchAll(staticImport)];
  if (imports.length === 0) throw new Error("first paint: the bootstrap script has no imports to defer");
  const names = imports.map(([, name]) => name ?? "").join(",");
  const loads = imports.map(([, , url]) => `import(${JSON.stringify(url)})`).join(",");
  const rest = code.replace(staticImport, "").trim();
  const deferred =
    `const start=()=>Promise.all([${loads}]).then(([${names}])=>{${rest}});` +
    // After the paint that follows `load` (a frame, then a task): by then the main picture is on screen.
    `const afterPaint=()=>requestAnimationFrame(()=>setTimeout(start));` +
    `document.readyState==="complete"?afterPaint():addEventListener("load",afterPaint,{once:true});`;
  return html.replace(modulePreload, "").replace(match[0], `<script type="module">${deferred}</script>`);
}

/** Rewrites every prerendered page under `clientDir`; returns how many pages it rewrote. */
export function deferScripts(clientDir: string): number {
  const pages = prerenderedPages(clientDir);
  for (const { file } of pages) writeFileSync(file, withScriptsAfterLoad(readFileSync(file, "utf8")));
  return pages.length;
}
