import { BOOKING_PATH } from "#shared/booking/links.ts";
import { withTexts } from "#app/components/ui/with-texts.tsx";
import type { ReactNode } from "react";
import { ContactStrip } from "#app/components/content/contact-strip.tsx";
import { PageBanner } from "#app/components/ui/page-banner.tsx";
import { ButtonLink, ExternalLink } from "#app/components/ui/button.tsx";
import { Prose } from "#app/components/ui/prose.tsx";
import { directionsUrl } from "#app/config/site.ts";
import { getContactPage, pageTexts } from "#app/content/content.server.ts";
import { pageMeta } from "#app/content/meta.server.ts";
import { Link } from "#app/components/ui/link.tsx";
import { UiProvider, useUi } from "#app/components/ui/use-ui.tsx";

export function pageData() {
  const page = getContactPage();
  return {
    ...page,
    meta: pageMeta({ title: page.title, description: page.description, path: "/contactanos" }),
    ui: pageTexts("form"),
  };
}

function Contact({
  data: page,
  contactForm,
  map,
}: {
  data: ReturnType<typeof pageData>;
  contactForm: ReactNode;
  map: ReactNode;
}) {
  const ui = useUi();
  return (
    <UiProvider ui={page.ui}>
      <PageBanner title={page.title} />
      <div className="mx-auto max-w-5xl px-4 py-12">
        <Prose html={page.body} className="max-w-2xl text-lg" />
        {/* The online booking first among the ways to reach the clinic. */}
        <div className="mt-8 max-w-2xl">
          <p>{ui.booking.intro}</p>
          <ButtonLink href={BOOKING_PATH} className="mt-4">
            {ui.booking.link}
          </ButtonLink>
        </div>
        <div className="mt-8">
          <ContactStrip />
        </div>
        <p className="mt-4 max-w-2xl">
          {ui.request.intro}{" "}
          <Link href="/pide-tu-primera-consulta" className="font-bold text-brand-blue-700 underline underline-offset-2">
            {ui.request.link}
          </Link>
        </p>
        <section aria-labelledby="formulario-titulo" className="mt-12">
          <h2 id="formulario-titulo" className="text-2xl sm:text-3xl">
            {page.formHeading}
          </h2>
          <div id="formulario" className="mt-6 max-w-3xl">
            {contactForm}
          </div>
        </section>
        <section aria-labelledby="mapa-titulo" className="mt-12">
          <h2 id="mapa-titulo" className="text-2xl sm:text-3xl">
            {page.mapHeading}
          </h2>
          {map}
          <ExternalLink
            href={directionsUrl}
            className="mt-4 inline-flex min-h-11 items-center font-bold text-brand-pink-700 underline"
          >
            {page.directions}
          </ExternalLink>
        </section>
      </div>
    </UiProvider>
  );
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(Contact);
