// An island (app/islands/README.md): StaffCarousel, hydrated in the browser on its own.
import { StaffCarousel } from "#app/components/home/staff-carousel.tsx";
import { withTexts } from "#app/lib/with-texts.tsx";

export const StaffCarouselIsland = withTexts(StaffCarousel);
