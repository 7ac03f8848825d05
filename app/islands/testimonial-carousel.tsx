// An island (app/islands/README.md): TestimonialCarousel, hydrated in the browser on its own.
import { TestimonialCarousel } from "#app/components/home/testimonial-carousel.tsx";
import { withTexts } from "#app/lib/with-texts.tsx";

export const TestimonialCarouselIsland = withTexts(TestimonialCarousel);
