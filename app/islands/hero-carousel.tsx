// An island (app/islands/README.md): HeroCarousel, hydrated in the browser on its own.
import { HeroCarousel } from "#app/components/home/hero-carousel.tsx";
import { withTexts } from "#app/lib/with-texts.tsx";

export const HeroCarouselIsland = withTexts(HeroCarousel);
