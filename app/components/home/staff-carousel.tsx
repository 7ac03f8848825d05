import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";
import { useCallback, useEffect, useState } from "react";
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

const emblaOptions = { align: "start", slidesToScroll: "auto", containScroll: "trimSnaps", inViewThreshold: 0.6 } as const;

/**
 * Embla on the carousel's viewport, from the moment the island hydrates (as the carousel comes into
 * view: app/pages/index.astro); until then the cards are plain, readable HTML.
 */
function useEmbla() {
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const viewport = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const api = EmblaCarousel(element, emblaOptions);
    setEmbla(api);
    return () => api.destroy();
  }, []);
  return [viewport, embla] as const;
}

/**
 * The professionals, 1 to 5 cards per view by width (below 465, 465, 640, 1024 and 1280 px).
 * Cards out of view are inert, so the keyboard only reaches the ones a person can see.
 */
export function StaffCarousel({ staff }: { staff: StaffCard[] }) {
  const ui = useUi();
  const texts = usePageTexts("carousel");
  const [viewport, embla] = useEmbla();
  const [visible, setVisible] = useState<number[] | null>(null);
  const [canScroll, setCanScroll] = useState({ previous: false, next: true });
  // With reduced motion the cards jump to their place instead of sliding there.
  const reducedMotion = useReducedMotion();

  const update = useCallback(() => {
    if (!embla) return;
    setVisible(embla.slidesInView());
    setCanScroll({ previous: embla.canScrollPrev(), next: embla.canScrollNext() });
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    // Embla may have measured the slides before this subscription: read them once on the next frame.
    const frame = requestAnimationFrame(update);
    embla.on("slidesInView", update).on("select", update).on("reInit", update);
    return () => {
      cancelAnimationFrame(frame);
      embla.off("slidesInView", update).off("select", update).off("reInit", update);
    };
  }, [embla, update]);

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
            onClick={() => embla?.scrollPrev(reducedMotion)}
          >
            <ChevronLeftIcon className="size-6" />
          </CarouselButton>
          <CarouselButton
            label={texts.next}
            className={controlClasses}
            aria-disabled={!canScroll.next}
            onClick={() => embla?.scrollNext(reducedMotion)}
          >
            <ChevronRightIcon className="size-6" />
          </CarouselButton>
        </div>
      ) : null}
      {/* relative: the viewport is the containing block of each card's screen-reader text (an
          absolute box), so its clipping holds it too. Otherwise, until Embla moves the list (its
          transform makes the list that block), that text sits beside the last card, outside the
          clip, and the whole page can be scrolled sideways. */}
      <div ref={viewport} className="relative overflow-hidden">
        <ul className="-ml-4 flex touch-pan-y">
          {staff.map((person, index) => (
            <li
              key={person.slug}
              inert={visible !== null && !visible.includes(index)}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 xs:basis-1/2 sm:basis-1/3 lg:basis-1/4 xl:basis-1/5"
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
