import { chromium } from "@playwright/test";
const [base, out, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const full = process.env.FULL === "1";
for (const width of (process.env.WIDTHS ?? "390,1280").split(",").map(Number)) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "load" });
    const name = `${out}/${path.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.screenshot({ path: name, fullPage: full });
    console.log(name, "overflow", overflow);
  }
  await page.close();
}
await browser.close();
