// `npm run bench`: how fast the site is for a phone on a slow connection, by Lighthouse (mobile
// defaults: a mid-range phone, simulated slow 4G, 4× CPU slowdown), 3 runs per page, medians.
//
// Three builds of the same pages, served the same way (server/app.mjs, with compression):
//   ours         the prerendered build, as deployed
//   no-JS floor  the same HTML with every script and module preload removed: the best a page can
//                do; ours should paint its LCP element no later than ~15% after it
//   client-only  the same app rendered in the browser only (like the clinic's original site): every
//                page is the build's SPA shell, which renders once its JS and route data arrive
// Timing lives here, never in tests: the figures depend on the machine. Usage:
//   npm run bench [-- --runs 3] [-- --skip-build] [-- --page /app/ …]
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { createServer } from "../server/app.mjs";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 3;
const buildDir = path.resolve("build/client");
const benchDir = path.resolve(".bench");

if (!args.includes("--skip-build")) {
  const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Every prerendered page file under `dir`. */
const pageFiles = (dir) =>
  readdirSync(dir, { recursive: true })
    .filter((name) => path.basename(name) === "index.html")
    .map((name) => path.join(dir, name));

/** A copy of the build whose every page is rewritten by `transform(html)`. */
function variant(name, transform) {
  const root = path.join(benchDir, name);
  rmSync(root, { recursive: true, force: true });
  cpSync(buildDir, root, { recursive: true });
  // Precompressed copies would be served instead of the rewritten pages: drop them.
  for (const file of pageFiles(path.join(root, "app"))) {
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
    writeFileSync(file, transform(readFileSync(file, "utf8")));
  }
  return root;
}

mkdirSync(benchDir, { recursive: true });
const spaShell = readFileSync(path.join(buildDir, "__spa-fallback.html"), "utf8");
const builds = {
  ours: buildDir,
  "no-JS floor": variant("no-js-floor", (html) =>
    html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link rel="modulepreload"[^>]*>/g, ""),
  ),
  "client-only": variant("client-only", () => spaShell),
};

// The four pages the issue names: home, one service, one doctor, contact; and (issue 13) the
// article list and one article.
const firstDoctor = readdirSync(path.join(buildDir, "app/perfil-doctor")).find((name) => !name.includes(".") && name !== "nuevo-doctor");
const firstArticle = readdirSync(path.join(buildDir, "app/articulos")).find((name) => !name.includes(".") && !["pagina", "tema"].includes(name));
const allPages = ["/app/", "/app/servicios/cirugias", `/app/perfil-doctor/${firstDoctor}`, "/app/contactanos", "/app/articulos", `/app/articulos/${firstArticle}`];
// `--page /app/` (repeatable) measures only the pages named.
const chosen = args.flatMap((arg, index) => (args[index - 1] === "--page" ? [arg] : []));
const pages = chosen.length ? chosen : allPages;

async function serve(root) {
  const server = createServer({ root, sink: null });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumFlags] });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function audit(url, categories, attempt = 1) {
  const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories });
  if (result.lhr.runtimeError) {
    // Lighthouse sometimes loses a trace (NO_NAVSTART and the like): such a run measured nothing.
    if (attempt < 3) return audit(url, categories, attempt + 1);
    throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  }
  const { categories: scores, audits } = result.lhr;
  const transfer = Object.fromEntries(
    (audits["resource-summary"]?.details?.items ?? []).map((item) => [item.resourceType, item.transferSize]),
  );
  return {
    scores: Object.fromEntries(Object.entries(scores).map(([key, category]) => [key, Math.round(category.score * 100)])),
    lcp: audits["largest-contentful-paint"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    transfer,
    lcpElement: audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet,
  };
}

const results = {};
try {
  for (const [name, root] of Object.entries(builds)) {
    const { server, origin } = await serve(root);
    // The baselines only need timing; ours gets every category.
    const categories = name === "ours" ? ["performance", "accessibility", "best-practices", "seo"] : ["performance"];
    for (const page of pages) {
      const samples = [];
      for (let run = 1; run <= runs; run++) {
        samples.push(await audit(origin + page, categories));
        process.stderr.write(`  ${name} ${page} run ${run}/${runs}\n`);
      }
      const pick = (get) => median(samples.map(get));
      process.stderr.write(`    LCP per run: ${samples.map((sample) => Math.round(sample.lcp)).join(", ")} ms\n`);
      results[name] ??= {};
      results[name][page] = {
        scores: Object.fromEntries(Object.keys(samples[0].scores).map((key) => [key, pick((s) => s.scores[key])])),
        lcp: pick((s) => s.lcp),
        tbt: pick((s) => s.tbt),
        cls: pick((s) => s.cls),
        transfer: Object.fromEntries(Object.keys(samples[0].transfer).map((type) => [type, pick((s) => s.transfer[type] ?? 0)])),
        lcpElement: samples[0].lcpElement,
      };
    }
    server.close();
  }
} finally {
  await chrome.kill();
}

writeFileSync(path.join(benchDir, "results.json"), JSON.stringify(results, null, 2));

const ms = (value) => `${Math.round(value)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)}`;
const lighthouseVersion = JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")).version;
console.log(`\nLighthouse ${lighthouseVersion}, ${runs} runs per page, mobile defaults, medians; ${chromiumPath}\n`);
for (const page of pages) {
  const ours = results.ours[page];
  const floor = results["no-JS floor"][page];
  const spa = results["client-only"][page];
  const s = ours.scores;
  console.log(page);
  console.log(
    `  ours         perf ${s.performance} · a11y ${s.accessibility} · best practices ${s["best-practices"]} · SEO ${s.seo} · LCP ${ms(ours.lcp)} · TBT ${ms(ours.tbt)} · CLS ${ours.cls.toFixed(3)}`,
  );
  const t = ours.transfer;
  console.log(
    `               transferred KB: total ${kb(t.total)} · document ${kb(t.document ?? 0)} · script ${kb(t.script ?? 0)} · stylesheet ${kb(t.stylesheet ?? 0)} · font ${kb(t.font ?? 0)} · image ${kb(t.image ?? 0)} · other ${kb(t.other ?? 0)}`,
  );
  console.log(`               LCP element: ${ours.lcpElement ?? "?"}`);
  console.log(`  no-JS floor  perf ${floor.scores.performance} · LCP ${ms(floor.lcp)} · TBT ${ms(floor.tbt)} · CLS ${floor.cls.toFixed(3)}`);
  console.log(`  client-only  perf ${spa.scores.performance} · LCP ${ms(spa.lcp)} · TBT ${ms(spa.tbt)} · CLS ${spa.cls.toFixed(3)}`);
  console.log(
    `  LCP(ours)/LCP(floor) = ${(ours.lcp / floor.lcp).toFixed(2)} · LCP(client-only)/LCP(ours) = ${(spa.lcp / ours.lcp).toFixed(2)}\n`,
  );
}
console.log(`Full results: ${path.relative(process.cwd(), path.join(benchDir, "results.json"))}`);
