// How fast a tap is answered on a mid-range phone, for `npm run bench`: Debian's Chromium at
// 390 px with touch, the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate, as Lighthouse's
// mobile preset), a real touch at the control's centre (page.touchscreen). The figure is the Event
// Timing API's duration of the slowest event of that tap (input delay + handlers + the next
// paint; entries of 16 ms and more, so "<16" below that). Each control is tapped three times per
// load:
//   early      right after the first paint, before any script has run
//   hydrating  as soon as the page's modules have loaded: React is starting and hydrating
//   idle       hydrated, and the main thread quiet
// and each tap is checked for its effect: a tap that changed nothing (a button whose script has
// not arrived) is shown as "not answered", whatever its duration.
import { readFileSync } from "node:fs";
import { chromium, type Browser, type Locator, type Page } from "@playwright/test";
import { parse } from "yaml";
import { chromiumFlags, chromiumPath } from "./chromium.ts";

const MOMENTS = ["early", "hydrating", "idle"] as const;
type Moment = (typeof MOMENTS)[number];
/** A tap's duration in ms (0 under 16 ms), or null when it changed nothing. */
export type Taps = Record<Moment, number | null>;

const ui = parse(readFileSync("content/ui.yml", "utf8")) as { menu: { open: string }; carousel: { next: string } };

/**
 * A control patients tap: how to find it, what it changes (read before and after the tap) and
 * how to put the page back, so the next tap does the same thing again.
 */
type Control = { find: (page: Page) => Locator; state: (page: Page) => Promise<string>; undo: (page: Page) => Promise<void> };

const CONTROLS = {
  // The menu: a native modal <dialog>.
  menu: {
    find: (page) => page.getByRole("button", { name: ui.menu.open }),
    state: (page) => page.evaluate(() => String(document.querySelector("dialog[open]") !== null)),
    undo: (page) => page.keyboard.press("Escape"),
  },
  // The home page's hero: the next slide.
  slide: {
    find: (page) => page.locator("main section[aria-roledescription]").first().getByRole("button", { name: ui.carousel.next }),
    state: (page) =>
      page.evaluate(() => {
        const slides = [...document.querySelectorAll("main section[aria-roledescription]")][0]?.querySelectorAll("[role=group]");
        return String([...(slides ?? [])].findIndex((slide) => slide.getAttribute("aria-current") === "true"));
      }),
    undo: async () => {},
  },
  // A question: a native <details>, closed again by another tap (not measured).
  question: {
    find: (page) => page.locator("main details > summary").first(),
    state: (page) => page.evaluate(() => String(document.querySelector("main details")?.hasAttribute("open"))),
    undo: (page) => page.locator("main details > summary").first().tap(),
  },
  // A form field: focus moves into it.
  field: {
    find: (page) => page.locator("main form input[type=text], main form input:not([type])").first(),
    state: (page) => page.evaluate(() => document.activeElement?.tagName ?? ""),
    undo: (page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur()),
  },
} satisfies Record<string, Control>;
export type ControlName = keyof typeof CONTROLS;

// Installed before any page script: the slowest interaction's duration so far.
const observer = `
  window.__slowestTap = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__slowestTap = Math.max(window.__slowestTap, entry.duration);
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
`;

/** The slowest event since the last read; Event Timing entries arrive after the next paint. */
const readSlowest = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const held = window as never as { __slowestTap: number };
              resolve(held.__slowestTap);
              held.__slowestTap = 0;
            }, 50),
          ),
        ),
      ),
  );

/** The moment to tap: `early` at the first paint, `hydrating` once the modules are in, `idle` after. */
async function reach(page: Page, moment: Moment) {
  if (moment === "early") {
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, { polling: 5 });
  } else if (moment === "hydrating") {
    // React Router's bootstrap sets this once the route modules have loaded, just before it
    // imports the entry that hydrates (a bench may read the framework's globals; tests may not).
    // Pages without scripts (the floor) have nothing to wait for.
    await page.waitForFunction(
      () => !document.querySelector('script[type="module"]') || "__reactRouterRouteModules" in window,
      null,
      { polling: 5 },
    );
  } else {
    await page.waitForLoadState("load");
    await page.waitForFunction(
      () => !document.querySelector('script[type="module"]') || document.documentElement.hasAttribute("data-hydrated"),
    );
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
  }
}

/** One load of `url`, `control` tapped at each moment. */
async function tapOnce(browser: Browser, url: string, control: Control): Promise<Taps> {
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
  await page.goto(url, { waitUntil: "commit" });
  const taps = {} as Taps;
  // A person taps where they see the control, at once. So the touch goes out the moment is reached,
  // with nothing between that needs the page's main thread: the control's centre is read once (it
  // does not move) and its state before the tap is the one read after the previous tap. Playwright's
  // own tap() first waits for the page to settle (scrolling, stability over frames), which lets a
  // busy main thread finish its work before the touch, and so hides the delay being measured.
  let point: { x: number; y: number } | undefined;
  let before: string | undefined;
  for (const moment of MOMENTS) {
    await reach(page, moment);
    before ??= await control.state(page);
    if (!point) {
      // Brought on screen first, as a person scrolls to a field further down.
      await control.find(page).evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
      const box = await control.find(page).boundingBox();
      if (!box) throw new Error(`${url}: the control to tap is not on screen`);
      point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }
    await page.touchscreen.tap(point.x, point.y);
    const duration = await readSlowest(page);
    const answered = (await control.state(page)) !== before;
    taps[moment] = answered ? duration : null;
    if (answered) {
      await control.undo(page);
      await readSlowest(page);
      before = await control.state(page);
    }
  }
  await context.close();
  return taps;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median over runs, or null when most runs were not answered. */
const medianOrNull = (values: (number | null)[]) => {
  const answered = values.filter((value): value is number => value !== null);
  return answered.length * 2 > values.length ? median(answered) : null;
};

export type TapResults = Record<string, Record<string, Record<string, Taps & { runs: Taps[] }>>>;

/** Median of `runs` loads of each page and control, per origin (e.g. ours and the no-JS floor). */
export async function measureTaps(
  origins: Record<string, string>,
  pages: Record<string, ControlName[]>,
  runs: number,
): Promise<TapResults> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const results: TapResults = {};
  try {
    for (const [name, origin] of Object.entries(origins)) {
      for (const [page, controls] of Object.entries(pages)) {
        for (const control of controls) {
          const samples: Taps[] = [];
          for (let run = 1; run <= runs; run++) {
            samples.push(await tapOnce(browser, origin + page, CONTROLS[control]));
            process.stderr.write(`  taps ${name} ${page} ${control} run ${run}/${runs}\n`);
          }
          const taps = Object.fromEntries(MOMENTS.map((moment) => [moment, medianOrNull(samples.map((s) => s[moment]))])) as Taps;
          ((results[name] ??= {})[page] ??= {})[control] = { ...taps, runs: samples };
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** "<16 ms" for a tap answered within the threshold, "not answered", else the rounded figure. */
export const tapMs = (value: number | null) =>
  value === null ? "not answered" : value < 16 ? "<16 ms" : `${Math.round(value)} ms`;

/** The printed lines for one page: each control, ours at each moment against the floor. */
export function tapLines(page: string, ours: TapResults[string][string], floor: TapResults[string][string]): string[] {
  return Object.entries(ours).map(([control, taps]) => {
    const base = floor[control]!;
    const ratio = taps.idle === null || base.idle === null ? "–" : (Math.max(taps.idle, 16) / Math.max(base.idle, 16)).toFixed(2);
    return (
      `  ${`${page} ${control}`.padEnd(52)} ours ${MOMENTS.map((moment) => `${moment} ${tapMs(taps[moment])}`).join(" · ")}` +
      ` | floor early ${tapMs(base.early)} · idle ${tapMs(base.idle)} | idle/floor ${ratio}`
    );
  });
}
