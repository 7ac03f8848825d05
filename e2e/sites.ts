// The three sites the browser tests run against, picked by E2E_SITE, which playwright.config.ts
// sets from the run's project (`--project=sample`; the `nginx` project's site is the sample's
// content, built by e2e/nginx/build.ts):
// - `site`: the clinic's own content/, as it will be published. Only the checks that follow the
//   content run here (every page's links, HTML, axe, meta, JSON-LD, budgets, console): whatever the
//   clinic writes that the schema accepts must pass them, and the content lane runs just these.
// - `sample`: the frozen copy of the sample content in e2e/fixtures/content/. The behaviour tests and
//   what the spec fixes for the sample (ten professionals, two biologists, four slides…) run here,
//   so no edit of content/ can break them.
// - `smallest`: the sample cut to the least each collection allows (one professional, one service,
//   no article…), for the lists that may be empty. Made from the sample by e2e/fixtures/build.ts.
import { readFileSync } from "node:fs";
import path from "node:path";

export type SiteName = "site" | "sample" | "smallest";

const basePort = Number(process.env.E2E_PORT) || 4173;

const sites: Record<SiteName, { buildDirectory: string; contentDir: string; port: number }> = {
  site: { buildDirectory: "build", contentDir: "content", port: basePort },
  sample: { buildDirectory: "build-fixtures/sample", contentDir: "e2e/fixtures/content", port: basePort + 1 },
  // The content the smallest site was built from is kept beside its build (e2e/fixtures/build.ts).
  smallest: { buildDirectory: "build-fixtures/smallest", contentDir: "build-fixtures/smallest/content", port: basePort + 2 },
};

export const siteName: SiteName = (process.env.E2E_SITE as SiteName | undefined) ?? "site";
if (!(siteName in sites)) throw new Error(`E2E_SITE must be one of ${Object.keys(sites).join(", ")}, not ${siteName}`);

export const site = {
  name: siteName,
  port: sites[siteName].port,
  /** The build's directory (BUILD_DIR), whose client/ the server serves. */
  buildDirectory: path.resolve(sites[siteName].buildDirectory),
  /** The content the site was built from. */
  contentDir: path.resolve(sites[siteName].contentDir),
};

/** A port of its own for a test that starts a server beside the site's (e2e/serve-rebuild.spec.ts). */
export const spareServerPort = basePort + 3;

export const buildDirectoryOf = (name: SiteName) => path.resolve(sites[name].buildDirectory);
export const contentDirOf = (name: SiteName) => path.resolve(sites[name].contentDir);

/** A file of the site's content, as text. */
export const contentFile = (relative: string) => readFileSync(path.join(site.contentDir, relative), "utf8");
