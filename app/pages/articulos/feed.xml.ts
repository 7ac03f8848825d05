// The articles' Atom feed at /app/articulos/feed.xml, written into a file at build time.
import { atomFeedOfArticles } from "#app/templates/articles-feed.ts";

export const GET = () =>
  new Response(atomFeedOfArticles(), { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
