import { defineConfig } from "@playwright/test";
import { complaintsDb, complaintsOutbox, contactOutbox } from "./e2e/outbox";
import { chromiumFlags, chromiumPath } from "./scripts/chromium.ts";

const port = Number(process.env.E2E_PORT) || 4173;

// Browser tests drive Debian's Chromium (never a downloaded browser) against the built site,
// served exactly as `npm start` serves it.
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  webServer: {
    command: "node --import tsx server/start.ts",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      // The build has no EmailJS ids, so the server answers the contact form itself: into this
      // outbox, and with the failure a test's browser asks for by cookie (test-only switch).
      EMAILJS_SINK_OUTBOX: contactOutbox,
      EMAILJS_SINK_TEST_CONTROLS: "1",
      // The complaints book's service: its own database and mail folder, outside test-results/
      // (emptied by Playwright while the server runs); the rate limit out of the tests' way.
      COMPLAINTS_DB: complaintsDb,
      COMPLAINTS_OUTBOX_DIR: complaintsOutbox,
      COMPLAINTS_RATE_LIMIT: "10000",
      // The back office's passkeys are bound to a host name (WebAuthn refuses IP addresses): its
      // tests open it at localhost (e2e/back-office.spec.ts).
      GESTION_ORIGIN: `http://localhost:${port}`,
    },
    url: `http://127.0.0.1:${port}/app/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
