// `npm start` keeps serving across a rebuild: `npm run build` empties and rewrites the build
// directory under the running server, and the next visit must get the new pages and their new
// assets (not a 404, not a dead server). One real build, into a directory of its own.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { spareServerPort } from "./sites.ts";
import { expect, test } from "./test.ts";

const port = spareServerPort;
const origin = `http://127.0.0.1:${port}`;
// Another phone number in the clinic's facts: the rebuilt pages say something else; and the contact
// form's script refusing headless browsers (a setting it carries): its chunks get new names.
const rebuiltPhone = "+51 911 222 333";
const rebuiltTel = "tel:+51911222333";

let buildDir: string;
let content: string;
let server: ChildProcess;

test.beforeAll(async () => {
  // Inside the project, as every build is: its server bundle resolves packages from node_modules.
  buildDir = path.resolve("build/rebuild-e2e");
  rmSync(buildDir, { recursive: true, force: true });
  cpSync("build/client", path.join(buildDir, "client"), { recursive: true });
  content = path.join(buildDir, "content");
  cpSync("content", content, { recursive: true });
  const facts = path.join(content, "clinica.yml");
  writeFileSync(facts, readFileSync(facts, "utf8").replace(/^phone: .*$/m, `phone: "${rebuiltPhone}"`));
  server = spawn("node", ["--import", "tsx", "server/start.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: buildDir },
    stdio: "inherit",
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/app/`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
  rmSync(buildDir, { recursive: true, force: true });
});

/** The hashed scripts and style sheets a page's HTML names. */
const assetsOf = (html: string) => [...html.matchAll(/\/app\/assets\/[\w.-]+\.(?:js|css)/g)].map(([asset]) => asset);

test("after `npm run build` replaces the build under it, the running server serves the new pages and assets", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const before = await (await request.get(`${origin}/app/contactanos`)).text();
  expect(before.includes(rebuiltTel)).toBe(false);

  const build = spawnSync("npm", ["run", "--silent", "build"], {
    env: { ...process.env, BUILD_DIR: buildDir, CONTENT_DIR: content, CLINIC_EMAILJS_BLOCK_HEADLESS: "true" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  expect(build.status).toBe(0);
  expect(server.exitCode).toBeNull();

  const after = await (await request.get(`${origin}/app/contactanos`)).text();
  expect(after.includes(rebuiltTel)).toBe(true);
  const newAssets = assetsOf(after).filter((asset) => !before.includes(asset));
  expect(newAssets.length).toBeGreaterThan(0);
  for (const asset of assetsOf(after)) expect((await request.get(origin + asset)).status(), asset).toBe(200);

  // And in a browser, as a visitor: the page, its scripts and its styles, with nothing missing.
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${origin}/app/contactanos`);
  await expect(page.getByRole("main").locator(`a[href="${rebuiltTel}"]`).first()).toBeVisible();
  // The form's island hydrates as it nears the screen.
  await page.getByRole("button", { name: "Enviar" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: "Enviar" })).toBeEnabled();
  expect(failed).toEqual([]);
});
