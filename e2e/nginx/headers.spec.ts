// Status, headers and encodings of the build behind the real nginx and deploy/nginx/.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { prerenderedPages } from "#app/build-steps/pages.ts";
import { cacheControl, headersFor, securityHeaders } from "#shared/headers/headers.ts";
import { request, type RawResponse } from "./http.ts";
import { clientDir } from "./setup.ts";

const file = (name: string) => readFileSync(path.join(clientDir, name), "utf8");
const asset = (extension: string) =>
  `/app/assets/${readdirSync(path.join(clientDir, "app/assets")).find((name) => name.endsWith(extension))}`;

/**
 * Every security header, each exactly once, with the value shared/headers/headers.ts gives it for `path`
 * (the editor's page has its own opener policy, headersFor).
 */
function expectSecurityHeaders(response: RawResponse, what: string, path?: string) {
  const expected = path === undefined ? securityHeaders : headersFor(path);
  for (const [name, value] of Object.entries(expected)) {
    expect(response.headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
    expect(
      response.names.filter((sent) => sent === name.toLowerCase()),
      `${what}: ${name} sent once`,
    ).toHaveLength(1);
  }
  expect(response.headers.server, `${what}: no version in Server`).toBe("nginx");
}

/** The sitemap's path, as robots.txt names it (the build writes both). */
const sitemapPath = new URL(/^Sitemap: (\S+)$/m.exec(file("robots.txt"))![1]!).pathname;

type Case = {
  what: string;
  path: string;
  accept?: string;
  status: number;
  encoding?: "br" | "gzip";
  cache: string;
  type: RegExp;
  /** The file whose content the body must be. */
  body?: string;
};

const cases: Case[] = [
  {
    what: "a page",
    path: "/app/servicios/cirugias",
    accept: "br",
    status: 200,
    encoding: "br",
    cache: cacheControl.other,
    type: /^text\/html; charset=utf-8$/,
    body: "app/servicios/cirugias/index.html",
  },
  {
    what: "a page, trailing slash",
    path: "/app/servicios/cirugias/",
    accept: "gzip",
    status: 200,
    encoding: "gzip",
    cache: cacheControl.other,
    type: /^text\/html; charset=utf-8$/,
    body: "app/servicios/cirugias/index.html",
  },
  {
    what: "the home page, both encodings accepted",
    path: "/app/",
    accept: "gzip, deflate, br",
    status: 200,
    encoding: "br",
    cache: cacheControl.other,
    type: /^text\/html; charset=utf-8$/,
    body: "app/index.html",
  },
  {
    what: "the home page, no encoding accepted",
    path: "/app/",
    status: 200,
    cache: cacheControl.other,
    type: /^text\/html; charset=utf-8$/,
    body: "app/index.html",
  },
  {
    what: "a script",
    path: asset(".js"),
    accept: "br",
    status: 200,
    encoding: "br",
    cache: cacheControl.assets,
    type: /^application\/javascript/,
  },
  {
    what: "a style sheet",
    path: asset(".css"),
    accept: "gzip",
    status: 200,
    encoding: "gzip",
    cache: cacheControl.assets,
    type: /^text\/css/,
  },
  { what: "a font", path: asset(".woff2"), accept: "br, gzip", status: 200, cache: cacheControl.assets, type: /^font\/woff2$/ },
  {
    what: "the content editor",
    path: "/app/admin/",
    accept: "br",
    status: 200,
    encoding: "br",
    cache: cacheControl.other,
    type: /^text\/html; charset=utf-8$/,
    body: "app/admin/index.html",
  },
  {
    what: "the content editor, no trailing slash",
    path: "/app/admin",
    accept: "gzip",
    status: 200,
    encoding: "gzip",
    cache: cacheControl.other,
    type: /^text\/html; charset=utf-8$/,
    body: "app/admin/index.html",
  },
  {
    what: "an image",
    path: "/app/images/logo.svg",
    accept: "gzip",
    status: 200,
    encoding: "gzip",
    cache: cacheControl.other,
    type: /^image\/svg\+xml$/,
  },
  {
    what: "the sitemap robots.txt names",
    path: sitemapPath,
    accept: "br",
    status: 200,
    encoding: "br",
    cache: cacheControl.other,
    type: /xml/,
    body: sitemapPath.slice(1),
  },
  {
    what: "the article feed",
    path: "/app/articulos/feed.xml",
    accept: "gzip",
    status: 200,
    encoding: "gzip",
    cache: cacheControl.other,
    type: /xml/,
    body: "app/articulos/feed.xml",
  },
  {
    what: "robots.txt",
    path: "/robots.txt",
    accept: "br",
    status: 200,
    encoding: "br",
    cache: cacheControl.other,
    type: /^text\/plain/,
    body: "robots.txt",
  },
  {
    what: "an unknown page",
    path: "/app/no-existe",
    accept: "br",
    status: 404,
    encoding: "br",
    cache: cacheControl.other,
    type: /^text\/html; charset=utf-8$/,
    body: "app/404.html",
  },
  {
    what: "an unknown path outside /app/",
    path: "/wp-login.php",
    accept: "gzip",
    status: 404,
    encoding: "gzip",
    cache: cacheControl.other,
    type: /^text\/html/,
    body: "app/404.html",
  },
  {
    what: "an unknown asset",
    path: "/app/assets/no-existe-Abc123.js",
    accept: "br",
    status: 404,
    encoding: "br",
    cache: cacheControl.other,
    type: /^text\/html/,
    body: "app/404.html",
  },
  {
    what: "the static hosts' _headers",
    path: "/_headers",
    status: 404,
    cache: cacheControl.other,
    type: /^text\/html/,
    body: "app/404.html",
  },
];

for (const c of cases) {
  test(`${c.what} (${c.path}): ${c.status}${c.encoding ? `, ${c.encoding}` : ""}, ${c.cache}`, async () => {
    const response = await request(c.path, c.accept ? { "Accept-Encoding": c.accept } : {});
    expect(response.status).toBe(c.status);
    expect(response.headers["content-type"]).toMatch(c.type);
    expect(response.headers["cache-control"]).toBe(c.cache);
    expect(response.headers["content-encoding"]).toBe(c.encoding);
    if (c.encoding) expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.headers.location).toBeUndefined();
    if (c.body) expect(response.text).toBe(file(c.body));
    expectSecurityHeaders(response, c.what, c.path);
  });
}

// The editor's page keeps its link to the sign-in popup; nothing else does (shared/headers/headers.ts).
const opener = (response: RawResponse) => response.headers["cross-origin-opener-policy"];
test("the editor's page alone is served with same-origin-allow-popups", async () => {
  for (const path of ["/app/admin/", "/app/admin", "/app/admin/?desde=guia"]) {
    expect(opener(await request(path, { "Accept-Encoding": "br" })), path).toBe("same-origin-allow-popups");
  }
  for (const path of ["/app/", "/app/servicios/cirugias", "/app/admin/config.yml", "/app/admin/index.html", "/app/no-existe"]) {
    expect(opener(await request(path, { "Accept-Encoding": "br" })), path).toBe("same-origin");
  }
});

for (const path of ["/", "/app"]) {
  test(`${path} redirects to /app/, with the security headers`, async () => {
    const response = await request(path, { "Accept-Encoding": "br" });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/app/");
    expectSecurityHeaders(response, path);
  });
}

test("every page answers 200 with and without a trailing slash", async () => {
  // The not-found page has no address of its own (an unknown one answers 404 with it, above).
  const pages = prerenderedPages(clientDir).filter((page) => page.path !== "/app/404");
  expect(pages.length).toBeGreaterThan(15);
  for (const { path: page, file: pageFile } of pages) {
    const html = readFileSync(pageFile, "utf8");
    // The home page is /app/ only: /app redirects to it (above).
    for (const url of page === "/app/" ? [page] : [page, `${page}/`]) {
      const response = await request(url, { "Accept-Encoding": "br" });
      expect(`${url} ${response.status}`).toBe(`${url} 200`);
      expect(response.text, url).toBe(html);
    }
  }
});

test("a page revalidates: 304 on a matching ETag, still with the security headers", async () => {
  const first = await request("/app/contactanos", { "Accept-Encoding": "br" });
  const again = await request("/app/contactanos", { "Accept-Encoding": "br", "If-None-Match": first.headers.etag! });
  expect(again.status).toBe(304);
  expectSecurityHeaders(again, "304");
  expect(again.headers["cache-control"]).toBe(cacheControl.other);
});
