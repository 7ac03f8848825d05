// Every browser test, one configuration: four projects, each a built site and the server it is
// served by (docs/tests.md). Debian's Chromium drives them all (never a downloaded browser).
// - `site`: the clinic's own build (build/), the checks that follow the content;
// - `sample`: the frozen sample (build-fixtures/sample/), behaviour and what the spec fixes;
// - `smallest`: the sample cut to the least the schema allows (build-fixtures/smallest/);
// - `nginx`: the sample built for production serving (build/nginx-e2e/, e2e/nginx/build.ts),
//   behind Debian's nginx with deploy/nginx/, its service and the EmailJS stand-in.
// One project per run (`npx playwright test --project=sample`): the specs list their pages from
// the site under test when they load, so a run is one site (e2e/sites.ts). No project named runs
// the `site` one, as E2E_SITE does for the content lane (scripts/test-content.ts).
import { defineConfig, type PlaywrightTestConfig, type Project } from "@playwright/test";
import { complaintsDb, complaintsOutbox, contactOutbox } from "#e2e/outbox.ts";
import { buildDirectory, clientDir, nginxPort, serviceDb, serviceOutbox, servicePort, sinkPort } from "#e2e/nginx/setup.ts";
import { chromiumFlags, testChromiumPath } from "#e2e/chromium.ts";

type ProjectName = "site" | "sample" | "smallest" | "nginx";
const projectNames: ProjectName[] = ["site", "sample", "smallest", "nginx"];

/** The projects named on the command line (`--project x`, `--project=x`). */
function projectsAsked(argv: string[]): string[] {
  const named: string[] = [];
  argv.forEach((arg, index) => {
    if (arg === "--project") named.push(...argv[index + 1]!.split(","));
    else if (arg.startsWith("--project=")) named.push(...arg.slice("--project=".length).split(","));
  });
  return named;
}

// The project of this run, settled once by the runner and handed to its workers through E2E_SITE
// (they inherit its environment; e2e/sites.ts reads it).
const asked = projectsAsked(process.argv);
if (asked.length > 1 || asked.some((name) => !projectNames.includes(name as ProjectName)))
  throw new Error(`One project per run, one of ${projectNames.join(", ")} (asked: ${asked.join(", ")})`);
const project = (asked[0] ?? process.env.E2E_PROJECT ?? process.env.E2E_SITE ?? "site") as ProjectName;
if (!projectNames.includes(project)) throw new Error(`E2E_SITE must be one of ${projectNames.join(", ")}, not ${project}`);
// The nginx tests' site is the sample's content (e2e/nginx/build.ts): what they read of the content
// is the sample's.
process.env.E2E_PROJECT = project;
process.env.E2E_SITE = project === "nginx" ? "sample" : project;
const { site } = await import("#e2e/sites.ts");

/**
 * The checks that follow the content: every page's links and files, HTML, axe, console, no sideways
 * scroll, meta and JSON-LD, byte budgets. They run on the clinic's own site (and are what the content lane runs,
 * scripts/test-content.ts) and on the smallest site; everything else (behaviour, and what the spec
 * fixes for the sample) runs on the frozen sample, where no edit of content/ can break it.
 */
export const contentChecks = ["every-page", "overflow", "links", "html", "seo", "structured-data", "budgets"].map(
  (name) => `${name}.spec.ts`,
);

const chromium = { launchOptions: { executablePath: testChromiumPath, args: chromiumFlags } };

/** A built site served exactly as `npm start` serves it (server/start.ts). */
const siteServer: PlaywrightTestConfig["webServer"] = {
  command: "node --import tsx server/start.ts",
  env: {
    PORT: String(site.port),
    HOST: "127.0.0.1",
    BUILD_DIR: site.buildDirectory,
    // The clinic's facts the build was made with (content/clinica.yml), for the complaints book's sheet and e-mails.
    CONTENT_DIR: site.contentDir,
    // The build has no EmailJS ids, so the server answers the contact form itself: into this
    // outbox, and with the failure a test's browser asks for by cookie (test-only switch).
    EMAILJS_SINK_OUTBOX: contactOutbox,
    EMAILJS_SINK_TEST_CONTROLS: "1",
    // The complaints book's service: its own database and mail folder, outside test-results/
    // (emptied by Playwright while the server runs); the rate limit out of the tests' way.
    COMPLAINTS_DB: complaintsDb,
    COMPLAINTS_OUTBOX_DIR: complaintsOutbox,
    COMPLAINTS_RATE_LIMIT: "10000",
    CONSULTAS_RATE_LIMIT: "10000",
    // The back office's passkeys are bound to a host name (WebAuthn refuses IP addresses): its
    // tests open it at localhost (e2e/back-office.spec.ts).
    GESTION_ORIGIN: `http://localhost:${site.port}`,
  },
  url: `http://127.0.0.1:${site.port}/app/`,
  reuseExistingServer: false,
  // tsx compiles the server on its first start: on a busy machine that takes a while.
  timeout: 90_000,
};

/** The production serving: nginx with deploy/nginx/, the service behind it, the EmailJS stand-in. */
const nginxServers: PlaywrightTestConfig["webServer"] = [
  {
    command: "node --import tsx scripts/serve-nginx.ts",
    env: { PORT: String(nginxPort), HOST: "127.0.0.1", NGINX_ROOT: clientDir, NGINX_SERVICE: `127.0.0.1:${servicePort}` },
    url: `http://127.0.0.1:${nginxPort}/app/`,
    reuseExistingServer: false,
    timeout: 30_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
  },
  {
    // The complaints book's service, as production runs it behind nginx.
    command: "node --import tsx server/start.ts",
    env: {
      PORT: String(servicePort),
      HOST: "127.0.0.1",
      BUILD_DIR: buildDirectory,
      COMPLAINTS_DB: serviceDb,
      COMPLAINTS_OUTBOX_DIR: serviceOutbox,
    },
    url: `http://127.0.0.1:${servicePort}/app/api/salud`,
    reuseExistingServer: false,
    timeout: 90_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
  },
  {
    // The stand-in for EmailJS on a second loopback origin: a third party, so it lives with the tests.
    command: "node --import tsx e2e/nginx/sink-server.ts",
    port: sinkPort,
    reuseExistingServer: false,
    timeout: 30_000,
  },
];

// Each runs apart (its own project or runner), and the stand-ins' own tests are Vitest's (*.test.ts).
const ownTree = ["nginx/**", "fixtures/**", "engines/**", "stand-ins/**"];
const projects = {
  site: { testMatch: contentChecks, testIgnore: ownTree },
  sample: { testIgnore: [...contentChecks, "smallest.spec.ts", ...ownTree] },
  smallest: { testMatch: [...contentChecks, "smallest.spec.ts"], testIgnore: ownTree },
  // One test at a time: the load test must have the server to itself.
  nginx: { testDir: "e2e/nginx", workers: 1, fullyParallel: false, use: { baseURL: `http://127.0.0.1:${nginxPort}` } },
} satisfies Record<ProjectName, Omit<Project, "name">>;

export default defineConfig({
  testDir: "e2e",
  outputDir: `test-results/${project}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: { baseURL: `http://127.0.0.1:${site.port}`, ...chromium },
  // Only this run's project: its servers are the only ones started.
  projects: [{ name: project, ...projects[project] }],
  webServer: project === "nginx" ? nginxServers : siteServer,
});
