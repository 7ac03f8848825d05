import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagePipeline } from "./app/content/image-pipeline.ts";

export default defineConfig({
  plugins: [imagePipeline(), tailwindcss(), reactRouter()],
  // Site facts are overridable at build time with CLINIC_* variables (see app/config/site.ts).
  envPrefix: "CLINIC_",
  resolve: { tsconfigPaths: true },
  // The whole site lives under /app/: assets go to /app/assets/ without setting `base`,
  // which would also prefix the prerendered paths a second time.
  build: {
    assetsDir: "app/assets",
    rolldownOptions: {
      output: {
        // The small modules the layout (root.tsx) imports (the hydration parts and signal, the
        // links among them), and the two nearly every page uses (prose, responsive-image), load
        // on every page anyway: one "shell" chunk, with React itself, instead of a file each saves
        // each page ~1 KB of per-file overhead, which the home page's 120 KB JS budget needs
        // (budgets.config.ts).
        codeSplitting: {
          groups: [
            {
              name: "shell",
              test: /app\/(components\/ui\/(button|chat-link|hydration-boundary|icons|link|prose|responsive-image)|config\/site|lib\/(cn|fill|no-break|use-hydrated|use-reduced-motion|use-ui)|components\/content\/not-found-content)\.tsx?$|\/clinic\/(facts|emailjs)\.ts$|node_modules\/clsx/,
            },
          ],
        },
      },
    },
  },
});
