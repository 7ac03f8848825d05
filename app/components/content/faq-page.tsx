import { chipLinkClasses } from "#app/components/ui/button.tsx";
import { ChevronDownIcon } from "#app/components/ui/icons.tsx";
import { Prose } from "#app/components/ui/prose.tsx";
import type { FaqPage as FaqPageData } from "#app/content/schema.server.ts";
import { PageActions } from "./page-actions.tsx";
import { useUi } from "#app/components/ui/use-ui.tsx";
import { PageBanner } from "#app/components/ui/page-banner.tsx";

type Question = FaqPageData["groups"][number]["questions"][number];

/**
 * One question: a native <details> whose id is the question's stable anchor. Closed at first, its
 * answer is still in the HTML, so search engines, the site search and find-in-page all read it; a
 * link to #id opens it (the page script, app/lib/page-script.ts).
 */
function FaqQuestion({ question }: { question: Question }) {
  return (
    // The site search names this section by its question and links straight to it: the index
    // reads that from the <h3> (withSectionTitles in app/build-steps/search-index.ts).
    <details id={question.id} className="group mt-3 overflow-hidden rounded-2xl shadow-sm ring-1 ring-brand-blue-100">
      <summary className="grid min-h-11 cursor-pointer list-none grid-cols-[1fr_auto] items-start gap-x-4 bg-brand-blue-50 p-4 hover:bg-brand-blue-100 sm:p-5 [&::-webkit-details-marker]:hidden">
        <h3 className="text-lg">{question.question}</h3>
        <ChevronDownIcon className="mt-0.5 size-6 text-brand-pink-700 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      <Prose html={question.answer} className="bg-white p-4 sm:p-5" />
    </details>
  );
}

/** The frequently asked questions: an intro, a list of the groups, and each group's questions. */
export function FaqPage({ page, contentsLabel }: { page: Omit<FaqPageData, "description">; contentsLabel: string }) {
  const ui = useUi();
  return (
    <article>
      <PageBanner title={page.title} />
      <div className="mx-auto max-w-5xl px-4 py-12">
        {/* Aligned with the banner's title; lines kept to a readable length. */}
        <div className="max-w-3xl">
          <Prose html={page.body} className="text-lg" />
          <nav aria-label={contentsLabel} className="mt-8">
            <ul className="flex flex-wrap gap-2">
              {page.groups.map((group) => (
                <li key={group.id}>
                  <a href={`#${group.id}`} className={chipLinkClasses}>
                    {group.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {page.groups.map((group) => (
            <section key={group.id} id={group.id} className="mt-12">
              <h2 className="text-2xl sm:text-3xl">{group.title}</h2>
              {group.questions.map((question) => (
                <FaqQuestion key={question.id} question={question} />
              ))}
            </section>
          ))}
          <PageActions request={{ label: ui.request.link }} />
        </div>
      </div>
    </article>
  );
}
