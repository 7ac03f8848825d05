import { describe, expect, it } from "vitest";
import { withScriptsAfterLoad } from "./first-paint";

const page = `<html><head><link rel="modulepreload" href="/app/assets/a.js"/><link rel="stylesheet" href="/app/assets/s.css"/></head><body><p>Hola</p><script type="module" async="">import "/app/assets/manifest.js"; import * as route0 from "/app/assets/root.js"; import * as route1 from "/app/assets/home.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};
  import("/app/assets/entry.client.js");</script></body></html>`;

describe("scripts after the first paint", () => {
  const html = withScriptsAfterLoad(page);

  it("drops the module preloads and keeps everything else", () => {
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/app/assets/s.css"/>');
    expect(html).toContain("<p>Hola</p>");
  });

  it("imports the same modules, in order, only after load and a paint, then runs the rest", () => {
    const script = /<script type="module">([\s\S]*)<\/script>/.exec(html)![1]!;
    expect(script).not.toMatch(/^\s*import\s/m);
    expect([...script.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1])).toEqual([
      "/app/assets/manifest.js",
      "/app/assets/root.js",
      "/app/assets/home.js",
      "/app/assets/entry.client.js",
    ]);
    expect(script).toContain("([,route0,route1])");
    expect(script).toContain('addEventListener("load",afterPaint,{once:true})');
    expect(script).toContain("requestAnimationFrame(()=>setTimeout(start))");
  });

  it("refuses a page whose bootstrap it does not recognise, rather than leave it half done", () => {
    expect(() => withScriptsAfterLoad("<html><body></body></html>")).toThrowError(/bootstrap/);
  });
});
