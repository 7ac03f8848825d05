import { ContactFormWhenNear } from "~/components/contact/deferred-contact-form";
import { ContactStrip } from "~/components/content/contact-strip";
import { AboutSection } from "~/components/home/about-section";
import { HeroCarousel } from "~/components/home/hero-carousel";
import { HomeSection } from "~/components/home/home-section";
import { ServiceTiles } from "~/components/home/service-tiles";
import { StaffCarousel } from "~/components/home/staff-carousel";
import { TestimonialCarousel } from "~/components/home/testimonial-carousel";
import { ArticleCards } from "~/components/articles/article-cards";
import { ButtonLink } from "~/components/ui/button";
import { getArticles, getHome, getServices, getStaff, pageTexts } from "~/content/content.server";
import { articleCard } from "~/lib/articles.server";
import { pageMeta } from "~/lib/meta.server";
import { UiProvider } from "~/lib/use-ui";
import type { Route } from "./+types/home";
import { HydrationBoundary } from "~/components/ui/hydration-boundary";

export function loader() {
  // Only what the page renders goes into its hydration data: title and description are in meta.
  const { title, description, ...home } = getHome();
  return {
    // The three newest articles, below the testimonials.
    articles: getArticles().slice(0, 3).map(articleCard),
    meta: pageMeta({ title, description, path: "/" }),
    ui: pageTexts("carousel"),
    home,
    services: getServices().map(({ slug, title, description, image, imageAlt }) => ({
      slug,
      title,
      description,
      image,
      imageAlt,
    })),
    staff: getStaff().map(({ slug, name, honorific, specialty, photo, photoAlt }) => ({
      slug,
      name,
      honorific,
      specialty,
      photo,
      photoAlt,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, services, staff, articles } = loaderData;
  return (
    <UiProvider ui={loaderData.ui}>
      {/* Each section hydrated on its own: a tap waits for its section only (hydration-boundary.tsx). */}
      <HydrationBoundary>
        <HeroCarousel slides={home.hero} />
      </HydrationBoundary>
      <HydrationBoundary>
        <AboutSection about={home.nosotros} />
      </HydrationBoundary>
      <HydrationBoundary>
        <HomeSection id="servicios" heading={home.servicios.heading} intro={home.servicios.intro}>
          <ServiceTiles services={services} />
        </HomeSection>
      </HydrationBoundary>
      <HydrationBoundary>
        <HomeSection id="staff" heading={home.staff.heading} intro={home.staff.intro} className="bg-brand-blue-50">
          <StaffCarousel staff={staff} />
        </HomeSection>
      </HydrationBoundary>
      <HydrationBoundary>
        <HomeSection id="testimonios" heading={home.testimonios.heading} intro={home.testimonios.intro}>
          <TestimonialCarousel items={home.testimonios.items} />
        </HomeSection>
      </HydrationBoundary>
      {articles.length ? (
        <HydrationBoundary>
          <HomeSection id="articulos" heading={home.articulos.heading} intro={home.articulos.intro} className="bg-brand-blue-50">
            <ArticleCards articles={articles} headingLevel={3} />
            <p className="mt-10 text-center">
              <ButtonLink to="/articulos" variant="secondary">
                {home.articulos.all}
              </ButtonLink>
            </p>
          </HomeSection>
        </HydrationBoundary>
      ) : null}
      <HydrationBoundary>
        <HomeSection id="contactanos" heading={home.contacto.heading} intro={home.contacto.intro} className="bg-cream">
          <ContactStrip />
          <ContactFormWhenNear id="contactanos-formulario" labelledBy="contactanos-titulo" className="mx-auto mt-10 max-w-3xl" />
        </HomeSection>
      </HydrationBoundary>
    </UiProvider>
  );
}
