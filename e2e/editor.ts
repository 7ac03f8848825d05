// Driving the content editor (/app/admin/) against a folder of files, as `npm run cms` does.
// Sveltia CMS edits a local repository through the browser's File System Access API: the person
// picks the folder in the system's dialog, which no automation can operate (Playwright #11288).
// So the tests stand in for that dialog only: they copy the repository's content/ into the page's
// origin-private file system, make window.showDirectoryPicker return that folder, and copy what
// the editor wrote there back to disk. Reading, writing, validation and saving are the editor's own.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { expect, type Page } from "@playwright/test";

/** A copy of this working tree (tracked and new files, not ignored ones), sharing its node_modules. */
export function copyOfRepository(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "alborada-editor-"));
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    try {
      cpSync(file, path.join(dir, file));
    } catch {
      // A tracked file deleted in the working tree: the copy does without it too.
    }
  }
  symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

/** Every file under `dir`, relative to it, with its bytes. */
function filesIn(dir: string, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(path.join(dir, prefix), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    out[relative] = readFileSync(path.join(dir, relative)).toString("base64");
  }
  return out;
}

/**
 * Opens the editor with `repository`'s content/ as its local repository and signs in to it
 * («Trabajar con un repositorio local»), as a person would after `npm run cms`.
 */
export async function openEditorOn(page: Page, repository: string) {
  // As text: a function would be rewritten by the TypeScript runner (tsx adds helpers the page lacks).
  await page.addInitScript({
    content: `window.showDirectoryPicker = async () => (await navigator.storage.getDirectory()).getDirectoryHandle("repositorio");`,
  });
  await page.goto("/app/admin/");
  await page.getByRole("button", { name: /Trabajar con un repositorio local/ }).waitFor();
  await page.evaluate(
    async (files) => {
      const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle("repositorio", { create: true });
      // The editor checks that the folder is a repository's root.
      await repo.getDirectoryHandle(".git", { create: true });
      for (const [file, base64] of Object.entries(files)) {
        const parts = file.split("/");
        let dir = repo;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
        await writable.close();
      }
    },
    filesIn(repository, "content"),
  );
  await page.getByRole("button", { name: /Trabajar con un repositorio local/ }).click();
  await page
    .getByRole("navigation")
    .or(page.getByText(/Colecciones/))
    .first()
    .waitFor();
}

/** The files under content/ as the editor left them, as paths and bytes. */
async function editedFiles(page: Page): Promise<Record<string, Buffer>> {
  // While saving, the editor writes temporary files and moves them into place: a listing that
  // meets one of them moving is read again, until it reads whole.
  let files: Record<string, Buffer> = {};
  await expect(async () => {
    files = await readEditedFiles(page);
  }).toPass({ timeout: 10_000 });
  return files;
}

async function readEditedFiles(page: Page): Promise<Record<string, Buffer>> {
  const files = await page.evaluate(async () => {
    const out: Record<string, string> = {};
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of (dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
        const file = `${prefix}/${name}`;
        if (handle.kind === "directory") await walk(handle as FileSystemDirectoryHandle, file);
        else {
          const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
          let binary = "";
          for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
          out[file] = btoa(binary);
        }
      }
    };
    const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle("repositorio");
    await walk(await repo.getDirectoryHandle("content"), "content");
    return out;
  });
  return Object.fromEntries(Object.entries(files).map(([file, base64]) => [file, Buffer.from(base64, "base64")]));
}

/** One file under content/ as the editor left it, as text ("" when there is none). */
export const editedText = async (page: Page, file: string) => (await editedFiles(page))[file]?.toString("utf8") ?? "";

/** Writes what the editor changed or added back into `repository`; returns those paths. */
export async function saveEditsTo(page: Page, repository: string): Promise<string[]> {
  const changed: string[] = [];
  for (const [file, bytes] of Object.entries(await editedFiles(page))) {
    const target = path.join(repository, file);
    let before: Buffer | undefined;
    try {
      before = readFileSync(target);
    } catch {
      before = undefined;
    }
    if (before?.equals(bytes)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, bytes);
    changed.push(file);
  }
  return changed.sort();
}
