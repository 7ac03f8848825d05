import { HYDRATED_ATTRIBUTE } from "./use-hydrated";

/**
 * Until the page is hydrated, keeps a tap on a control the browser answers alone from React. React
 * answers a tap on a part it has not hydrated yet by hydrating the page's frame and that part at
 * once, inside the tap: at 4× CPU that held a field's focus or the menu's opening back for
 * 150–250 ms (docs/performance.md, "Taps").
 *
 * The controls: a link (not one in the menu's dialog, whose handler also closes it), a question's
 * <summary>, a text field and, where the browser has invoker commands, the menu's buttons. Not a
 * checkbox, whose `click` tells React it changed. The controls only scripts can answer (the
 * carousels' arrows) are not shown until their part is hydrated (carousel-button.tsx). The tap is
 * stopped at the window in the capture phase, before React's listeners on the document; its
 * default (focus, toggle, navigation) stays the browser's.
 */
export function keepNativeTapsFromReact() {
  const native = `a[href]:not(dialog a),summary,textarea,select,input:not([type=checkbox],[type=radio])${"command" in HTMLButtonElement.prototype ? ",button[commandfor]" : ""}`;
  // React's "discrete" events of a tap: each one would make it hydrate at once.
  for (const type of ["touchstart", "touchend", "pointerdown", "pointerup", "mousedown", "mouseup", "click"])
    addEventListener(
      type,
      (event) => {
        if (!document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE) && (event.target as Element).closest?.(native))
          event.stopPropagation();
      },
      true,
    );
}
