import * as chromeLauncher from "chrome-launcher";
import { createServer } from "../server/app.ts";
import { connectCdp } from "./cdp.ts";
import { chromiumFlags, chromiumPath } from "./chromium.ts";
const server = createServer({ root: "build/client", sink: null });
await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
const port = (server.address() as any).port;
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumFlags] });
const cdp = await connectCdp(chrome.port);
const { browserContextId } = await cdp.send<any>("Target.createBrowserContext");
const { targetId } = await cdp.send<any>("Target.createTarget", { url: "about:blank", browserContextId });
const { sessionId } = await cdp.send<any>("Target.attachToTarget", { targetId, flatten: true });
const send = (m: string, p: object = {}) => cdp.send<any>(m, p, sessionId);
await send("Emulation.setDeviceMetricsOverride", { width: 390, height: 844, deviceScaleFactor: 3, mobile: true });
await send("Emulation.setCPUThrottlingRate", { rate: 4 });
await send("Page.enable");
await send("Page.navigate", { url: `http://127.0.0.1:${port}/app/` });
for (let i = 0; i < 5; i++) {
  await new Promise((r) => setTimeout(r, 2000));
  const r = await send("Runtime.evaluate", { returnByValue: true, expression: `JSON.stringify({rs: document.readyState, vis: document.visibilityState, islands: [...document.querySelectorAll("astro-island")].map(i => i.getAttribute("client") + ":" + i.hasAttribute("ssr") + ":" + JSON.stringify(i.getBoundingClientRect()))})` });
  console.log(r.result.value);
}
cdp.close(); await chrome.kill(); server.close();
