// Firefox and WebKit, driven alike: Debian's firefox-esr over WebDriver BiDi (puppeteer-core) and
// WebKitGTK through WebKitWebDriver (W3C WebDriver over HTTP), each behind the same few methods.
// Both inject e2e/engines/watcher.js before any page script, so console errors, page errors and
// CSP violations are read the same way in both (window.__engineLog).
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import puppeteer, { type Browser, type Page } from "puppeteer-core";

const here = path.dirname(new URL(import.meta.url).pathname);
const watcher = readFileSync(path.join(here, "watcher.js"), "utf8");

export interface Engine {
  name: string;
  setSize(width: number, height: number): Promise<void>;
  /** Loads a page and waits for its load event. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs a function's source in the page (its body returns a JSON value) with JSON arguments. */
  run<T>(source: string, ...args: unknown[]): Promise<T>;
  /** A real click (the engine's own input events) on the first element matching `selector`. */
  click(selector: string): Promise<void>;
  /** Types into the element matching `selector` as a person would. */
  type(selector: string, text: string): Promise<void>;
  /** What went wrong in the page since it loaded (watcher.js, plus the engine's own console). */
  problems(): Promise<string[]>;
  /** Sets a cookie for the page now open's host (HttpOnly, Secure, SameSite=Strict, under `path`). */
  setCookie(name: string, value: string, path: string): Promise<void>;
  close(): Promise<void>;
}

/** Firefox ESR over WebDriver BiDi. */
export async function firefox(): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: process.env.FIREFOX_PATH || "/usr/bin/firefox-esr",
    headless: true,
    // A command of the driver's that has not answered in a minute will not (3 minutes by default).
    protocolTimeout: 60_000,
    // No telemetry, updates or remote settings: nothing outside the site.
    extraPrefsFirefox: { "network.captive-portal-service.enabled": false, "browser.safebrowsing.malware.enabled": false },
  });
  const page: Page = await browser.newPage();
  await page.evaluateOnNewDocument(watcher);
  const consoleErrors: string[] = [];
  page.on("console", (message) => message.type() === "error" && consoleErrors.push(`console: ${message.text()}`));
  page.on("pageerror", (error) => consoleErrors.push(`page error: ${String(error)}`));
  page.on("response", (response) => response.status() >= 400 && consoleErrors.push(`${response.status()} ${response.url()}`));
  return {
    name: "firefox",
    setSize: (width, height) => page.setViewport({ width, height }),
    goto: async (url) => {
      consoleErrors.length = 0;
      // Firefox reports a navigation that replaced one still settling (a client-side one the
      // previous check started) as NS_BINDING_ABORTED, and on a busy machine its driver has once
      // left a navigation after a form's post unanswered: the new page then loads on a second try.
      await page.goto(url, { waitUntil: "load" }).catch((error: Error) => {
        if (!/NS_BINDING_ABORTED|timed out/.test(error.message)) throw error;
        return page.goto(url, { waitUntil: "load" });
      });
    },
    reload: async () => {
      await page.reload({ waitUntil: "load" });
    },
    run: (source, ...args) => page.evaluate(`(${source})(...${JSON.stringify(args)})`) as never,
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    problems: async () => [...consoleErrors, ...((await page.evaluate("window.__engineLog || []")) as string[])],
    setCookie: async (name, value, path) => {
      await page.setCookie({ name, value, url: page.url(), path, httpOnly: true, secure: false, sameSite: "Strict" });
    },
    close: () => browser.close(),
  };
}

/** WebKitGTK: WebKitWebDriver starting e2e/engines/webkit-host.py, under Xvfb. */
export async function webkit(port: number): Promise<Engine> {
  const display = `:${port % 1000}`;
  const children: ChildProcess[] = [
    spawn("Xvfb", [display, "-screen", "0", "1400x1000x24", "-nolisten", "tcp"], { stdio: "ignore" }),
  ];
  children.push(spawn("WebKitWebDriver", [`--port=${port}`], { stdio: "ignore", env: { ...process.env, DISPLAY: display } }));
  const base = `http://127.0.0.1:${port}`;
  const call = async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${base}${route}`, {
      method,
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = (await response.json()) as { value: unknown };
    if (value && typeof value === "object" && "error" in value)
      throw new Error(`WebKitWebDriver ${route}: ${JSON.stringify(value)}`);
    return value;
  };
  let session: { sessionId: string } | undefined;
  for (let tries = 0; !session; tries++) {
    try {
      session = (await call("POST", "/session", {
        capabilities: { alwaysMatch: { "webkitgtk:browserOptions": { binary: path.join(here, "webkit-host.py"), args: [] } } },
      })) as { sessionId: string };
    } catch (error) {
      // The driver takes a moment to listen.
      if (tries > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const s = `/session/${session.sessionId}`;
  const elementKey = "element-6066-11e4-a52e-4f735466cecf";
  const find = async (selector: string) => {
    const found = (await call("POST", `${s}/element`, { using: "css selector", value: selector })) as Record<string, string>;
    return found[elementKey]!;
  };
  const run = (source: string, ...args: unknown[]) =>
    call("POST", `${s}/execute/sync`, { script: `return (${source})(...arguments)`, args });
  return {
    name: "webkit",
    setSize: async (width, height) => {
      await call("POST", `${s}/window/rect`, { width, height });
    },
    goto: async (url) => {
      await call("POST", `${s}/url`, { url });
    },
    reload: async () => {
      await call("POST", `${s}/refresh`, {});
    },
    run: run as Engine["run"],
    click: async (selector) => {
      const element = await find(selector);
      // As a person would, bring it to the middle of the screen first: WebKitWebDriver refuses
      // an element under the fixed header or the floating chat button.
      // It may also refuse it for a moment after a page load: the site's cross-document view transition
      // (app/app.css) covers the page until its fade ends, longer on a busy machine. A person waits for
      // the fade, so the click is tried again for up to 5 s, and only that refusal is.
      for (let waited = 0; ; waited += 250) {
        await run(`(element) => element.scrollIntoView({ block: "center", behavior: "instant" })`, { [elementKey]: element });
        const refused = await call("POST", `${s}/element/${element}/click`, {}).then(
          () => undefined,
          (error: Error) => error,
        );
        if (!refused) {
          if (waited) console.log(`    (${selector} took clicks after ${waited} ms)`);
          return;
        }
        if (!refused.message.includes("element not interactable") || waited >= 5000)
          throw new Error(`click on ${selector}: ${refused.message}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    type: async (selector, text) => {
      await call("POST", `${s}/element/${await find(selector)}/value`, { text });
    },
    problems: async () => (await run("() => window.__engineLog || []")) as string[],
    setCookie: async (name, value, path) => {
      await call("POST", `${s}/cookie`, { cookie: { name, value, path, httpOnly: true, secure: false, sameSite: "Strict" } });
    },
    close: async () => {
      await call("DELETE", s).catch(() => {});
      for (const child of children.reverse()) child.kill();
    },
  };
}
