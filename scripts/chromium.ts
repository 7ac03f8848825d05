// Debian's Chromium, as every browser check here drives it (Playwright, Lighthouse): never a
// downloaded browser, and none of the background traffic a closed network would refuse.
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
