import { withTexts } from "#app/components/ui/with-texts.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { PageBanner } from "#app/components/ui/page-banner.tsx";
import type { ReactNode } from "react";
import { chipLinkClasses } from "#app/components/ui/button.tsx";
import { Prose } from "#app/components/ui/prose.tsx";
import { getSearchPage } from "#app/content/content.server.ts";
import { pageMeta } from "#app/content/meta.server.ts";

export function pageData() {
  const page = getSearchPage();
  return { ...page, meta: pageMeta({ title: page.title, description: page.description, path: "/buscar" }) };
}

function Search({ data: page, search }: { data: ReturnType<typeof pageData>; search: ReactNode }) {
  return (
    <>
      <PageBanner title={page.title} />
      <div className="mx-auto max-w-5xl px-4 py-12">
        {/* Aligned with the banner's title; lines kept to a readable length. */}
        <div className="max-w-3xl">
          <Prose html={page.body} className="text-lg" />
          <div className="mt-8">{search}</div>
          <section aria-labelledby="otras-formas" className="mt-12">
            <noscript>
              <p className="mb-4 font-bold text-brand-blue-700">{page.noscript}</p>
            </noscript>
            <h2 id="otras-formas" className="text-2xl">
              {page.alternativesHeading}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {page.alternatives.map((link) => (
                <li key={link.to}>
                  <Link href={link.to} className={chipLinkClasses}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(Search);
