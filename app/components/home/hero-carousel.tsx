import { SlideCarousel } from "#app/components/ui/slide-carousel.tsx";
import type { ReactNode } from "react";
import { usePageTexts } from "#app/lib/use-ui.tsx";

/** The home hero: its slides (HeroSlides) with the arrows, which wrap around. No auto-advance. */
export function HeroCarousel({ count, children }: { count: number; children: ReactNode }) {
  const texts = usePageTexts("carousel");
  return (
    <SlideCarousel label={texts.hero} count={count} className="focus-ring-light h-[450px] bg-brand-blue-900 md:h-[700px]">
      {children}
    </SlideCarousel>
  );
}
