import type { ReactNode } from "react";
import { PageBanner } from "~/components/content/page-banner";
import { getConsultationContent, getRequestOptions } from "~/content/content.server";
import { site } from "~/config/site";
import { fill } from "~/lib/fill";
import { pageMeta } from "~/lib/meta.server";
import { appPath } from "~/lib/urls";
import { withTexts } from "~/lib/with-texts";

export function loader() {
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

function ConsultationRequestPage({ loaderData: { content }, form }: { loaderData: ReturnType<typeof loader>; form: ReactNode }) {
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
