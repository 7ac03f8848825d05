// The content editor at /app/admin/: its own static page, written by the build next to the site
// (app/build-steps/index.ts, after Astro's), never a route of the site and never loaded by its pages.
// Everything it needs comes from our origin: Sveltia CMS's bundle from node_modules, its Spanish
// interface strings and its fonts, which the bundle as published would fetch from public CDNs.
import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { stringify } from "yaml";
import { adminPolicy } from "#shared/headers/headers.ts";
import { faviconPath } from "#app/config/icon.ts";

/** The editor's address, and its folder in the client build. */
export const ADMIN_PATH = "/app/admin/";
export const sveltiaDir = path.resolve("node_modules/@sveltia/cms");
const sveltiaVersion = (JSON.parse(readFileSync(path.join(sveltiaDir, "package.json"), "utf8")) as { version: string }).version;

/**
 * The CDN addresses in the published bundle and where we serve the same files instead. Each must be
 * found exactly `count` times: after an upgrade of @sveltia/cms the build stops here rather than
 * ship an editor that quietly calls a CDN (check each with the bundle's source, then update).
 */
const patches: { what: string; find: RegExp; replace: string; count: number }[] = [
  // The interface strings of every language but English (es-CO for es-PE, es-419 and es).
  { what: "interface strings", find: /`\$\{\w+\}@\$\{\w+\}\/locales`/g, replace: `\`${ADMIN_PATH}locales\``, count: 1 },
  // Source Sans 3, Noto Mono and the Material Symbols icon font.
  {
    what: "fonts",
    find: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([\w-]+?)(?::vf)?@[\d.]+\/([\w-]+\.woff2)/g,
    replace: `${ADMIN_PATH}fonts/$1-$2`,
    count: 3,
  },
  // The hourly "new version available" check: answered by the version we pinned.
  { what: "update check", find: /`\$\{\w+\}\/package\.json`/g, replace: `\`${ADMIN_PATH}version.json\``, count: 1 },
  // GitHub's status page (a third party, not GitHub's API): answered "unknown", so no banner.
  {
    what: "git host status",
    find: /https:\/\/www\.githubstatus\.com\/api\/v2\/status\.json/g,
    replace: `${ADMIN_PATH}git-host-status.json`,
    count: 1,
  },
];

/**
 * The packages the editor loads at run time from unpkg.com (`https://unpkg.com/<name>@<version>`,
 * the version its package.json asks for) that we serve from /app/admin/vendor/ instead. Only the
 * WebP encoder: Sveltia loads it where the browser cannot encode WebP itself (WebKit, Safari's
 * engine), to convert uploaded pictures. The others on that loader serve features our
 * configuration does not use (see `acceptedCdnAddresses`); they stay refused by the policy.
 */
const vendored = ["@jsquash/webp"];

/** Sveltia's run-time package loader, pointed at our copies of the `vendored` packages. */
const loaderPatch = {
  what: "run-time package loader",
  find: /`https:\/\/unpkg\.com\/\$\{(\w+)\}`/g,
  replace: `(${JSON.stringify(vendored)}.includes($1)?\`${ADMIN_PATH}vendor/\${$1}\`:\`https://unpkg.com/\${$1}\`)`,
  count: 1,
};

/** Public CDNs a script could be loaded from; an address ends where a template's `${` begins. */
const cdnAddress =
  /https:\/\/(?:unpkg\.com|cdn\.jsdelivr\.net|esm\.sh|cdnjs\.cloudflare\.com|cdn\.skypack\.dev|ga\.jspm\.io)\b[^`'"\s)$]*/g;

/**
 * The CDN addresses left in the patched bundle, with how many times each appears: each serves a
 * feature our configuration never turns on, so the editor never asks for them (and the policy
 * would refuse them if it did). Any other, or one more of these, fails the build: an upgrade's
 * new loader must be served from our origin (like `vendored`) or added here with its reason.
 */
const acceptedCdnAddresses: Record<string, number> = {
  // The run-time loader above (`https://unpkg.com/${name}`), for the packages we do not serve: maps
  // (leaflet, terra-draw), PDF previews (pdfjs-dist), SVG optimisation (svgo), EXIF reading
  // (exifr), HEIC pictures (@discourse/heic), pasting HTML (turndown), immutable.js for Decap.
  "https://unpkg.com/": 1,
  // Code blocks' syntax colouring (Shiki): our configuration has no code field.
  "https://unpkg.com/@shikijs": 1,
  "https://unpkg.com/@sveltia/ui": 1,
  // Sveltia's JSON schema (a link for developers) and the fallback for its split-off chunks.
  "https://unpkg.com/@sveltia/cms": 1,
};

/** The CDN addresses in `code` that are not accepted above (or appear more often than accepted). */
export function unexpectedCdnAddresses(code: string) {
  const counts = new Map<string, number>();
  for (const [address] of code.matchAll(cdnAddress)) counts.set(address, (counts.get(address) ?? 0) + 1);
  return [...counts]
    .filter(([address, count]) => count > (acceptedCdnAddresses[address] ?? 0))
    .map(([address, count]) => `${address} (${count}×)`);
}

/** The version range Sveltia's own package.json (inlined in its bundle) gives a dependency. */
function askedVersion(code: string, name: string) {
  const range = new RegExp(`"${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}":\`([^\`]+)\``).exec(code)?.[1];
  if (!range) throw new Error(`@sveltia/cms ${sveltiaVersion}: no version of ${name} in its bundle`);
  // As the loader does: the range without its leading ^ or ~.
  return range.replace(/^\D/, "");
}

const fonts = [
  "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2",
  "@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2",
  "@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2",
];

/**
 * Sveltia's bundle with every CDN address pointed at our own copy. Fails when an expected address
 * is missing or a new CDN address has appeared.
 */
/** The locale file Sveltia loads for every Spanish (es-PE, es-419, es): es-CO. */
const SPANISH_LOCALE_FILE = "es-CO.json";

type Strings = { [key: string]: string | Strings };

/** `extra` over `base`, group by group: a key of `extra` wins. */
const mergeStrings = (base: Strings, extra: Strings): Strings =>
  Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(extra)])].map((key) => {
      const [a, b] = [base[key], extra[key]];
      return [key, typeof a === "object" && typeof b === "object" ? mergeStrings(a, b) : (b ?? a)!];
    }),
  );

const readStrings = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Strings;

/**
 * The editor's Spanish, complete: Sveltia's own Spanish (es-CO) with, over it, the strings it lacks,
 * in Peru's Spanish (app/cms/locales/es-PE.json). admin-build.test.ts fails when an upgrade of the
 * editor brings a string of its English that this lacks.
 */
export const spanishLocale = () =>
  mergeStrings(
    readStrings(path.join(sveltiaDir, "locales", SPANISH_LOCALE_FILE)),
    readStrings(path.resolve("app/cms/locales/es-PE.json")),
  );

/** Sveltia's English strings, every one the interface may show. */
export const englishLocale = () => readStrings(path.join(sveltiaDir, "locales", "en-US.json"));

export function patchedBundle(source = readFileSync(path.join(sveltiaDir, "dist/sveltia-cms.js"), "utf8")) {
  const patched = [...patches, loaderPatch].reduce((code, { what, find, replace, count }) => {
    const found = code.match(find)?.length ?? 0;
    if (found !== count) {
      throw new Error(
        `@sveltia/cms ${sveltiaVersion}: expected ${count} ${what} address(es) to serve from our origin, found ${found}`,
      );
    }
    return code.replace(find, replace);
  }, source);
  const unexpected = unexpectedCdnAddresses(patched);
  if (unexpected.length) {
    throw new Error(
      `@sveltia/cms ${sveltiaVersion}: CDN address(es) the editor could load from, not served from our origin: ${unexpected.join(", ")} (see app/cms/admin-build.server.ts)`,
    );
  }
  return patched;
}

/**
 * Copies each `vendored` package, at the version Sveltia asks for, where the patched loader looks:
 * /app/admin/vendor/<name>@<version>/. The installed package (package.json pins it) must be that
 * version. Their bare imports become relative ones to a copy of the imported file.
 */
function writeVendored(dir: string, bundle: string) {
  // Each package's bare imports (unpkg rewrites them for its `?module` form), and the file each is.
  const bareImports: Record<string, { name: string; file: string }[]> = {
    "@jsquash/webp": [{ name: "wasm-feature-detect", file: "wasm-feature-detect/dist/esm/index.js" }],
  };
  for (const name of vendored) {
    const installed = path.resolve("node_modules", name);
    const { version } = JSON.parse(readFileSync(path.join(installed, "package.json"), "utf8")) as { version: string };
    const asked = askedVersion(bundle, name);
    if (version !== asked)
      throw new Error(`@sveltia/cms ${sveltiaVersion} loads ${name}@${asked}; package.json has ${version}: pin ${asked}`);
    const target = path.join(dir, "vendor", `${name}@${version}`);
    cpSync(installed, target, { recursive: true, filter: (file) => !/\.(d\.ts|md)$|Makefile|\/package\.json$/.test(file) });
    for (const bare of bareImports[name] ?? []) {
      const copy = `${bare.name}.js`;
      copyFileSync(path.resolve("node_modules", bare.file), path.join(target, copy));
      let rewritten = 0;
      for (const file of readdirSync(target, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"))) {
        const code = readFileSync(path.join(target, file), "utf8");
        const from = `from '${bare.name}'`;
        if (!code.includes(from)) continue;
        const relative = path.posix.relative(path.posix.dirname(file.split(path.sep).join("/")), copy);
        writeFileSync(
          path.join(target, file),
          code.replaceAll(from, `from '${relative.startsWith(".") ? relative : `./${relative}`}'`),
        );
        rewritten++;
      }
      if (!rewritten) throw new Error(`${name}@${version}: no file imports ${bare.name} any more; update bareImports`);
    }
  }
}

/**
 * The site's own stylesheet in the client build (Vite names it app-<hash>.css), for the editor's
 * preview pane: an entry is previewed in the site's typography and colours. Exactly one: a second
 * would mean the build's CSS is split and the preview would miss part of it.
 */
export function siteStylesheet(clientDir: string) {
  const home = readFileSync(path.join(clientDir, "app/index.html"), "utf8");
  const found = [...home.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
  if (found.length !== 1)
    throw new Error(`content editor: expected one stylesheet in the home page for the preview, found ${found.length}`);
  return found[0]!;
}

/**
 * Runs after the bundle, before any entry is opened: a file, since the page's policy allows no
 * inline script. JSON.stringify writes the address as a JavaScript string literal.
 */
const previewScript = (stylesheets: string[]) =>
  `// Generated by the build (app/cms/admin-build.server.ts).\n${stylesheets.map((url) => `CMS.registerPreviewStyle(${JSON.stringify(url)});\n`).join("")}`;

const page = (title: string) => `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${adminPolicy()}">
<meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<!-- The site's icon: without one, the browser asks for /favicon.ico, which is not there (404). -->
<link rel="icon" href="${faviconPath}" type="image/svg+xml">
<link rel="cms-config-url" type="application/yaml" href="${ADMIN_PATH}config.yml">
<script src="${ADMIN_PATH}sveltia-cms-${sveltiaVersion}.js"></script>
<script src="${ADMIN_PATH}preview.js"></script>
</head>
<body></body>
</html>
`;

/** Writes the editor into the client build; returns its compressed size for the build's log. */
export function writeAdmin(clientDir: string, config: { app_title: string }) {
  const dir = path.join(clientDir, ADMIN_PATH);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "locales"), { recursive: true });
  mkdirSync(path.join(dir, "fonts"), { recursive: true });
  // Absolute addresses throughout, so /app/admin (no slash) works as well as /app/admin/.
  writeFileSync(path.join(dir, "index.html"), page(config.app_title));
  writeFileSync(
    path.join(dir, "config.yml"),
    `# Generated by the build from app/cms/ (the content schema): edit those files, not this one.\n${stringify(config)}`,
  );
  const bundle = patchedBundle();
  writeFileSync(path.join(dir, `sveltia-cms-${sveltiaVersion}.js`), bundle);
  writeVendored(dir, bundle);
  // The site's stylesheet, then the few rules that fit Sveltia's preview markup to it.
  copyFileSync(path.resolve("app/cms/preview.css"), path.join(dir, "preview.css"));
  writeFileSync(path.join(dir, "preview.js"), previewScript([siteStylesheet(clientDir), `${ADMIN_PATH}preview.css`]));
  writeFileSync(path.join(dir, "version.json"), JSON.stringify({ version: sveltiaVersion }));
  writeFileSync(path.join(dir, "git-host-status.json"), JSON.stringify({ status: { indicator: "unknown" } }));
  for (const file of readdirSync(path.join(sveltiaDir, "locales"))) {
    copyFileSync(path.join(sveltiaDir, "locales", file), path.join(dir, "locales", file));
  }
  writeFileSync(path.join(dir, "locales", SPANISH_LOCALE_FILE), JSON.stringify(spanishLocale()));
  for (const font of fonts) {
    // The bundle asks for <family>-<file> (see `patches`); the packages name the file <family>-<file> too.
    copyFileSync(path.resolve("node_modules", font), path.join(dir, "fonts", path.basename(font)));
  }
}
