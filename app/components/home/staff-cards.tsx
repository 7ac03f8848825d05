import { Link } from "#app/components/ui/link.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { fill } from "#shared/content/fill.ts";
import type { Picture } from "#app/lib/picture.ts";
import { doctorPath } from "#app/lib/urls.ts";
import { usePageTexts, useUi } from "#app/components/ui/use-ui.tsx";

export type StaffCard = {
  slug: string;
  name: string;
  honorific: string;
  specialty: string;
  photo: Picture;
  photoAlt: string;
};

/** The cards of StaffCarousel (staff-carousel.tsx), as the page's HTML: a list that scrolls sideways without scripts too. */
export function StaffCards({ staff }: { staff: StaffCard[] }) {
  const ui = useUi();
  const texts = usePageTexts("carousel");
  // The list is a native scroller that snaps to each card: a finger, a trackpad or the arrows move
  // it, and without scripts it scrolls all the same. relative: it is the containing block of each
  // card's screen-reader text (an absolute box), so its clipping holds that text too; otherwise the
  // text would sit beside the last card and the page could scroll sideways. Its -ml-4 and each
  // card's pl-4 make the gutters; the box around clips the first one.
  return (
    <div className="overflow-hidden">
      <ul className="relative -ml-4 flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
        {staff.map((person, index) => (
          <li
            key={person.slug}
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
                    href={doctorPath(person.slug)}
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
  );
}
