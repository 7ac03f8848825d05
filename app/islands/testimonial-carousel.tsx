// An island (app/islands/README.md): TestimonialCarousel, hydrated in the browser on its own.
import { TestimonialCarousel } from "~/components/home/testimonial-carousel";
import { withTexts } from "~/lib/with-texts";

export const TestimonialCarouselIsland = withTexts(TestimonialCarousel);
