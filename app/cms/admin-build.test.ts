// The editor's bundle as the build writes it: every CDN address it would load code from is served
// from our origin or accepted with its reason, and a new one stops the build.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_PATH, patchedBundle, sveltiaDir, unexpectedCdnAddresses } from "./admin-build.server";

const published = readFileSync(path.join(sveltiaDir, "dist/sveltia-cms.js"), "utf8");

describe("the editor's bundle", () => {
  it("loads the WebP encoder from our origin, and nothing else from a CDN we have not accepted", () => {
    const bundle = patchedBundle(published);
    expect(bundle).toContain(`\`${ADMIN_PATH}vendor/\${`);
    expect(unexpectedCdnAddresses(bundle)).toEqual([]);
  });

  it("stops the build when an upgrade brings a new CDN address", () => {
    expect(() => patchedBundle(`${published};import("https://cdn.jsdelivr.net/npm/some-encoder@1/index.js")`)).toThrow(
      /https:\/\/cdn\.jsdelivr\.net\/npm\/some-encoder@1\/index\.js/,
    );
    expect(() => patchedBundle(`${published};import(\`https://unpkg.com/\${pkg.name}\`)`)).toThrow(/https:\/\/unpkg\.com\/ \(2×\)/);
  });
});
