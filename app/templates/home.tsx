import { withTexts } from "#app/components/ui/with-texts.tsx";
import { ContactStrip } from "#app/components/content/contact-strip.tsx";
import { AboutSection } from "#app/components/home/about-section.tsx";
import { HomeSection } from "#app/components/home/home-section.tsx";
import { ServiceTiles } from "#app/components/home/service-tiles.tsx";
import { ArticleCards } from "#app/components/articles/article-cards.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { getArticles, getHome, getServices, getStaff, pageTexts } from "#app/content/content.server.ts";
import { articleCard } from "#app/content/articles.server.ts";
import { pageMeta } from "#app/content/meta.server.ts";
import type { ReactNode } from "react";

export function pageData() {
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

/** The home page; its interactive parts are islands the page's shell places (app/pages/index.astro). */
function Home({
  data,
  hero,
  staff: staffCarousel,
  testimonials,
  contactForm,
}: {
  data: ReturnType<typeof pageData>;
  hero: ReactNode;
  staff: ReactNode;
  testimonials: ReactNode;
  contactForm: ReactNode;
}) {
  const { home, services, articles } = data;
  return (
    <>
      {hero}
      <AboutSection about={home.nosotros} />
      <HomeSection id="servicios" heading={home.servicios.heading} intro={home.servicios.intro}>
        <ServiceTiles services={services} />
      </HomeSection>
      <HomeSection id="staff" heading={home.staff.heading} intro={home.staff.intro} className="bg-brand-blue-50">
        {staffCarousel}
      </HomeSection>
      <HomeSection id="testimonios" heading={home.testimonios.heading} intro={home.testimonios.intro}>
        {testimonials}
      </HomeSection>
      {articles.length ? (
        <HomeSection id="articulos" heading={home.articulos.heading} intro={home.articulos.intro} className="bg-brand-blue-50">
          <ArticleCards articles={articles} headingLevel={3} />
          <p className="mt-10 text-center">
            <ButtonLink href="/articulos" variant="secondary">
              {home.articulos.all}
            </ButtonLink>
          </p>
        </HomeSection>
      ) : null}
      <HomeSection id="contactanos" heading={home.contacto.heading} intro={home.contacto.intro} className="bg-cream">
        <ContactStrip />
        {contactForm}
      </HomeSection>
    </>
  );
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(Home);
