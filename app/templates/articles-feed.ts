// The articles' Atom feed at /app/articulos/feed.xml, prerendered into a file at build time.
import { site } from "#app/config/site.ts";
import { getArticles, getArticlesPage } from "#app/content/content.server.ts";
import { feedPath, fullName, staffMember, topicsOf } from "#app/content/articles.server.ts";
import { atomFeed } from "#app/lib/atom-feed.server.ts";
import { pageUrl } from "#app/content/structured-data.server.ts";
import { articlePath, doctorPath } from "#app/lib/urls.ts";

const person = (slug: string) => {
  const member = staffMember(slug);
  return { name: fullName(member), uri: pageUrl(doctorPath(slug)) };
};

export function atomFeedOfArticles() {
  const page = getArticlesPage();
  const xml = atomFeed({
    title: `${page.title} | ${site.name}`,
    subtitle: page.description,
    url: pageUrl("/articulos"),
    feedUrl: pageUrl(feedPath),
    author: { name: site.name, uri: pageUrl("/") },
    entries: getArticles().map((article) => ({
      title: article.title,
      url: pageUrl(articlePath(article.slug)),
      summary: article.description,
      published: article.published,
      updated: article.reviewed,
      author: person(article.author),
      contributor: person(article.reviewer),
      categories: topicsOf(article).map((topic) => ({ term: topic.slug, label: topic.name })),
    })),
  });
  return xml;
}
