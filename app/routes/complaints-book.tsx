import { ComplaintForm } from "~/components/complaints/complaint-form";
import { introText } from "../../complaints-book/complaint-fields.tsx";
import { PageBanner } from "~/components/content/page-banner";
import { getComplaintsBook } from "~/content/content.server";
import { limaDate } from "../../complaints-book/complaint-schema.ts";
import { pageMeta } from "~/lib/meta.server";
import { ANSWER_BUSINESS_DAYS } from "../../complaints-book/deadline.ts";
import type { Route } from "./+types/complaints-book";

export function loader() {
  const book = getComplaintsBook();
  return {
    book,
    // The day of the build: the date picker's latest day until the page runs (then today's).
    today: limaDate(),
    meta: pageMeta({ title: book.title, description: book.description, path: "/libro-de-reclamaciones" }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function ComplaintsBookPage({ loaderData: { book, today } }: Route.ComponentProps) {
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
        <div className="mt-10">
          <ComplaintForm book={book} today={today} />
        </div>
      </div>
    </article>
  );
}
