import type { ReactNode } from "react";
import { PageBanner } from "#app/components/ui/page-banner.tsx";
import { getConsultationContent, getRequestOptions } from "#app/content/content.server.ts";
import { site } from "#app/config/site.ts";
import { fill } from "#shared/content/fill.ts";
import { pageMeta } from "#app/content/meta.server.ts";
import { appPath } from "#app/lib/urls.ts";
import { withTexts } from "#app/components/ui/with-texts.tsx";

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
  return (
    <article>
      <PageBanner title={content.title} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <p className="text-lg">{content.intro}</p>
        <div className="mt-10">{form}</div>
      </div>
    </article>
  );
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(ConsultationRequestPage);
