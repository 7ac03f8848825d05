import type { ReactNode } from "react";
import { Prose } from "#app/components/ui/prose.tsx";
import { SlideCarousel, Slides } from "#app/components/ui/slide-carousel.tsx";
import type { Home } from "#app/content/schema.server.ts";
import { usePageTexts } from "#app/components/ui/use-ui.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { withTexts } from "#app/components/ui/with-texts.tsx";

/** The spec's testimonial interval. */
export const TESTIMONIAL_INTERVAL_MS = 5000;

/** The testimonials, as the page's HTML. */
export function TestimonialSlides({ items }: { items: Home["testimonios"]["items"] }) {
  return (
    <Slides
      slides={items.map((item) => ({
        key: item.author,
        content: (
          <div className="relative flex h-full items-center justify-center">
            <ResponsiveImage
              image={item.image}
              alt={item.imageAlt}
              sizes="(min-width: 1280px) 1216px, 100vw"
              className="absolute inset-0 h-full w-full object-cover"
            />
            <figure className="relative mx-16 max-w-2xl rounded-2xl bg-white/85 p-6 text-center sm:mx-20 sm:p-8">
              <blockquote className="text-lg text-brand-blue-900 italic sm:text-xl">
                <Prose inline html={`“${item.quote}”`} />
              </blockquote>
              <figcaption className="mt-4 font-bold text-brand-blue-700">{item.author}</figcaption>
            </figure>
          </div>
        ),
      }))}
    />
  );
}

/** The testimonials (TestimonialSlides), advancing every 5 s, with arrows and no indicators. */
export function TestimonialCarousel({ count, children }: { count: number; children: ReactNode }) {
  const texts = usePageTexts("carousel");
  return (
    <SlideCarousel
      label={texts.testimonials}
      count={count}
      autoplayMs={TESTIMONIAL_INTERVAL_MS}
      className="h-[26rem] rounded-3xl shadow-md sm:h-[24rem]"
    >
      {children}
    </SlideCarousel>
  );
}

/** The island (app/components/README.md): TestimonialCarousel hydrated in the browser on its own, with the texts it shows as a prop. */
export const TestimonialCarouselIsland = withTexts(TestimonialCarousel);
