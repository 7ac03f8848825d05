import { useEffect, useRef, useState, type ReactNode } from "react";
import { CarouselButton } from "~/components/ui/carousel-button";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "~/components/ui/icons";
import { nextIndex, previousIndex } from "~/lib/carousel";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/fill";
import { useReducedMotion } from "~/lib/use-reduced-motion";
import { usePageTexts } from "~/lib/use-ui";

/**
 * A slide's content, or a function of whether the slide is near: shown, or one step from a slide
 * shown since the visitor reached for the carousel. Heavy content (a picture) can wait until then.
 */
export type Slide = { key: string; content: ReactNode | ((near: boolean) => ReactNode) };

const SWIPE_DISTANCE = 40;

/**
 * One slide at a time, wrapping at both ends (WAI-ARIA APG carousel): a labelled region, each
 * slide a group named "n de m", hidden slides inert so nothing in them can be focused, and, when
 * it rotates by itself, a pause control first and no rotation while hovered or focused.
 */
export function SlideCarousel({
  label,
  slides,
  autoplayMs,
  className,
  controlClassName,
}: {
  label: string;
  slides: Slide[];
  autoplayMs?: number;
  className?: string;
  controlClassName?: string;
}) {
  const texts = usePageTexts("carousel");
  const [index, setIndexState] = useState(0);
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [engaged, setEngaged] = useState(false);
  const [paused, setPaused] = useState(false);
  const [interacting, setInteractingState] = useState(false);
  const reducedMotion = useReducedMotion();
  const pointerStart = useRef<number | null>(null);
  const count = slides.length;
  // With one slide there is nowhere to move: no arrows, no rotation.
  const movable = count > 1;
  const rotating = movable && Boolean(autoplayMs) && !paused && !interacting && !reducedMotion;

  function setIndex(value: number) {
    setIndexState(value);
    setShown((seen) => (seen.has(value) ? seen : new Set(seen).add(value)));
  }
  function setInteracting(value: boolean) {
    setInteractingState(value);
    if (value) setEngaged(true);
  }
  const near = (slideIndex: number) =>
    shown.has(slideIndex) ||
    (engaged && [...shown].some((seen) => Math.min(Math.abs(seen - slideIndex), count - Math.abs(seen - slideIndex)) <= 1));

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
        aria-live={rotating ? "off" : "polite"}
        className="flex h-full touch-pan-y transition-transform duration-500 ease-out motion-reduce:transition-none"
        // Unset on the first slide, so the prerendered HTML has no style attribute (a strict CSP
        // blocks those); later React moves it through the CSSOM, which a CSP allows.
        style={index ? { transform: `translateX(-${index * 100}%)` } : undefined}
        onPointerDown={(event) => (pointerStart.current = event.clientX)}
        onPointerUp={(event) => {
          if (pointerStart.current === null) return;
          const distance = event.clientX - pointerStart.current;
          pointerStart.current = null;
          if (distance > SWIPE_DISTANCE) setIndex(previousIndex(index, count));
          else if (distance < -SWIPE_DISTANCE) setIndex(nextIndex(index, count));
        }}
      >
        {slides.map((slide, slideIndex) => (
          <div
            key={slide.key}
            role="group"
            aria-roledescription={texts.slide}
            aria-label={fill(texts.slideOf, { n: slideIndex + 1, total: count })}
            aria-current={slideIndex === index ? "true" : undefined}
            inert={slideIndex !== index}
            className="relative h-full w-full shrink-0"
          >
            {typeof slide.content === "function" ? slide.content(near(slideIndex)) : slide.content}
          </div>
        ))}
      </div>
    </section>
  );
}
