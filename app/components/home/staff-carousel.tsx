import { useEffect, useState } from "react";
import { Link } from "~/components/ui/link";
import { CarouselButton } from "~/components/ui/carousel-button";
import { ChevronLeftIcon, ChevronRightIcon } from "~/components/ui/icons";
import { fill } from "~/lib/fill";
import { useReducedMotion } from "~/lib/use-reduced-motion";
import { usePageTexts, useUi } from "~/lib/use-ui";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { Picture } from "~/lib/picture";
import { doctorPath } from "~/lib/urls";

export type StaffCard = {
  slug: string;
  name: string;
  honorific: string;
  specialty: string;
  photo: Picture;
  photoAlt: string;
};

const controlClasses =
  "inline-flex size-11 items-center justify-center rounded-full bg-white text-brand-blue-700 shadow-md ring-1 ring-brand-blue-100 hover:bg-brand-pink-50 aria-disabled:cursor-default aria-disabled:text-brand-blue-300 aria-disabled:hover:bg-white";

/**
 * Which cards are in view (at least 60 % of each) in the list `track`, a native scroller: read as it
 * scrolls, by the arrows or a finger. Null until the island runs.
 */
function useCardsInView(track: HTMLElement | null) {
  const [inView, setInView] = useState<boolean[] | null>(null);
  useEffect(() => {
    if (!track) return;
    const cards = [...track.children];
    const seen = cards.map(() => false);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) seen[cards.indexOf(entry.target)] = entry.isIntersecting;
        setInView([...seen]);
      },
      { root: track, threshold: 0.6 },
    );
    for (const card of cards) observer.observe(card);
    return () => observer.disconnect();
  }, [track]);
  return inView;
}

/**
 * The professionals, 1 to 5 cards per view by width (below 465, 465, 640, 1024 and 1280 px).
 * Cards out of view are inert, so the keyboard only reaches the ones a person can see.
 */
export function StaffCarousel({ staff }: { staff: StaffCard[] }) {
  const ui = useUi();
  const texts = usePageTexts("carousel");
  const [track, setTrack] = useState<HTMLUListElement | null>(null);
  const inView = useCardsInView(track);
  const canScroll = { previous: inView ? !inView[0] : false, next: inView ? !inView.at(-1) : true };
  // With reduced motion the cards jump to their place instead of sliding there.
  const reducedMotion = useReducedMotion();
  // A page of cards at a time: the list snaps each move to a card's start.
  const move = (direction: 1 | -1) =>
    track?.scrollBy({ left: direction * track.clientWidth, behavior: reducedMotion ? "instant" : "smooth" });

  return (
    <section aria-roledescription={texts.carousel} aria-label={texts.staff} className="relative">
      {/* One professional needs no arrows. */}
      {staff.length > 1 ? (
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
      {/* The list is a native scroller that snaps to each card: a finger, a trackpad or the arrows
          move it, and without scripts it scrolls all the same. relative: it is the containing block
          of each card's screen-reader text (an absolute box), so its clipping holds that text too;
          otherwise the text would sit beside the last card and the page could scroll sideways. Its
          -ml-4 and each card's pl-4 make the gutters; the box around clips the first one. */}
      <div className="overflow-hidden">
        <ul
          ref={setTrack}
          className="relative -ml-4 flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {staff.map((person, index) => (
            <li
              key={person.slug}
              inert={inView !== null && !inView[index]}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start pl-4 xs:basis-1/2 sm:basis-1/3 lg:basis-1/4 xl:basis-1/5"
            >
              {/* The APG slide: a group named "n de m". A list item itself cannot take that role. */}
              <div
                role="group"
                aria-roledescription={texts.slide}
                aria-label={fill(texts.slideOf, { n: index + 1, total: staff.length })}
                className="h-full"
              >
                <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-brand-blue-100">
                  <ResponsiveImage
                    image={person.photo}
                    alt={person.photoAlt}
                    // One card per slide width: see the basis-* classes above.
                    sizes="(min-width: 1280px) 240px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, (min-width: 465px) 50vw, 100vw"
                    className="aspect-[4/5] h-auto w-full bg-brand-blue-100 object-cover"
                  />
                  <div className="flex flex-1 flex-col p-4">
                    <h3 className="text-lg leading-snug">
                      {person.honorific} {person.name}
                    </h3>
                    <p className="mt-1 flex-1 text-sm text-slate-700">{person.specialty}</p>
                    <Link
                      to={doctorPath(person.slug)}
                      className="mt-3 inline-flex min-h-11 items-center font-bold text-brand-pink-700 underline-offset-2 hover:underline"
                    >
                      {ui.actions.viewCv}
                      <span className="sr-only">
                        {" "}
                        {person.honorific} {person.name}
                      </span>
                    </Link>
                  </div>
                </article>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
