import { withTexts } from "~/lib/with-texts";
import { ArticlePage } from "~/components/articles/article-page";
import { findBySlug, getArticles, getArticlesPage, pageTexts } from "~/content/content.server";
import { articleCard, dateLabel, feedLink, fullName, relatedArticles, staffMember, topicsOf } from "~/lib/articles.server";
import { pageMeta } from "~/lib/meta.server";
import { UiProvider } from "~/lib/use-ui";
import { articleJsonLd } from "~/lib/structured-data.server";
import { articlePath } from "~/lib/urls";

type Params = { [key: string]: string | undefined };

export function loader(params: Params) {
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

function Article({ loaderData }: { loaderData: ReturnType<typeof loader> }) {
  return (
    <UiProvider ui={loaderData.ui}>
      <ArticlePage article={loaderData.article} />
    </UiProvider>
  );
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(Article);
