import { withTexts } from "#app/components/ui/with-texts.tsx";
import { ArticleList } from "#app/components/articles/article-list.tsx";
import { Prose } from "#app/components/ui/prose.tsx";
import { getArticles, getArticlesPage, getUi, pageTexts } from "#app/content/content.server.ts";
import { articleCard, feedLink, lastReviewed, topicLinks } from "#app/content/articles.server.ts";
import { fill } from "#shared/content/fill.ts";
import { pageMeta } from "#app/content/meta.server.ts";
import { UiProvider } from "#app/components/ui/use-ui.tsx";
import { articlesPagePath, paginate } from "#app/lib/pagination.ts";
import { articleListJsonLd, pageUrl } from "#app/content/structured-data.server.ts";

// The article list (/articulos) and its further pages (/articulos/pagina/2…), newest first.
type Params = { [key: string]: string | undefined };

export function pageData(params: Params) {
  // Only the /pagina/:page route has the segment (and only once there are pages enough: routes.ts).
  const { page: segment } = params as { page?: string };
  // Page 1 has one address, /articulos: /pagina/1, /pagina/02 or /pagina/x are not pages.
  const n = segment === undefined ? 1 : /^[1-9]\d*$/.test(segment) && segment !== "1" ? Number(segment) : NaN;
  const list = paginate(getArticles(), n);
  if (!list) throw new Response(null, { status: 404 });
  const page = getArticlesPage();
  const ui = getUi().articles;
  const path = articlesPagePath(n);
  const title = n === 1 ? page.title : fill(ui.pageTitle, { n });
  const description = n === 1 ? page.description : `${page.description} ${fill(ui.pageDescription, { n, total: list.total })}`;
  const meta = pageMeta({
    title,
    description,
    path,
    parents: n === 1 ? [] : [{ name: page.title, path: articlesPagePath(1) }],
    structuredData: [articleListJsonLd({ name: title, description, path, dateModified: lastReviewed(list.items) }, list.items)],
    links: [
      ...(list.previous ? [{ rel: "prev", href: pageUrl(list.previous) }] : []),
      ...(list.next ? [{ rel: "next", href: pageUrl(list.next) }] : []),
      feedLink(),
    ],
  });
  const { items, ...pages } = list;
  return {
    meta,
    ui: pageTexts("articles"),
    title,
    intro: page.body,
    articles: items.map(articleCard),
    topics: topicLinks(),
    pages,
  };
}

function Articles({ data }: { data: ReturnType<typeof pageData> }) {
  const { title, intro, articles, topics, pages } = data;
  return (
    <UiProvider ui={data.ui}>
      <ArticleList title={title} intro={<Prose html={intro} />} articles={articles} topics={topics} pages={pages} />
    </UiProvider>
  );
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(Articles);
