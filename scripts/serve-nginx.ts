// `npm run serve:nginx`: the current build behind Debian's nginx with deploy/nginx/, in the
// foreground on http://127.0.0.1:$PORT/app/ (default 8080). nginx runs from a temporary prefix (its
// configuration, pid, logs and temp files), removed when it stops; nothing under /etc is used but
// the package's mime.types and brotli module.
//   PORT, HOST      where to listen (default 8080, 127.0.0.1)
//   NGINX_ROOT      the client build to serve (default build/client), or a deploy target's current
//   NGINX           the nginx binary (default: nginx on PATH, or /usr/sbin/nginx)
//   NGINX_SERVICE   host:port of the Node service behind /app/api/ (default: deploy/nginx's 127.0.0.1:3100)
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const port = Number(process.env.PORT) || 8080;
const host = process.env.HOST || "127.0.0.1";
const root = path.resolve(process.env.NGINX_ROOT || "build/client");
const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const mimeTypes = "/etc/nginx/mime.types";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const nginx =
  process.env.NGINX ||
  [spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).stdout.trim(), "/usr/sbin/nginx"].find(
    (candidate) => candidate && existsSync(candidate),
  );
if (!nginx) fail("nginx is not installed: run `bash scripts/ensure-nginx.sh` (as root) or apt-get install nginx");
for (const file of [brotliModule, mimeTypes]) {
  if (!existsSync(file)) fail(`${file} is missing: run \`bash scripts/ensure-nginx.sh\` (as root)`);
}
if (!existsSync(path.join(root, "app/404.html"))) fail(`No build in ${root}: run \`npm run build\` first.`);

const prefix = mkdtempSync(path.join(os.tmpdir(), "alborada-nginx-"));
// The snippets at the path example-site.conf includes them from under /etc/nginx.
cpSync(new URL("../deploy/nginx/", import.meta.url), path.join(prefix, "snippets/alborada"), { recursive: true });
if (process.env.NGINX_SERVICE) {
  writeFileSync(
    path.join(prefix, "snippets/alborada/service-upstream.conf"),
    `upstream alborada_service {\n    server ${process.env.NGINX_SERVICE};\n    keepalive 16;\n    keepalive_timeout 30s;\n}\n`,
  );
}
mkdirSync(path.join(prefix, "logs"));
mkdirSync(path.join(prefix, "temp"));

const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `    ${kind}_temp_path temp/${kind};`);
writeFileSync(
  path.join(prefix, "nginx.conf"),
  `# Written by scripts/serve-nginx.ts. Relative paths are inside ${prefix}.
load_module ${brotliModule};
${
  // As root, nginx would run its workers as "nobody", which may not read a checkout under /root.
  process.getuid?.() === 0 ? "user root;\n" : ""
}worker_processes auto;
pid nginx.pid;
error_log stderr notice;

events {
    worker_connections 1024;
}

http {
    include ${mimeTypes};
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
    access_log logs/access.log combined buffer=64k flush=1s;
${temp.join("\n")}

    include snippets/alborada/http.conf;

    server {
        listen ${host}:${port};
        root ${root};
        include snippets/alborada/server.conf;
    }
}
`,
);

const configArgs = ["-p", prefix, "-c", path.join(prefix, "nginx.conf")];
const check = spawnSync(nginx, [...configArgs, "-t", "-q"], { stdio: "inherit" });
if (check.status !== 0) {
  rmSync(prefix, { recursive: true, force: true });
  fail("nginx refused the configuration (above).");
}

const server = spawn(nginx, [...configArgs, "-g", "daemon off;"], { stdio: "inherit" });
console.log(`nginx: http://${host === "0.0.0.0" ? "localhost" : host}:${port}/app/ serving ${root}`);
console.log(`nginx: configuration and logs in ${prefix} (removed on exit)`);

// Ctrl-C or a test runner's SIGTERM: nginx finishes the requests under way, then exits.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => server.kill("SIGQUIT"));
server.on("exit", (code, signal) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? (signal === "SIGQUIT" ? 0 : 1));
});
