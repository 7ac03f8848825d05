import { SlideCarousel } from "#app/components/ui/slide-carousel.tsx";
import type { ReactNode } from "react";
import { usePageTexts } from "#app/components/ui/use-ui.tsx";
import { withTexts } from "#app/components/ui/with-texts.tsx";

/** The home hero: its slides (HeroSlides) with the arrows, which wrap around. No auto-advance. */
export function HeroCarousel({ count, children }: { count: number; children: ReactNode }) {
  const texts = usePageTexts("carousel");
  return (
    <SlideCarousel label={texts.hero} count={count} className="focus-ring-light h-[450px] bg-brand-blue-900 md:h-[700px]">
      {children}
    </SlideCarousel>
  );
}

/** The island (app/components/README.md): HeroCarousel hydrated in the browser on its own, with the texts it shows as a prop. */
export const HeroCarouselIsland = withTexts(HeroCarousel);
