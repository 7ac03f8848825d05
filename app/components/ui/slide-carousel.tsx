import { useEffect, useRef, useState, type ReactNode } from "react";
import { CarouselButton } from "./carousel-button.tsx";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "./icons.tsx";
import { nextIndex, previousIndex } from "#app/lib/carousel.ts";
import { cn } from "#app/lib/cn.ts";
import { fill } from "#shared/content/fill.ts";
import { useReducedMotion } from "#app/lib/use-reduced-motion.ts";
import { usePageTexts } from "./use-ui.tsx";

const SWIPE_DISTANCE = 40;

/**
 * The slides, as the page's HTML (rendered at build time, not by the island, which keeps them out
 * of its props and the document small): each a group named "n de m", every one but the first inert.
 * SlideCarousel, around them, moves them and marks the one shown.
 */
export function Slides({ slides }: { slides: { key: string; content: ReactNode }[] }) {
  const texts = usePageTexts("carousel");
  return slides.map((slide, index) => (
    <div
      key={slide.key}
      data-slide=""
      role="group"
      aria-roledescription={texts.slide}
      aria-label={fill(texts.slideOf, { n: index + 1, total: slides.length })}
      aria-current={index === 0 ? "true" : undefined}
      inert={index !== 0}
      className="relative h-full w-full shrink-0"
    >
      {slide.content}
    </div>
  ));
}

/**
 * One slide at a time, wrapping at both ends (WAI-ARIA APG carousel): a labelled region around
 * `children` (Slides), hidden slides inert so nothing in them can be focused, and, when it rotates
 * by itself, a pause control first and no rotation while hovered or focused. Without scripts the
 * first slide shows, and no control that could not answer.
 */
export function SlideCarousel({
  label,
  count,
  autoplayMs,
  className,
  controlClassName,
  children,
}: {
  label: string;
  count: number;
  autoplayMs?: number;
  className?: string;
  controlClassName?: string;
  children: ReactNode;
}) {
  const texts = usePageTexts("carousel");
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [interacting, setInteracting] = useState(false);
  const reducedMotion = useReducedMotion();
  const pointerStart = useRef<number | null>(null);
  const track = useRef<HTMLDivElement>(null);
  // With one slide there is nowhere to move: no arrows, no rotation.
  const movable = count > 1;
  const rotating = movable && Boolean(autoplayMs) && !paused && !interacting && !reducedMotion;

  // The slides are the page's HTML, not React's: moved and marked here, through the DOM (the
  // CSSOM, which a strict CSP allows, unlike a style attribute in the markup).
  useEffect(() => {
    if (!track.current) return;
    track.current.style.transform = index ? `translateX(-${index * 100}%)` : "";
    track.current.querySelectorAll<HTMLElement>("[data-slide]").forEach((slide, slideIndex) => {
      slide.inert = slideIndex !== index;
      if (slideIndex === index) slide.setAttribute("aria-current", "true");
      else slide.removeAttribute("aria-current");
    });
  }, [index]);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex(nextIndex(index, count)), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, autoplayMs]);

  const controlClasses = cn(
    "inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-brand-blue-700 shadow-md hover:bg-white",
    controlClassName,
  );

  return (
    <section
      aria-roledescription={texts.carousel}
      aria-label={label}
      className={cn("relative overflow-hidden", className)}
      onPointerEnter={() => setInteracting(true)}
      onPointerLeave={() => setInteracting(false)}
      onFocus={() => setInteracting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setInteracting(false);
      }}
    >
      {movable && autoplayMs && !reducedMotion ? (
        <CarouselButton
          label={paused ? texts.play : texts.pause}
          onClick={() => setPaused((value) => !value)}
          className={cn(controlClasses, "absolute top-3 right-3 z-20")}
        >
          {paused ? <PlayIcon className="size-5" /> : <PauseIcon className="size-5" />}
        </CarouselButton>
      ) : null}
      {movable ? (
        <>
          <CarouselButton
            label={texts.previous}
            onClick={() => setIndex(previousIndex(index, count))}
            className={cn(controlClasses, "absolute top-1/2 left-3 z-20 -translate-y-1/2")}
          >
            <ChevronLeftIcon className="size-6" />
          </CarouselButton>
          <CarouselButton
            label={texts.next}
            onClick={() => setIndex(nextIndex(index, count))}
            className={cn(controlClasses, "absolute top-1/2 right-3 z-20 -translate-y-1/2")}
          >
            <ChevronRightIcon className="size-6" />
          </CarouselButton>
        </>
      ) : null}
      <div
        ref={track}
        aria-live={rotating ? "off" : "polite"}
        className="flex h-full touch-pan-y transition-transform duration-500 ease-out motion-reduce:transition-none"
        onPointerDown={(event) => (pointerStart.current = event.clientX)}
        onPointerUp={(event) => {
          if (pointerStart.current === null) return;
          const distance = event.clientX - pointerStart.current;
          pointerStart.current = null;
          if (distance > SWIPE_DISTANCE) setIndex(previousIndex(index, count));
          else if (distance < -SWIPE_DISTANCE) setIndex(nextIndex(index, count));
        }}
      >
        {children}
      </div>
    </section>
  );
}
