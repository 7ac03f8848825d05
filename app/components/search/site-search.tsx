import { useEffect, useId, useRef, useState } from "react";
import { appPath } from "#app/lib/urls.ts";
import { Link } from "#app/components/ui/link.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { SearchIcon } from "#app/components/ui/icons.tsx";
import type { SearchPage } from "#app/content/schema.server.ts";
import { fill } from "#shared/content/fill.ts";
import { searchSite, type SearchHit } from "./pagefind.ts";
import { withTexts } from "#app/components/ui/with-texts.tsx";

export type SearchTexts = Pick<SearchPage, "label" | "submit" | "searching" | "results" | "failed">;
type Outcome = { query: string; hits: SearchHit[] } | { query: string; failed: true };

function statusText(texts: SearchTexts, query: string, outcome: Outcome | undefined): string {
  if (!query) return "";
  if (outcome?.query !== query) return texts.searching;
  if ("failed" in outcome) return texts.failed;
  const count = outcome.hits.length;
  return fill(count === 0 ? texts.results.none : count === 1 ? texts.results.one : texts.results.many, { count, query });
}

function SearchResult({ hit }: { hit: SearchHit }) {
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-blue-100">
      <h2 className="text-xl">
        <Link href={hit.to} className="underline decoration-brand-pink-300 underline-offset-4 hover:text-brand-pink-700">
          {hit.title}
        </Link>
      </h2>
      <p className="mt-2 text-slate-700">
        {hit.excerpt.map((part, index) =>
          part.match ? (
            <mark key={index} className="rounded-sm bg-brand-pink-100 px-0.5 text-slate-900">
              {part.text}
            </mark>
          ) : (
            part.text
          ),
        )}
      </p>
      {hit.sections.length ? (
        <ul className="mt-2">
          {hit.sections.map((section) => (
            <li key={section.to}>
              <Link
                href={section.to}
                className="inline-flex min-h-11 items-center font-bold text-brand-pink-700 underline underline-offset-2"
              >
                {section.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The site search: a GET form to /buscar?q=…, so it works as a plain link target and without
 * JavaScript reaches this page, which then explains the alternatives. With JavaScript the query in
 * the address is searched in the index Pagefind built (loaded on the first search), the count is
 * announced in a live region and the results are links; a new query only changes the address.
 */
export function SiteSearch({ texts }: { texts: SearchTexts }) {
  // The prerendered page has no query: until it runs in the browser, render exactly that.
  const [query, setQuery] = useState("");
  useEffect(() => {
    const read = () => setQuery((new URLSearchParams(location.search).get("q") ?? "").trim());
    read();
    addEventListener("popstate", read);
    return () => removeEventListener("popstate", read);
  }, []);
  const [outcome, setOutcome] = useState<Outcome>();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  useEffect(() => {
    // Back and forward change the query too: the box shows the one the results are for.
    if (input.current) input.current.value = query;
    if (!query) return;
    let current = true;
    searchSite(query).then(
      (hits) => current && setOutcome({ query, hits }),
      (error: unknown) => {
        console.warn("site search failed:", error);
        if (current) setOutcome({ query, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [query]);

  const hits = outcome && outcome.query === query && "hits" in outcome ? outcome.hits : [];
  return (
    <div>
      <form
        method="get"
        action={appPath("/buscar")}
        role="search"
        className="max-w-2xl"
        onSubmit={(event) => {
          event.preventDefault();
          const q = (new FormData(event.currentTarget).get("q") as string).trim();
          history.pushState(null, "", `?${new URLSearchParams({ q })}`);
          setQuery(q);
        }}
      >
        <label htmlFor={inputId} className="block font-bold text-brand-blue-700">
          {texts.label}
        </label>
        <div className="mt-2 flex flex-wrap gap-3">
          <input
            ref={input}
            id={inputId}
            type="search"
            name="q"
            defaultValue={query}
            autoComplete="off"
            enterKeyHint="search"
            className="min-h-12 min-w-0 flex-1 basis-56 rounded-full border border-slate-400 bg-white px-5 text-base text-slate-900 shadow-sm hover:border-brand-blue-600 focus:border-brand-blue-700"
          />
          <button type="submit" className={buttonClasses("primary")}>
            <SearchIcon className="size-5 shrink-0" />
            {texts.submit}
          </button>
        </div>
      </form>
      {/* Always in the page, so each new message in it is announced. */}
      <p role="status" className="mt-6 font-bold text-brand-blue-700 empty:hidden">
        {statusText(texts, query, outcome)}
      </p>
      {hits.length ? (
        <ol className="mt-6 space-y-4">
          {hits.map((hit) => (
            <SearchResult key={hit.to} hit={hit} />
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/** The island (app/components/README.md): SiteSearch hydrated in the browser on its own, with the texts it shows as a prop. */
export const SiteSearchIsland = withTexts(SiteSearch);
