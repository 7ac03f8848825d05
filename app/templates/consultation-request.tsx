import type { ReactNode } from "react";
import { PageBanner } from "#app/components/ui/page-banner.tsx";
import { getConsultationContent, getRequestOptions } from "#app/content/content.server.ts";
import { site } from "#app/config/site.ts";
import { fill } from "#shared/content/fill.ts";
import { pageMeta } from "#app/content/meta.server.ts";
import { appPath } from "#app/lib/urls.ts";
import { withTexts } from "#app/components/ui/with-texts.tsx";
import { useUi } from "#app/components/ui/use-ui.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { BOOKING_PATH, FREE_TIMES_API } from "#shared/booking/links.ts";

export function pageData() {
  const content = getConsultationContent();
  return {
    content,
    options: getRequestOptions(),
    privacy: {
      text: fill(content.form.privacy, { legalName: site.legalName }),
      link: content.form.privacyLink,
      href: appPath("/politica-de-privacidad"),
    },
    meta: pageMeta({ title: content.title, description: content.description, path: "/pide-tu-primera-consulta" }),
  };
}

function ConsultationRequestPage({ data: { content }, form }: { data: ReturnType<typeof pageData>; form: ReactNode }) {
  const ui = useUi();
  return (
    <article>
      <PageBanner title={content.title} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        {/* First the online booking, with real free times (rendered by the service); the request stays for whoever prefers a call. */}
        <section aria-labelledby="reserva-en-linea" className="mb-10 rounded-3xl bg-brand-blue-50 p-6">
          <h2 id="reserva-en-linea" className="text-xl font-bold text-brand-blue-800">
            {ui.booking.link}
          </h2>
          <p className="mt-2">{ui.booking.intro}</p>
          <ButtonLink href={BOOKING_PATH} className="mt-4">
            {ui.booking.link}
          </ButtonLink>
          {/* Filled by app/scripts/next-free-times.ts from the service's free times; hidden without them. */}
          <div
            data-next-times={FREE_TIMES_API}
            data-action={`${appPath(BOOKING_PATH)}apartar`}
            data-modality={ui.booking.nextTimesModality}
            data-button-class="min-h-11 rounded-2xl border border-brand-blue-300 bg-white px-4 py-2 text-left font-bold text-brand-blue-700 hover:bg-brand-blue-50"
            // Its buttons stop short of the floating chat button's column, so it never covers one.
            className="mt-4 hidden max-sm:pr-16"
          >
            <p>{ui.booking.nextTimes}</p>
          </div>
        </section>
        <p className="text-lg">{content.intro}</p>
        <div className="mt-10">{form}</div>
      </div>
    </article>
  );
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(ConsultationRequestPage);
