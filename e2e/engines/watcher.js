// Injected before any page script, in Firefox (puppeteer's evaluateOnNewDocument) and WebKit
// (e2e/engines/webkit-host.py): what each engine's automation reports differently, recorded alike.
(() => {
  if (window.__engineLog) return;
  const log = (window.__engineLog = []);
  document.addEventListener("securitypolicyviolation", (event) =>
    log.push(
      `CSP: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile || ""}:${event.lineNumber || 0})`,
    ),
  );
  window.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target && target !== window && "src" in target) log.push(`failed to load ${target.src || target.href}`);
      else log.push(`error: ${event.message}`);
    },
    true,
  );
  window.addEventListener("unhandledrejection", (event) => log.push(`unhandled rejection: ${event.reason}`));
  const error = console.error.bind(console);
  console.error = (...args) => {
    log.push(`console.error: ${args.map(String).join(" ")}`);
    error(...args);
  };
})();
