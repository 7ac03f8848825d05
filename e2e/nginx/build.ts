// The site the nginx tests serve, built into build/nginx-e2e/ (never deploy it: its form posts to
// 127.0.0.1). It has EmailJS ids and its EmailJS origin is the loopback stand-in of sink-server.ts,
// so each page's CSP names a cross-origin EmailJS origin, as in production, and the form's send has
// to pass it. It is built from the frozen sample (e2e/fixtures/), like the other behaviour tests, so
// the clinic's edits of content/ cannot break these; `npm run build`'s own output stays as it was.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { copyBuildEnv, repositoryWithSample } from "#e2e/fixtures/site-copy.ts";
import { buildEnv, releaseBEnv, releaseBPhone, releaseBWhatsApp } from "./setup.ts";

const repository = await repositoryWithSample();
let status = 0;
// Then a second release of it, which the publishing tests deploy over the first.
for (const env of [buildEnv, releaseBEnv]) {
  if (env === releaseBEnv) {
    const facts = path.join(repository, "content/clinica.yml");
    writeFileSync(
      facts,
      readFileSync(facts, "utf8").replace(/^phone: .*$/m, `phone: "${releaseBPhone}"\nwhatsapp: "${releaseBWhatsApp}"`),
    );
  }
  status =
    spawnSync("npx", ["astro", "build"], {
      cwd: repository,
      stdio: "inherit",
      env: { ...process.env, ...copyBuildEnv(repository), ...env },
    }).status ?? 1;
  if (status !== 0) break;
}
rmSync(repository, { recursive: true, force: true });
process.exit(status);
