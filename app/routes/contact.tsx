import { DeferredContactForm } from "~/components/contact/deferred-contact-form";
import { MapFrame } from "~/components/contact/map-frame";
import { ContactStrip } from "~/components/content/contact-strip";
import { PageBanner } from "~/components/content/page-banner";
import { ExternalLink } from "~/components/ui/button";
import { Prose } from "~/components/ui/prose";
import { directionsUrl, mapEmbedUrl } from "~/config/site";
import { getContactPage, pageTexts } from "~/content/content.server";
import { pageMeta } from "~/lib/meta.server";
import { UiProvider } from "~/lib/use-ui";
import type { Route } from "./+types/contact";
import { HydrationBoundary } from "~/components/ui/hydration-boundary";

export function loader() {
  const page = getContactPage();
  return {
    ...page,
    meta: pageMeta({ title: page.title, description: page.description, path: "/contactanos" }),
    ui: pageTexts("form"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Contact({ loaderData: page }: Route.ComponentProps) {
  return (
    <UiProvider ui={page.ui}>
      {/* Hydrated part by part (hydration-boundary.tsx). */}
      <HydrationBoundary>
        <PageBanner title={page.title} />
      </HydrationBoundary>
      <div className="mx-auto max-w-5xl px-4 py-12">
        <HydrationBoundary>
          <Prose html={page.body} className="max-w-2xl text-lg" />
          <div className="mt-8">
            <ContactStrip />
          </div>
        </HydrationBoundary>
        <HydrationBoundary>
          <section aria-labelledby="formulario-titulo" className="mt-12">
            <h2 id="formulario-titulo" className="text-2xl sm:text-3xl">
              {page.formHeading}
            </h2>
            <DeferredContactForm id="formulario" labelledBy="formulario-titulo" className="mt-6 max-w-3xl" />
          </section>
        </HydrationBoundary>
        <HydrationBoundary>
          <section aria-labelledby="mapa-titulo" className="mt-12">
            <h2 id="mapa-titulo" className="text-2xl sm:text-3xl">
              {page.mapHeading}
            </h2>
            <MapFrame
              src={mapEmbedUrl}
              title={page.mapTitle}
              className="mt-4 aspect-[4/3] w-full rounded-3xl border-0 bg-brand-blue-50 shadow-md sm:aspect-[16/9]"
            />
            <ExternalLink
              href={directionsUrl}
              className="mt-4 inline-flex min-h-11 items-center font-bold text-brand-pink-700 underline"
            >
              {page.directions}
            </ExternalLink>
          </section>
        </HydrationBoundary>
      </div>
    </UiProvider>
  );
}
