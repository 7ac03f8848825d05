import type { ReactNode } from "react";
import { PageBanner } from "#app/components/ui/page-banner.tsx";
import type { ArticleCard, TopicLink } from "#app/content/articles.server.ts";
import type { PageLinks } from "#app/lib/pagination.ts";
import { usePageTexts } from "#app/components/ui/use-ui.tsx";
import { ArticleCards } from "./article-cards.tsx";
import { PaginationNav } from "./pagination-nav.tsx";
import { TopicNav } from "./topic-nav.tsx";

/** The one template of the article list, its further pages and each topic's page. */
export function ArticleList({
  title,
  intro,
  articles,
  topics,
  currentTopic,
  pages,
}: {
  title: string;
  intro: ReactNode;
  articles: ArticleCard[];
  topics: TopicLink[];
  currentTopic?: string;
  pages?: PageLinks;
}) {
  const texts = usePageTexts("articles");
  return (
    <div>
      <PageBanner title={title} />
      <div className="mx-auto max-w-5xl px-4 py-12">
        <div className="max-w-3xl text-lg">{intro}</div>
        <div className="mt-8">
          <TopicNav topics={topics} current={currentTopic} />
        </div>
        {articles.length ? <ArticleCards articles={articles} className="mt-10" /> : <p className="mt-10 text-lg">{texts.none}</p>}
        {pages ? <PaginationNav {...pages} /> : null}
      </div>
    </div>
  );
}
