// The contact page's map (app/components/contact/map-frame.tsx): its frame put in place of its box
// when the box comes within 200 px of the screen.
const observer = new IntersectionObserver(
  (entries) => {
    for (const { isIntersecting, target } of entries) {
      if (!isIntersecting || !(target instanceof HTMLElement)) continue;
      observer.unobserve(target);
      const frame = document.createElement("iframe");
      frame.src = target.dataset.mapFrame!;
      frame.title = target.dataset.title!;
      frame.referrerPolicy = "no-referrer-when-downgrade";
      frame.className = target.className;
      // Out of the tab order while its page loads: a page replacing itself under the keyboard's
      // focus would drop that focus on the body, far from where the person was.
      frame.tabIndex = -1;
      frame.addEventListener("load", () => frame.removeAttribute("tabindex"), { once: true });
      target.replaceWith(frame);
    }
  },
  { rootMargin: "200px" },
);
for (const box of document.querySelectorAll("[data-map-frame]")) observer.observe(box);
