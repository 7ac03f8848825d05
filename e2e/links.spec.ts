import { existsSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./test.ts";
import { buildDir, htmlOf, pagesUnderTest, prerenderedPaths, siteOrigin } from "./pages.ts";

/** The pages whose links are followed; every page of the build is a valid target. */
const pages = pagesUnderTest();
const normalize = (page: string) => (page === "/app/" ? page : page.replace(/\/$/, ""));
const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));

/** Pages the service renders (server/booking/), not the build: linked from the site, never prerendered. */
const servicePages = ["/app/reservar-cita"];

test("every internal link and #anchor on every page resolves", () => {
  const known = new Set([...prerenderedPaths().map(normalize), ...servicePages]);
  const broken: string[] = [];
  let checked = 0;
  for (const page of pages) {
    const html = htmlOf(page);
    for (const [, href] of html.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
      if (!href || /^(https?:|mailto:|tel:)/.test(href)) continue;
      checked++;
      const [address = "", anchor] = href.split("#");
      // A query (?profesional=… on the request page) is read by the page's script; it names no page.
      const target = address.split("?")[0]!;
      const targetPage = target ? normalize(target) : normalize(page);
      if (!known.has(targetPage)) broken.push(`${page} → ${href} (no such page)`);
      else if (anchor && !idsOf(htmlOf(targetPage === "/app/" ? "/app" : targetPage)).has(decodeURIComponent(anchor))) {
        broken.push(`${page} → ${href} (no such anchor)`);
      }
    }
  }
  expect(broken).toEqual([]);
  expect(checked).toBeGreaterThan(pages.length * 10);
});

test("every link that opens a new tab is rel=noopener noreferrer", () => {
  for (const page of pages) {
    for (const [tag] of htmlOf(page).matchAll(/<a\s[^>]*target="_blank"[^>]*>/g)) {
      expect(tag, page).toContain('rel="noopener noreferrer"');
    }
  }
});

test("every image has an alt attribute", () => {
  for (const page of pages) {
    for (const [tag] of htmlOf(page).matchAll(/<img\s[^>]*>/g)) expect(tag, page).toMatch(/\salt="/);
  }
});

test("every file a page loads or shares (images in every width and format, styles, scripts, og:image, JSON-LD URLs) is in the build", () => {
  const known = new Set([...prerenderedPaths().map(normalize), ...servicePages]);
  const missing: string[] = [];
  let checked = 0;
  let absolute = 0;
  for (const page of pages) {
    const html = htmlOf(page);
    const local = [
      // The islands' scripts too (component-url, renderer-url).
      ...[...html.matchAll(/\s(?:src|href|component-url|renderer-url)="(\/app\/[^"#?]+)"/g)].map((match) => match[1]!),
      // Every candidate of every srcset: each picture's other widths and formats.
      ...[...html.matchAll(/\ssrcset="([^"]+)"/gi)].flatMap((match) =>
        match[1]!.split(", ").map((candidate) => candidate.split(" ")[0]!),
      ),
    ];
    // Absolute URLs on the site's own origin: canonical, og:image, sitemap and JSON-LD addresses.
    // (Also inside an island's props, should quotes be escaped there: the backslash ends the URL too.)
    const own = [...html.matchAll(new RegExp(`"${siteOrigin.replace(/\./g, "\\.")}(/[^"#?\\\\]*)`, "g"))].map(
      (match) => match[1]!,
    );
    absolute += own.length;
    for (const url of [...local, ...own]) {
      checked++;
      const isFile = /\.\w+$/.test(url);
      if (isFile ? !existsSync(path.join(buildDir, url)) : !known.has(normalize(url))) missing.push(`${page} → ${url}`);
    }
  }
  expect(missing).toEqual([]);
  expect(checked).toBeGreaterThan(pages.length * 10);
  expect(absolute).toBeGreaterThan(pages.length * 5);
});
