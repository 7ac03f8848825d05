import { defineConfig } from "@playwright/test";
import { complaintsDb, complaintsOutbox, contactOutbox } from "./e2e/outbox";
import { site } from "./e2e/sites";
import { chromiumFlags, chromiumPath } from "./scripts/chromium.ts";

/**
 * The checks that follow the content: every page's links and files, HTML, axe, console, no sideways
 * scroll, meta and JSON-LD, byte budgets. They run on the clinic's own site (and are what the content lane runs,
 * scripts/test-content.ts) and on the smallest site; everything else (behaviour, and what the spec
 * fixes for the sample) runs on the frozen sample, where no edit of content/ can break it.
 */
export const contentChecks = ["every-page", "overflow", "links", "html", "seo", "structured-data", "budgets"].map(
  (name) => `${name}.spec.ts`,
);

const specs = {
  site: { testMatch: contentChecks },
  sample: { testIgnore: [...contentChecks, "smallest.spec.ts"] },
  smallest: { testMatch: [...contentChecks, "smallest.spec.ts"] },
}[site.name];

// Browser tests drive Debian's Chromium (never a downloaded browser) against one of the built sites
// of e2e/sites.ts (E2E_SITE: site, sample or smallest), served exactly as `npm start` serves it.
export default defineConfig({
  testDir: "e2e",
  ...specs,
  outputDir: `test-results/${site.name}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${site.port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  webServer: {
    command: "node --import tsx server/start.ts",
    env: {
      PORT: String(site.port),
      HOST: "127.0.0.1",
      BUILD_DIR: site.buildDirectory,
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
      GESTION_ORIGIN: `http://localhost:${site.port}`,
    },
    url: `http://127.0.0.1:${site.port}/app/`,
    reuseExistingServer: false,
    // tsx compiles the server on its first start: on a busy machine that takes a while.
    timeout: 90_000,
  },
});
