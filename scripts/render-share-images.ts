// Renders the share card for social networks, which want PNG or JPEG, from its SVG source:
//   tsx scripts/render-share-images.ts
// Run it after editing public/images/og-default.svg or logo.svg, and commit the PNGs.
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const images = [
  // og:image and twitter:image: 1200 × 630, the size every network crops the least.
  { source: "public/images/og-default.svg", target: "public/images/og-default.png", width: 1200, height: 630 },
  // The logo in the clinic's structured data: a raster copy of the mark, as search engines prefer.
  { source: "public/images/logo.svg", target: "public/images/logo-512.png", width: 512, height: 512 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
for (const { source, target, width, height } of images) {
  const page = await browser.newPage({ viewport: { width, height } });
  const svg = readFileSync(source, "utf8").replace(/<svg /, `<svg style="display:block;width:${width}px;height:${height}px" `);
  await page.setContent(`<!doctype html><body style="margin:0;background:transparent">${svg}</body>`);
  await page.screenshot({ path: target, omitBackground: true, clip: { x: 0, y: 0, width, height } });
  console.log(`${target} (${width}×${height})`);
  await page.close();
}
await browser.close();
