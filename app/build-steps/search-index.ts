// The site search's index, written by Pagefind right after prerendering (app/build-steps/index.ts), from the pages just built, so it runs on every build and can never describe another
// build's pages. The browser fetches it only when someone searches (app/components/search/).
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import * as pagefind from "pagefind";
import { builtPages, type BuiltPage } from "./pages.ts";

/** Where the index and its reader go: served as /app/pagefind/. */
export const SEARCH_INDEX_DIR = "app/pagefind";
const SEARCH_PAGE = "/app/buscar";

/**
 * What Pagefind writes that the site does not use: its ready-made interfaces (the search page is
 * our own component, under our CSP) and the reader for pages without a language (every page has one).
 */
const UNUSED = [
  "pagefind-ui.js",
  "pagefind-ui.css",
  "pagefind-modular-ui.js",
  "pagefind-modular-ui.css",
  "pagefind-component-ui.js",
  "pagefind-component-ui.css",
  "pagefind-highlight.js",
  "wasm.unknown.pagefind",
];

/**
 * The page as Pagefind reads it. A result is named by the page's <title> without the clinic's name
 * (Pagefind would take the first <h1>, which on the home page is a hero slide's tagline), given in
 * an element Pagefind reads only as that name. Only the index sees this; the page is unchanged.
 */
export function withResultTitle(html: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/ \| [^|]+$/, "");
  const main = /<main\b[^>]*>/.exec(html);
  if (!title || !main) throw new Error("site search: a page without <title> or <main>");
  const at = main.index + main[0].length;
  return `${html.slice(0, at)}<span data-pagefind-meta="title" data-pagefind-ignore hidden>${title}</span>${html.slice(at)}`;
}

/**
 * Each FAQ question as a section of its page's result, named by the question and linking to its
 * #anchor: a `<details id>` whose summary is an <h3> (the FAQ's questions; a service's blocks have
 * an <h2>) gets that heading as `data-pagefind-title`. Only the index sees this, so the page does
 * not carry each question twice (app/components/content/faq-page.tsx); e2e/answers.spec.ts
 * checks that a search links to the question.
 */
export function withSectionTitles(html: string): string {
  return html.replace(
    /<details id="([^"]+)"([^>]*)>(<summary\b[^>]*><h3\b[^>]*>([^<]+)<\/h3>)/g,
    (_, id: string, rest: string, summary: string, title: string) =>
      `<details id="${id}" data-pagefind-title="${title.replaceAll('"', "&quot;")}"${rest}>${summary}`,
  );
}

/** The pages the search covers: those search engines may index (not the placeholders nor the 404), but the search page. */
export const searchablePages = (pages: BuiltPage[]) => pages.filter((page) => !page.noindex && page.path !== SEARCH_PAGE);

/** Indexes the built site in `clientDir`; returns how many pages the index holds. */
export async function writeSiteSearchIndex(clientDir: string): Promise<number> {
  const pages = searchablePages(builtPages(clientDir));
  const { index, errors } = await pagefind.createIndex({
    // Only what a page is about: the header, the menus and the footer are outside <main>. Buttons
    // and forms are controls, not content ("Siguiente", "Enviar", the form's labels).
    rootSelector: "main",
    excludeSelectors: ["button", "form"],
  });
  if (!index) throw new Error(`site search: Pagefind did not start: ${errors.join("; ")}`);
  try {
    for (const page of pages) {
      // The address the sitemap lists, so a result links to the page's canonical URL.
      const html = readFileSync(page.file, "utf8");
      const added = await index.addHTMLFile({ url: page.path, content: withSectionTitles(withResultTitle(html)) });
      if (added.errors.length) throw new Error(`site search: ${page.path}: ${added.errors.join("; ")}`);
    }
    const outputPath = path.join(clientDir, SEARCH_INDEX_DIR);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`site search: ${written.errors.join("; ")}`);
    for (const file of UNUSED) rmSync(path.join(outputPath, file), { force: true });
    // Spanish stemming ("embrión" finds "embriones") follows the pages' <html lang>: fail rather
    // than ship an index that silently lost it.
    const { languages } = JSON.parse(readFileSync(path.join(outputPath, "pagefind-entry.json"), "utf8")) as {
      languages: Record<string, { page_count: number }>;
    };
    const other = Object.keys(languages).filter((language) => !language.startsWith("es"));
    if (other.length) throw new Error(`site search: pages indexed as ${other.join(", ")}, not Spanish: check <html lang>`);
    return pages.length;
  } finally {
    await pagefind.close();
  }
}
