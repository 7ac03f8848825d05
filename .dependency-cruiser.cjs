// The layers of the code and which way they point (docs/decisions/0012-one-layout-for-site-service-shared.md),
// checked by dependency-cruiser in `npm test` (scripts/test-all.ts, `npx depcruise --config
// .dependency-cruiser.cjs app server shared deploy scripts e2e astro.config.ts`).
//
//   shared/   what the site and the service both import: imports neither of them
//   app/      the site (Astro)     ┐ never import each other
//   server/   the service (Hono)   ┘
//   e2e/, scripts/, deploy/   tests and tooling: may import anything, and nothing above imports them
//
// Inside app/, lower to higher: lib/ and config/ (pure helpers, the clinic's settings) → content/ (the
// schemas and the data functions that read content/) → components/ → templates/ → layouts/ and
// pages/. cms/ and build-steps/ are the build's tools beside them. A module never imports upward.
//
// Astro's .astro files are not read: dependency-cruiser has no parser for them (it reads JavaScript,
// TypeScript, JSX, Vue and Svelte). The page files and the layout only import templates, components,
// content and the browser scripts of app/scripts/, so they sit at the top of the site's layers and
// cannot close a cycle; what only they import is exempt from the orphans rule below.
/** Tests and their stand-ins: nothing imports a test, and they may assemble any layer they check. */
const TESTS = "\\.(test|spec|test-double)\\.tsx?$|/testing/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No file imports itself through others, type-only imports included.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-circular-folders",
      comment: "No folder depends on itself through other folders.",
      severity: "error",
      scope: "folder",
      from: {},
      to: { circular: true },
    },
    {
      name: "shared-imports-neither-app-nor-server",
      comment: "shared/ is what both programs import: it knows neither of them.",
      severity: "error",
      from: { path: "^shared/" },
      to: { path: "^(app|server)/" },
    },
    {
      name: "server-never-imports-app",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^app/" },
    },
    {
      name: "app-never-imports-server",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^server/" },
    },
    {
      name: "product-never-imports-tooling",
      comment:
        "The tests, the scripts and the deploy tools may import anything; the product imports none of them " +
        "(server/start.ts loads a test stand-in on demand: the next rule).",
      severity: "error",
      from: { path: "^(app|server|shared)/" },
      to: { path: "^(e2e|scripts|deploy)/", dynamic: false },
    },
    {
      name: "only-the-entry-loads-stand-ins",
      comment:
        "The stand-ins for third parties live with the tests (e2e/stand-ins/). Only the service's entry " +
        "loads one, by a dynamic import, when server/env.ts says it runs in development or a test: " +
        "server/app.ts and everything production's requests go through never import one.",
      severity: "error",
      from: { path: "^(app|server|shared)/", pathNot: "^server/start\\.ts$" },
      to: { path: "^(e2e|scripts|deploy)/", dynamic: true },
    },
    {
      name: "the-entry-loads-only-stand-ins",
      severity: "error",
      from: { path: "^server/start\\.ts$" },
      to: { path: "^(e2e|scripts|deploy)/", pathNot: "^e2e/stand-ins/[^/]+\\.ts$", dynamic: true },
    },
    {
      name: "app-lib-is-the-bottom",
      comment: "app/lib/ and app/config/ are small pure helpers: they import no other part of the site.",
      severity: "error",
      from: { path: "^app/(lib|config)/", pathNot: TESTS },
      to: { path: "^app/(content|components|templates|layouts|pages|cms|build-steps|scripts)/" },
    },
    {
      name: "app-content-below-components",
      comment: "The schemas and the data functions know no component, template or page.",
      severity: "error",
      from: { path: "^app/content/", pathNot: TESTS },
      to: { path: "^app/(components|templates|layouts|pages|cms|build-steps|scripts)/" },
    },
    {
      name: "app-components-below-templates",
      comment: "Components take props: they import no template, layout or page, and none of the build's tools.",
      severity: "error",
      from: { path: "^app/components/", pathNot: TESTS },
      to: { path: "^app/(templates|layouts|pages|cms|build-steps)/" },
    },
    {
      name: "app-templates-below-pages",
      severity: "error",
      from: { path: "^app/templates/", pathNot: TESTS },
      to: { path: "^app/(layouts|pages|cms|build-steps)/" },
    },
    {
      name: "app-browser-scripts-stand-alone",
      comment: "app/scripts/ runs in the browser beside the HTML: it imports only shared rules and small helpers.",
      severity: "error",
      from: { path: "^app/scripts/" },
      to: { path: "^app/(content|components|templates|layouts|pages|cms|build-steps)/" },
    },
    {
      name: "no-orphans",
      comment:
        "A module nothing imports is dead, unless it is an entry point: tests, type declarations, " +
        "what only .astro files import (unread here), the browser's files served as they are.",
      severity: "error",
      from: {
        orphan: true,
        pathNot: [
          TESTS,
          "\\.d\\.ts$",
          "^app/scripts/",
          "^app/components/contact/map-frame\\.tsx$",
          "^server/back-office/assets/",
          "^e2e/engines/watcher\\.js$",
        ],
      },
      to: {},
    },
    {
      name: "not-to-unresolvable",
      comment: "Every import resolves (Astro's virtual modules astro:* are the build's own).",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, pathNot: "^astro:" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|build|build-fixtures|test-results|\\.astro)/" },
    // Resolves the package.json `imports` aliases (#app/…, #shared/…) as Node does.
    tsConfig: { fileName: "tsconfig.json" },
    // Type-only imports count: a cycle of types is still a cycle to read.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
  },
};
