// An island (app/islands/README.md): StaffCarousel, hydrated in the browser on its own.
import { StaffCarousel } from "~/components/home/staff-carousel";
import { withTexts } from "~/lib/with-texts";

export const StaffCarouselIsland = withTexts(StaffCarousel);
