import { defineConfig } from "@playwright/test";
import base from "./playwright.config";
import { buildDirectory, clientDir, nginxPort, serviceDb, serviceOutbox, servicePort, sinkPort } from "./e2e-nginx/setup.ts";

// The production serving tests: the test build (e2e-nginx/build.ts) behind Debian's nginx with
// deploy/nginx/, started by `npm run serve:nginx`'s script, and the EmailJS stand-in on a second
// loopback origin. Same Chromium as the main suite (playwright.config.ts).
export default defineConfig({
  testDir: "e2e-nginx",
  outputDir: "test-results/nginx",
  // One test at a time: the load test must have the server to itself.
  workers: 1,
  retries: base.retries,
  reporter: [["list"]],
  use: { ...base.use, baseURL: `http://127.0.0.1:${nginxPort}` },
  webServer: [
    {
      command: "node --import tsx scripts/serve-nginx.ts",
      env: { PORT: String(nginxPort), HOST: "127.0.0.1", NGINX_ROOT: clientDir, NGINX_SERVICE: `127.0.0.1:${servicePort}` },
      url: `http://127.0.0.1:${nginxPort}/app/`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
    {
      // The complaints book's service, as production runs it behind nginx.
      command: "node --import tsx server/start.ts",
      env: {
        PORT: String(servicePort),
        HOST: "127.0.0.1",
        BUILD_DIR: buildDirectory,
        COMPLAINTS_DB: serviceDb,
        COMPLAINTS_OUTBOX_DIR: serviceOutbox,
      },
      url: `http://127.0.0.1:${servicePort}/app/api/salud`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
    {
      command: "node --import tsx e2e-nginx/sink-server.ts",
      port: sinkPort,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
