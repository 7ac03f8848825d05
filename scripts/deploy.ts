// `npm run deploy -- <target>` and `npm run rollback -- <target>`: see docs/publishing.md.
//   <target>           a local directory or user@host:/path (ssh, rsync)
//   --url <address>    the live site, for the health check after the switch (or DEPLOY_HEALTH_URL)
//   --build <dir>      the client build to deploy (default build/client)
//   --keep <n>         releases kept on the target (default 5)
//   --static-only      publish the static site only, not the Node service (deploy/service-release.ts)
//   --service-restart <command>  how the target restarts the service (or DEPLOY_SERVICE_RESTART;
//                      default: sudo systemctl restart alborada-service)
import { parseArgs } from "node:util";
import { deploy, KEEP_RELEASES, rollback } from "#deploy/releases.ts";
import { HealthCheckFailed, parseTarget } from "#deploy/target.ts";
import { DEFAULT_RESTART } from "#deploy/service-release.ts";

const usage =
  "usage: npm run deploy -- <target> [--url <live site>] [--build build/client] [--keep 5] [--static-only] [--service-restart <command>]\n       npm run rollback -- <target> [--url <live site>]";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: "string", default: process.env.DEPLOY_HEALTH_URL || undefined },
    build: { type: "string", default: "build/client" },
    keep: { type: "string", default: String(KEEP_RELEASES) },
    "static-only": { type: "boolean", default: false },
    "service-restart": { type: "string", default: process.env.DEPLOY_SERVICE_RESTART || DEFAULT_RESTART },
    "service-install": { type: "string", default: process.env.DEPLOY_SERVICE_INSTALL || undefined },
  },
});
const [command, spec] = positionals;
const keep = Number(values.keep);
if ((command !== "deploy" && command !== "rollback") || !spec || positionals.length > 2 || !(keep >= 2)) {
  console.error(usage);
  process.exit(2);
}

const target = parseTarget(spec);
const service = values["static-only"] ? undefined : { restart: values["service-restart"], install: values["service-install"] };
const options = { url: values.url, keep, service };
try {
  if (command === "deploy") await deploy(target, values.build, options);
  else await rollback(target, options);
} catch (error) {
  console.error(`\n✗ ${command} failed: ${(error as Error).message}`);
  process.exit(error instanceof HealthCheckFailed ? 3 : 1);
}
