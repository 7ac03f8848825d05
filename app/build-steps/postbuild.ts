// What the build does last, so the output can be served as it is by nginx or a static host
// (app/build-steps/index.ts): it checks the Content Security Policy <meta> Astro wrote into every page,
// writes the `_headers`, `_redirects` and root `404.html` files static hosts read, and .br/.gz
// copies of every text file.
import { createHash, randomUUID } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { filesUnder } from "./pages.ts";
import { cspHash, extraScriptSources, headersFile, redirectsFile } from "#shared/headers/headers.ts";

/** Every file under `dir`, as a full path. */
const filePaths = (dir: string) => filesUnder(dir).map((file) => path.join(dir, file));

/** The CSP source for a script's or style's text, quoted as a policy says it. */
export const sha256Source = (text: string) => `'${cspHash(text)}'`;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const STYLE_ATTRIBUTE = /\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const CSP_META = /<meta\b[^>]*\shttp-equiv\s*=\s*["']?content-security-policy["']?[^>]*>/gi;

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
  // Attributes outside scripts and styles only: an island's props may quote markup.
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

/** A policy's directives, by name. */
const directivesOf = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );

/**
 * Checks the policy <meta> Astro wrote into a page (security.csp, from shared/headers/headers.ts) and returns
 * the page with it right after <meta charset> (which must stay within the first 1024 bytes), before
 * every script, style sheet, preload and image, so it governs all of them, with the hashes of the
 * inline code the page holds and no other. Astro hashes what it renders itself, not a script a page
 * writes inline on its own: the build stops on any inline script or style the policy does not
 * allow, naming it, rather than let a browser block it. Strict: no 'unsafe-inline', no eval,
 * WebAssembly only where `pathname` may compile it (extraScriptSources).
 */
export function checkedPolicyMeta(html: string, pathname: string) {
  const metas = [...html.matchAll(CSP_META)];
  if (metas.length !== 1) throw new Error(`${metas.length} Content-Security-Policy <meta> (security.csp in astro.config.ts)`);
  const [meta] = metas[0]!;
  const policy = directivesOf(decodeAttribute(attribute(meta, "content") ?? ""));
  const scripts = policy.get("script-src") ?? [];
  const styles = policy.get("style-src") ?? [];
  for (const source of [...scripts, ...styles])
    if (/^'unsafe-(inline|eval)'$/.test(source)) throw new Error(`the policy allows ${source}`);
  const wasm = scripts.includes("'wasm-unsafe-eval'");
  if (wasm !== extraScriptSources(pathname).includes("'wasm-unsafe-eval'"))
    throw new Error(`'wasm-unsafe-eval' ${wasm ? "on a page that does not compile WebAssembly" : "missing"}`);
  const page = html.replace(meta, "");
  const inline = inlineSources(page);
  const missing = [
    ...inline.scriptHashes.filter((hash) => !scripts.includes(hash)).map((hash) => `script ${hash}`),
    ...inline.styleHashes.filter((hash) => !styles.includes(hash)).map((hash) => `<style> ${hash}`),
    // style="" only through style-src-attr (Astro's styleDirective hashes of kind "attribute").
    ...inline.styleAttributeHashes
      .filter((hash) => !policy.get("style-src-attr")?.includes(hash))
      .map((hash) => `style="" ${hash}`),
  ];
  if (missing.length) throw new Error(`inline code the policy does not allow (give Astro its hash): ${missing.join(", ")}`);
  // Astro lists the hashes of every script and style it may render (11), on every page; the page's
  // own policy keeps only those of the code the page holds: least privilege, and up to 9 hashes
  // fewer in each page's first round trip (185 B brotli on the home page).
  const held = new Set([...inline.scriptHashes, ...inline.styleHashes]);
  const kept = [...policy].map(([name, sources]) =>
    ["script-src", "style-src"].includes(name)
      ? [name, ...sources.filter((s) => !HASH.test(s) || held.has(s))]
      : [name, ...sources],
  );
  const content = kept
    .map((directive) => directive.join(" "))
    .join("; ")
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;");
  const head = /<head>(<meta charset="utf-8"\/?>)?/i.exec(page);
  if (!head) throw new Error("no <head> to put the Content-Security-Policy in");
  const at = head.index + head[0].length;
  return `${page.slice(0, at)}<meta http-equiv="content-security-policy" content="${content}">${page.slice(at)}`;
}

const HASH = /^'sha(256|384|512)-/;

/**
 * Astro writes its islands' one rule (astro-island and its slots take no box: display: contents)
 * as a <style> in the <body>, before the first island; a <style> belongs in the <head> (HTML's
 * content model, which html-validate holds the pages to). Moved there, unchanged (its hash stays
 * in the policy).
 */
export function islandStyleInHead(html: string) {
  const style = /<style>astro-island[^<]*<\/style>/.exec(html);
  if (!style || style.index < html.indexOf("</head>")) return html;
  const page = html.slice(0, style.index) + html.slice(style.index + style[0].length);
  return page.replace("</head>", `${style[0]}</head>`);
}

const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|xml|txt|json|webmanifest)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The best levels (brotli's best is slow: docs/tests.md); part of a cached copy's key. */
const settings = {
  ".br": {
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
  ".gz": { level: zlib.constants.Z_BEST_COMPRESSION },
};
type Extension = keyof typeof settings;

const compressed = (data: Buffer, extension: Extension) =>
  extension === ".br"
    ? brotli(data, { params: { ...settings[".br"], [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } })
    : gzip(data, settings[".gz"]);

/**
 * `compressed`, kept in `cacheDir` by the hash of the file and the settings when one is given: most
 * of a build's text (the editor's script and its locales, the scripts, most pages) is byte for byte
 * the last build's, and compressing it all again cost each build its largest share of CPU (docs/tests.md).
 * Written under a temporary name and renamed, so a build beside another using the same cache never
 * reads half a file.
 */
async function compressedOnce(data: Buffer, extension: Extension, cacheDir?: string) {
  if (!cacheDir) return compressed(data, extension);
  const key = createHash("sha256").update(JSON.stringify(settings[extension])).update(data).digest("hex");
  const cached = path.join(cacheDir, key + extension);
  if (existsSync(cached)) return readFileSync(cached);
  const bytes = await compressed(data, extension);
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${cached}.${process.pid}.${randomUUID()}`;
  writeFileSync(partial, bytes);
  renameSync(partial, cached);
  return bytes;
}

/** .br and .gz beside every text file, at the best levels; kept only when smaller. */
export async function precompress(clientDir: string, cacheDir?: string) {
  const files = filePaths(clientDir).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const data = readFileSync(file);
      for (const extension of [".br", ".gz"] as const) {
        const bytes = await compressedOnce(data, extension, cacheDir);
        if (bytes.length >= data.length) continue;
        writeFileSync(file + extension, bytes);
        written++;
      }
    }),
  );
  return { files: files.length, written };
}

/** Everything above, in order, on the client build in `clientDir`; `cacheDir` keeps compressed copies. */
export async function prepareForServing(clientDir: string, cacheDir?: string) {
  // The content editor (app/admin/) carries its own policy, written with it.
  const editor = path.join(clientDir, "app/admin") + path.sep;
  const pages = filePaths(clientDir).filter((file) => file.endsWith(".html") && !file.startsWith(editor));
  for (const file of pages) {
    // The page's address: "app/buscar/index.html" is served as /app/buscar, "app/404.html" as /app/404.
    const address = `/${path.relative(clientDir, file).split(path.sep).join("/")}`.replace(/(\/index)?\.html$/, "");
    try {
      writeFileSync(file, islandStyleInHead(checkedPolicyMeta(readFileSync(file, "utf8"), address)));
    } catch (error) {
      throw new Error(`${path.relative(clientDir, file)}: ${(error as Error).message}`);
    }
  }
  writeFileSync(path.join(clientDir, "_headers"), headersFile());
  writeFileSync(path.join(clientDir, "_redirects"), redirectsFile());
  // Static hosts answer unknown paths with the root 404.html (and status 404).
  copyFileSync(path.join(clientDir, "app/404.html"), path.join(clientDir, "404.html"));
  return { pages: pages.length, ...(await precompress(clientDir, cacheDir)) };
}
