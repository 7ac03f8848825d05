// The regex patches of Sveltia CMS's published bundle (admin-build.server.ts), against the bundle
// installed: an upgrade of @sveltia/cms that moves or adds a CDN address fails here, not in the
// browser of an editor. Every CDN address it would load code from is served from our origin or
// accepted with its reason, and a new one stops the build.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  ADMIN_PATH,
  englishLocale,
  patchedBundle,
  spanishLocale,
  sveltiaDir,
  unexpectedCdnAddresses,
} from "./admin-build.server.ts";

const bundle = readFileSync(path.join(sveltiaDir, "dist/sveltia-cms.js"), "utf8");

describe("Sveltia CMS's bundle, served from our origin", () => {
  it("finds every CDN address the installed bundle has, and leaves none but the accepted", () => {
    const patched = patchedBundle(bundle);
    // Booleans, not the bundle: a failure message with 2 MB of JavaScript helps no one.
    expect(/cdn\.jsdelivr\.net\/fontsource\/fonts|githubstatus\.com\/api/.test(patched), "a CDN address is left").toBe(false);
    expect(patched.includes("`/app/admin/locales`"), "interface strings from our origin").toBe(true);
    expect(patched.includes("`/app/admin/version.json`"), "update check from our origin").toBe(true);
    expect(patched.includes(`\`${ADMIN_PATH}vendor/\${`), "the WebP encoder from our origin").toBe(true);
    expect(unexpectedCdnAddresses(patched)).toEqual([]);
  });

  it("stops when a new version has one address more or less than the patches expect", () => {
    const oneFontMore = `${bundle}\n"https://cdn.jsdelivr.net/fontsource/fonts/inter@5.0.0/inter-latin.woff2"`;
    expect(() => patchedBundle(oneFontMore)).toThrowError(/expected 3 fonts address\(es\).*found 4/);
    expect(() => patchedBundle(bundle.replace(/https:\/\/www\.githubstatus\.com\/api\/v2\/status\.json/g, ""))).toThrowError(
      /git host status/,
    );
  });

  it("stops the build when an upgrade brings a new CDN address", () => {
    expect(() => patchedBundle(`${bundle};import("https://cdn.jsdelivr.net/npm/some-encoder@1/index.js")`)).toThrow(
      /https:\/\/cdn\.jsdelivr\.net\/npm\/some-encoder@1\/index\.js/,
    );
    expect(() => patchedBundle(`${bundle};import(\`https://unpkg.com/\${pkg.name}\`)`)).toThrow(/https:\/\/unpkg\.com\/ \(2×\)/);
  });
});

describe("the editor in Spanish", () => {
  /** Every key of a locale, as "group.key". */
  const keys = (strings: object, prefix = ""): string[] =>
    Object.entries(strings).flatMap(([key, value]) =>
      typeof value === "object" ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
    );

  it("has every string of the editor's English, so none shows in English to the clinic's staff", () => {
    const spanish = new Set(keys(spanishLocale()));
    expect(keys(englishLocale()).filter((key) => !spanish.has(key))).toEqual([]);
  });

  it("has no string the editor's English no longer has (a string dropped by an upgrade is dropped here too)", () => {
    const english = new Set(keys(englishLocale()));
    const ours = JSON.parse(readFileSync("app/cms/locales/es-PE.json", "utf8")) as object;
    expect(keys(ours).filter((key) => !english.has(key))).toEqual([]);
  });
});
