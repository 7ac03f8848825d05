import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

// Tests run without any bundler plugin, content and editor included: their pictures come from a
// stand-in for astro:assets (images.test-double.ts).
export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    alias: [
      { find: /^\.\/images\.server$/, replacement: path.resolve(import.meta.dirname, "app/content/images.test-double.ts") },
    ],
  },
  test: {
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.{ts,mjs}",
      "deploy/**/*.test.ts",
      "scripts/**/*.test.ts",
      "build-steps/**/*.test.ts",
    ],
    // It tested vite-imagetools, which astro:assets replaced: the content track rewrites it.
    exclude: [...configDefaults.exclude, "app/content/images.test.ts"],
  },
});
