import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { checkedPolicyMeta, inlineSources, islandStyleInHead, precompress, sha256Source } from "./postbuild.ts";

describe("inline sources", () => {
  it("hashes as browsers do (CSP's own example)", () => {
    expect(sha256Source("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    expect(sha256Source("a\r\nb")).toBe(sha256Source("a\nb"));
  });

  it("hashes classic and module inline scripts, <style> and style attributes; skips JSON and external scripts", () => {
    const html =
      '<head><script type="application/ld+json">{"@type":"Thing"}</script><script>run()</script>' +
      '<script type="module" async="">import "/app/x.js";</script><script src="/app/a.js"></script>' +
      '<style>p{color:red}</style></head><body><p style="color:&quot;red&quot;">x</p>' +
      '<script>self.data = "<p style=\\"no\\">"</script></body>';
    expect(inlineSources(html)).toEqual({
      scriptHashes: [
        sha256Source("run()"),
        sha256Source('import "/app/x.js";'),
        sha256Source('self.data = "<p style=\\"no\\">"'),
      ],
      styleHashes: [sha256Source("p{color:red}")],
      styleAttributeHashes: [sha256Source('color:"red"')],
    });
  });
});

describe("the policy <meta> Astro writes", () => {
  /** A page as Astro writes it: its policy <meta> late in the <head>, after the preloads. */
  const built = (policy: string, inline = "<script>go()</script>") =>
    '<!DOCTYPE html><html><head><meta charset="utf-8"><link rel="preload" as="font" href="/app/assets/f.woff2">' +
    `<title>x</title><script type="application/ld+json">{"@type":"Thing"}</script>${inline}` +
    `<meta http-equiv="content-security-policy" content="${policy}"></head><body></body></html>`;
  const policy = `default-src 'none'; script-src 'self' ${sha256Source("go()")}; style-src 'self'`;

  it("moves right after <meta charset>, before anything that loads", () => {
    const html = checkedPolicyMeta(built(policy), "/app/contactanos");
    expect(html).toMatch(
      /^<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="[^"]+"><link rel="preload"/,
    );
    expect(html.match(/content-security-policy/g)).toHaveLength(1);
    // Checking again changes nothing.
    expect(checkedPolicyMeta(html, "/app/contactanos")).toBe(html);
  });

  it("stops the build on an inline script or style it does not allow, naming the hash to give Astro", () => {
    expect(() => checkedPolicyMeta(built(policy, "<script>go()</script><script>other()</script>"), "/app/")).toThrow(
      `script ${sha256Source("other()")}`,
    );
    expect(() => checkedPolicyMeta(built(policy, "<style>p{color:red}</style>"), "/app/")).toThrow(
      `<style> ${sha256Source("p{color:red}")}`,
    );
    const attribute = '</head><body><p style="color:red">x</p>';
    expect(() => checkedPolicyMeta(built(policy, attribute), "/app/")).toThrow(`style="" ${sha256Source("color:red")}`);
    // A style attribute only through style-src-attr, by its hash.
    expect(() =>
      checkedPolicyMeta(built(`${policy}; style-src-attr ${sha256Source("color:red")}`, attribute), "/app/"),
    ).not.toThrow();
  });

  it("keeps only the hashes of the inline code the page holds", () => {
    const [go, other, style, unused] = ["go()", "other()", "p{color:red}", "a{color:blue}"].map(sha256Source);
    const everyHash = `default-src 'none'; script-src 'self' ${go} ${other}; style-src 'self' ${style} ${unused}; style-src-attr ${unused}`;
    const html = checkedPolicyMeta(built(everyHash, "<script>go()</script><style>p{color:red}</style>"), "/app/");
    expect(/content="([^"]+)"/.exec(html)![1]).toBe(
      `default-src 'none'; script-src 'self' ${go}; style-src 'self' ${style}; style-src-attr ${unused}`,
    );
  });

  it("stops the build on a page without its policy, with two, or with a loose one", () => {
    expect(() => checkedPolicyMeta('<html><head><meta charset="utf-8"></head></html>', "/app/")).toThrow(
      /0 Content-Security-Policy/,
    );
    expect(() =>
      checkedPolicyMeta(built(policy).replace("</head>", `${/<meta http-equiv[^>]+>/.exec(built(policy))![0]}</head>`), "/app/"),
    ).toThrow(/2 Content-Security-Policy/);
    expect(() => checkedPolicyMeta(built(`${policy} 'unsafe-inline'`), "/app/")).toThrow(/'unsafe-inline'/);
    expect(() =>
      checkedPolicyMeta(built(policy.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'")), "/app/"),
    ).toThrow(/'unsafe-eval'/);
  });

  it("allows WebAssembly exactly on the pages that compile it", () => {
    const wasm = policy.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'");
    expect(() => checkedPolicyMeta(built(wasm), "/app/buscar")).not.toThrow();
    expect(() => checkedPolicyMeta(built(policy), "/app/buscar")).toThrow(/'wasm-unsafe-eval' missing/);
    expect(() => checkedPolicyMeta(built(wasm), "/app/contactanos")).toThrow(/does not compile WebAssembly/);
  });
});

describe("precompression", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes .br and .gz of text files that shrink, and nothing for the rest", async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "precompress-"));
    const text = "<p>Fertilidad en Lima</p>\n".repeat(200);
    writeFileSync(path.join(dir, "page.html"), text);
    writeFileSync(path.join(dir, "tiny.txt"), "x");
    writeFileSync(path.join(dir, "photo.png"), text);
    await precompress(dir);
    expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, "page.html.br"))).toString()).toBe(text);
    expect(zlib.gunzipSync(readFileSync(path.join(dir, "page.html.gz"))).toString()).toBe(text);
    for (const skipped of ["tiny.txt.br", "tiny.txt.gz", "photo.png.br", "photo.png.gz"])
      expect(existsSync(path.join(dir, skipped))).toBe(false);
  });

  it("takes an unchanged file's copies from the cache, and compresses a changed one again", async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "precompress-"));
    const [site, cache] = [path.join(dir, "site"), path.join(dir, "cache")];
    mkdirSync(site);
    const page = path.join(site, "page.html");
    writeFileSync(page, "<p>Fertilidad en Lima</p>\n".repeat(200));
    await precompress(site, cache);
    expect(
      readdirSync(cache)
        .map((file) => file.replace(/^[0-9a-f]{64}/, "<hash>"))
        .sort(),
    ).toEqual(["<hash>.br", "<hash>.gz"]);
    // A cached copy is used as it is: marked, it comes back marked.
    const cachedBr = path.join(
      cache,
      readdirSync(cache).find((file) => file.endsWith(".br"))!,
    );
    const marked = Buffer.concat([readFileSync(cachedBr), Buffer.from("cached")]);
    writeFileSync(cachedBr, marked);
    await precompress(site, cache);
    expect(readFileSync(`${page}.br`)).toEqual(marked);
    const changed = "<p>Fertilidad en Arequipa</p>\n".repeat(200);
    writeFileSync(page, changed);
    await precompress(site, cache);
    expect(zlib.brotliDecompressSync(readFileSync(`${page}.br`)).toString()).toBe(changed);
    expect(readdirSync(cache)).toHaveLength(4);
  });
});

describe("islandStyleInHead", () => {
  const rule = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";
  it("moves Astro's islands' <style> from the body into the head, once, unchanged", () => {
    const page = `<html><head><title>x</title></head><body><main>${rule}<astro-island></astro-island></main></body></html>`;
    const moved = islandStyleInHead(page);
    expect(moved).toBe(
      `<html><head><title>x</title>${rule}</head><body><main><astro-island></astro-island></main></body></html>`,
    );
    expect(islandStyleInHead(moved)).toBe(moved);
  });
  it("leaves a page without islands as it is", () => {
    const page = "<html><head></head><body><main></main></body></html>";
    expect(islandStyleInHead(page)).toBe(page);
  });
});
