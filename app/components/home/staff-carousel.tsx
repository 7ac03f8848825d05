import { useEffect, useState, type ReactNode } from "react";
import { CarouselButton } from "#app/components/ui/carousel-button.tsx";
import { ChevronLeftIcon, ChevronRightIcon } from "#app/components/ui/icons.tsx";
import { useReducedMotion } from "#app/lib/use-reduced-motion.ts";
import { usePageTexts } from "#app/components/ui/use-ui.tsx";
import { withTexts } from "#app/components/ui/with-texts.tsx";

const controlClasses =
  "inline-flex size-11 items-center justify-center rounded-full bg-white text-brand-blue-700 shadow-md ring-1 ring-brand-blue-100 hover:bg-brand-pink-50 aria-disabled:cursor-default aria-disabled:text-brand-blue-300 aria-disabled:hover:bg-white";

/**
 * The cards in view (at least 60 % of each) of the list inside `box`, a native scroller, read as it
 * scrolls (by the arrows or a finger): the others are made inert, so the keyboard only reaches the
 * cards a person can see. Returns whether the first and the last cards are in view; null until the
 * island runs. The cards are the page's HTML (StaffCards), not React's: the DOM is theirs to mark.
 */
function useCardsInView(box: HTMLElement | null) {
  const [ends, setEnds] = useState<{ first: boolean; last: boolean } | null>(null);
  useEffect(() => {
    const track = box?.querySelector("ul");
    if (!track) return;
    const cards = [...track.children] as HTMLElement[];
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) (entry.target as HTMLElement).inert = !entry.isIntersecting;
        setEnds({ first: !cards[0]!.inert, last: !cards.at(-1)!.inert });
      },
      { root: track, threshold: 0.6 },
    );
    for (const card of cards) observer.observe(card);
    return () => observer.disconnect();
  }, [box]);
  return ends;
}

/**
 * The professionals, 1 to 5 cards per view by width (below 465, 465, 640, 1024 and 1280 px): an
 * island around the cards (`children`: StaffCards, staff-cards.tsx: HTML the island neither renders nor carries in
 * its props, which keeps the home page's document small), adding the arrows.
 */
export function StaffCarousel({ count, children }: { count: number; children: ReactNode }) {
  const texts = usePageTexts("carousel");
  const [box, setBox] = useState<HTMLElement | null>(null);
  const ends = useCardsInView(box);
  const canScroll = { previous: ends ? !ends.first : false, next: ends ? !ends.last : true };
  // With reduced motion the cards jump to their place instead of sliding there.
  const reducedMotion = useReducedMotion();
  // A page of cards at a time: the list snaps each move to a card's start.
  const move = (direction: 1 | -1) => {
    const track = box?.querySelector("ul");
    track?.scrollBy({ left: direction * track.clientWidth, behavior: reducedMotion ? "instant" : "smooth" });
  };

  return (
    <section ref={setBox} aria-roledescription={texts.carousel} aria-label={texts.staff} className="relative">
      {/* One professional needs no arrows. */}
      {count > 1 ? (
        <div className="mb-4 flex justify-end gap-2">
          {/* aria-disabled, not disabled: a button that disables itself under the keyboard's focus
              would drop that focus on the page's body at the end of the list. */}
          <CarouselButton
            label={texts.previous}
            className={controlClasses}
            aria-disabled={!canScroll.previous}
            onClick={() => move(-1)}
          >
            <ChevronLeftIcon className="size-6" />
          </CarouselButton>
          <CarouselButton label={texts.next} className={controlClasses} aria-disabled={!canScroll.next} onClick={() => move(1)}>
            <ChevronRightIcon className="size-6" />
          </CarouselButton>
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** The island (app/components/README.md): StaffCarousel hydrated in the browser on its own, with the texts it shows as a prop. */
export const StaffCarouselIsland = withTexts(StaffCarousel);
