// What the build prints when a content file breaks its schema, on copies of content/ with one
// broken file: Astro's own content layer for the collections (the reader's checks of the whole
// file are in schema.test.ts and article-schema.test.ts, through the stand-in of astro:content),
// and «Datos de la clínica», which the build's configuration reads (shared/clinic/facts.ts).
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const copies: string[] = [];
afterAll(() => copies.forEach((copy) => rmSync(copy, { recursive: true, force: true })));

/** A copy of content/ with `file` (relative) changed by `edit`. */
function contentWith(file: (copy: string) => string, edit: (text: string) => string) {
  const copy = mkdtempSync(path.join(tmpdir(), "alborada-collections-"));
  copies.push(copy);
  cpSync("content", copy, { recursive: true });
  const target = path.join(copy, file(copy));
  writeFileSync(target, edit(readFileSync(target, "utf8")));
  return copy;
}

/** `astro sync`, which loads the configuration and the collections as the build's first step does: its failing output. */
function syncFails(content: string) {
  const sync = spawnSync(process.execPath, ["node_modules/astro/bin/astro.mjs", "sync"], {
    // CI forces colour; the checks read the words, so colour is asked off and stripped anyway.
    env: { ...process.env, CONTENT_DIR: content, FORCE_COLOR: "0", NO_COLOR: "1" },
    encoding: "utf8",
    timeout: 120_000,
  });
  const output = stripVTControlCharacters(sync.stdout + sync.stderr);
  expect(sync.status, output).not.toBe(0);
  return output;
}

describe("the build", () => {
  it("stops at a file that breaks its collection's schema, naming the file and the field in Spanish", () => {
    let person = "";
    const copy = contentWith(
      (copy) => {
        // A physician of the clinic's staff, whichever it is, with an RNE number too short.
        person = readdirSync(path.join(copy, "staff")).find((file) =>
          /^profession: physician$/m.test(readFileSync(path.join(copy, "staff", file), "utf8")),
        )!;
        return path.join("staff", person);
      },
      (text) => text.replace(/^(\s+rne:).*$/m, '$1 "12"'),
    );
    const output = syncFails(copy);
    expect(output).toContain(`staff/${person}`);
    expect(output).toMatch(/codes\.rne\**: debe ser un número de 3 a 6 cifras/);
  }, 130_000);

  it("stops at «Datos de la clínica» with a bad RUC, phone or web address, naming each field in Spanish", () => {
    const copy = contentWith(
      () => "clinica.yml",
      (text) =>
        text
          .replace(/^ruc: .*$/m, 'ruc: "20612345678"')
          .replace(/^phone: .*$/m, "phone: +51 4 123 456")
          .replace(/^(\s+facebook:).*$/m, "$1 www.facebook.com/clinica"),
    );
    const output = syncFails(copy);
    expect(output).toContain("«Datos de la clínica»");
    expect(output).toMatch(/ruc: no es un RUC válido/);
    expect(output).toMatch(/phone: debe ser un número del Perú/);
    expect(output).toMatch(/social\.facebook: debe ser una dirección completa que empiece con https:\/\//);
  }, 130_000);
});
