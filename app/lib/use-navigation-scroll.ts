import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { prefersReducedMotion } from "./use-reduced-motion";

/** Opens every closed <details> that holds `target` (or is it), so a link to it shows its text. */
function reveal(target: Element) {
  for (let details = target.closest("details"); details; details = details.parentElement?.closest("details") ?? null) {
    details.open = true;
  }
}

const targetOf = (hash: string) => (hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null);

/**
 * After a navigation: a link with a #hash scrolls to its section (smoothly, unless the visitor
 * prefers reduced motion), opening the expandable it points into, and moves keyboard focus there
 * (to a question's <summary>, which toggles it); any other new page starts at the top.
 * Back and forward are left to the browser, which restores the previous position.
 */
export function useNavigationScroll() {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (hash) {
      const target = targetOf(hash);
      if (!target) return;
      reveal(target);
      target.scrollIntoView({ behavior: prefersReducedMotion() ? "instant" : "smooth", block: "start" });
      const focusable = target instanceof HTMLDetailsElement ? (target.querySelector("summary") ?? target) : target;
      if (!focusable.matches("summary, a[href], button, input, [tabindex]")) focusable.setAttribute("tabindex", "-1");
      focusable.focus({ preventScroll: true });
    } else if (navigationType !== "POP") {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    }
    // `key` changes on every navigation, also when the same hash link is followed twice.
  }, [key, hash, navigationType]);

  // A plain <a href="#…"> (in rendered Markdown) or an edited address bar changes only the hash:
  // the browser scrolls by itself; the expandable it points into still has to open.
  useEffect(() => {
    const onHashChange = () => {
      const target = targetOf(location.hash);
      if (target) reveal(target);
    };
    addEventListener("hashchange", onHashChange);
    return () => removeEventListener("hashchange", onHashChange);
  }, []);
}
