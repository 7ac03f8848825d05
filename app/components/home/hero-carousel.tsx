import { ButtonLink } from "~/components/ui/button";
import { ChatButton } from "~/components/ui/chat-link";
import { Prose } from "~/components/ui/prose";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { SlideCarousel } from "~/components/ui/slide-carousel";
import type { Home } from "~/content/schema.server";
import { useUi } from "~/lib/use-ui";

/** The home hero: four slides, the first one's heading is the page's <h1>. No auto-advance. */
export function HeroCarousel({ slides }: { slides: Home["hero"] }) {
  const ui = useUi();
  return (
    <SlideCarousel
      label={ui.carousel.hero}
      className="focus-ring-light h-[450px] md:h-[700px]"
      slides={slides.map((slide, index) => {
        const Heading = index === 0 ? "h1" : "h2";
        return {
          key: slide.image.src,
          content: (
            <>
              <ResponsiveImage
                image={slide.image}
                alt={slide.imageAlt}
                sizes="100vw"
                // The first slide is what a visitor sees first (the page's LCP): fetched at once.
                priority={index === 0}
                // The next slides sit right beside it, so the browser would fetch them at once too.
                deferred={index > 0}
                className="absolute inset-0 h-full w-full object-cover object-right"
              />
              <div className="absolute inset-0 bg-gradient-to-r from-brand-blue-900/85 via-brand-blue-900/55 to-transparent" />
              <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-center px-16 sm:px-20">
                <div className="max-w-xl text-white">
                  <Heading className="text-3xl leading-tight text-white sm:text-5xl">{slide.heading}</Heading>
                  {slide.text ? <Prose inline html={slide.text} className="mt-4 block text-lg sm:text-xl" /> : null}
                  <div className="mt-8">
                    {slide.action === "ver-mas" ? (
                      <ButtonLink to="/reproduccion-asistida">{ui.actions.more}</ButtonLink>
                    ) : (
                      <ChatButton>{ui.actions.book}</ChatButton>
                    )}
                  </div>
                </div>
              </div>
            </>
          ),
        };
      })}
    />
  );
}
