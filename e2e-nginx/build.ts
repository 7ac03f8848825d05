// The site the nginx tests serve, built into build/nginx-e2e/ (never deploy it: its form posts to
// 127.0.0.1). It has EmailJS ids and its EmailJS origin is the loopback stand-in of sink-server.ts,
// so each page's CSP names a cross-origin EmailJS origin, as in production, and the form's send has
// to pass it. `npm run build`'s own output (build/client/) stays as it was.
import { spawnSync } from "node:child_process";
import { buildEnv, releaseBEnv } from "./setup.ts";

// Then a second release of it, which the publishing tests deploy over the first.
for (const env of [buildEnv, releaseBEnv]) {
  const result = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
