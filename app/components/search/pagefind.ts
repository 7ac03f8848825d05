// The browser's side of the site search: the index Pagefind wrote at build time
// (app/build-steps/search-index.ts) and its reader, /app/pagefind/pagefind.js. Both are fetched only
// when someone searches, so no page, the search page included, pays for them on its first load.
import { linkPath } from "#app/lib/urls.ts";

/** The part of Pagefind's API used here (https://pagefind.app/docs/api/). */
type Pagefind = {
  options(options: { baseUrl?: string; excerptLength?: number }): Promise<void>;
  search(term: string): Promise<{ results: { data(): Promise<PagefindPage> }[] }>;
};
type PagefindPage = {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results: { url: string; title: string }[];
};

/** A piece of an excerpt: the words that matched are marked. */
export type ExcerptPart = { text: string; match: boolean };
export type SearchHit = {
  /** The page's path under the /app/ basename, as <Link href> takes it. */
  to: string;
  title: string;
  excerpt: ExcerptPart[];
  /** The page's sections (a question of the FAQ, a block of a service) that matched, with their #anchor. */
  sections: { to: string; title: string }[];
};

const PAGEFIND_URL = "/app/pagefind/pagefind.js";
/** Enough for every page of a small site; more would only be noise. */
const MAX_HITS = 20;
const MAX_SECTIONS = 3;

let loading: Promise<Pagefind> | undefined;

function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* @vite-ignore */ PAGEFIND_URL) as Promise<Pagefind>).then(async (pagefind) => {
    // The index holds full paths ("/app/contactanos"): nothing to put in front of them.
    await pagefind.options({ baseUrl: "/" });
    return pagefind;
  });
  // A failed download (a dropped connection) is tried again by the next search.
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * Pagefind's excerpt is text with the matches in <mark> and only < and > escaped. Split into parts
 * rendered as text, so nothing in it is ever parsed as HTML.
 */
export function parseExcerpt(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const match = part.startsWith("<mark>");
      const text = (match ? part.slice("<mark>".length, -"</mark>".length) : part).replace(/&lt;/g, "<").replace(/&gt;/g, ">");
      return { text, match };
    });
}

export function toHit(page: PagefindPage): SearchHit {
  return {
    to: linkPath(page.url),
    title: page.meta.title ?? page.url,
    excerpt: parseExcerpt(page.excerpt),
    sections: page.sub_results
      .filter((section) => section.url.includes("#") && section.title !== page.meta.title)
      .slice(0, MAX_SECTIONS)
      .map((section) => ({ to: linkPath(section.url), title: section.title })),
  };
}

export async function searchSite(query: string): Promise<SearchHit[]> {
  const pagefind = await loadPagefind();
  const { results } = await pagefind.search(query);
  const pages = await Promise.all(results.slice(0, MAX_HITS).map((result) => result.data()));
  return pages.map(toHit);
}
