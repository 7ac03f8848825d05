import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { changeSince, touchedPages, type Reader } from "./content-lane.ts";

// A small site, as a build would list it, and its content files.
const pages = [
  "/app/",
  "/app/404",
  "/app/articulos",
  "/app/articulos/fiv",
  "/app/articulos/ropa",
  "/app/articulos/tema/fertilidad",
  "/app/articulos/tema/familias",
  "/app/contactanos",
  "/app/perfil-doctor/ana",
  "/app/perfil-doctor/beto",
  "/app/perfil-doctor/carla",
  "/app/perfil-doctor/nuevo-doctor",
  "/app/reproduccion-asistida",
  "/app/servicios/cirugias",
  "/app/servicios/consultas",
];

const files: Record<string, string> = {
  "content/articulos/fiv.md": "---\nauthor: ana\nreviewer: beto\ntopics: [fertilidad]\nservices: [consultas]\n---\nTexto.",
  "content/articulos/ropa.md": "---\nauthor: carla\nreviewer: beto\ntopics: [familias]\n---\nTexto.",
  "content/staff/ana.md": "---\nname: Ana\nphoto: retrato-ana.jpg\n---\n",
  "content/servicios/cirugias.md": "---\nimage: servicio-cirugias.jpg\n---\n",
};
const now: Reader = (file) => files[file];
const touched = (changed: string[], base: Reader = () => undefined) =>
  touchedPages({ changed, now, base, pages, contentFiles: [...Object.keys(files), "content/images/retrato-ana.jpg"] });

describe("the pages a content change touches", () => {
  it("a professional's file: their profile, the articles that name them, the home page's carousel", () => {
    expect(touched(["content/staff/beto.md"]).pages).toEqual([
      "/app/",
      "/app/articulos/fiv",
      "/app/articulos/ropa",
      "/app/perfil-doctor/beto",
    ]);
  });

  it("a service: its page and the home page's tiles", () => {
    expect(touched(["content/servicios/cirugias.md"]).pages).toEqual(["/app/", "/app/servicios/cirugias"]);
  });

  it("an article: itself, the lists, its people, services and topics, also those it named before the change", () => {
    const before: Reader = (file) =>
      file === "content/articulos/fiv.md" ? "---\nauthor: carla\nreviewer: beto\ntopics: [familias]\n---\n" : undefined;
    expect(touched(["content/articulos/fiv.md"], before).pages).toEqual([
      "/app/",
      "/app/articulos",
      "/app/articulos/fiv",
      "/app/articulos/tema/familias",
      "/app/articulos/tema/fertilidad",
      "/app/perfil-doctor/ana",
      "/app/perfil-doctor/beto",
      "/app/perfil-doctor/carla",
      "/app/servicios/consultas",
    ]);
  });

  it("a removed page is named though the build no longer has it", () => {
    expect(touched(["content/servicios/oncofertilidad.md"]).pages).toContain("/app/servicios/oncofertilidad");
  });

  it("a picture: the pages of every file that names it, as if that file had changed", () => {
    const result = touched(["content/images/retrato-ana.jpg"]);
    expect(result.pages).toEqual(["/app/", "/app/articulos/fiv", "/app/perfil-doctor/ana"]);
    expect(result.why.get("/app/perfil-doctor/ana")).toEqual(["content/images/retrato-ana.jpg"]);
  });

  it("pages by their own rules: the contact page also feeds the home form; the list's intro; the placeholder doctor; treatments", () => {
    expect(touched(["content/paginas/contactanos.md"]).pages).toEqual(["/app/", "/app/contactanos"]);
    expect(touched(["content/paginas/articulos.md"]).pages).toEqual(["/app/articulos"]);
    expect(touched(["content/paginas/nuevo-doctor.md"]).pages).toContain("/app/perfil-doctor/nuevo-doctor");
    expect(touched(["content/tratamientos/reproduccion-asistida.md"]).pages).toContain("/app/reproduccion-asistida");
  });

  it("the layout's texts, or a file it does not know, reach every page", () => {
    for (const file of ["content/ui.yml", "content/otra-cosa.json"]) {
      const result = touched([file]);
      expect(result.all).toBe(true);
      expect(result.pages).toEqual([...pages].sort());
    }
    expect(touched(["content/home.md"]).all).toBe(false);
  });

  it("the topics reach every article, the list and every topic's page; the folder's README no page", () => {
    expect(touched(["content/temas.yml"]).pages).toEqual([
      "/app/articulos",
      "/app/articulos/fiv",
      "/app/articulos/ropa",
      "/app/articulos/tema/familias",
      "/app/articulos/tema/fertilidad",
    ]);
    expect(touched(["content/README.md"]).pages).toEqual([]);
  });
});

describe("what the change is: the commits from the base to HEAD, never the working tree", () => {
  const repo = mkdtempSync(path.join(tmpdir(), "alborada-content-lane-"));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: repo, encoding: "utf8" }).trim();
  const write = (files: Record<string, string>) => {
    for (const [name, body] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(repo, name)), { recursive: true });
      writeFileSync(path.join(repo, name), body);
    }
  };
  /** Commits exactly these files, as the editor does: what else the working tree holds stays out. */
  const commit = (files: Record<string, string>) => {
    write(files);
    git("add", "--", ...Object.keys(files));
    git("commit", "-qm", "change");
    return git("rev-parse", "HEAD");
  };
  git("init", "-q");
  const start = commit({
    "app/page.tsx": "a",
    "content/staff/ana.md": "Ana",
    "package.json": "{}",
    "package-lock.json": "{}",
    ".gitignore": "node_modules/\nbuild/\n",
  });

  it("a content-only commit is content only though an install rewrote the lock and a build wrote files", () => {
    commit({ "content/staff/ana.md": "Ana María", "content/images/ana.jpg": "jpg" });
    // What `npm install` and `npm run build` leave behind in a checkout: a rewritten lock, new files.
    write({ "package-lock.json": '{"packages": {}}', "build-fixtures/site/index.html": "x", ".cache/tool": "x" });
    expect(changeSince(start, repo)).toEqual({
      changed: ["content/images/ana.jpg", "content/staff/ana.md"],
      outside: [],
      ignored: [".cache/tool", "build-fixtures/site/index.html", "package-lock.json"],
    });
  });

  it("a commit that touches code is not content only", () => {
    const contentOnly = git("rev-parse", "HEAD");
    commit({ "content/staff/ana.md": "Ana", "app/page.tsx": "b" });
    expect(changeSince(contentOnly, repo).outside).toEqual(["app/page.tsx"]);
    expect(changeSince(start, repo).outside).toEqual(["app/page.tsx"]);
  });

  it("uncommitted edits in content/ count (an editor trying the lane before committing); outside content/ they never do", () => {
    const head = git("rev-parse", "HEAD");
    write({ "content/staff/beto.md": "Beto", "content/staff/ana.md": "Ana Lucía" });
    expect(changeSince(head, repo).changed).toEqual(["content/staff/ana.md", "content/staff/beto.md"]);
    expect(changeSince(head, repo).outside).toEqual([]);
    git("checkout", "-q", "--", "content");
    rmSync(path.join(repo, "content/staff/beto.md"));
  });

  it("a file moved from the code into content/ is not content only", () => {
    const head = git("rev-parse", "HEAD");
    git("mv", "app/page.tsx", "content/page.tsx");
    git("commit", "-qm", "move");
    expect(changeSince(head, repo).outside).toEqual(["app/page.tsx"]);
  });
});
