// The article list is split into pages of ARTICLES_PER_PAGE, newest first. Page 1 is the list's own
// address (/articulos), never /articulos/pagina/1, so that one page has one address.

export const ARTICLES_PER_PAGE = 9;

/** The path of page `n` of the article list, under the /app/ basename. */
export const articlesPagePath = (n: number) => (n === 1 ? "/articulos" : `/articulos/pagina/${n}`);

/** How many pages `total` items fill; an empty list still has its first page. */
export const pageCount = (total: number, size = ARTICLES_PER_PAGE) => Math.max(1, Math.ceil(total / size));

export type PageLinks = { page: number; total: number; previous?: string; next?: string };

/** Page `n` of the list, with the paths of its neighbours; undefined when there is no such page. */
export function paginate<T>(items: T[], n: number, size = ARTICLES_PER_PAGE): (PageLinks & { items: T[] }) | undefined {
  const total = pageCount(items.length, size);
  if (!Number.isInteger(n) || n < 1 || n > total) return undefined;
  return {
    items: items.slice((n - 1) * size, n * size),
    page: n,
    total,
    previous: n > 1 ? articlesPagePath(n - 1) : undefined,
    next: n < total ? articlesPagePath(n + 1) : undefined,
  };
}
