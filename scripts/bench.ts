// `npm run bench`: how fast the site is for a phone on a slow connection, by Lighthouse (mobile
// defaults: a mid-range phone, simulated slow 4G, 4× CPU slowdown), 3 runs per page, medians.
//
// Three builds of the same pages, served the same way (server/app.ts, with compression):
//   ours         the prerendered build, as deployed
//   no-JS floor  the same HTML with every script and module preload removed: the best a page can
//                do; ours should paint its LCP element no later than ~15% after it
//   client-only  the same app rendered in the browser only (like the clinic's original site): every
//                page is the build's SPA shell, which renders once its JS and route data arrive
// Timing lives here, never in tests: the figures depend on the machine. Usage:
//   npm run bench [-- --runs 3] [-- --skip-build] [-- --page /app/ …] [-- --taps-only]
// Then the taps (scripts/bench-taps.ts): how long a tap takes to be answered, early and idle,
// ours against the no-JS floor. `--taps-only` skips Lighthouse.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import type { AddressInfo } from "node:net";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { createServer } from "../server/app.ts";
import { chromiumFlags, chromiumPath } from "./chromium.ts";
import { appPath, articlePath, doctorPath } from "../app/lib/urls.ts";
import { measureTaps, tapLines, type ControlName } from "./bench-taps.ts";

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 3;
const buildDir = path.resolve("build/client");
const benchDir = path.resolve(".bench");

if (!args.includes("--skip-build")) {
  const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Every prerendered page file under `dir`. */
const pageFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => path.basename(name) === "index.html")
    .map((name) => path.join(dir, name));

/** A copy of the build whose every page is rewritten by `transform(html)`. */
function variant(name: string, transform: (html: string) => string) {
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
  "no-JS floor": variant("no-js-floor", (html: string) =>
    html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link rel="modulepreload"[^>]*>/g, ""),
  ),
  "client-only": variant("client-only", () => spaShell),
};

// The four pages the issue names: home, one service, one doctor, contact; and (issue 13) the FAQ,
// the longest page, the article list and one article.
const firstDoctor = readdirSync(path.join(buildDir, "app/perfil-doctor")).find(
  (name) => !name.includes(".") && name !== "nuevo-doctor",
);
const firstArticle = readdirSync(path.join(buildDir, "app/articulos")).find(
  (name) => !name.includes(".") && !["pagina", "tema"].includes(name),
);
if (!firstDoctor || !firstArticle) throw new Error(`${buildDir} has no doctor's or article's page: build first`);
const allPages = [
  "/app/",
  "/app/servicios/cirugias",
  appPath(doctorPath(firstDoctor)),
  "/app/contactanos",
  "/app/preguntas-frecuentes",
  "/app/articulos",
  appPath(articlePath(firstArticle)),
];
// `--page /app/` (repeatable) measures only the pages named.
const chosen = args.flatMap((arg, index) => (args[index - 1] === "--page" ? [arg] : []));
const pages = chosen.length ? chosen : allPages;

async function serve(root: string) {
  const server = createServer({ root, sink: null });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumFlags] });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface Sample {
  scores: Record<string, number>;
  lcp: number;
  tbt: number;
  cls: number;
  transfer: Record<string, number>;
  lcpElement?: string;
}

/** The parts of a Lighthouse audit's details this script reads. */
type Items = { items?: { resourceType?: string; transferSize?: number; items?: { node?: { snippet?: string } }[] }[] };

async function audit(url: string, categories: string[], attempt = 1): Promise<Sample> {
  const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories });
  if (!result) throw new Error(`${url}: Lighthouse returned nothing`);
  if (result.lhr.runtimeError) {
    // Lighthouse sometimes loses a trace (NO_NAVSTART and the like): such a run measured nothing.
    if (attempt < 3) return audit(url, categories, attempt + 1);
    throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  }
  const { categories: scores, audits } = result.lhr;
  const transfer = Object.fromEntries(
    ((audits["resource-summary"]?.details as Items | undefined)?.items ?? []).map((item) => [
      item.resourceType,
      item.transferSize,
    ]),
  );
  return {
    scores: Object.fromEntries(Object.entries(scores).map(([key, category]) => [key, Math.round((category.score ?? 0) * 100)])),
    lcp: audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbt: audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    transfer,
    lcpElement: (audits["largest-contentful-paint-element"]?.details as Items | undefined)?.items?.[0]?.items?.[0]?.node?.snippet,
  };
}

type Summary = Omit<Sample, "lcpElement"> & { lcpElement?: string };
const results: Record<string, Record<string, Summary>> = {};
const tapsOnly = args.includes("--taps-only");
try {
  for (const [name, root] of Object.entries(tapsOnly ? {} : builds)) {
    const { server, origin } = await serve(root);
    // The baselines only need timing; ours gets every category.
    const categories = name === "ours" ? ["performance", "accessibility", "best-practices", "seo"] : ["performance"];
    for (const page of pages) {
      const samples: Sample[] = [];
      for (let run = 1; run <= runs; run++) {
        samples.push(await audit(origin + page, categories));
        process.stderr.write(`  ${name} ${page} run ${run}/${runs}\n`);
      }
      const pick = (get: (sample: Sample) => number) => median(samples.map(get));
      const first = samples[0]!;
      process.stderr.write(`    LCP per run: ${samples.map((sample) => Math.round(sample.lcp)).join(", ")} ms\n`);
      (results[name] ??= {})[page] = {
        scores: Object.fromEntries(Object.keys(first.scores).map((key) => [key, pick((s) => s.scores[key] ?? 0)])),
        lcp: pick((s) => s.lcp),
        tbt: pick((s) => s.tbt),
        cls: pick((s) => s.cls),
        transfer: Object.fromEntries(Object.keys(first.transfer).map((type) => [type, pick((s) => s.transfer[type] ?? 0)])),
        lcpElement: first.lcpElement,
      };
    }
    server.close();
  }
} finally {
  await chrome.kill();
}

const servers = { ours: await serve(builds.ours), "no-JS floor": await serve(builds["no-JS floor"]) };
// The menu on every page, and each page kind's own control: the hero's slides, a question, a field.
const ownControl: Record<string, ControlName> = {
  "/app/": "slide",
  "/app/preguntas-frecuentes": "question",
  "/app/contactanos": "field",
};
const taps = await measureTaps(
  Object.fromEntries(Object.entries(servers).map(([name, { origin }]) => [name, origin])),
  Object.fromEntries(pages.map((page) => [page, ["menu", ...(ownControl[page] ? [ownControl[page]] : [])]])),
  runs,
).finally(() => Object.values(servers).forEach(({ server }) => server.close()));
writeFileSync(path.join(benchDir, "results.json"), JSON.stringify({ lighthouse: results, taps }, null, 2));

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes = 0) => `${(bytes / 1024).toFixed(1)}`;
const lighthouseVersion = JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")).version;
if (!tapsOnly)
  console.log(`\nLighthouse ${lighthouseVersion}, ${runs} runs per page, mobile defaults, medians; ${chromiumPath}\n`);
for (const page of tapsOnly ? [] : pages) {
  const ours = results.ours![page]!;
  const floor = results["no-JS floor"]![page]!;
  const spa = results["client-only"]![page]!;
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
  console.log(
    `  no-JS floor  perf ${floor.scores.performance} · LCP ${ms(floor.lcp)} · TBT ${ms(floor.tbt)} · CLS ${floor.cls.toFixed(3)}`,
  );
  console.log(
    `  client-only  perf ${spa.scores.performance} · LCP ${ms(spa.lcp)} · TBT ${ms(spa.tbt)} · CLS ${spa.cls.toFixed(3)}`,
  );
  console.log(
    `  LCP(ours)/LCP(floor) = ${(ours.lcp / floor.lcp).toFixed(2)} · LCP(client-only)/LCP(ours) = ${(spa.lcp / ours.lcp).toFixed(2)}\n`,
  );
}
console.log(
  `\nTaps: 390 px, touch, 4× CPU slowdown, Event Timing duration of the slowest event, ${runs} runs, medians; ${chromiumPath}`,
);
for (const page of pages) console.log(tapLines(page, taps.ours![page]!, taps["no-JS floor"]![page]!).join("\n"));
console.log(`Full results: ${path.relative(process.cwd(), path.join(benchDir, "results.json"))}`);
