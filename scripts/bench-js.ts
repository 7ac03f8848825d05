// The JavaScript a page costs a reader, for `npm run bench -- pages`: the page loaded at 390 px (3× pixels)
// in Debian's Chromium (Playwright: bytes do not depend on the driver), scrolled slowly to the
// bottom as a person reads it (so islands hydrated when visible load theirs), then left until the
// network is quiet. Counted gzip-compressed (level 9, what the server sends at least):
//   files   every script file the page fetched, each listed
//   inline  what the page's inline scripts add to its compressed document (the document with and
//           without them); speculation rules and JSON-LD are data for the browser, not script
//   search  what Pagefind fetches besides its script (its WebAssembly and index), separately
// and, beside them, the document itself as brotli (quality 11, as built): it should fit in the first
// round trip (e2e/budgets.ts, firstRoundTripBytes, with its headers).
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chromium, type Page } from "@playwright/test";
import { budgetViewport } from "#e2e/budgets.ts";
import { chromiumFlags, chromiumPath } from "#e2e/chromium.ts";

/** Inline scripts that run: not `<script src>`, not JSON-LD, not speculation rules. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="(?:application\/ld\+json|speculationrules)")[^>]*>[\s\S]*?<\/script>/g;

const gzipped = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

export interface PageJs {
  /** Each script file's path and its gzip size in bytes. */
  files: { path: string; bytes: number }[];
  /** The compressed bytes the inline scripts add to the document, and how many there are. */
  inline: { bytes: number; count: number };
  /** Pagefind's non-script files (WebAssembly, index), gzip. */
  search: number;
  /** The document, brotli-compressed. */
  document: number;
}

async function readToTheEnd(page: Page) {
  // A person reading: a third of a screen every 150 ms, to the bottom (which may grow meanwhile).
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 3) {
      scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    scrollTo(0, document.documentElement.scrollHeight);
  });
}

async function weigh(page: Page, url: string): Promise<PageJs> {
  const result: PageJs = { files: [], inline: { bytes: 0, count: 0 }, search: 0, document: 0 };
  const inFlight = new Set<unknown>();
  const bodies: Promise<void>[] = [];
  page.on("request", (request) => inFlight.add(request));
  page.on("requestfailed", (request) => inFlight.delete(request));
  page.on("requestfinished", (request) => {
    inFlight.delete(request);
    bodies.push(
      (async () => {
        const response = await request.response();
        // The 404 page is a document answered with 404: counted like any other.
        const isDocument = request.resourceType() === "document" && request.frame() === page.mainFrame();
        if (!response || (response.status() >= 300 && !isDocument)) return;
        const path = new URL(request.url()).pathname;
        const body = await response.body();
        if (isDocument) {
          const html = body.toString("utf8");
          result.document = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
          const scripts = html.match(INLINE_SCRIPT) ?? [];
          result.inline = { bytes: gzipped(html) - gzipped(html.replace(INLINE_SCRIPT, "")), count: scripts.length };
        } else if (request.resourceType() === "script" || path.endsWith(".js")) {
          result.files.push({ path, bytes: gzipped(body) });
        } else if (path.includes("/pagefind/")) result.search += gzipped(body);
      })(),
    );
  });
  await page.goto(url);
  await readToTheEnd(page);
  // Quiet: nothing on its way for half a second (an island started by the last scroll included).
  for (let quietSince = Date.now(); Date.now() - quietSince < 500;) {
    if (inFlight.size) quietSince = Date.now();
    await page.waitForTimeout(50);
  }
  await Promise.all(bodies);
  result.files.sort((a, b) => b.bytes - a.bytes);
  return result;
}

/** Each URL's JavaScript, each in a fresh browser context (an empty cache: a first visit). */
export async function measureJs(urls: Record<string, string>): Promise<Record<string, PageJs>> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const results: Record<string, PageJs> = {};
  try {
    for (const [name, url] of Object.entries(urls)) {
      const context = await browser.newContext({
        viewport: { width: budgetViewport.width, height: budgetViewport.height },
        deviceScaleFactor: budgetViewport.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
      });
      results[name] = await weigh(await context.newPage(), url);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
