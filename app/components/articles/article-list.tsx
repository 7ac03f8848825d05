import type { ReactNode } from "react";
import { PageBanner } from "~/components/content/page-banner";
import type { ArticleCard, TopicLink } from "~/lib/articles.server";
import type { PageLinks } from "~/lib/pagination";
import { usePageTexts } from "~/lib/use-ui";
import { ArticleCards } from "./article-cards";
import { PaginationNav } from "./pagination-nav";
import { TopicNav } from "./topic-nav";

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
