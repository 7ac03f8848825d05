import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  astroCsp,
  backOfficeHeaders,
  cacheControl,
  cspHash,
  EDITOR_PAGES,
  extraScriptSources,
  generatedNginxFiles,
  headersFile,
  headersFor,
  pageDirectives,
  securityHeaders,
  serializePolicy,
  wasmPages,
} from "./headers.ts";

const nginxFile = (name: string) => readFileSync(new URL(`../../deploy/nginx/${name}`, import.meta.url), "utf8");

/** The add_header lines of an nginx snippet, by header name. */
function nginxAddHeaders(text: string): Record<string, string> {
  return Object.fromEntries(
    [...text.matchAll(/^add_header (\S+) (?:"([^"]*)"|(\$\w+)) always;$/gm)].map(([, name, value, variable]) => [
      name!,
      value ?? variable!,
    ]),
  );
}

/**
 * nginx's $uri for a request target: the path without its query, %-escapes decoded, slashes merged
 * and dot segments resolved (what nginx routes by).
 */
function nginxUri(requestUri: string): string {
  const path = decodeURIComponent(requestUri.split("?")[0]!).replace(/\/{2,}/g, "/");
  const segments: string[] = [];
  for (const segment of path.split("/").slice(1)) {
    if (segment === "..") segments.pop();
    else if (segment !== ".") segments.push(segment);
  }
  return `/${segments.join("/")}`;
}

/**
 * The headers nginx sends for a request target: the add_header lines, their variables resolved
 * through the maps, each on its own source ($uri, $request_uri, or a string of variables).
 */
function nginxHeadersFor(requestUri: string): Record<string, string> {
  const maps = new Map<string, { source: string; entries: [pattern: RegExp | "default", value: string][] }>();
  for (const [, source, variable, body] of nginxFile("generated-cache-control.conf").matchAll(
    /^map (\$\w+|"[^"]+") (\$\w+) \{\n([\s\S]*?)^\}/gm,
  )) {
    const entries = [...body!.matchAll(/^\s+(default|~\S+) "?([^"]*?)"?;$/gm)].map(
      ([, key, value]) => [key === "default" ? "default" : new RegExp(key!.slice(1)), value!] as [RegExp | "default", string],
    );
    maps.set(variable!, { source: source!.replaceAll('"', ""), entries });
  }
  const variables: Record<string, string> = { $uri: nginxUri(requestUri), $request_uri: requestUri };
  const expand = (text: string): string => text.replace(/\$\w+/g, (name) => resolve(name));
  function resolve(value: string): string {
    if (!value.startsWith("$")) return value;
    if (value in variables) return variables[value]!;
    const { source, entries } = maps.get(value)!;
    const key = expand(source);
    // nginx tries regular expressions in order; the default applies when none matches.
    return (
      entries.find(([pattern]) => pattern !== "default" && pattern.test(key))?.[1] ??
      entries.find(([pattern]) => pattern === "default")![1]
    );
  }
  const headers = Object.entries(nginxAddHeaders(nginxFile("generated-headers.conf"))).map(
    ([name, value]) => [name, resolve(value)] as const,
  );
  // nginx sends no header whose value is empty.
  return Object.fromEntries(headers.filter(([, value]) => value !== ""));
}

/** The rules of a `_headers` file: path pattern → headers. */
function headersFileRules(text: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    if (!line.startsWith(" ")) rules[line] = current = {};
    else {
      const [, name, value] = /^\s+([^:]+):\s*(.*)$/.exec(line)!;
      current![name!] = value!;
    }
  }
  return rules;
}

describe("the nginx snippets", () => {
  it("are the ones shared/headers/headers.ts generates (else run `npm run deploy:nginx`)", () => {
    for (const [name, text] of Object.entries(generatedNginxFiles())) expect(nginxFile(name), name).toBe(text);
  });

  it("send every security header, and Cache-Control, from the server level only", () => {
    const { "Cache-Control": cache, ...headers } = nginxHeadersFor("/app/servicios/");
    expect(headers).toEqual(securityHeaders);
    expect(cache).toBe(cacheControl.other);
    expect(nginxHeadersFor("/app/assets/x-123.js")["Cache-Control"]).toBe(cacheControl.assets);
    const server = nginxFile("server.conf");
    expect(server).toContain("include snippets/alborada/generated-headers.conf;");
    // An add_header in a location would replace, not extend, the inherited ones.
    expect(server).not.toMatch(/^\s*add_header/m);
  });
});

describe("the content editor's page", () => {
  it("alone keeps its link to the sign-in popup (same-origin-allow-popups); every other path keeps same-origin", () => {
    expect(securityHeaders["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    const editorPolicy = securityHeaders["Content-Security-Policy"].replace("base-uri 'none'", "base-uri 'self'");
    for (const page of ["/app/admin/", "/app/admin"]) {
      expect(headersFor(page)).toEqual({
        ...securityHeaders,
        "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
        "Content-Security-Policy": editorPolicy,
      });
    }
    for (const other of [
      "/app/",
      "/app/servicios/cirugias",
      "/app/admin/config.yml",
      "/app/admin/index.html",
      "/app/administrar",
      "/app/assets/app.css",
      "/",
    ]) {
      expect(headersFor(other), other).toEqual(securityHeaders);
    }
  });

  it("gets the same headers from nginx, by the request's path as asked for", () => {
    expect(nginxHeadersFor("/app/admin/")).toEqual({ ...headersFor("/app/admin/"), "Cache-Control": cacheControl.other });
    for (const page of ["/app/admin", "/app/admin/?desde=guia"])
      expect(nginxHeadersFor(page)["Cross-Origin-Opener-Policy"], page).toBe("same-origin-allow-popups");
    for (const other of [
      "/app/",
      "/app/admin/config.yml",
      "/app/admin/index.html",
      "/app/administrar",
      "/app/admin/#/",
      "/app/servicios/cirugias?admin",
    ]) {
      expect(nginxHeadersFor(other)["Cross-Origin-Opener-Policy"], other).toBe("same-origin");
      expect(nginxHeadersFor(other)["Content-Security-Policy"], other).toBe(securityHeaders["Content-Security-Policy"]);
    }
  });

  it("gets them in the _headers file, in a rule after the site's", () => {
    const rules = headersFileRules(headersFile());
    for (const page of EDITOR_PAGES) {
      expect(rules[page]).toEqual({
        "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
        "Content-Security-Policy": headersFor(page)["Content-Security-Policy"],
      });
    }
    expect(rules["/*"]!["Cross-Origin-Opener-Policy"]).toBe("same-origin");
  });
});

describe("the back office's headers", () => {
  it("are the ones nginx sends under /app/gestion/ and /app/api/gestion/, and only there", () => {
    for (const path of ["/app/gestion/", "/app/gestion/entrar", "/app/api/gestion/entrada/opciones"])
      expect(nginxHeadersFor(path), path).toEqual(backOfficeHeaders);
    for (const path of ["/app/gestiones/", "/app/servicios/gestion/"])
      expect(nginxHeadersFor(path), path).not.toHaveProperty("X-Robots-Tag");
  });

  it("allow passkeys for the back office itself only, deny them to every other page, and keep a strict policy", () => {
    expect(backOfficeHeaders["Permissions-Policy"]).toContain("publickey-credentials-get=(self)");
    expect(backOfficeHeaders["Permissions-Policy"]).toContain("publickey-credentials-create=(self)");
    expect(backOfficeHeaders["Permissions-Policy"]).not.toContain("publickey-credentials-get=()");
    expect(securityHeaders["Permissions-Policy"]).toContain("publickey-credentials-get=()");
    expect(backOfficeHeaders["Content-Security-Policy"].split("; ")).toEqual(
      expect.arrayContaining([
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        "connect-src 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ]),
    );
    expect(backOfficeHeaders["Content-Security-Policy"]).not.toContain("unsafe");
    expect(backOfficeHeaders["X-Robots-Tag"]).toContain("noindex");
  });
});

describe("the back office through nginx, however its path is spelled", () => {
  it("carries the back office's headers on the path nginx routes by (issue 32: /app/%67estion/)", () => {
    const expected = nginxHeadersFor("/app/gestion/entrar");
    expect(expected["X-Robots-Tag"]).toBe(backOfficeHeaders["X-Robots-Tag"]);
    expect(expected["Permissions-Policy"]).toBe(backOfficeHeaders["Permissions-Policy"]);
    for (const spelling of [
      "/app/%67estion/entrar",
      "/app/%67%65stion/entrar?x=1",
      "/app//gestion/entrar",
      "/app/./gestion/entrar",
      "/app/x/../gestion/entrar",
      "/app/api/%67estion/sesion",
    ]) {
      expect(nginxHeadersFor(spelling), spelling).toEqual(expected);
    }
    // The site's pages, and the editor's page, keep theirs.
    expect(nginxHeadersFor("/app/servicios/")["X-Robots-Tag"]).toBeUndefined();
    expect(nginxHeadersFor("/app/gestionar")["X-Robots-Tag"]).toBeUndefined();
    expect(nginxHeadersFor("/app/admin/")["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
  });
});

describe("the _headers file for static hosts", () => {
  it("holds the same headers as the nginx snippets", () => {
    const rules = headersFileRules(headersFile());
    // The site's pages (static hosts do not serve the back office).
    const nginxHeaders = nginxHeadersFor("/app/servicios/");
    // Cache-Control apart: static hosts would join a second value to the assets' one.
    expect(rules["/*"]).not.toHaveProperty("Cache-Control");
    expect({ ...rules["/*"], "Cache-Control": nginxHeaders["Cache-Control"] }).toEqual(nginxHeaders);
    const map = nginxFile("generated-cache-control.conf");
    const assets = /~\^(\S+) "([^"]+)";/.exec(map)!;
    expect(rules[`${assets[1]}*`]).toEqual({ "Cache-Control": assets[2] });
    expect(map).toContain(`default "${cacheControl.other}";`);
    expect(Object.keys(rules)).toEqual(["/*", `${assets[1]}*`, ...EDITOR_PAGES]);
  });
});

describe("the policy", () => {
  it("keeps HSTS for at least six months, subdomains included", () => {
    const hsts = securityHeaders["Strict-Transport-Security"];
    expect(Number(/max-age=(\d+)/.exec(hsts)![1])).toBeGreaterThanOrEqual(183 * 24 * 3600);
    expect(hsts).toContain("includeSubDomains");
  });

  it("forbids framing, plugins and <base> in the header", () => {
    const csp = securityHeaders["Content-Security-Policy"];
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'"]) expect(csp).toContain(directive);
  });

  const facts = { emailjsOrigin: "https://api.emailjs.com/", mapEmbedUrl: "https://www.google.com/maps?q=Lima&output=embed" };

  it("gives a page the form's origin and the map's origin, and leaves script-src and style-src to Astro", () => {
    expect(serializePolicy(pageDirectives(facts)).split("; ")).toEqual([
      "default-src 'none'",
      "img-src 'self'",
      "font-src 'self'",
      "connect-src 'self' https://api.emailjs.com",
      "frame-src https://www.google.com",
      "base-uri 'none'",
      "object-src 'none'",
      "form-action 'self'",
    ]);
    // Without EmailJS ids the form posts to the page's own origin: nothing else to connect to.
    expect(pageDirectives({ ...facts, emailjsOrigin: "" })["connect-src"]).toEqual(["'self'"]);
  });

  it("is what Astro writes into each page: these directives, then scripts and styles from the site and by hash only", () => {
    const csp = astroCsp(facts);
    expect(csp.directives).toEqual(serializePolicy(pageDirectives(facts)).split("; "));
    expect(csp).toMatchObject({
      algorithm: "SHA-256",
      scriptDirective: { resources: ["'self'"] },
      styleDirective: { resources: ["'self'"] },
    });
    expect(JSON.stringify(csp)).not.toMatch(/unsafe-inline|'unsafe-eval'|wasm|frame-ancestors/);
  });

  it("lets only the pages that ask for it compile WebAssembly, and nothing more", () => {
    expect(wasmPages).toEqual(["/app/buscar"]);
    for (const path of ["/app/buscar", "/app/buscar/"]) expect(extraScriptSources(path), path).toEqual(["'wasm-unsafe-eval'"]);
    for (const path of ["/app/", "/app/contactanos", "/app/buscar/otro"]) expect(extraScriptSources(path), path).toEqual([]);
  });

  it("hashes inline code as browsers do (CSP's own example)", () => {
    expect(cspHash("alert('Hello, world.');")).toBe("sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=");
    expect(cspHash("a\r\nb")).toBe(cspHash("a\nb"));
  });
});
