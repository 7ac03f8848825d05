// An island (app/islands/README.md): HeroCarousel, hydrated in the browser on its own.
import { HeroCarousel } from "~/components/home/hero-carousel";
import { withTexts } from "~/lib/with-texts";

export const HeroCarouselIsland = withTexts(HeroCarousel);
