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
  build: { assetsDir: "app/assets" },
});
