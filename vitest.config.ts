import { defineConfig } from "vitest/config";
import { imagePipeline } from "./app/content/image-pipeline.ts";

export default defineConfig({
  // Content loads its pictures through the image pipeline, in tests as in the build.
  plugins: [imagePipeline()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,mjs}", "deploy/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
  },
});
