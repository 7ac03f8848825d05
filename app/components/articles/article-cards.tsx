import { Link } from "#app/components/ui/link.tsx";
import type { ArticleCard } from "#app/content/articles.server.ts";
import { cn } from "#app/lib/cn.ts";
import { articlePath } from "#app/lib/urls.ts";

/**
 * Articles as cards: title (the link), date, topics and summary. `headingLevel` keeps the outline
 * in order under whatever heading the list sits.
 */
export function ArticleCards({
  articles,
  headingLevel = 2,
  className,
}: {
  articles: ArticleCard[];
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {articles.map((article) => (
        <li
          key={article.slug}
          className="relative flex flex-col rounded-2xl bg-white p-6 shadow-md ring-1 ring-brand-blue-100 transition-shadow focus-within:shadow-xl hover:shadow-xl"
        >
          <Heading className="order-2 mt-2 text-xl">
            {/* The link covers the whole card (::after), so the card is one target, one tab stop. */}
            <Link
              href={articlePath(article.slug)}
              className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-pink-700"
            >
              {article.title}
            </Link>
          </Heading>
          <p className="order-1 text-sm text-slate-700">
            <time dateTime={article.published.iso}>{article.published.label}</time>
            {" · "}
            {article.topics.map((topic) => topic.name).join(", ")}
          </p>
          <p className="order-3 mt-3 text-slate-700">{article.description}</p>
        </li>
      ))}
    </ul>
  );
}
