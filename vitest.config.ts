import { availableParallelism } from "node:os";
import path from "node:path";
import { getViteConfig } from "astro/config";
import { defineConfig } from "vitest/config";
import { TEST_TIMEOUT_MS } from "./shared/testing/timeouts.ts";

// The image pipeline's own test runs with Astro's Vite configuration (astro:assets and sharp); every
// other test runs without any bundler plugin, content and editor included: their collections and
// pictures come from stand-ins (app/collections.test-double.ts, app/content/images.test-double.ts).
const imagePipelineTests = ["app/content/images.test.ts"];
const double = (file: string) => path.resolve(import.meta.dirname, "app/content", file);

export default defineConfig({
  test: {
    environment: "node",
    // Vitest's 5 s default failed tests that only the machine's load slowed down (html-validate over
    // the back-office pages, jsdom renders of the contact form) with other work on the 2 cores. A
    // limit only bounds a hung test; no test asserts a timing (shared/testing/timeouts.ts).
    testTimeout: TEST_TIMEOUT_MS,
    // One test file per core: Vitest's default leaves one core to its main thread, and on a 2-core
    // machine that ran the files one at a time (docs/tests.md), while most of them wait on a
    // process they started or a socket.
    maxWorkers: availableParallelism(),
    setupFiles: ["./vitest.setup.ts"],
    projects: [
      {
        extends: true,
        resolve: {
          alias: [
            { find: /^\.\/images\.server\.ts$/, replacement: double("images.test-double.ts") },
            { find: /^astro:content$/, replacement: path.resolve(import.meta.dirname, "app/collections.test-double.ts") },
            { find: /^astro\/loaders$/, replacement: path.resolve(import.meta.dirname, "app/collections.test-double.ts") },
          ],
        },
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.{ts,mjs}",
            "shared/**/*.test.{ts,tsx}",
            "deploy/**/*.test.ts",
            "scripts/**/*.test.ts",
            // The frozen sample (e2e/fixtures/content/) read by the content module.
            "e2e/fixtures/*.test.ts",
            // The stand-ins for third parties that `npm start` and the browser tests run (e2e/stand-ins/).
            "e2e/stand-ins/*.test.ts",
          ],
          exclude: imagePipelineTests,
        },
      },
      // Astro's own configuration (astro.config.ts): the pictures as the build makes them.
      getViteConfig({ test: { name: "images", include: imagePipelineTests } }),
    ],
  },
});
