// How fast a tap is answered on a mid-range phone, for `npm run bench`: Debian's Chromium at
// 390 px with touch, the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate, as Lighthouse's
// mobile preset), a real tap (page.tap) on the page's first <details> question or, without one,
// the menu button. The figure is the Event Timing API's duration of the slowest event of that tap
// (input delay + handlers + the next paint; entries of 16 ms and more, so "<16" below that),
// tapped twice per load: right after the first paint ("early") and once the page is idle.
import { readFileSync } from "node:fs";
import { chromium, type Browser } from "@playwright/test";
import { parse } from "yaml";
import { chromiumFlags, chromiumPath } from "./chromium.ts";

export type Taps = { early: number; idle: number };

const menuLabel = (parse(readFileSync("content/ui.yml", "utf8")) as { menu: { open: string } }).menu.open;

// Installed before any page script: the slowest interaction's duration so far.
const observer = `
  window.__slowestTap = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__slowestTap = Math.max(window.__slowestTap, entry.duration);
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
`;

/** One load of `url`: the early tap's duration and the idle tap's, in ms (0 when under 16 ms). */
async function tapOnce(browser: Browser, url: string): Promise<Taps> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 3,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(observer);
  // What to tap: the first question (native <details>) or the menu button.
  const target = async () => {
    const question = page.locator("main details > summary").first();
    return (await question.count()) ? question : page.getByRole("button", { name: menuLabel });
  };
  const read = async () => {
    // Event Timing entries arrive after the next paint: wait for two frames, then read.
    const value = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              setTimeout(() => resolve((window as never as { __slowestTap: number }).__slowestTap), 50),
            ),
          ),
        ),
    );
    await page.evaluate(() => ((window as never as { __slowestTap: number }).__slowestTap = 0));
    return value;
  };
  const undo = async (tapped: Awaited<ReturnType<typeof target>>) => {
    // Close what the tap opened, so the idle tap does the same thing: Escape closes the menu; a
    // question closes with another tap, measured separately (and then forgotten).
    if ((await tapped.evaluate((element) => element.tagName)) === "SUMMARY") await tapped.tap();
    else await page.keyboard.press("Escape");
    await read();
  };
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  const early = await target();
  await early.tap();
  const earlyMs = await read();
  await undo(early);
  await page.waitForLoadState("load");
  // Idle: hydrated (React's mark on the footer) and a quiet main thread.
  await page.waitForFunction(() => {
    const footer = document.querySelector("footer");
    return (
      !footer ||
      !document.querySelector('script[type="module"]') ||
      Object.keys(footer).some((key) => key.startsWith("__reactFiber$"))
    );
  });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
  const idle = await target();
  await idle.tap();
  const idleMs = await read();
  await context.close();
  return { early: earlyMs, idle: idleMs };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Median of `runs` loads of each page, per origin (e.g. ours and the no-JS floor). */
export async function measureTaps(origins: Record<string, string>, pages: string[], runs: number) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const results: Record<string, Record<string, Taps & { runs: Taps[] }>> = {};
  try {
    for (const [name, origin] of Object.entries(origins)) {
      for (const page of pages) {
        const samples: Taps[] = [];
        for (let run = 1; run <= runs; run++) {
          samples.push(await tapOnce(browser, origin + page));
          process.stderr.write(`  taps ${name} ${page} run ${run}/${runs}\n`);
        }
        (results[name] ??= {})[page] = {
          early: median(samples.map((s) => s.early)),
          idle: median(samples.map((s) => s.idle)),
          runs: samples,
        };
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** "<16 ms" for a tap answered within the threshold, else the rounded figure. */
export const tapMs = (value: number) => (value < 16 ? "<16 ms" : `${Math.round(value)} ms`);
