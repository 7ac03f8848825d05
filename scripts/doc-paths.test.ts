// Docs and comments must not send the next person to a file that is not there: every repository path
// a Markdown document names (in backticks, or as a relative link) and every path a code comment
// names must exist. Paths are read from the repository root or from the naming file's folder. A bare
// file name (`astro.config.ts`, `when-to-consult-rule.test.ts`) must be a file of the root, of the naming
// file's folder, or, named for short, of anywhere in the repository.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** Files git tracks or would track (not ignored), so build output and node_modules are left out. */
const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((file) => file && existsSync(path.join(root, file)));

const topLevel = new Set(files.map((file) => file.split("/")[0]!));
/** Every file by its bare name, for a name given without its folder. */
const byName = new Map(files.map((file) => [path.posix.basename(file), file]));
const extensions = "ts|tsx|js|mjs|cjs|md|yml|yaml|json|css|sh|conf|png|jpg|jpeg|svg|woff2";
/** A path: a file name with a known extension, or a folder ending in "/". */
const pathLike = new RegExp(`^(?:\\.{1,2}/)*[\\w.@-]+(?:/[\\w.@-]+)*(?:\\.(?:${extensions})|/)$`);
/** A bare file name: a name, a dot, then a known extension (`astro.config.ts`), with no folder. */
const fileName = new RegExp(`^[\\w@-][\\w.@-]*\\.(?:${extensions})$`);

/**
 * Bare names that are not files of this repository: a library's files (ical.js, immutable.js,
 * Sveltia's preview.js, libphonenumber-js's metadata), what the build or the service writes (the
 * editor's config.yml, Litestream's litestream.yml), code (`c.json(…)`), examples (content files, a
 * decision's name, the back office's «one more concern»).
 */
const notOurFiles = new Set([
  "ical.js",
  "immutable.js",
  "preview.js",
  "metadata.max.json",
  "config.yml",
  "litestream.yml",
  "c.json",
  "file.jpg",
  "foto-martin.jpg",
  "ana.md",
  "ana-perez-soto.md",
  "maria-quispe-rojas.md",
  "NNNN-title.md",
  "stock-routes.ts",
  "stock-page.tsx",
]);

/** Paths the build or a tool writes, named in the docs as what they produce (app/assets, app/admin: in build/client). */
const generated = [/^build\//, /^\.outbox\//, /^node_modules\//, /^test-results\//, /^publish\//, /^app\/(?:assets|admin)$/];

function isCandidate(name: string): boolean {
  return ((pathLike.test(name) && name.includes("/")) || fileName.test(name)) && !/[<>*{}…]/.test(name);
}

/** Where `name`, named in `file`, resolves; undefined when it is not a repository path at all. */
function resolve(name: string, file: string): string | undefined {
  const fromFolder = path.posix.normalize(path.posix.join(path.posix.dirname(file), name));
  // A bare name: the root's file, the naming file's neighbour, or a file named for short.
  if (notOurFiles.has(name)) return undefined;
  if (fileName.test(name))
    return [name, fromFolder].find((candidate) => existsSync(path.join(root, candidate))) ?? byName.get(name) ?? name;
  const explicit = name.startsWith("./") || name.startsWith("../");
  if (explicit) return fromFolder;
  // A path from the root names a top-level entry; otherwise it may be relative to the naming file.
  if (topLevel.has(name.split("/")[0]!)) return path.posix.normalize(name);
  if (name.includes("/") && existsSync(path.join(root, fromFolder))) return fromFolder;
  return undefined;
}

/** Repository paths named in a Markdown document: backticked, or the target of a relative link. */
function namedInMarkdown(text: string): string[] {
  const backticked = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!);
  const linked = [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith("/"));
  return [...backticked.filter(isCandidate), ...linked];
}

/** Repository paths named in the comments of a TypeScript, JavaScript or CSS file. */
function namedInComments(text: string): string[] {
  const comments = [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:"'`\w])\/\/[^\n]*/g)].map((match) => match[0]);
  return comments.flatMap((comment) =>
    [...comment.matchAll(/[\w.@/-]+/g)]
      .map((match) => match[0].replace(/[.,:;]+$/, ""))
      .filter((name) => isCandidate(name) && !name.startsWith("/") && !name.startsWith("//")),
  );
}

/** Every named path that does not exist, as "file: path". */
export function missingPaths(): string[] {
  const missing: string[] = [];
  for (const file of files) {
    const text = () => readFileSync(path.join(root, file), "utf8");
    let names: string[];
    if (file.endsWith(".md")) names = namedInMarkdown(text());
    else if (/\.(?:ts|tsx|js|mjs|cjs|css)$/.test(file)) names = namedInComments(text());
    else continue;
    for (const name of names) {
      const target = resolve(name.replace(/\/$/, ""), file);
      if (!target || generated.some((pattern) => pattern.test(target))) continue;
      if (!existsSync(path.join(root, target))) missing.push(`${file}: ${name}`);
    }
  }
  return missing;
}

describe("paths named in docs and comments", () => {
  it("finds documents and code to read", () => {
    expect(files.filter((file) => file.endsWith(".md")).length).toBeGreaterThan(5);
    expect(files.filter((file) => file.endsWith(".ts")).length).toBeGreaterThan(50);
  });

  it("names only files that exist", () => {
    expect(missingPaths()).toEqual([]);
  });
});
