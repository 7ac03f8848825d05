// The one source of truth for the HTTP headers the site is served with, and for its Content
// Security Policy. From it come: the nginx snippets in deploy/nginx/ (`npm run deploy:nginx`, checked
// by deploy/headers.test.ts), the `_headers` file the build writes for static hosts and CDNs, the
// Cache-Control of `npm start` (server/app.ts), and the per-page CSP <meta> the build writes into
// every prerendered page (deploy/postbuild.ts).

/** Hashed build assets (file names change with their content): cached for a year, never revalidated. */
export const ASSETS_PREFIX = "/app/assets/";

export const cacheControl = {
  assets: "public, max-age=31536000, immutable",
  /** Pages, route data (.data), images, robots.txt and the not-found page: revalidated on every use. */
  other: "no-cache",
};

export const cacheControlFor = (pathname: string) => (pathname.startsWith(ASSETS_PREFIX) ? cacheControl.assets : cacheControl.other);

/**
 * The part of the policy sent as a header on every response. It holds only what a page's <meta>
 * policy cannot say (frame-ancestors is ignored in <meta>) or should also cover non-HTML responses;
 * the script, style and connection rules are per page, in the <meta> (see pagePolicy). Both
 * policies are enforced together, so a resource must pass both.
 */
type Directives = Record<string, string[]>;

const headerDirectives: Directives = {
  "base-uri": ["'none'"],
  "object-src": ["'none'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/**
 * Browser features the site does not use, denied to it and to the map frame. Only names Chromium
 * knows: it reports an unknown name as an error in the developer console of every page.
 */
const deniedFeatures = [
  "accelerometer",
  "autoplay",
  "camera",
  "clipboard-read",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

/** Sent on every response: pages, assets, redirects and errors alike. */
export const securityHeaders = {
  // One year; subdomains included. Add "; preload" only once every subdomain serves HTTPS.
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy": deniedFeatures.map((feature) => `${feature}=()`).join(", "),
  "Content-Security-Policy": serializePolicy(headerDirectives),
  // For browsers older than frame-ancestors.
  "X-Frame-Options": "DENY",
};

function serializePolicy(directives: Directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/**
 * A page's own policy, written into its <head> by the build. `scriptHashes`: the page's inline
 * scripts; `styleHashes` / `styleAttributeHashes`: its <style> elements and style="" attributes (none
 * today); `connectOrigins`: where the contact form posts besides the page's own origin;
 * `frameOrigins`: the map's origin; `wasm`: the page compiles WebAssembly (see wasmPages).
 */
export interface PageSources {
  scriptHashes: string[];
  styleHashes?: string[];
  styleAttributeHashes?: string[];
  connectOrigins?: string[];
  frameOrigins?: string[];
  wasm?: boolean;
}

export function pagePolicy({
  scriptHashes,
  styleHashes = [],
  styleAttributeHashes = [],
  connectOrigins = [],
  frameOrigins = [],
  wasm = false,
}: PageSources) {
  // frame-ancestors is ignored in a <meta> policy, with a console error: it stays in the header only.
  const shared = Object.fromEntries(Object.entries(headerDirectives).filter(([name]) => name !== "frame-ancestors"));
  return serializePolicy({
    "default-src": ["'none'"],
    // Module chunks from /app/assets/ and exactly the inline scripts the prerender wrote
    // (hydration data and the router's bootstrap); no 'unsafe-inline', no eval.
    // 'wasm-unsafe-eval' allows compiling WebAssembly and nothing else (no eval, no new Function).
    "script-src": ["'self'", ...(wasm ? ["'wasm-unsafe-eval'"] : []), ...scriptHashes],
    "style-src": [
      "'self'",
      ...styleHashes,
      // 'unsafe-hashes' lets through exactly the hashed attribute values, nothing else.
      ...(styleAttributeHashes.length ? ["'unsafe-hashes'", ...styleAttributeHashes] : []),
    ],
    "img-src": ["'self'"],
    "font-src": ["'self'"],
    // 'self': client-side navigation fetches each page's route data (/app/<path>.data) from the
    // site's own origin, and without EmailJS ids the form posts to the same origin (the local sink).
    // Plus the configured EmailJS origin, and nothing else.
    "connect-src": ["'self'", ...connectOrigins],
    "frame-src": frameOrigins.length ? frameOrigins : ["'none'"],
    ...shared,
  });
}

/**
 * The content editor's policy (/app/admin/, app/cms/admin-build.server.ts), written into its page
 * like every page's own. The editor talks to GitHub's API and to nothing else outside the site.
 */
export function adminPolicy({ gitHostApi = "https://api.github.com" }: { gitHostApi?: string } = {}) {
  const shared = Object.fromEntries(Object.entries(headerDirectives).filter(([name]) => name !== "frame-ancestors"));
  return serializePolicy({
    "default-src": ["'none'"],
    // The editor's own bundle, served from /app/admin/; no inline script, no eval. WebAssembly: the
    // WebP encoder the editor loads where the browser cannot encode WebP itself (Safari's engine).
    "script-src": ["'self'", "'wasm-unsafe-eval'"],
    // Svelte writes each component's styles into <style> elements as it renders them.
    "style-src": ["'self'", "'unsafe-inline'"],
    // Pictures picked or uploaded are previewed as blob: URLs; signed-in editors' GitHub avatars.
    "img-src": ["'self'", "blob:", "data:", "https://avatars.githubusercontent.com"],
    "font-src": ["'self'"],
    // data:: the editor reads its own built-in logo with fetch().
    "connect-src": ["'self'", "blob:", "data:", gitHostApi],
    ...shared,
  });
}

/**
 * The pages allowed to compile WebAssembly, by path: the site search, whose index reader
 * (/app/pagefind/pagefind.js) is WebAssembly. It runs in a worker, whose policy comes from its own
 * response headers; the page needs it when the reader falls back to the page's own thread. Its
 * requests for the index are same-origin, which connect-src 'self' already allows.
 */
export const wasmPages = ["/app/buscar"];

/** nginx's string syntax: the values here never need escaping; refuse any that would. */
function nginxString(value: string) {
  if (/["\\$]/.test(value)) throw new Error(`deploy/headers.ts: cannot put ${value} in an nginx string`);
  return `"${value}"`;
}

const GENERATED = "# Generated from deploy/headers.ts by `npm run deploy:nginx`: edit that file, not this one.";

/** The nginx map that picks Cache-Control by path (http context). */
export function nginxCacheControlMap() {
  return [
    GENERATED,
    "# Cache-Control by path, for the add_header in generated-headers.conf. $uri is the path finally",
    "# served, so an unknown asset answered with the not-found page gets that page's no-cache.",
    "map $uri $alborada_cache_control {",
    `    default ${nginxString(cacheControl.other)};`,
    `    ~^${ASSETS_PREFIX} ${nginxString(cacheControl.assets)};`,
    "}",
    "",
  ].join("\n");
}

/** The nginx add_header lines (server context). */
export function nginxHeaders() {
  return [
    GENERATED,
    "# Every response, errors included (always). These are the server's only add_header lines: a",
    "# location with an add_header of its own would silently drop all of them.",
    ...Object.entries(securityHeaders).map(([name, value]) => `add_header ${name} ${nginxString(value)} always;`),
    "add_header Cache-Control $alborada_cache_control always;",
    "",
  ].join("\n");
}

/**
 * The `_headers` file of Netlify, Cloudflare Pages and other static hosts. Those hosts join the
 * values of a header set by two matching rules with commas, so Cache-Control is set only for the
 * assets; pages and route data keep the host's default, which revalidates (Netlify and Cloudflare
 * send `max-age=0, must-revalidate`, the same as no-cache).
 */
export function headersFile() {
  const block = (pattern: string, headers: Record<string, string>) => [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
  return [
    "# Generated by the build from deploy/headers.ts: the headers nginx sends (deploy/nginx/).",
    ...block("/*", securityHeaders),
    ...block(`${ASSETS_PREFIX}*`, { "Cache-Control": cacheControl.assets }),
    "",
  ].join("\n");
}

/** The `_redirects` file of the same hosts: the domain's root opens the site, as nginx does. */
export function redirectsFile() {
  return ["# Generated by the build (deploy/headers.ts).", "/ /app/ 302", ""].join("\n");
}

/** The snippets in deploy/nginx/ generated from this file, by name. */
export const generatedNginxFiles = () => ({
  "generated-cache-control.conf": nginxCacheControlMap(),
  "generated-headers.conf": nginxHeaders(),
});
