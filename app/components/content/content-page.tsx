import { ArticleCards } from "#app/components/articles/article-cards.tsx";
import type { ReactNode } from "react";
import { Prose } from "#app/components/ui/prose.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import type { ContentPage as ContentPageData } from "#app/content/schema.server.ts";
import type { ArticleCard } from "#app/content/articles.server.ts";
import { ContentBlock } from "./content-block.tsx";
import { PageActions } from "./page-actions.tsx";
import { PageBanner } from "#app/components/ui/page-banner.tsx";

/**
 * The one template of treatment and service pages: banner, intro with image, blocks, the articles
 * that name the page (if any, under `articlesHeading`), actions.
 */
export function ContentPage({
  page,
  articles = [],
  articlesHeading,
  actions = <PageActions />,
}: {
  page: ContentPageData;
  articles?: ArticleCard[];
  articlesHeading?: string;
  actions?: ReactNode;
}) {
  return (
    <article>
      <PageBanner title={page.title} />
      <div className="mx-auto max-w-5xl px-4 py-12">
        <div className="grid items-center gap-8 md:grid-cols-2">
          <Prose html={page.body} className="text-lg" />
          {/* Below the short introduction on a phone, beside it from md up (half of max-w-5xl):
              on the first screen either way, and the page's largest element. */}
          <ResponsiveImage
            image={page.image}
            alt={page.imageAlt}
            sizes="(min-width: 768px) 480px, calc(100vw - 2rem)"
            priority
            className="h-auto w-full rounded-3xl bg-brand-blue-50 shadow-md"
          />
        </div>
        {page.sections.map((section) => (
          <ContentBlock key={section.title} section={section} />
        ))}
        {articles.length ? (
          <section aria-labelledby="pagina-articulos" className="mt-12">
            <h2 id="pagina-articulos" className="text-2xl sm:text-3xl">
              {articlesHeading}
            </h2>
            <ArticleCards articles={articles} headingLevel={3} className="mt-6" />
          </section>
        ) : null}
        {actions}
      </div>
    </article>
  );
}
