import path from "node:path";
import { defineConfig } from "vitest/config";

// Every test runs without any bundler plugin, content and editor included: their pictures come from
// a stand-in. The pictures' own test (app/content/images.test.ts) tested the hand-written pipeline
// that astro:assets replaced: left out until it is adapted to Astro (the content track).
const imagePipelineTests = ["app/content/images.test.ts"];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    projects: [
      {
        extends: true,
        resolve: {
          alias: [
            { find: /^\.\/images\.server$/, replacement: path.resolve(import.meta.dirname, "app/content/images.test-double.ts") },
          ],
        },
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.{ts,mjs}",
            "deploy/**/*.test.ts",
            "scripts/**/*.test.ts",
            "build-steps/**/*.test.ts",
          ],
          exclude: imagePipelineTests,
        },
      },
    ],
  },
});
