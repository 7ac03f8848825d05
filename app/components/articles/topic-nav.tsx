import { Link } from "#app/components/ui/link.tsx";
import type { TopicLink } from "#app/content/articles.server.ts";
import { cn } from "#app/lib/cn.ts";
import { usePageTexts } from "#app/components/ui/use-ui.tsx";
import { topicPath } from "#app/lib/urls.ts";

/** The way into each topic's page, the current one marked; first "all articles". */
export function TopicNav({ topics, current }: { topics: TopicLink[]; current?: string }) {
  const texts = usePageTexts("articles");
  const links = [{ to: "/articulos", name: texts.allTopics, active: !current }].concat(
    topics.map((topic) => ({ to: topicPath(topic.slug), name: topic.name, active: topic.slug === current })),
  );
  return (
    <nav aria-label={texts.topics}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              href={link.to}
              aria-current={link.active ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-full px-4 py-2 text-sm font-bold ring-1 ring-brand-blue-300",
                link.active ? "bg-brand-blue-700 text-white" : "bg-white text-brand-blue-700 hover:bg-brand-blue-50",
              )}
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
