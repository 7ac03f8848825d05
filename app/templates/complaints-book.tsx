import { withTexts } from "#app/components/ui/with-texts.tsx";
import type { ReactNode } from "react";
import { introText } from "#shared/complaints-book/complaint-fields.tsx";
import { PageBanner } from "#app/components/ui/page-banner.tsx";
import { getComplaintsBook } from "#app/content/content.server.ts";
import { limaDate } from "#shared/calendar/lima-clock.ts";
import { pageMeta } from "#app/content/meta.server.ts";
import { ANSWER_BUSINESS_DAYS } from "#shared/complaints-book/deadline.ts";

export function pageData() {
  const book = getComplaintsBook();
  return {
    book,
    // The day of the build: the date picker's latest day until the page runs (then today's).
    today: limaDate(),
    meta: pageMeta({ title: book.title, description: book.description, path: "/libro-de-reclamaciones" }),
  };
}

function ComplaintsBookPage({ data: { book }, form }: { data: ReturnType<typeof pageData>; form: ReactNode }) {
  return (
    <article>
      <PageBanner title={book.title} />
      <div className="mx-auto max-w-4xl px-4 py-12">
        <div className="print:hidden">
          <p className="text-lg">{introText(book, ANSWER_BUSINESS_DAYS)}</p>
          <section aria-labelledby="definiciones-titulo" className="mt-8 rounded-3xl bg-brand-blue-50 p-5 sm:p-6">
            <h2 id="definiciones-titulo" className="text-xl font-bold text-brand-blue-800">
              {book.definitions.heading}
            </h2>
            <p className="mt-3">{book.definitions.reclamo}</p>
            <p className="mt-3">{book.definitions.queja}</p>
            <p className="mt-3 text-sm text-slate-700">{book.definitions.source}</p>
          </section>
        </div>
        <div className="mt-10">{form}</div>
      </div>
    </article>
  );
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(ComplaintsBookPage);
