// What the build does after prerendering, so the output can be served as it is by nginx or a static
// host (react-router.config.ts, buildEnd): a Content Security Policy <meta> in every page, the
// `_headers`, `_redirects` and root `404.html` files static hosts read, and .br/.gz copies of every
// text file.
import { createHash } from "node:crypto";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { runnerImport, type ResolvedConfig } from "vite";
import { filesUnder } from "../build-steps/pages.ts";
import { headersFile, pagePolicy, redirectsFile, wasmPages } from "./headers.ts";

/** What a page's policy depends on besides the page itself. */
export interface SiteFacts {
  emailjsOrigin?: string;
  mapEmbedUrl: string;
}

/**
 * The site facts the policy depends on, read from app/config/site.ts exactly as the client bundle
 * saw them: the same root, mode and CLINIC_* variables (environment and .env files) as the build.
 */
export async function siteFactsOfBuild(viteConfig: ResolvedConfig): Promise<SiteFacts> {
  const { module } = await runnerImport<typeof import("../app/config/site.ts")>(
    path.join(viteConfig.root, "app/config/site.ts"),
    {
      configFile: false,
      root: viteConfig.root,
      mode: viteConfig.mode,
      envDir: viteConfig.envDir,
      envPrefix: viteConfig.envPrefix,
      resolve: { tsconfigPaths: true },
      logLevel: "error",
    },
  );
  return { emailjsOrigin: module.site.emailjs.origin, mapEmbedUrl: module.mapEmbedUrl };
}

/** Every file under `dir`, as absolute paths. */
/** Every file under `dir`, as a full path. */
const filePaths = (dir: string) => filesUnder(dir).map((file) => path.join(dir, file));

/** The CSP source for a script's or style's text, hashed as the browser does after parsing. */
export const sha256Source = (text: string) =>
  `'sha256-${createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64")}'`;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const STYLE_ATTRIBUTE = /\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const CSP_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/gi;

/** An attribute's value in a tag's attribute text, or undefined. */
function attribute(attributes: string, name: string) {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "i").exec(attributes);
  return match ? (match[1] ?? match[2]) : undefined;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decodeAttribute = (value: string) =>
  value.replace(
    /&(?:#(\d+)|#x([\da-f]+)|(amp|lt|gt|quot|apos));/gi,
    (_, dec: string | undefined, hex: string | undefined, name: string) =>
      dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : entities[name.toLowerCase()]!,
  );

/**
 * What a page's policy must allow inline. JSON data blocks (`application/ld+json`) are not hashed:
 * the browser never runs them, so CSP does not apply to them.
 */
export function inlineSources(html: string) {
  const scriptHashes: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, "src") !== undefined) continue;
    const type = attribute(attributes, "type")?.trim() ?? "";
    if (/json$/i.test(type)) continue;
    scriptHashes.push(sha256Source(text));
  }
  const styleHashes = [...html.matchAll(STYLE)].map(([, text = ""]) => sha256Source(text));
  // Attributes outside scripts and styles only: the hydration data may quote markup.
  const markup = html.replace(SCRIPT, "").replace(STYLE, "");
  const styleAttributeHashes = [...markup.matchAll(STYLE_ATTRIBUTE)].map(([, double, single]) =>
    sha256Source(decodeAttribute(double ?? single ?? "")),
  );
  const unique = (list: string[]) => [...new Set(list)];
  return {
    scriptHashes: unique(scriptHashes),
    styleHashes: unique(styleHashes),
    styleAttributeHashes: unique(styleAttributeHashes),
  };
}

/**
 * Writes the page's policy as a <meta> right after <meta charset> (which must stay within the first
 * 1024 bytes), before every script, style sheet and image, so it governs all of them.
 */
export function withPolicyMeta(html: string, siteFacts: SiteFacts, { wasm = false }: { wasm?: boolean } = {}) {
  const page = html.replace(CSP_META, "");
  const policy = pagePolicy({
    ...inlineSources(page),
    wasm,
    connectOrigins: siteFacts.emailjsOrigin ? [new URL(siteFacts.emailjsOrigin).origin] : [],
    frameOrigins: [new URL(siteFacts.mapEmbedUrl).origin],
  });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const head = /<head>(<meta charset="utf-8"\/?>)?/i.exec(page);
  if (!head) throw new Error("no <head> to put the Content-Security-Policy in");
  const at = head.index + head[0].length;
  return page.slice(0, at) + meta + page.slice(at);
}

const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|xml|txt|data|json|webmanifest)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** .br and .gz beside every text file, at the best levels; kept only when smaller. */
export async function precompress(clientDir: string) {
  const files = filePaths(clientDir).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const data = readFileSync(file);
      const variants = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }).then((compressed) => [".br", compressed] as const),
        gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }).then((compressed) => [".gz", compressed] as const),
      ]);
      for (const [extension, compressed] of variants) {
        if (compressed.length >= data.length) continue;
        writeFileSync(file + extension, compressed);
        written++;
      }
    }),
  );
  return { files: files.length, written };
}

/** Everything above, in order, on the client build in `clientDir`. */
export async function prepareForServing(clientDir: string, siteFacts: SiteFacts) {
  // The content editor (app/admin/) carries its own policy, written with it.
  const editor = path.join(clientDir, "app/admin") + path.sep;
  const pages = filePaths(clientDir).filter((file) => file.endsWith(".html") && !file.startsWith(editor));
  for (const file of pages) {
    // The page's address: "app/buscar/index.html" is served as /app/buscar.
    const address = `/${path.relative(clientDir, path.dirname(file)).split(path.sep).join("/")}`;
    try {
      writeFileSync(file, withPolicyMeta(readFileSync(file, "utf8"), siteFacts, { wasm: wasmPages.includes(address) }));
    } catch (error) {
      throw new Error(`${path.relative(clientDir, file)}: ${(error as Error).message}`);
    }
  }
  writeFileSync(path.join(clientDir, "_headers"), headersFile());
  writeFileSync(path.join(clientDir, "_redirects"), redirectsFile());
  // Static hosts answer unknown paths with the root 404.html (and status 404).
  copyFileSync(path.join(clientDir, "app/404.html"), path.join(clientDir, "404.html"));
  const compressed = await precompress(clientDir);
  return { pages: pages.length, ...compressed };
}
