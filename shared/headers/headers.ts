// The one source of truth for the HTTP headers the site is served with, and for its Content
// Security Policy. From it come: the nginx snippets in deploy/nginx/ (`npm run deploy:nginx`, checked
// by shared/headers/headers.test.ts), the `_headers` file the build writes for static hosts and CDNs, the
// headers of `npm start` (server/app.ts), and each page's CSP <meta>, which Astro writes with its
// hashes from the directives here (astro.config.ts, checked by app/build-steps/postbuild.ts).
import { createHash } from "node:crypto";
import type { AstroUserConfig } from "astro";

type AstroCsp = Exclude<NonNullable<AstroUserConfig["security"]>["csp"], boolean | undefined>;

/** Hashed build assets (file names change with their content): cached for a year, never revalidated. */
export const ASSETS_PREFIX = "/app/assets/";

/**
 * The paths the Node service answers (server/): the complaints book's API, the staff back
 * office and the booking pages (server/booking/). nginx passes them to it (deploy/nginx/service-proxy.conf); nothing there is cached.
 */
export const SERVICE_PREFIXES = ["/app/api/", "/app/gestion/", "/app/reservar-cita/"];

export const cacheControl = {
  assets: "public, max-age=31536000, immutable",
  /** The service's answers: personal data, never stored by a browser or a proxy. */
  service: "no-store",
  /** Pages, pictures in public/, the sitemap, robots.txt and the not-found page: revalidated on every use. */
  other: "no-cache",
};

/**
 * The staff back office (server/back-office/): its pages and its API, answered by the service, with
 * their own headers (backOfficeHeaders).
 */
export const BACK_OFFICE_PATH = /^\/app\/(api\/)?gestion(\/|$)/;
export const isBackOfficePath = (pathname: string) => BACK_OFFICE_PATH.test(pathname);

export const cacheControlFor = (pathname: string) =>
  pathname.startsWith(ASSETS_PREFIX)
    ? cacheControl.assets
    : SERVICE_PREFIXES.some((prefix) => pathname.startsWith(prefix))
      ? cacheControl.service
      : cacheControl.other;

/**
 * The part of the policy sent as a header on every response. It holds only what a page's <meta>
 * policy cannot say (frame-ancestors is ignored in <meta>) or should also cover non-HTML responses;
 * the script, style and connection rules are per page, in the <meta> (see pageDirectives). Both
 * policies are enforced together, so a resource must pass both.
 */
export type Directives = Record<string, string[]>;

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
  // No X-Frame-Options: frame-ancestors 'none' (above) replaces it in every browser since 2016, and
  // its 26 bytes on every response counted against the first round trip (e2e/budgets.ts).
};

/**
 * The content editor's page (app/cms/admin-build.server.ts), and only its page (not the bundle and
 * files beside it): its «Iniciar sesión con GitHub» opens the sign-in handler in a popup on another
 * origin, which posts the token back to its opener. Under `same-origin` the browser severs the two
 * windows (the popup has no opener, and the editor sees it as closed at once), so this page alone
 * keeps the link to the popups it opens. Every other response keeps `same-origin`.
 */
export const EDITOR_PAGES = ["/app/admin/", "/app/admin"];
const editorPageHeaders: Partial<typeof securityHeaders> = {
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  // The preview pane's frame (a blob: document that inherits this page's policies) sets <base> to
  // the site's origin, so that what it shows resolves against the site: base-uri 'self' here only.
  "Content-Security-Policy": serializePolicy({ ...headerDirectives, "base-uri": ["'self'"] }),
};

/**
 * The back office's headers: the site's, with its own strict policy (its scripts and styles are
 * files of its own, nothing inline), passkeys allowed for itself only (the site denies them to
 * every other page), noindex, and no caching.
 */
export const backOfficeHeaders = {
  ...securityHeaders,
  "Permissions-Policy": [
    ...deniedFeatures.filter((feature) => feature !== "publickey-credentials-get").map((feature) => `${feature}=()`),
    "publickey-credentials-create=(self)",
    "publickey-credentials-get=(self)",
  ].join(", "),
  "Content-Security-Policy": serializePolicy({
    "default-src": ["'none'"],
    "script-src": ["'self'"],
    "style-src": ["'self'"],
    "img-src": ["'self'"],
    "connect-src": ["'self'"],
    ...headerDirectives,
  }),
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": cacheControl.service,
};

/**
 * The security headers of the response at `pathname`: what every server (nginx, `npm start`) sends.
 * The editor's page and the back office differ from the rest (see above); Cache-Control is apart
 * (cacheControlFor).
 */
export function headersFor(pathname: string): Record<string, string> {
  if (EDITOR_PAGES.includes(pathname)) return { ...securityHeaders, ...editorPageHeaders };
  if (isBackOfficePath(pathname)) return backOfficeSecurityHeaders;
  return securityHeaders;
}

/** The back office's headers but Cache-Control, which every server takes from cacheControlFor. */
const backOfficeSecurityHeaders: Record<string, string> = Object.fromEntries(
  Object.entries(backOfficeHeaders).filter(([name]) => name !== "Cache-Control"),
);

export function serializePolicy(directives: Directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/** What a page's policy depends on besides the page itself: the clinic's facts (app/config/site.ts). */
export interface SiteFacts {
  /** Where the contact form posts; "" or none: the page's own origin (the local sink). */
  emailjsOrigin?: string;
  mapEmbedUrl: string;
}

/**
 * Each page's own policy, which Astro writes into the page as a <meta> (security.csp in
 * astro.config.ts): these directives, plus script-src and style-src with the sha256 of every script
 * and style Astro renders (its island runtime, its styles) and of the layout's own inline scripts
 * (app/layouts/page.astro). No 'unsafe-inline', no eval. JSON-LD is a data block the browser never
 * runs, so CSP does not apply to it. app/build-steps/postbuild.ts checks each built page against this.
 */
export function pageDirectives({ emailjsOrigin, mapEmbedUrl }: SiteFacts): Directives {
  // frame-ancestors is ignored in a <meta> policy, with a console error: it stays in the header only.
  const shared = Object.fromEntries(Object.entries(headerDirectives).filter(([name]) => name !== "frame-ancestors"));
  return {
    "default-src": ["'none'"],
    "img-src": ["'self'"],
    "font-src": ["'self'"],
    // 'self': without EmailJS ids the form posts to the same origin (the local sink), and the site
    // search fetches its index from it. Plus the configured EmailJS origin, and nothing else.
    "connect-src": ["'self'", ...(emailjsOrigin ? [new URL(emailjsOrigin).origin] : [])],
    "frame-src": [new URL(mapEmbedUrl).origin],
    ...shared,
  };
}

/** Scripts and style sheets: files from the site itself (/app/assets/), and the hashes Astro adds. */
export const pageScriptSources = ["'self'"];
export const pageStyleSources = ["'self'"];

/**
 * The pages allowed to compile WebAssembly, by path: the site search, whose index reader
 * (/app/pagefind/pagefind.js) is WebAssembly. It runs in a worker, whose policy comes from its own
 * response headers; the page needs it when the reader falls back to the page's own thread. Its
 * requests for the index are same-origin, which connect-src 'self' already allows.
 */
export const wasmPages = ["/app/buscar"];

/**
 * What the page at `pathname` adds to script-src (the layout gives it to Astro's Astro.csp):
 * 'wasm-unsafe-eval' on the pages above, which allows compiling WebAssembly and nothing else (no
 * eval, no new Function).
 */
export const extraScriptSources = (pathname: string) =>
  wasmPages.includes(pathname.replace(/(.)\/$/, "$1")) ? ["'wasm-unsafe-eval'"] : [];

/** Astro's `security.csp` for the site's pages (astro.config.ts): the policy above. */
export function astroCsp(facts: SiteFacts) {
  return {
    algorithm: "SHA-256",
    // Astro types each directive by its name (`img-src${string}`): these are the names above.
    directives: Object.entries(pageDirectives(facts)).map(
      ([name, sources]) => [name, ...sources].join(" ") as NonNullable<AstroCsp["directives"]>[number],
    ),
    scriptDirective: { resources: pageScriptSources },
    styleDirective: { resources: pageStyleSources },
  } satisfies AstroCsp;
}

/** The CSP source of an inline script's or style's text ("sha256-…", unquoted as Astro takes it), as browsers hash it. */
export const cspHash = (text: string) =>
  `sha256-${createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64")}`;

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
    // The preview pane: a frame whose document the editor writes as a blob: (it links the site's
    // stylesheet, app/cms/admin-build.server.ts) with a <base> at the site's origin (see
    // editorPageHeaders). Nothing else may be framed.
    "frame-src": ["blob:"],
    ...shared,
    "base-uri": ["'self'"],
  });
}

/** nginx's string syntax: the values here never need escaping; refuse any that would. */
function nginxString(value: string) {
  if (/["\\$]/.test(value)) throw new Error(`shared/headers/headers.ts: cannot put ${value} in an nginx string`);
  return `"${value}"`;
}

const GENERATED = "# Generated from shared/headers/headers.ts by `npm run deploy:nginx`: edit that file, not this one.";

/**
 * Whether a request is for the back office, on nginx's normalised path ($uri: %-escapes decoded,
 * slashes merged, dot segments resolved), the path nginx chose the location by: /app/%67estion/
 * reaches the service as /app/gestion/ and must carry the back office's headers.
 */
const NGINX_BACK_OFFICE_VARIABLE = "$alborada_back_office";
const NGINX_PER_PATH_KEY = `"${NGINX_BACK_OFFICE_VARIABLE}$request_uri"`;

/**
 * The paths whose headers differ from the site's, as nginx patterns on NGINX_PER_PATH_KEY: "1" for
 * the back office (by $uri, above), else "0" and $request_uri (the path and query as asked for:
 * $uri becomes /app/admin/index.html once the editor's page is served), with the headers they
 * change. A path is written into the regex as it is: refuse any that holds a character a regex or
 * nginx would read otherwise.
 */
function nginxPathGroups(): { pattern: string; headers: Record<string, string> }[] {
  const editorPaths = [...new Set(EDITOR_PAGES.map((page) => page.replace(/\/$/, "")))];
  if (editorPaths.some((page) => !/^[\w/-]+$/.test(page)))
    throw new Error(`shared/headers/headers.ts: cannot match ${editorPaths.join(", ")} in nginx`);
  return [
    { pattern: `~^0(?:${editorPaths.join("|")})/?(?:[?]|$)`, headers: editorPageHeaders as Record<string, string> },
    // BACK_OFFICE_PATH, on the normalised path.
    { pattern: "~^1", headers: backOfficeSecurityHeaders },
  ];
}

/** The headers some path sends differently, each with the nginx variable that holds it. */
function nginxPerPathHeaders() {
  const site = securityHeaders as Record<string, string>;
  const names = [
    ...new Set(
      nginxPathGroups().flatMap((group) => Object.keys(group.headers).filter((name) => group.headers[name] !== site[name])),
    ),
  ];
  return Object.fromEntries(names.map((name) => [name, `$alborada_${name.toLowerCase().replaceAll("-", "_")}`]));
}

/** The nginx maps that pick Cache-Control, and the headers that differ by path, by path (http context). */
export function nginxCacheControlMap() {
  const site = securityHeaders as Record<string, string>;
  return [
    GENERATED,
    "# Cache-Control by path, for the add_header in generated-headers.conf. $uri is the path finally",
    "# served, so an unknown asset answered with the not-found page gets that page's no-cache.",
    "map $uri $alborada_cache_control {",
    `    default ${nginxString(cacheControl.other)};`,
    `    ~^${ASSETS_PREFIX} ${nginxString(cacheControl.assets)};`,
    ...SERVICE_PREFIXES.map((prefix) => `    ~^${prefix} ${nginxString(cacheControl.service)};`),
    "}",
    "",
    "# The back office (/app/gestion/, /app/api/gestion/) by the normalised path nginx routes by, so",
    "# an escaped or dotted spelling of it (/app/%67estion/) is the back office too.",
    `map $uri ${NGINX_BACK_OFFICE_VARIABLE} {`,
    "    default 0;",
    "    ~^/app/(api/)?gestion(/|$) 1;",
    "}",
    "",
    "# The headers the content editor's page (EDITOR_PAGES) and the back office (its own policy,",
    "# passkeys for itself, noindex) send in their own way. An empty value sends no header.",
    ...Object.entries(nginxPerPathHeaders()).flatMap(([name, variable]) => [
      `map ${NGINX_PER_PATH_KEY} ${variable} {`,
      `    default ${site[name] ? nginxString(site[name]) : '""'};`,
      ...nginxPathGroups().flatMap(({ pattern, headers }) =>
        headers[name] && headers[name] !== site[name] ? [`    ${pattern} ${nginxString(headers[name])};`] : [],
      ),
      "}",
    ]),
    "",
  ].join("\n");
}

/** The nginx add_header lines (server context). */
export function nginxHeaders() {
  const perPath = nginxPerPathHeaders();
  return [
    GENERATED,
    "# Every response, errors included (always). These are the server's only add_header lines: a",
    "# location with an add_header of its own would silently drop all of them. Variables are by path",
    "# (generated-cache-control.conf); an empty one sends no header.",
    ...Object.entries({ ...securityHeaders, "X-Robots-Tag": "" }).map(
      ([name, value]) => `add_header ${name} ${perPath[name] ?? nginxString(value)} always;`,
    ),
    "add_header Cache-Control $alborada_cache_control always;",
    "",
  ].join("\n");
}

/**
 * The `_headers` file of Netlify, Cloudflare Pages and other static hosts. Those hosts join the
 * values of a header set by two matching rules with commas, so Cache-Control is set only for the
 * assets; pages keep the host's default, which revalidates (Netlify and Cloudflare
 * send `max-age=0, must-revalidate`, the same as no-cache).
 */
export function headersFile() {
  const block = (pattern: string, headers: Record<string, string>) => [
    pattern,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ];
  return [
    "# Generated by the build from shared/headers/headers.ts: the headers nginx sends (deploy/nginx/).",
    ...block("/*", securityHeaders),
    ...block(`${ASSETS_PREFIX}*`, { "Cache-Control": cacheControl.assets }),
    // The editor's page: a later, more particular rule replaces the value of `/*` on Netlify. Cloudflare
    // Pages joins the two values instead; see docs/decisions/0006-content-editor-sign-in.md.
    ...EDITOR_PAGES.flatMap((page) => block(page, editorPageHeaders)),
    "",
  ].join("\n");
}

/** The `_redirects` file of the same hosts: the domain's root opens the site, as nginx does. */
export function redirectsFile() {
  return ["# Generated by the build (shared/headers/headers.ts).", "/ /app/ 302", ""].join("\n");
}

/**
 * For the locations passed to the service: nginx adds the headers above to every response, so
 * the service's own copies are hidden (one of each reaches the browser). Its
 * Content-Security-Policy is kept: its answer pages have a stricter one, enforced with nginx's.
 */
export function nginxServiceHeaders() {
  return [
    GENERATED,
    "# Included by service-proxy.conf: hides the service's copies of the headers nginx adds itself.",
    ...[
      ...Object.keys(securityHeaders).filter((name) => name !== "Content-Security-Policy"),
      "X-Robots-Tag",
      "Cache-Control",
    ].map((name) => `proxy_hide_header ${name};`),
    "",
  ].join("\n");
}

/** The snippets in deploy/nginx/ generated from this file, by name. */
export const generatedNginxFiles = () => ({
  "generated-cache-control.conf": nginxCacheControlMap(),
  "generated-headers.conf": nginxHeaders(),
  "generated-service-headers.conf": nginxServiceHeaders(),
});
