// The one script every page carries, inline (a few hundred bytes, no file to fetch): what plain
// HTML and CSS cannot do for the layout. Written as a function so it is type-checked and tested
// (page-script.test.tsx); the layout inlines it, minified, called with the spec's numbers.

/** The spec's threshold: past 60 px of scroll the navigation is fixed to the top, on white. */
export const FIXED_NAV_THRESHOLD = 60;

/**
 * 1. The header is marked data-fixed past `threshold` px of scroll (its classes do the rest).
 * 2. A #hash, on arrival (once parsed, and again once loaded) or followed within the page, opens
 *    the <details> it points into and moves keyboard focus to its target (a question's <summary>, which toggles it); the browser scrolls,
 *    smoothly unless the visitor prefers less motion (app.css).
 * 3. The side menu (a modal <dialog>) closes when one of its links is followed (a link to a
 *    section of the same page is no page load) or its backdrop is tapped, and Tab and Shift+Tab
 *    cycle inside it instead of leaving for the browser's toolbar; its buttons' invoker commands
 *    work by script in browsers that lack them.
 * 4. The navigation's disclosure («Servicios», a <details>) closes on Escape (focus back on its
 *    summary), on a tap outside it, and when focus leaves it, as a menu does.
 * 5. The clinic's count of contacts (shared/contact-counts/): a chat (wa.me) or phone (tel:) link
 *    followed adds one to this page's count. The link is not held: sendBeacon only queues the post,
 *    which the browser sends on its own, after the page is gone if need be, and drops if it fails.
 *    Only the kind and this page's path are sent; no cookie, no identifier.
 */
export function pageScript(threshold: number, count: { url: string; chat: string; phone: string }) {
  const header = document.querySelector("header[data-fixed]");
  const onScroll = () => header?.setAttribute("data-fixed", String(scrollY > threshold));
  addEventListener("scroll", onScroll, { passive: true });
  onScroll();

  const focusHash = () => {
    const target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (!target) return;
    for (let details = target.closest("details"); details; details = details.parentElement?.closest("details") ?? null) {
      details.open = true;
    }
    const focusable = target instanceof HTMLDetailsElement ? (target.querySelector("summary") ?? target) : target;
    if (!focusable.matches("summary, a[href], button, input, select, textarea, [tabindex]"))
      focusable.setAttribute("tabindex", "-1");
    focusable.focus({ preventScroll: true });
  };
  addEventListener("hashchange", focusHash);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", focusHash);
  else focusHash();
  // Again once loaded: on arrival the browser's own fragment handling may clear focus after the
  // first call when the target itself cannot take it (a question's <details>).
  if (document.readyState !== "complete") addEventListener("load", focusHash, { once: true });

  const openMenus = () => document.querySelectorAll<HTMLDetailsElement>("nav details[open]");
  document.addEventListener("keydown", (event) => {
    const menu = (event.target as Element).closest?.("nav details[open]");
    if (event.key === "Escape" && menu instanceof HTMLDetailsElement) {
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
    const dialog = document.querySelector("dialog[open]");
    if (event.key !== "Tab" || !dialog) return;
    const focusable = dialog.querySelectorAll<HTMLElement>("a[href], button");
    const edge = event.shiftKey ? focusable[0] : focusable[focusable.length - 1];
    if (document.activeElement === edge) {
      event.preventDefault();
      (event.shiftKey ? focusable[focusable.length - 1] : focusable[0])?.focus();
    }
  });
  document.addEventListener("focusout", (event) => {
    const menu = (event.target as Element).closest("nav details[open]");
    if (menu instanceof HTMLDetailsElement && !menu.contains(event.relatedTarget as Node | null)) menu.open = false;
  });

  const invokers = "command" in HTMLButtonElement.prototype;
  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    const link = target.closest?.<HTMLAnchorElement>("a[href^='tel:'],a[href^='https://wa.me/']");
    if (link)
      navigator.sendBeacon?.(
        count.url,
        new URLSearchParams({ tipo: link.protocol == "tel:" ? count.phone : count.chat, pagina: location.pathname }),
      );
    for (const menu of openMenus()) if (!menu.contains(target)) menu.open = false;
    if (target instanceof HTMLDialogElement) return target.close();
    target.closest("dialog a[href]")?.closest("dialog")?.close();
    const button = invokers ? null : target.closest("button[commandfor]");
    const dialog = button && document.getElementById(button.getAttribute("commandfor")!);
    if (!button || !(dialog instanceof HTMLDialogElement)) return;
    const command = button.getAttribute("command");
    if (command === "show-modal" && !dialog.open) dialog.showModal();
    if (command === "close") dialog.close();
  });
}
