import type { ReactNode } from "react";
import { businessDaysText } from "#shared/consultation-request/consultation-content-schema.ts";
import { OpeningHours } from "#app/components/content/opening-hours.tsx";
import { PageBanner } from "#app/components/ui/page-banner.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { getConsultationContent } from "#app/content/content.server.ts";
import { site } from "#app/config/site.ts";
import { fill } from "#shared/content/fill.ts";
import { pageMeta } from "#app/content/meta.server.ts";
import { useUi } from "#app/components/ui/use-ui.tsx";
import { withTexts } from "#app/components/ui/with-texts.tsx";

export function pageData() {
  const content = getConsultationContent();
  const days = businessDaysText(content.responseBusinessDays);
  return {
    received: content.received,
    next: content.received.next.map((line) => fill(line, { days })),
    chatDefault: fill(content.received.chatDefault, { name: site.name }),
    meta: pageMeta({
      title: content.received.title,
      description: content.received.description,
      path: "/pide-tu-primera-consulta/recibida",
      // A page reached only after sending: nothing for search engines.
      noindex: true,
    }),
  };
}

function ConsultationReceivedPage({ data: { received, next }, chat }: { data: ReturnType<typeof pageData>; chat: ReactNode }) {
  const ui = useUi();
  return (
    <article>
      <PageBanner title={received.title} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <p className="text-lg">{received.lead}</p>
        <section aria-labelledby="que-pasa-ahora" className="mt-8 rounded-3xl bg-brand-blue-50 p-5 sm:p-6">
          <h2 id="que-pasa-ahora" className="text-xl font-bold text-brand-blue-800">
            {received.nextHeading}
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5">
            {next.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
          {/* The hours the promise counts in, from «Datos de la clínica». */}
          <h3 className="mt-5 font-bold text-brand-blue-800">{ui.hours.heading}</h3>
          <div className="mt-2">
            <OpeningHours />
          </div>
        </section>
        <section
          aria-labelledby="chat-titulo"
          className="mt-8 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-blue-100 sm:p-6"
        >
          <h2 id="chat-titulo" className="text-xl font-bold text-brand-blue-800">
            {received.chatHeading}
          </h2>
          <p className="mt-3 mb-4">{received.chatIntro}</p>
          {chat}
        </section>
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink href="/" variant="secondary">
            {received.back}
          </ButtonLink>
          <ButtonLink href="/pide-tu-primera-consulta" variant="secondary">
            {received.again}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(ConsultationReceivedPage);
