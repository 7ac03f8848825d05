// Astro's own content layer over a copy of content/ with one broken file: what the build prints
// when a file breaks its schema (the reader's checks of the whole file are in schema.test.ts and
// article-schema.test.ts, through the stand-in of astro:content).
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const copy = mkdtempSync(path.join(tmpdir(), "alborada-collections-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("the content collections", () => {
  it("stop the build at a file that breaks its schema, naming the file and the field in Spanish", () => {
    cpSync("content", copy, { recursive: true });
    // A physician of the clinic's staff, whichever it is, with an RNE number too short.
    const person = readdirSync(path.join(copy, "staff")).find((file) =>
      /^profession: physician$/m.test(readFileSync(path.join(copy, "staff", file), "utf8")),
    )!;
    const file = path.join(copy, "staff", person);
    writeFileSync(file, readFileSync(file, "utf8").replace(/^(\s+rne:).*$/m, '$1 "12"'));
    // `astro sync` loads the collections as the build's first step does.
    const sync = spawnSync(process.execPath, ["node_modules/astro/bin/astro.mjs", "sync"], {
      // CI forces colour; the checks read the words, so colour is asked off and stripped anyway.
      env: { ...process.env, CONTENT_DIR: copy, FORCE_COLOR: "0", NO_COLOR: "1" },
      encoding: "utf8",
      timeout: 120_000,
    });
    const output = stripVTControlCharacters(sync.stdout + sync.stderr);
    expect(sync.status, output).not.toBe(0);
    expect(output).toContain(`staff/${person}`);
    expect(output).toMatch(/codes\.rne\**: debe ser un número de 3 a 6 cifras/);
  }, 130_000);
});
