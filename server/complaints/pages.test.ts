// The answer pages' head follows the built book page: its stylesheet, and its icon, so a browser
// never falls back to asking for /favicon.ico (which is not there: a 404 on every no-JS send).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { loadComplaintsBook } from "./content.ts";
import { createPages } from "./pages.tsx";

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

test("the answer pages link the built page's stylesheet and declare its icon", () => {
  root = mkdtempSync(path.join(tmpdir(), "answer-pages-"));
  mkdirSync(path.join(root, "app/libro-de-reclamaciones"), { recursive: true });
  writeFileSync(
    path.join(root, "app/libro-de-reclamaciones/index.html"),
    '<head><link rel="icon" href="/app/images/favicon.svg" type="image/svg+xml"/><link rel="stylesheet" href="/app/assets/page.AbC123.css"></head>',
  );
  const html = createPages(loadComplaintsBook(), root).failure("x");
  expect(html).toContain('<link rel="icon" href="/app/images/favicon.svg" type="image/svg+xml"/>');
  expect(html).toContain('<link rel="stylesheet" href="/app/assets/page.AbC123.css"/>');
});

test("without a build, the answer pages still render, with neither", () => {
  const html = createPages(loadComplaintsBook(), "/nonexistent").failure("x");
  expect(html).not.toContain("<link");
});
