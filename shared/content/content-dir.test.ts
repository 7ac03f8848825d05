import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentDir, contentPath } from "./content-dir.ts";

const repository = path.resolve(import.meta.dirname, "../..");

afterEach(() => void delete process.env.CONTENT_DIR);

describe("contentDir", () => {
  it("is content/ under the working directory, or CONTENT_DIR's folder, read at each call", () => {
    expect(contentDir()).toBe(path.resolve("content"));
    process.env.CONTENT_DIR = "e2e/fixtures/content";
    expect(contentDir()).toBe(path.resolve("e2e/fixtures/content"));
    expect(contentPath("staff", "x.md")).toBe(path.resolve("e2e/fixtures/content/staff/x.md"));
  });

  it("is the only way the site, the service and what they share find the content folder", () => {
    const readers = ["app", "server", "shared"].flatMap((folder) =>
      readdirSync(path.join(repository, folder), { recursive: true, encoding: "utf8" })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => path.join(folder, file))
        .filter((file) => {
          const source = readFileSync(path.join(repository, file), "utf8");
          // Reading the variable, or finding content/ from a module's own place in the tree.
          return /env\.CONTENT_DIR|env\[["']CONTENT_DIR["']\]|\.\.\/content(\/|["'`])/.test(source);
        }),
    );
    expect(readers).toEqual(["shared/content/content-dir.ts"]);
  });
});
