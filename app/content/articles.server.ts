// What the article pages, and the pages that link to articles, need from content/articulos: cards,
// related articles, each person's and each service's articles, and dates written the Peruvian way.
// Dates are formatted here, at build time, so the browser never formats them again differently.
import { site } from "#app/config/site.ts";
import { findBySlug, getArticles, getStaff, getTopics, getUi } from "./content.server.ts";
import { fill } from "#shared/content/fill.ts";
import { longDate } from "#shared/calendar/lima-clock.ts";
import { pageUrl } from "./structured-data.server.ts";
import type { Article, StaffMember } from "./schema.server.ts";

/** A date for <time>: its machine value and its Spanish words ("15 de junio de 2026"). */
export type DateLabel = { iso: string; label: string };

export const dateLabel = (iso: string): DateLabel => ({ iso, label: longDate(iso) });

export type TopicLink = { slug: string; name: string };
export type ArticleCard = { slug: string; title: string; description: string; published: DateLabel; topics: TopicLink[] };

/** Every topic, named, in the order content/temas.yml lists them. */
export const topicLinks = (): TopicLink[] => getTopics().map(({ slug, name }) => ({ slug, name }));

/** The topics of an article, in the same order. */
export const topicsOf = (article: Pick<Article, "topics">) => topicLinks().filter((topic) => article.topics.includes(topic.slug));

export const articleCard = (article: Article): ArticleCard => ({
  slug: article.slug,
  title: article.title,
  description: article.description,
  published: dateLabel(article.published),
  topics: topicsOf(article),
});

/** The newest medical review among some articles: when that list last changed. */
export const lastReviewed = (articles: Pick<Article, "reviewed">[]) =>
  articles
    .map((article) => article.reviewed)
    .sort()
    .at(-1);

/** Up to `limit` other articles on the same topics: the most topics in common first, then the newest. */
export function relatedArticles(article: Article, limit = 3): Article[] {
  const shared = (other: Article) => other.topics.filter((topic) => article.topics.includes(topic)).length;
  return getArticles()
    .filter((other) => other.slug !== article.slug && shared(other) > 0)
    .sort((a, b) => shared(b) - shared(a) || b.published.localeCompare(a.published))
    .slice(0, limit);
}

/** A person's name as the site writes it: "Dra. Lucía Carolina Valdivia Zevallos". */
export const fullName = (person: Pick<StaffMember, "honorific" | "name">) => `${person.honorific} ${person.name}`;

export type PersonLink = { slug: string; name: string };
/** An author or reviewer (the schema has checked that each is on the staff). */
export const staffMember = (slug: string) => findBySlug(getStaff(), slug);

/** The articles a person wrote or reviewed, newest first: which of the two, and when they did it. */
export const articlesOfPerson = (slug: string) =>
  getArticles()
    .filter((article) => article.author === slug || article.reviewer === slug)
    .map((article) => {
      const wrote = article.author === slug;
      return {
        slug: article.slug,
        title: article.title,
        role: wrote ? ("wrote" as const) : ("reviewed" as const),
        date: dateLabel(wrote ? article.published : article.reviewed),
      };
    });

/** The articles that name a service in their `services:`, newest first. */
export const articlesOfService = (slug: string) =>
  getArticles()
    .filter((article) => article.services.includes(slug))
    .map(articleCard);

/** Where the articles' Atom feed is, under the /app/ basename. */
export const feedPath = "/articulos/feed.xml";

/** The <link> that lets feed readers find the feed from an article page or a list of articles. */
export const feedLink = () => ({
  rel: "alternate",
  type: "application/atom+xml",
  title: fill(getUi().articles.feed, { name: site.name }),
  href: pageUrl(feedPath),
});
