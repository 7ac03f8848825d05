import { withTexts } from "#app/components/ui/with-texts.tsx";
import { ArticleList } from "#app/components/articles/article-list.tsx";
import { site } from "#app/config/site.ts";
import { findBySlug, getArticles, getArticlesPage, getTopics, getUi, pageTexts } from "#app/content/content.server.ts";
import { articleCard, feedLink, lastReviewed, topicLinks } from "#app/content/articles.server.ts";
import { fill } from "#shared/content/fill.ts";
import { pageMeta } from "#app/content/meta.server.ts";
import { UiProvider } from "#app/components/ui/use-ui.tsx";
import { articleListJsonLd } from "#app/content/structured-data.server.ts";
import { topicPath } from "#app/lib/urls.ts";

// One topic's articles, all on one page (a topic holds a few), newest first.
type Params = { [key: string]: string | undefined };

export function pageData(params: Params) {
  const topic = findBySlug(getTopics(), params.tema);
  const ui = getUi().articles;
  const articles = getArticles().filter((article) => article.topics.includes(topic.slug));
  const path = topicPath(topic.slug);
  const title = fill(ui.topicTitle, { topic: topic.name });
  const description = fill(ui.topicDescription, { description: topic.description, name: site.name });
  const meta = pageMeta({
    title,
    description,
    path,
    crumb: topic.name,
    parents: [{ name: getArticlesPage().title, path: "/articulos" }],
    structuredData: [articleListJsonLd({ name: title, description, path, dateModified: lastReviewed(articles) }, articles)],
    links: [feedLink()],
  });
  return {
    meta,
    ui: pageTexts("articles"),
    title,
    topic,
    articles: articles.map(articleCard),
    topics: topicLinks(),
  };
}

function ArticleTopic({ data }: { data: ReturnType<typeof pageData> }) {
  const { title, topic, articles, topics } = data;
  return (
    <UiProvider ui={data.ui}>
      <ArticleList
        title={title}
        intro={<p>{topic.description}</p>}
        articles={articles}
        topics={topics}
        currentTopic={topic.slug}
      />
    </UiProvider>
  );
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(ArticleTopic);
