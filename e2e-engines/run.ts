// `npx tsx e2e-engines/run.ts`: the built site in Firefox and WebKit (Safari's engine), after the
// Chromium suite. Every prerendered page at 390 and 1280 px: no console or page error, no CSP
// violation, no sideways scroll before and after its islands hydrate; then the key flows once per engine at
// 390 px. Texts come from content/ui.yml and the built pages, never from samples. Prints
// "N passed, N failed" and exits non-zero on a failure. See docs/engines.md.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { prerenderedPaths } from "../e2e/pages";
import { firefox, webkit, type Engine } from "./engines";

const port = Number(process.env.ENGINES_PORT) || 3230;
const driverPort = Number(process.env.WEBKIT_DRIVER_PORT) || port + 1;
const origin = `http://127.0.0.1:${port}`;
const ui = parse(readFileSync("content/ui.yml", "utf8")) as {
  menu: { open: string; close: string };
  nav: { label: string; to: string }[];
  carousel: { next: string; previous: string; hero: string };
  form: { incomplete: string; sent: string };
};
const widths = [390, 1280];

let passed = 0;
const failures: string[] = [];
async function check(name: string, body: () => Promise<void>) {
  const started = Date.now();
  try {
    await body();
    passed++;
    console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
  } catch (error) {
    failures.push(name);
    console.log(
      `  ✘ ${name}\n      ${String(error instanceof Error ? error.message : error)
        .split("\n")
        .join("\n      ")}`,
    );
  }
}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Polls `source` in the page until it returns a truthy value (a signal, not a sleep). */
async function until<T>(engine: Engine, what: string, source: string, ...args: unknown[]): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await engine.run<T>(source, ...args).catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// No page-wide signal: each island (<astro-island>) loses its ssr attribute once hydrated. Those
// that hydrate as they come into view are brought there one by one, as a reader scrolling would.
const islandsHydrated = `() => {
  const waiting = [...document.querySelectorAll("astro-island[ssr]")];
  const unseen = waiting.find((island) => island.getAttribute("client") === "visible");
  (unseen?.firstElementChild ?? unseen)?.scrollIntoView({ block: "center", behavior: "instant" });
  return waiting.length === 0;
}`;
/** The island holding `selector` is hydrated (a page's own control, the hero's arrows). */
const islandOf = `(selector) => { const island = document.querySelector(selector)?.closest("astro-island"); return !!island && !island.hasAttribute("ssr"); }`;
/** Scrolls `selector` to the middle of the screen, where a reader would have it (a client:visible island). */
const reveal = `(selector) => { document.querySelector(selector)?.scrollIntoView({ block: "center", behavior: "instant" }); return true; }`;
const overflow = `() => document.documentElement.scrollWidth - window.innerWidth`;

/** Marks the first element matching `selector` whose text (or aria-label) is `text`, for a click. */
const mark = `(selector, text, within) => {
  document.querySelectorAll("[data-engine-target]").forEach((element) => element.removeAttribute("data-engine-target"));
  const scope = within ? document.querySelector(within) : document;
  const found = [...(scope?.querySelectorAll(selector) ?? [])].find((element) =>
    element.textContent.trim() === text || element.getAttribute("aria-label") === text);
  found?.setAttribute("data-engine-target", "");
  return !!found;
}`;
/** No animation moves the element (a menu sliding in): the engines refuse a click off screen. */
const still = `(selector) => {
  const element = document.querySelector(selector);
  return !!element && document.getAnimations().every((animation) => animation.playState !== "running" || !animation.effect?.target?.contains(element));
}`;
async function clickText(engine: Engine, selector: string, text: string, within?: string) {
  await until(engine, `${selector} «${text}»`, mark, selector, text, within ?? null);
  await until(engine, `${selector} «${text}» still`, still, "[data-engine-target]");
  await engine.click("[data-engine-target]");
}

async function noProblems(engine: Engine, where: string) {
  const problems = await engine.problems();
  assert(problems.length === 0, `${where}: ${problems.join("; ")}`);
}

async function everyPage(engine: Engine) {
  for (const width of widths) {
    await engine.setSize(width, 844);
    for (const page of prerenderedPaths().filter(
      (page) => !process.env.ENGINES_PAGES || process.env.ENGINES_PAGES.split(",").includes(page),
    )) {
      await check(`${engine.name} ${width} px ${page}: no error, no CSP violation, no sideways scroll`, async () => {
        await engine.goto(`${origin}${page}`);
        const before = await engine.run<number>(overflow);
        await until(engine, "every island hydrated", islandsHydrated);
        const after = await engine.run<number>(overflow);
        assert(before <= 0 && after <= 0, `wider than the window by ${before} px before its islands hydrated, ${after} px after`);
        await noProblems(engine, page);
      });
    }
  }
}

async function flows(engine: Engine) {
  await engine.setSize(390, 844);
  await check(`${engine.name}: the hero's «${ui.carousel.next}» and «${ui.carousel.previous}» change the slide`, async () => {
    await engine.goto(`${origin}/app/`);
    const hero = `[aria-label="${ui.carousel.hero}"]`;
    // Its arrows show once its island has hydrated (app/components/ui/carousel-button.tsx).
    await until(engine, "the hero's island hydrated", islandOf, hero);
    const current = `() => document.querySelector('${hero} [aria-current="true"]')?.getAttribute("aria-label")`;
    const first = await engine.run<string>(current);
    await clickText(engine, "button", ui.carousel.next, hero);
    const second = await until<string>(
      engine,
      "the next slide",
      `() => { const now = (${current})(); return now !== ${JSON.stringify(first)} && now; }`,
    );
    await clickText(engine, "button", ui.carousel.previous, hero);
    await until(engine, "the first slide again", `() => (${current})() === ${JSON.stringify(first)}`);
    assert(first !== second, "the slide did not change");
  });

  // The home section furthest down, from another page: the hardest landing.
  const target = ui.nav.filter((entry) => entry.to.startsWith("/#")).at(-1)!;
  await check(
    `${engine.name}: the mobile menu opens, and its «${target.label}» from another page lands on its section, focused`,
    async () => {
      // HTML alone (a <dialog> and invoker commands, or the page script where a browser lacks them).
      await engine.goto(`${origin}/app/preguntas-frecuentes`);
      await clickText(engine, "button", ui.menu.open);
      await until(engine, "the menu", `() => !!document.querySelector("dialog[open]")`);
      await clickText(engine, "a", target.label, "dialog[open]");
      const id = target.to.slice(2);
      await until(engine, `#${id} focused`, `(id) => location.hash === "#" + id && document.activeElement?.id === id`, id);
      // The scroll may be smooth: wait until the section's top is on screen.
      await until(
        engine,
        `#${id} on screen`,
        `(id) => { const top = document.getElementById(id).getBoundingClientRect().top; return top >= -2 && top < innerHeight; }`,
        id,
      );
    },
  );

  await check(`${engine.name}: a question of the FAQ opens and closes`, async () => {
    await engine.goto(`${origin}/app/preguntas-frecuentes`);
    await engine.click("main details summary");
    await until(engine, "the answer open", `() => document.querySelector("main details").open`);
    await engine.click("main details summary");
    await until(engine, "the answer closed", `() => !document.querySelector("main details").open`);
  });

  await check(`${engine.name}: the contact form asks for every field, keeps a draft through a reload, and sends`, async () => {
    await engine.goto(`${origin}/app/contactanos`);
    // Its island hydrates as it comes into view; its button is enabled then.
    await engine.run(reveal, "#formulario");
    await until(
      engine,
      "the form ready",
      `() => { const b = document.querySelector("#formulario button[type=submit]"); return b && !b.disabled; }`,
    );
    await engine.click("#formulario button[type=submit]");
    await until(
      engine,
      `«${ui.form.incomplete}»`,
      `(text) => document.querySelector("#formulario [role=alert]")?.textContent.includes(text)`,
      ui.form.incomplete,
    );
    const values = {
      nombre: `Prueba ${engine.name} ${Date.now()}`,
      numero: "+51 987 654 321",
      edad: "34",
      mensaje: "Consulta de prueba.",
    };
    for (const [name, value] of Object.entries(values)) await engine.type(`#formulario [name="${name}"]`, value);
    await engine.reload();
    await engine.run(reveal, "#formulario");
    await until(
      engine,
      "the draft restored",
      `(values) => Object.entries(values).every(([name, value]) => document.querySelector('#formulario [name="' + name + '"]')?.value === value)`,
      values,
    );
    await until(
      engine,
      "the form ready",
      `() => { const b = document.querySelector("#formulario button[type=submit]"); return b && !b.disabled; }`,
    );
    // The box is drawn over a visually hidden input: a person clicks its label.
    await engine.click('#formulario label[for$="-consentimiento"]');
    await engine.click("#formulario button[type=submit]");
    await until(
      engine,
      `«${ui.form.sent}»`,
      `(text) => document.querySelector("#formulario [role=status]")?.textContent.includes(text)`,
      ui.form.sent,
    );
    await noProblems(engine, "/app/contactanos");
  });

  await check(`${engine.name}: the site search finds a page's word`, async () => {
    // A word of the FAQ page's first answer, as built.
    const html = readFileSync("build/client/app/preguntas-frecuentes/index.html", "utf8");
    const word = /<details[\s\S]*?<\/summary>[\s\S]*?<p>[^<]*?\b([a-záéíóúñ]{7,})\b/i.exec(html)![1]!;
    await engine.goto(`${origin}/app/buscar?q=${encodeURIComponent(word)}`);
    await until(
      engine,
      `results for «${word}»`,
      `(word) => document.querySelector("main [role=status]")?.textContent.includes(word) && !!document.querySelector("main mark")`,
      word,
    );
    await noProblems(engine, "/app/buscar");
  });

  await check(`${engine.name}: the editor shows its sign-in screen, asking nothing of another origin`, async () => {
    await engine.goto(`${origin}/app/admin/`);
    await until(
      engine,
      "the sign-in buttons",
      `() => document.querySelectorAll("button").length > 0 && document.querySelector("button")?.textContent.trim()`,
    );
    const foreign = await engine.run<string[]>(
      `() => performance.getEntriesByType("resource").map((entry) => entry.name).filter((url) => !url.startsWith(location.origin + "/") && !/^(blob|data):/.test(url))`,
    );
    assert(foreign.length === 0, `requests to other origins: ${foreign.join(", ")}`);
    await noProblems(engine, "/app/admin/");
  });
}

const server = spawn("node", ["--import", "tsx", "server/start.ts"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    EMAILJS_SINK_OUTBOX: "test-results/emailjs-outbox/engines.jsonl",
  },
  stdio: "ignore",
});
const started = Date.now();
try {
  for (
    let tries = 0;
    !(await fetch(`${origin}/app/`)
      .then((r) => r.ok)
      .catch(() => false));
    tries++
  ) {
    if (tries > 150) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  for (const start of [firefox, () => webkit(driverPort)]) {
    const engine = await start();
    console.log(`\n${engine.name}`);
    try {
      await everyPage(engine);
      await flows(engine);
    } finally {
      await engine.close();
    }
  }
} finally {
  server.kill();
}
console.log(`\n${passed} passed, ${failures.length} failed (${Math.round((Date.now() - started) / 1000)} s)`);
if (failures.length) {
  console.log(failures.map((name) => `  ✘ ${name}`).join("\n"));
  process.exit(1);
}
