// `npm run bench -- pages`: what each kind of page costs a phone on a slow connection. Timing lives here,
// never in tests: the figures depend on the machine (bytes are the same everywhere). Three parts:
//   js    the JavaScript a reader loads, gzip, per page kind (scripts/bench-js.ts), against the
//         issue's targets
//   lcp   Lighthouse (mobile defaults: simulated slow 4G, 4× CPU slowdown), medians of --runs:
//         performance score, LCP, TBT, CLS, and LCP against the page's no-JS floor
//   taps  how long a tap takes to be answered, early, while an island hydrates and idle, against
//         the floor (scripts/bench-taps.ts)
// The no-JS floor is the same build with every <script> removed but JSON-LD and speculation rules
// (data for the browser, not script): the best a page can do. Both are served the same way
// (server/app.ts, with compression), and take turns run by run, so a busy moment of a shared
// machine lands on both. Usage:
//   npm run bench -- pages [--runs 3] [--skip-build] [--only js,lcp,taps] [--page home …]
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import type { AddressInfo } from "node:net";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { createServer } from "#server/app.ts";
import { chromiumFlags, chromiumPath } from "#e2e/chromium.ts";
import { appPath, articlePath, doctorPath, servicePath, topicPath } from "#app/lib/urls.ts";
import { measureJs, type PageJs } from "./bench-js.ts";
import { measureTaps, tapLines, type ControlName } from "./bench-taps.ts";
import { connectCdp } from "./cdp.ts";

const args = process.argv.slice(2);
const option = (name: string) => args.flatMap((arg, index) => (args[index - 1] === name ? arg.split(",") : []));
const runs = Number(option("--runs")[0]) || 3;
const parts = new Set(option("--only").length ? option("--only") : ["js", "lcp", "taps"]);
const buildDir = path.resolve("build/client");
const benchDir = path.resolve(".bench");

if (!args.includes("--skip-build")) {
  const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Every prerendered page file under `dir`. */
const pageFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".html"))
    .map((name) => path.join(dir, name));

/** Script, not data: JSON-LD and speculation rules stay on the floor. */
const SCRIPT = /<script(?![^>]*type="(?:application\/ld\+json|speculationrules)")[^>]*>[\s\S]*?<\/script>/g;

function noJsFloor() {
  const root = path.join(benchDir, "no-js-floor");
  rmSync(root, { recursive: true, force: true });
  cpSync(buildDir, root, { recursive: true });
  for (const file of pageFiles(path.join(root, "app"))) {
    // Precompressed copies would be served instead of the rewritten pages.
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
    writeFileSync(file, readFileSync(file, "utf8").replace(SCRIPT, ""));
  }
  return root;
}

/** The first entry of a built collection folder (a page of its own, not a listing). */
const first = (folder: string, skip: string[] = []) => {
  const name = readdirSync(path.join(buildDir, "app", folder)).find((name) => !name.includes(".") && !skip.includes(name));
  if (!name) throw new Error(`${buildDir}/app/${folder} has no page: build first`);
  return name;
};

/** Every kind of page, and the JavaScript target the issue sets for it (KB gzip; 0: no script files). */
const KINDS: { kind: string; path: string; jsKb: number | null }[] = [
  { kind: "home", path: "/app/", jsKb: 85 },
  { kind: "service", path: appPath(servicePath(first("servicios"))), jsKb: 0 },
  { kind: "treatment", path: "/app/reproduccion-asistida", jsKb: 0 },
  { kind: "doctor", path: appPath(doctorPath(first("perfil-doctor", ["nuevo-doctor"]))), jsKb: 0 },
  { kind: "article", path: appPath(articlePath(first("articulos", ["pagina", "tema"]))), jsKb: 0 },
  { kind: "article list", path: "/app/articulos", jsKb: 0 },
  { kind: "topic", path: appPath(topicPath(first("articulos/tema"))), jsKb: 0 },
  { kind: "FAQ", path: "/app/preguntas-frecuentes", jsKb: 0 },
  { kind: "first visit", path: "/app/primera-consulta", jsKb: 0 },
  { kind: "privacy", path: "/app/politica-de-privacidad", jsKb: 0 },
  { kind: "nueva-ruta", path: "/app/nueva-ruta", jsKb: 0 },
  // The built page itself: Lighthouse measures nothing on a response of status 404.
  { kind: "404", path: "/app/404.html", jsKb: 0 },
  { kind: "contact", path: "/app/contactanos", jsKb: 80 },
  { kind: "complaints book", path: "/app/libro-de-reclamaciones", jsKb: 100 },
  { kind: "consultation request", path: "/app/pide-tu-primera-consulta", jsKb: 100 },
  { kind: "search", path: "/app/buscar", jsKb: null },
  { kind: "search, a query", path: "/app/buscar?q=fertilidad", jsKb: null },
];
// `--page home` or `--page /app/` (repeatable, or comma-separated) measures only the pages named.
const chosen = option("--page");
const kinds = chosen.length ? KINDS.filter(({ kind, path }) => chosen.includes(kind) || chosen.includes(path)) : KINDS;
// The menu on every page measured for taps; each kind's own control where it has one.
const TAPPED: Record<string, ControlName[]> = {
  home: ["menu", "slide"],
  service: ["menu"],
  article: ["menu"],
  FAQ: ["menu", "question"],
  contact: ["menu", "field"],
  "complaints book": ["menu"],
  search: ["menu"],
};

async function serve(root: string) {
  const server = createServer({ root });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface Sample {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function audit(port: number, url: string, attempt = 1): Promise<Sample> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  if (!result) throw new Error(`${url}: Lighthouse returned nothing`);
  if (result.lhr.runtimeError) {
    // Lighthouse sometimes loses a trace (NO_NAVSTART and the like): such a run measured nothing.
    if (attempt < 3) return audit(port, url, attempt + 1);
    throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  }
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbt: audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
  };
}

mkdirSync(benchDir, { recursive: true });
const servers = { ours: await serve(buildDir), "no-JS floor": await serve(noJsFloor()) };
const origins = Object.fromEntries(Object.entries(servers).map(([name, { origin }]) => [name, origin]));
const results: { js?: Record<string, PageJs>; lighthouse?: Record<string, Record<string, Sample[]>>; taps?: unknown } = {};
const lines: string[] = [];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => `${Math.round(value)}`;

try {
  if (parts.has("js")) {
    const js = (results.js = await measureJs(Object.fromEntries(kinds.map(({ kind, path }) => [kind, origins.ours + path]))));
    lines.push(
      "",
      `JavaScript a reader loads (gzip level 9, KB), after a slow scroll to the bottom, 390 px; ${chromiumPath}`,
      `  ${"page kind".padEnd(17)} ${"files".padStart(6)} ${"inline".padStart(12)} ${"total".padStart(6)}  target    document (br)  search index`,
    );
    for (const { kind, jsKb } of kinds) {
      const { files, inline, search, document } = js[kind]!;
      const fileBytes = files.reduce((sum, file) => sum + file.bytes, 0);
      const total = fileBytes + inline.bytes;
      const target =
        jsKb === null
          ? ""
          : jsKb === 0
            ? fileBytes === 0
              ? "0 files ✓"
              : "0 files ✗"
            : `≤ ${jsKb} ${total <= jsKb * 1024 ? "✓" : "✗"}`;
      lines.push(
        `  ${kind.padEnd(17)} ${kb(fileBytes).padStart(6)} ${`${kb(inline.bytes)} (${inline.count})`.padStart(12)} ${kb(total).padStart(6)}  ${target.padEnd(10)}${kb(document).padStart(13)}  ${kind.startsWith("search") ? kb(search) : ""}`,
      );
    }
    lines.push(
      "  (inline: what the page's inline scripts add to its gzip document, and how many; document: brotli, headers not included; search index: Pagefind's wasm and index)",
    );
    lines.push("  Script files:");
    for (const { kind } of kinds)
      for (const { path, bytes } of js[kind]!.files) lines.push(`    ${kind.padEnd(17)} ${kb(bytes).padStart(6)}  ${path}`);
  }

  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumFlags] });
  try {
    if (parts.has("lcp")) {
      const samples: Record<string, Record<string, Sample[]>> = (results.lighthouse = {});
      for (const { kind, path } of kinds.filter(({ path }) => !path.includes("?")))
        for (let run = 1; run <= runs; run++)
          for (const [name, origin] of Object.entries(origins)) {
            ((samples[name] ??= {})[kind] ??= []).push(await audit(chrome.port, origin + path));
            process.stderr.write(`  lighthouse ${name} ${kind} run ${run}/${runs}\n`);
          }
      const lighthouseVersion = JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")).version;
      lines.push(
        "",
        `Lighthouse ${lighthouseVersion}, mobile defaults (slow 4G, 4× CPU), medians of ${runs}; ${chromiumPath}`,
        `  ${"page kind".padEnd(17)} perf  LCP ms (runs)            floor LCP ms (runs)      ours/floor  TBT ms  CLS    floor perf`,
      );
      for (const kind of Object.keys(samples.ours ?? {})) {
        const ours = samples.ours![kind]!;
        const floor = samples["no-JS floor"]![kind]!;
        const pick = (list: Sample[], get: (sample: Sample) => number) => median(list.map(get));
        const perRun = (list: Sample[]) => `${ms(pick(list, (s) => s.lcp))} (${list.map((s) => ms(s.lcp)).join(", ")})`;
        lines.push(
          `  ${kind.padEnd(17)} ${String(pick(ours, (s) => s.performance)).padStart(4)}  ${perRun(ours).padEnd(24)} ${perRun(floor).padEnd(24)} ${(pick(ours, (s) => s.lcp) / pick(floor, (s) => s.lcp)).toFixed(2).padStart(10)}  ${ms(pick(ours, (s) => s.tbt)).padStart(6)}  ${pick(ours, (s) => s.cls).toFixed(3)}  ${pick(floor, (s) => s.performance)}`,
        );
      }
    }

    if (parts.has("taps")) {
      const tapped = kinds.filter(({ kind }) => TAPPED[kind]);
      const cdp = await connectCdp(chrome.port);
      const taps = await measureTaps(
        cdp,
        origins,
        Object.fromEntries(tapped.map(({ path, kind }) => [path, TAPPED[kind]!])),
        runs,
      ).finally(() => cdp.close());
      results.taps = taps;
      lines.push(
        "",
        `Taps: 390 px, touch, 4× CPU slowdown, Event Timing duration of the slowest event, medians of ${runs}; ${chromiumPath}`,
      );
      for (const { path } of tapped) lines.push(...tapLines(path, taps.ours![path]!, taps["no-JS floor"]![path]!));
    }
  } finally {
    await chrome.kill();
  }
} finally {
  Object.values(servers).forEach(({ server }) => server.close());
}
writeFileSync(path.join(benchDir, "results.json"), JSON.stringify(results, null, 2));
console.log([...lines, "", `Full results: ${path.relative(process.cwd(), path.join(benchDir, "results.json"))}`].join("\n"));
