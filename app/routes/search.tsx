import { type ShouldRevalidateFunction } from "react-router";
import { Link } from "~/components/ui/link";
import { PageBanner } from "~/components/content/page-banner";
import { SiteSearch } from "~/components/search/site-search";
import { chipLinkClasses } from "~/components/ui/button";
import { Prose } from "~/components/ui/prose";
import { getSearchPage } from "~/content/content.server";
import { pageMeta } from "~/lib/meta.server";
import type { Route } from "./+types/search";

export function loader() {
  const page = getSearchPage();
  return { ...page, meta: pageMeta({ title: page.title, description: page.description, path: "/buscar" }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

// A new query changes only ?q=: the page's texts are the same, no need to fetch them again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export default function Search({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={page.title} />
      <div className="mx-auto max-w-5xl px-4 py-12">
        {/* Aligned with the banner's title; lines kept to a readable length. */}
        <div className="max-w-3xl">
          <Prose html={page.body} className="text-lg" />
          <div className="mt-8">
            <SiteSearch texts={page} />
          </div>
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
                  <Link to={link.to} className={chipLinkClasses}>
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
