import { Link } from "#app/components/ui/link.tsx";
import { fill } from "#shared/content/fill.ts";
import { articlesPagePath, type PageLinks } from "#app/lib/pagination.ts";
import { usePageTexts } from "#app/components/ui/use-ui.tsx";

/** The list's pages: previous, each page by number (the current one marked) and next. */
export function PaginationNav({ page, total, previous, next }: PageLinks) {
  const labels = usePageTexts("articles").pagination;
  if (total < 2) return null;
  const shape =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-4 font-bold ring-1 ring-brand-blue-300";
  const link = `${shape} text-brand-blue-700 hover:bg-brand-blue-50`;
  return (
    <nav aria-label={labels.label} className="mt-12">
      <p className="sr-only">{fill(labels.current, { n: page, total })}</p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {previous ? (
          <li>
            <Link href={previous} rel="prev" className={link}>
              {labels.previous}
            </Link>
          </li>
        ) : null}
        {Array.from({ length: total }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            <Link
              href={articlesPagePath(n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={fill(labels.page, { n })}
              className={n === page ? `${shape} bg-brand-blue-700 text-white` : link}
            >
              {n}
            </Link>
          </li>
        ))}
        {next ? (
          <li>
            <Link href={next} rel="next" className={link}>
              {labels.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
