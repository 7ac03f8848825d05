import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cacheControl, EDITOR_PAGES, generatedNginxFiles, headersFile, headersFor, pagePolicy, securityHeaders, wasmPages } from "./headers.ts";

const nginxFile = (name: string) => readFileSync(new URL(`./nginx/${name}`, import.meta.url), "utf8");

/** The add_header lines of an nginx snippet, by header name. */
function nginxAddHeaders(text: string): Record<string, string> {
  return Object.fromEntries(
    [...text.matchAll(/^add_header (\S+) (?:"([^"]*)"|(\$\w+)) always;$/gm)].map(([, name, value, variable]) => [name!, value ?? variable!]),
  );
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
  it("are the ones deploy/headers.ts generates (else run `npm run deploy:nginx`)", () => {
    for (const [name, text] of Object.entries(generatedNginxFiles())) expect(nginxFile(name), name).toBe(text);
  });

  it("send every security header, and Cache-Control, from the server level only", () => {
    const { "Cache-Control": cache, ...headers } = nginxAddHeaders(nginxFile("generated-headers.conf"));
    expect(cache).toBe("$alborada_cache_control");
    // The headers the editor's page sends in its own way come from a map (below); the rest as they are.
    const editorOwn = Object.keys(securityHeaders).filter((name) => headersFor("/app/admin/")[name] !== securityHeaders[name as keyof typeof securityHeaders]);
    expect(editorOwn).toEqual(["Cross-Origin-Opener-Policy", "Content-Security-Policy"]);
    for (const name of editorOwn) expect(headers[name], name).toBe(`$alborada_${name.toLowerCase().replaceAll("-", "_")}`);
    expect({ ...headers, ...Object.fromEntries(editorOwn.map((name) => [name, securityHeaders[name as keyof typeof securityHeaders]])) }).toEqual(securityHeaders);
    const server = nginxFile("server.conf");
    expect(server).toContain("include snippets/alborada/generated-headers.conf;");
    // An add_header in a location would replace, not extend, the inherited ones.
    expect(server).not.toMatch(/^\s*add_header/m);
  });
});

describe("the content editor's page", () => {
  /** An nginx map of the editor's page: its default, and the value a request line gets. */
  const editorMap = (variable: string) => {
    const map = new RegExp(`map \\$request_uri \\$${variable} \\{\\n\\s+default "([^"]+)";\\n\\s+~(\\S+) "([^"]+)";\\n\\}`).exec(
      nginxFile("generated-cache-control.conf"),
    );
    expect(map).not.toBeNull();
    const [, fallback, pattern, value] = map!;
    // nginx's regexes are PCRE; these few constructs read the same in JavaScript.
    return (requestUri: string) => (new RegExp(pattern!).test(requestUri) ? value : fallback);
  };

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
    for (const other of ["/app/", "/app/servicios/cirugias", "/app/admin/config.yml", "/app/admin/index.html", "/app/administrar", "/app/assets/app.css", "/"]) {
      expect(headersFor(other), other).toEqual(securityHeaders);
    }
  });

  it("gets the same headers from nginx, by the request's path", () => {
    const policy = editorMap("alborada_content_security_policy");
    expect(policy("/app/admin/")).toBe(headersFor("/app/admin/")["Content-Security-Policy"]);
    expect(policy("/app/")).toBe(securityHeaders["Content-Security-Policy"]);
    const opener = editorMap("alborada_cross_origin_opener_policy");
    expect(opener("/app/admin/")).toBe("same-origin-allow-popups");
    expect(opener("/app/admin")).toBe("same-origin-allow-popups");
    expect(opener("/app/admin/?desde=guia")).toBe("same-origin-allow-popups");
    for (const other of ["/app/", "/app/admin/config.yml", "/app/admin/index.html", "/app/administrar", "/app/admin/#/", "/app/servicios/cirugias?admin"]) {
      expect(opener(other), other).toBe("same-origin");
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

describe("the _headers file for static hosts", () => {
  it("holds the same headers as the nginx snippets", () => {
    const rules = headersFileRules(headersFile());
    const nginxHeaders = nginxAddHeaders(nginxFile("generated-headers.conf"));
    // Cache-Control apart: static hosts would join a second value to the assets' one.
    expect(rules["/*"]).not.toHaveProperty("Cache-Control");
    expect({ ...rules["/*"], "Cache-Control": nginxHeaders["Cache-Control"] }).toEqual({
      ...nginxHeaders,
      // nginx picks these two by path (the editor's page, tested above).
      "Cross-Origin-Opener-Policy": securityHeaders["Cross-Origin-Opener-Policy"],
      "Content-Security-Policy": securityHeaders["Content-Security-Policy"],
    });
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

  it("gives a page exactly its hashes, the form's origin and the map's origin, and no inline wildcard", () => {
    const policy = pagePolicy({
      scriptHashes: ["'sha256-abc='"],
      connectOrigins: ["https://api.emailjs.com"],
      frameOrigins: ["https://www.google.com"],
    });
    expect(policy.split("; ")).toEqual([
      "default-src 'none'",
      "script-src 'self' 'sha256-abc='",
      "style-src 'self'",
      "img-src 'self'",
      "font-src 'self'",
      "connect-src 'self' https://api.emailjs.com",
      "frame-src https://www.google.com",
      "base-uri 'none'",
      "object-src 'none'",
      "form-action 'self'",
    ]);
    expect(policy).not.toContain("unsafe-inline");
  });

  it("lets only the pages that ask for it compile WebAssembly, and nothing more", () => {
    expect(pagePolicy({ scriptHashes: [] })).not.toContain("wasm-unsafe-eval");
    const policy = pagePolicy({ scriptHashes: ["'sha256-abc='"], wasm: true });
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='");
    expect(policy).not.toMatch(/'unsafe-eval'|unsafe-inline/);
    expect(wasmPages).toEqual(["/app/buscar"]);
  });

  it("allows hashed style attributes only through 'unsafe-hashes'", () => {
    const policy = pagePolicy({ scriptHashes: [], styleAttributeHashes: ["'sha256-x='"] });
    expect(policy).toContain("style-src 'self' 'unsafe-hashes' 'sha256-x='");
  });
});
