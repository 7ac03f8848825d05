// Debian's Chromium, as every browser check here drives it (Playwright, Lighthouse): never a
// downloaded browser, and none of the background traffic a closed network would refuse.
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's headless shell (package chromium-headless-shell), the same
 * Blink and V8 as /usr/bin/chromium from the same source, without the browser's window and UI
 * processes. It is what Playwright itself runs for headless tests, and it halves the CPU the browser
 * tests take on a 2-core machine (docs/tests.md). Lighthouse and the tap bench keep the full browser
 * (`chromiumPath`), since they measure what a patient's Chrome does.
 */
export const testChromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
