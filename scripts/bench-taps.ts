// How fast a tap is answered on a mid-range phone, for `npm run bench -- pages`: Debian's Chromium at
// 390 px with touch, the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate, as Lighthouse's
// mobile preset), a real touch at the control's centre (CDP Input.dispatchTouchEvent), over a bare
// protocol connection (scripts/cdp.ts: no Runtime domain, which would slow React DOM's start in
// an island). The figure is the Event Timing API's duration of the slowest event of that tap
// (input delay + handlers + the next paint; entries of 16 ms and more, so "<16" below that). Each
// control is tapped three times per load:
//   early      right after the first paint, before any island's script has arrived
//   hydrating  while an island hydrates: as soon as the first island's script has arrived, or, for
//              a control hidden until its island has hydrated (the carousels' arrows), the moment
//              it appears, as a person taps it; "–" on a page where no island starts by itself
//   idle       every island that starts by itself (and the control's own) hydrated, the main
//              thread quiet; three taps, each after an idle callback, and their median
// and each tap is checked for its effect: a tap that changed nothing is shown as "not answered",
// whatever its duration; a control not on screen yet is "not shown".
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import type { Cdp } from "./cdp.ts";

const MOMENTS = ["early", "hydrating", "idle"] as const;
/** Taps at the idle moment, of which the median is its figure. */
const IDLE_TAPS = 3;
type Moment = (typeof MOMENTS)[number];
const NOT_SHOWN = "not shown";
/** No island started by itself on the page: there is no "hydrating" moment to tap at. */
const NO_ISLAND = "–";
/** A tap's duration in ms (0 under 16 ms), null when it changed nothing, NOT_SHOWN or NO_ISLAND. */
type Tap = number | null | typeof NOT_SHOWN | typeof NO_ISLAND;
export type Taps = Record<Moment, Tap>;
/** One load's taps, and when the control appeared (ms after the first paint; 0 if shown with it). */
type Load = Taps & { shownAfter: number };

const ui = parse(readFileSync("content/ui.yml", "utf8")) as { menu: { open: string }; carousel: { next: string } };

/** One page in a browser context of its own (an empty cache, as a first visit). */
interface Tab {
  /** The value of `expression` in the page (awaited when it is a promise). */
  evaluate<T>(expression: string): Promise<T>;
  /** The value of `expression` once the promise `moment` has settled, within 30 s. */
  after<T>(moment: string, expression: string): Promise<T>;
  /** A touch at (x, y) and its release, as a finger's tap. */
  tap(point: Point): Promise<void>;
  /** Escape pressed and released (closes the menu). */
  pressEscape(): Promise<void>;
}
type Point = { x: number; y: number };

/**
 * A control patients tap: an expression for the element, one for what the tap changes (read
 * before and after) and how to put the page back, so the next tap does the same thing again.
 */
type Control = { element: string; state: string; undo: (tab: Tab, point: Point) => Promise<void> };

// `within` may not be parsed yet at the first paint (the page streams in): then nothing is found.
const buttonNamed = (name: string, within = "document") =>
  `[...(${within}?.querySelectorAll("button") ?? [])].find((button) => button.textContent.trim() === ${JSON.stringify(name)})`;
const firstCarousel = `document.querySelector("main section[aria-roledescription]")`;

const CONTROLS = {
  // The menu: a native modal <dialog>.
  menu: {
    element: buttonNamed(ui.menu.open),
    state: `String(document.querySelector("dialog[open]") !== null)`,
    undo: (tab) => tab.pressEscape(),
  },
  // The home page's hero: the next slide.
  slide: {
    element: buttonNamed(ui.carousel.next, firstCarousel),
    state: `String([...${firstCarousel}.querySelectorAll("[role=group]")].findIndex((slide) => slide.getAttribute("aria-current") === "true"))`,
    undo: async () => {},
  },
  // A question: a native <details>, closed again by another tap (not measured).
  question: {
    element: `document.querySelector("main details > summary")`,
    state: `String(document.querySelector("main details").open)`,
    undo: (tab, point) => tab.tap(point),
  },
  // A form field: focus moves into it.
  field: {
    element: `document.querySelector("main form input[type=text], main form input:not([type])")`,
    state: `document.activeElement?.tagName ?? ""`,
    undo: (tab) => tab.evaluate(`document.activeElement?.blur()`),
  },
} satisfies Record<string, Control>;
export type ControlName = keyof typeof CONTROLS;

const isShown = (element: string) => `(${element})?.checkVisibility({ visibilityProperty: true }) === true`;

// Installed before any page script: the slowest interaction's duration so far, and a promise for
// each thing the moments wait for, kept by observers, which cost the page nothing (polling it from
// here would: at 4× a page polled every few ms never has the idle time client:idle waits for):
//   paint   the first contentful paint
//   script  the first script file's arrival (an island's: a page has no other)
//   load    the load event
//   shown   the control shown after a change of classes (read only for a control found hidden:
//           the class that hid it removed, carousel-button.tsx)
const observer = (control: Control) => `
  window.__slowestTap = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__slowestTap = Math.max(window.__slowestTap, entry.duration);
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  const at = (window.__at = {});
  const settle = {};
  window.__moments = {};
  for (const name of ["paint", "script", "load", "shown"])
    window.__moments[name] = new Promise((resolve) => (settle[name] = () => resolve((at[name] ??= performance.now()))));
  new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length) settle.paint();
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => /[.]m?js([?]|$)/.test(entry.name))) settle.script();
  }).observe({ type: "resource", buffered: true });
  addEventListener("load", () => settle.load());
  new MutationObserver((_, observer) => {
    if (!(${isShown(control.element)})) return;
    settle.shown();
    observer.disconnect();
  }).observe(document, { attributes: true, attributeFilter: ["class"], subtree: true });
`;

/** The slowest event since the last read; Event Timing entries arrive after the next paint. */
const readSlowest = (tab: Tab) =>
  tab.evaluate<number>(`new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => {
      resolve(window.__slowestTap);
      window.__slowestTap = 0;
    }, 50))))`);

/**
 * Islands not hydrated yet that start by themselves: on load or idle, or on screen when visible
 * (none on the floor: it has no script to hydrate them).
 */
/** The page has scripts (the floor has none). */
const hasScripts = `document.querySelector("script:not([type]), script[type=module]") !== null`;
const islandsPending = `${hasScripts} && [...document.querySelectorAll("astro-island[ssr]")].some((island) => {
  if (island.getAttribute("client") !== "visible") return true;
  const box = island.firstElementChild?.getBoundingClientRect();
  return box !== undefined && box.top < innerHeight && box.bottom > 0;
})`;

/**
 * A promise for each moment: `early` the first paint; `hydrating` the first island's script, or
 * for a control found hidden before, its appearing (or, on a page where no island's script
 * arrives within 1.5 s of the load, that: no island starts there by itself); `idle` loaded, every
 * island that starts by itself hydrated (checked every 100 ms), then an idle callback.
 */
const reached = (moment: Moment, hidden: boolean) =>
  ({
    early: `__moments.paint`,
    hydrating: hidden
      ? `(${hasScripts} ? __moments.shown : __moments.load)`
      : `Promise.race([__moments.script, __moments.load.then(() => new Promise((resolve) => setTimeout(resolve, 1500)))])`,
    idle: `__moments.load.then(() => new Promise((resolve) => {
      const check = () => (${islandsPending} ? setTimeout(check, 100) : requestIdleCallback(resolve, { timeout: 5000 }));
      check();
    }))`,
  })[moment];

async function openTab(cdp: Cdp, url: string, control: Control): Promise<Tab & { close: () => Promise<void> }> {
  const { browserContextId } = await cdp.send<{ browserContextId: string }>("Target.createBrowserContext");
  const { targetId } = await cdp.send<{ targetId: string }>("Target.createTarget", { url: "about:blank", browserContextId });
  const { sessionId } = await cdp.send<{ sessionId: string }>("Target.attachToTarget", { targetId, flatten: true });
  const send = <T = unknown>(method: string, params: object = {}) => cdp.send<T>(method, params, sessionId);
  await send("Emulation.setDeviceMetricsOverride", { width: 390, height: 844, deviceScaleFactor: 3, mobile: true });
  await send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
  await send("Emulation.setCPUThrottlingRate", { rate: 4 });
  // The Page domain carries the observer into the new document; Runtime stays off (cdp.ts).
  await send("Page.enable");
  await send("Page.addScriptToEvaluateOnNewDocument", { source: observer(control) });
  const evaluate = async <T>(expression: string) => {
    const { result, exceptionDetails } = await send<{
      result: { value: T };
      exceptionDetails?: { exception?: { description?: string } };
    }>("Runtime.evaluate", { expression, returnByValue: true, awaitPromise: true });
    if (exceptionDetails) throw new Error(`${url}: ${expression}: ${exceptionDetails.exception?.description ?? "failed"}`);
    return result.value;
  };
  await send("Page.navigate", { url });
  const escape = { key: "Escape", code: "Escape", windowsVirtualKeyCode: 27 };
  return {
    evaluate,
    after: <T>(moment: string, expression: string) =>
      evaluate<T>(`Promise.race([
        (${moment}).then(() => (${expression})),
        new Promise((_, reject) => setTimeout(() => reject(new Error("not reached in 30 s")), 30000)),
      ])`),
    tap: async (point) => {
      await send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
      await send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    },
    pressEscape: async () => {
      await send("Input.dispatchKeyEvent", { type: "keyDown", ...escape });
      await send("Input.dispatchKeyEvent", { type: "keyUp", ...escape });
    },
    close: async () => {
      await cdp.send("Target.disposeBrowserContext", { browserContextId });
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One load of `url`, `control` tapped at each moment. */
async function tapOnce(cdp: Cdp, url: string, control: Control): Promise<Load> {
  const tab = await openTab(cdp, url, control);
  const taps = {} as Load;
  // A person taps where they see the control, at once. So the touch goes out the moment is reached,
  // with nothing between that needs the page's main thread: the control's centre is read once (it
  // does not move) and its state before the tap is the one read after the previous tap.
  let point: Point | undefined;
  let before: string | undefined;
  let hidden = false;
  for (const moment of MOMENTS) {
    // Whether the control is shown is read with the moment: a person does not tap what is not there.
    const { shown } = await tab.after<{ shown: boolean }>(reached(moment, hidden), `{ shown: ${isShown(control.element)} }`);
    if (!shown) {
      taps[moment] = NOT_SHOWN;
      hidden = true;
      continue;
    }
    if (moment === "hydrating" && !hidden && !(await tab.evaluate<boolean>(`"script" in __at`))) {
      taps[moment] = NO_ISLAND;
      continue;
    }
    before ??= await tab.evaluate<string>(control.state);
    // Brought on screen first, as a person scrolls to a field further down.
    point ??=
      (await tab.evaluate<Point | null>(`(() => {
      const element = ${control.element};
      if (!element) return null;
      element.scrollIntoView({ block: "center", behavior: "instant" });
      const box = element.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    })()`)) ?? undefined;
    if (!point) throw new Error(`${url}: the control to tap is not on the page`);
    // Idle, three taps, each after an idle callback, and their median: one tap of 30–50 ms, in
    // steps of 8 ms, cannot tell 1.2× of the floor from noise.
    const durations: Tap[] = [];
    for (let repeat = 0; repeat < (moment === "idle" ? IDLE_TAPS : 1); repeat++) {
      if (repeat) await tab.evaluate(`new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }))`);
      await tab.tap(point);
      const duration = await readSlowest(tab);
      const answered = (await tab.evaluate<string>(control.state)) !== before;
      durations.push(answered ? duration : null);
      if (!answered) break;
      await control.undo(tab, point);
      await readSlowest(tab);
      before = await tab.evaluate<string>(control.state);
    }
    taps[moment] = durations.includes(null) ? null : median(durations as number[]);
  }
  if (hidden) {
    taps.shownAfter = await tab.evaluate<number>(
      `Math.max(0, __at.shown - performance.getEntriesByName("first-contentful-paint")[0].startTime)`,
    );
  } else taps.shownAfter = 0;
  await tab.close();
  return taps;
}

const isDuration = (value: Tap): value is number => typeof value === "number";

/** Not shown when it was not in most runs; else the median over runs, or null when most were not answered. */
const medianTap = (values: Tap[]): Tap => {
  if (values.includes(NO_ISLAND)) return NO_ISLAND;
  const shown = values.filter((value) => value !== NOT_SHOWN);
  if (shown.length * 2 <= values.length) return NOT_SHOWN;
  const answered = shown.filter(isDuration);
  return answered.length * 2 > shown.length ? median(answered) : null;
};

export type TapResults = Record<string, Record<string, Record<string, Taps & { shownAfter: number; runs: Load[] }>>>;

/** Median of `runs` loads of each page and control, per origin (e.g. ours and the no-JS floor). */
export async function measureTaps(
  cdp: Cdp,
  origins: Record<string, string>,
  pages: Record<string, ControlName[]>,
  runs: number,
): Promise<TapResults> {
  const results: TapResults = {};
  for (const [page, controls] of Object.entries(pages)) {
    for (const control of controls) {
      // The origins take turns, run by run: a busy moment of a shared machine then lands on
      // each of them alike instead of on one, and the ratios between them hold.
      const samples: Record<string, Load[]> = {};
      for (let run = 1; run <= runs; run++) {
        for (const [name, origin] of Object.entries(origins)) {
          (samples[name] ??= []).push(await tapOnce(cdp, origin + page, CONTROLS[control]));
          process.stderr.write(`  taps ${name} ${page} ${control} run ${run}/${runs}\n`);
        }
      }
      for (const [name, loads] of Object.entries(samples)) {
        const taps = Object.fromEntries(MOMENTS.map((moment) => [moment, medianTap(loads.map((load) => load[moment]))])) as Taps;
        const shownAfter = median(loads.map((load) => load.shownAfter));
        ((results[name] ??= {})[page] ??= {})[control] = { ...taps, shownAfter, runs: loads };
      }
    }
  }
  return results;
}

/** "<16 ms" for a tap answered within the threshold, "not answered", "not shown", else the rounded figure. */
export const tapMs = (value: Tap) =>
  value === null
    ? "not answered"
    : value === NOT_SHOWN || value === NO_ISLAND
      ? value
      : value < 16
        ? "<16 ms"
        : `${Math.round(value)} ms`;

/** The slowest answered tap of every run and moment: "every tap" is about this one, not the median. */
const slowest = (taps: { runs: Load[] }) => {
  const answered = taps.runs.flatMap((run) => MOMENTS.map((moment) => run[moment])).filter(isDuration);
  return answered.length ? Math.max(...answered) : null;
};

/** The printed lines for one page: each control, ours at each moment against the floor. */
export function tapLines(page: string, ours: TapResults[string][string], floor: TapResults[string][string]): string[] {
  return Object.entries(ours).map(([control, taps]) => {
    const base = floor[control]!;
    const ratio =
      isDuration(taps.idle) && isDuration(base.idle) ? (Math.max(taps.idle, 16) / Math.max(base.idle, 16)).toFixed(2) : "–";
    const shown = taps.shownAfter ? ` (shown ${Math.round(taps.shownAfter)} ms after the first paint)` : "";
    return (
      `  ${`${page} ${control}`.padEnd(52)} ours ${MOMENTS.map((moment) => `${moment} ${tapMs(taps[moment])}`).join(" · ")}${shown}` +
      ` | floor early ${tapMs(base.early)} · idle ${tapMs(base.idle)} | idle/floor ${ratio}` +
      ` | slowest of all runs: ours ${tapMs(slowest(taps))} · floor ${tapMs(slowest(base))}`
    );
  });
}
