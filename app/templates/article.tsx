import { withTexts } from "#app/components/ui/with-texts.tsx";
import { ArticlePage } from "#app/components/articles/article-page.tsx";
import { findBySlug, getArticles, getArticlesPage, pageTexts } from "#app/content/content.server.ts";
import {
  articleCard,
  dateLabel,
  feedLink,
  fullName,
  relatedArticles,
  staffMember,
  topicsOf,
} from "#app/content/articles.server.ts";
import { pageMeta } from "#app/content/meta.server.ts";
import { UiProvider } from "#app/components/ui/use-ui.tsx";
import { articleJsonLd } from "#app/content/structured-data.server.ts";
import { articlePath } from "#app/lib/urls.ts";

type Params = { [key: string]: string | undefined };

export function pageData(params: Params) {
  const article = findBySlug(getArticles(), params.slug);
  const author = staffMember(article.author);
  const reviewer = staffMember(article.reviewer);
  const meta = pageMeta({
    title: article.shortTitle ?? article.title,
    description: article.description,
    path: articlePath(article.slug),
    parents: [{ name: getArticlesPage().title, path: "/articulos" }],
    structuredData: [articleJsonLd(article, author, reviewer)],
    links: [feedLink()],
  });
  return {
    meta,
    ui: pageTexts("articles"),
    article: {
      title: article.title,
      body: article.body,
      image: article.image,
      imageAlt: article.imageAlt,
      published: dateLabel(article.published),
      reviewed: dateLabel(article.reviewed),
      author: { slug: author.slug, name: fullName(author) },
      reviewer: { slug: reviewer.slug, name: fullName(reviewer) },
      topics: topicsOf(article),
      references: article.references,
      related: relatedArticles(article).map(articleCard),
    },
  };
}

function Article({ data }: { data: ReturnType<typeof pageData> }) {
  return (
    <UiProvider ui={data.ui}>
      <ArticlePage article={data.article} />
    </UiProvider>
  );
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(Article);
