import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";
import { onNearScreen } from "./use-near-screen";

type Action = (embla: EmblaCarouselType) => void;

/**
 * Embla on a carousel's viewport, loaded only when the carousel comes within a screen of view: the
 * first screen of the page needs none of its code. Until then the cards are plain, readable HTML.
 * Returns a ref callback for the viewport, the carousel's API (undefined until it starts), and
 * `withEmbla(action)`, which runs an action at once or, pressed before Embla has arrived, as soon
 * as it has: a button is never pressed for nothing. `options` must be a constant.
 */
export function useLazyEmbla(options: EmblaOptionsType) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const start = useRef<() => void>(() => {});
  const pending = useRef<Action | null>(null);

  useEffect(() => {
    if (!viewport) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    let started = false;
    let stopWatching = () => {};
    start.current = () => {
      if (started) return;
      started = true;
      stopWatching();
      void import("embla-carousel").then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        api = EmblaCarousel(viewport, options);
        pending.current?.(api);
        pending.current = null;
        setEmbla(api);
      });
    };
    stopWatching = onNearScreen(viewport, "100% 0px", () => start.current());
    return () => {
      cancelled = true;
      stopWatching();
      api?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- options are constant by contract
  }, [viewport]);

  const withEmbla = useCallback(
    (action: Action) => {
      if (embla) return action(embla);
      pending.current = action;
      start.current();
    },
    [embla],
  );

  return [setViewport, embla, withEmbla] as const;
}
