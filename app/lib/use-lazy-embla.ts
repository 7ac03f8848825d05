import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useEffect, useState } from "react";

/**
 * Embla on a carousel's viewport, loaded only when the carousel comes within a screen of view: the
 * first screen of the page needs none of its code. Until then the cards are plain, readable HTML.
 * Returns a ref callback for the viewport and the carousel's API (undefined until it starts).
 * `options` must be a constant: the carousel is not rebuilt when it changes.
 */
export function useLazyEmbla(options: EmblaOptionsType) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();

  useEffect(() => {
    if (!viewport) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void import("embla-carousel").then(({ default: EmblaCarousel }) => {
          if (cancelled) return;
          api = EmblaCarousel(viewport, options);
          setEmbla(api);
        });
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(viewport);
    return () => {
      cancelled = true;
      observer.disconnect();
      api?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- options are constant by contract
  }, [viewport]);

  return [setViewport, embla] as const;
}
