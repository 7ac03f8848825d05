import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { inlineSources, precompress, sha256Source, withPolicyMeta } from "./postbuild.ts";

const facts = { emailjsOrigin: "", mapEmbedUrl: "https://www.google.com/maps?q=Lima&output=embed" };

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

describe("the policy <meta>", () => {
  const page = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title><script>go()</script></head></html>';

  it("comes right after <meta charset>, before anything that loads", () => {
    const html = withPolicyMeta(page, facts);
    expect(html).toMatch(
      /^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]+"\/><title>/,
    );
    expect(html).toContain(`script-src 'self' ${sha256Source("go()")};`);
    expect(html).toContain("connect-src 'self';");
    expect(html).toContain("frame-src https://www.google.com;");
  });

  it("names the EmailJS origin when the form posts elsewhere", () => {
    expect(withPolicyMeta(page, { ...facts, emailjsOrigin: "https://api.emailjs.com/" })).toContain(
      "connect-src 'self' https://api.emailjs.com;",
    );
  });

  it("replaces a policy written before instead of adding a second one", () => {
    const once = withPolicyMeta(page, facts);
    expect(withPolicyMeta(once, facts)).toBe(once);
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
});
