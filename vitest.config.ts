import path from "node:path";
import { defineConfig } from "vitest/config";

// The image pipeline's own test runs with the build's image plugin; every other test runs without
// any bundler plugin, content and editor included: their pictures come from a stand-in.
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
            "complaints-book/**/*.test.{ts,tsx}",
            "clinic/**/*.test.ts",
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
