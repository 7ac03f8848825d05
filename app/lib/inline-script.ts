// A script written into the page itself (no file to fetch), from a function kept in TypeScript so
// it is type-checked and tested: its source called with `args`, minified by esbuild (the build's
// own), so its bytes in every page's first round trip are few. Build time only.
import { transformSync } from "esbuild";

export function inlineScript(script: (...args: never[]) => void, ...args: unknown[]): string {
  const source = `(${script.toString()})(${args.map((arg) => (typeof arg === "function" ? arg.toString() : JSON.stringify(arg))).join(",")})`;
  return transformSync(source, { minify: true, target: "es2022" }).code.trim();
}
