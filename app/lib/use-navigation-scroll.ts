import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { prefersReducedMotion } from "./use-reduced-motion";

/**
 * After a navigation: a link with a #hash scrolls to its section (smoothly, unless the visitor
 * prefers reduced motion) and moves keyboard focus there; any other new page starts at the top.
 * Back and forward are left to the browser, which restores the previous position.
 */
export function useNavigationScroll() {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!target) return;
      target.scrollIntoView({ behavior: prefersReducedMotion() ? "instant" : "smooth", block: "start" });
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    } else if (navigationType !== "POP") {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    }
    // `key` changes on every navigation, also when the same hash link is followed twice.
  }, [key, hash, navigationType]);
}
