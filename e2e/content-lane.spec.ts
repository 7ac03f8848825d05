// The content lane (`npm run test:content`, scripts/test-content.ts) on a copy of the repository
// holding the frozen sample, as a clinic's edit would meet it: a clean edit passes and only its pages
// (and the lists) are checked; an edit that breaks a link, the HTML or axe fails, naming each; a
// picture that does not exist stops the build. Each run is one real build and its browser checks.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { copyBuildEnv, repositoryWithSample } from "#e2e/fixtures/site-copy.ts";
import { site, spareServerPort } from "./sites.ts";
import { expect, test } from "./test.ts";

// The sample's first professional and their page.
const slug = "andres-cardenas-villanueva";
const file = `content/staff/${slug}.md`;

let repository: string;

test.describe.configure({ mode: "serial", timeout: 600_000 });

test.beforeAll(async () => {
  repository = await repositoryWithSample();
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: repository, stdio: "ignore" });
  git("init", "-q");
  git("add", "-A");
  git("commit", "-qm", "base");
});

test.afterAll(() => rmSync(repository, { recursive: true, force: true }));

/** Edits the professional's file (from the base), runs the lane against HEAD and returns its exit code and output. */
function lane(edit: (text: string) => string) {
  execFileSync("git", ["checkout", "-q", "--", "content"], { cwd: repository });
  const target = path.join(repository, file);
  writeFileSync(target, edit(readFileSync(target, "utf8")));
  const result = spawnSync("npx", ["tsx", "scripts/test-content.ts", "--base", "HEAD"], {
    cwd: repository,
    encoding: "utf8",
    // Its own server port, and not the sample's pages: it checks the copy's own build.
    env: { ...process.env, ...copyBuildEnv(repository), E2E_SITE: "site", E2E_PORT: String(spareServerPort + 10), CI: "" },
  });
  // As the clinic reads it in CI's log, without the terminal's colour codes around field names.
  return { status: result.status, output: stripVTControlCharacters(`${result.stdout}\n${result.stderr}`) };
}

test("a clean edit passes, checking only its pages and those that list them", async () => {
  expect(site.name).toBe("sample");
  const { status, output } = lane((text) => `${text.trimEnd()}\n\nAtiende también por teleconsulta.\n`);
  expect(status, output).toBe(0);
  const checked = [...output.matchAll(/^ {2}(\/app\/\S*)\s+(?!removed)/gm)].map((match) => match[1]);
  expect(checked).toContain(`/app/perfil-doctor/${slug}`);
  expect(checked).toContain("/app/");
  // Not every page: nothing of the services, the FAQ or the contact page.
  expect(checked.filter((page) => /servicios|preguntas|contactanos/.test(page!))).toEqual([]);
  expect(output).toMatch(/Pages to check \(\d+ of \d+\)/);
  expect(output).toContain("Content lane passed");
});

test("an edit that breaks a link, the HTML and accessibility fails, naming each", async () => {
  const { status, output } = lane(
    (text) =>
      `${text.trimEnd()}\n\n# Un segundo título\n\n[Ver el servicio](/app/servicios/no-existe) <a href="/app/contactanos"></a>\n`,
  );
  expect(status, output).not.toBe(0);
  expect(output).toContain(`/app/perfil-doctor/${slug} → /app/servicios/no-existe (no such page)`);
  expect(output).toMatch(new RegExp(`html\\.spec\\.ts.*/app/perfil-doctor/${slug} validates`));
  expect(output).toMatch(/every-page\.spec\.ts[\s\S]*link-name/);
  expect(output).toContain("the change would not be published");
});

test("a picture that is not in content/images stops the build, naming the file and the field", async () => {
  const { status, output } = lane((text) => text.replace(/^photo: .+$/m, "photo: retrato-que-no-existe.jpg"));
  expect(status, output).not.toBe(0);
  expect(output).toContain(`content/staff/${slug}.md`);
  expect(output).toMatch(/photo: no existe retrato-que-no-existe\.jpg en content\/images/);
});
