// The hero's slides, rendered to HTML at build time inside the hero's island (hero-carousel.tsx),
// apart from it: they read the clinic's facts (the chat link), which stay out of the browser.
import { ButtonLink } from "#app/components/ui/button.tsx";
import { ChatButton } from "#app/components/ui/chat-link.tsx";
import { Prose } from "#app/components/ui/prose.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { Slides } from "#app/components/ui/slide-carousel.tsx";
import { chatUrl } from "#app/config/site.ts";
import type { Home } from "#app/content/schema.server.ts";
import { useUi } from "#app/components/ui/use-ui.tsx";
import { BOOKING_PATH } from "#shared/booking/links.ts";

/**
 * The hero's four slides, as the page's HTML; the first one's heading is the page's <h1>. Only the
 * first slide's picture is fetched with the page: the others are lazy, and out of view until shown.
 */
export function HeroSlides({ slides }: { slides: Home["hero"] }) {
  const ui = useUi();
  return (
    <Slides
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
                priority={index === 0}
                className="absolute inset-0 h-full w-full object-cover object-right"
              />
              <div className="absolute inset-0 bg-gradient-to-r from-brand-blue-900/60 via-brand-blue-900/30 to-transparent" />
              <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-center px-14 sm:px-20">
                {/* The text's own scrim: white on it holds over 4.5:1 whatever the picture behind
                    it does, even a white one (e2e/home.spec.ts composites it over white). */}
                <div className="max-w-xl rounded-3xl bg-brand-blue-900/75 p-5 text-white sm:p-8">
                  <Heading className="text-[1.75rem] leading-tight text-white sm:text-5xl">{slide.heading}</Heading>
                  {slide.text ? <Prose inline html={slide.text} className="mt-3 block text-lg sm:mt-4 sm:text-xl" /> : null}
                  <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
                    {slide.action === "ver-mas" ? (
                      <>
                        <ButtonLink href="/reproduccion-asistida">{ui.actions.more}</ButtonLink>
                        {/* Beside the spec's button (its «Reservar» of the other slides opens the chat). */}
                        <ButtonLink href={BOOKING_PATH} variant="light">
                          {ui.booking.short}
                        </ButtonLink>
                      </>
                    ) : (
                      <ChatButton href={chatUrl}>{ui.actions.book}</ChatButton>
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
