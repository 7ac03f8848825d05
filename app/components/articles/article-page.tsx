import { Link } from "#app/components/ui/link.tsx";
import { PageBanner } from "#app/components/ui/page-banner.tsx";
import { ButtonLink, ExternalLink } from "#app/components/ui/button.tsx";
import { ChatButton } from "#app/components/ui/chat-link.tsx";
import { chatUrl } from "#app/config/site.ts";
import { Prose } from "#app/components/ui/prose.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import type { Heading } from "#app/content/article-markdown.server.ts";
import type { Picture } from "#app/lib/picture.ts";
import type { ArticleCard, DateLabel, PersonLink, TopicLink } from "#app/content/articles.server.ts";
import { usePageTexts } from "#app/components/ui/use-ui.tsx";
import { ArticleCards } from "./article-cards.tsx";
import { doctorPath, topicPath } from "#app/lib/urls.ts";

/** A table of contents helps from this many sections up; shorter articles read fine without one. */
export const TOC_MIN_SECTIONS = 4;

export type ArticleView = {
  title: string;
  body: { html: string; sections: Heading[] };
  image?: Picture;
  imageAlt?: string;
  published: DateLabel;
  reviewed: DateLabel;
  author: PersonLink;
  reviewer: PersonLink;
  topics: TopicLink[];
  references: { title: string; url: string }[];
  related: ArticleCard[];
};

const personLink = "font-bold text-brand-blue-700 underline underline-offset-2 hover:text-brand-pink-700";

/** Who wrote the article and who reviewed it (each a link to their profile), when, and its topics. */
function Byline({ article }: { article: ArticleView }) {
  const ui = usePageTexts("articles");
  const rows = [
    [
      ui.writtenBy,
      <Link key="a" href={doctorPath(article.author.slug)} rel="author" className={personLink}>
        {article.author.name}
      </Link>,
    ],
    [
      ui.reviewedBy,
      <Link key="r" href={doctorPath(article.reviewer.slug)} className={personLink}>
        {article.reviewer.name}
      </Link>,
    ],
    [
      ui.published,
      <time key="p" dateTime={article.published.iso}>
        {article.published.label}
      </time>,
    ],
    [
      ui.reviewed,
      <time key="u" dateTime={article.reviewed.iso}>
        {article.reviewed.label}
      </time>,
    ],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-2xl bg-brand-blue-50 p-4 text-base sm:gap-x-6 sm:p-5">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm text-slate-700">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="col-span-2">
        <dt className="sr-only">{ui.topics}</dt>
        <dd>
          <ul className="flex flex-wrap gap-2">
            {article.topics.map((topic) => (
              <li key={topic.slug}>
                <Link
                  href={topicPath(topic.slug)}
                  className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-bold text-brand-blue-700 ring-1 ring-brand-blue-300 hover:bg-brand-pink-50"
                >
                  {topic.name}
                </Link>
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}

function TableOfContents({ sections }: { sections: Heading[] }) {
  const ui = usePageTexts("articles");
  return (
    <nav aria-labelledby="articulo-contenido" className="mt-8 rounded-2xl border-l-4 border-brand-pink-600 bg-brand-pink-50 p-5">
      <h2 id="articulo-contenido" className="text-lg">
        {ui.toc}
      </h2>
      {/* No numbers of its own: some articles number their sections already. */}
      <ol className="mt-2 space-y-1">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="inline-block py-1 text-brand-blue-700 underline underline-offset-2 hover:text-brand-pink-700"
            >
              <Prose inline html={section.html} />
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The one template of every article: byline, picture, contents, text, sources, next steps. */
export function ArticlePage({ article }: { article: ArticleView }) {
  const ui = usePageTexts("articles");
  return (
    <article>
      <PageBanner title={article.title} narrow />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Byline article={article} />
        {article.image ? (
          <ResponsiveImage
            image={article.image}
            alt={article.imageAlt ?? ""}
            sizes="(min-width: 768px) 736px, calc(100vw - 2rem)"
            priority
            className="mt-8 aspect-[2/1] h-auto w-full rounded-3xl bg-brand-blue-50 object-cover"
          />
        ) : null}
        {article.body.sections.length >= TOC_MIN_SECTIONS ? <TableOfContents sections={article.body.sections} /> : null}
        <Prose html={article.body.html} className="prose-article mt-8 text-lg" />
        <section aria-labelledby="articulo-referencias" className="mt-12 border-t border-brand-blue-100 pt-8">
          <h2 id="articulo-referencias" className="text-2xl">
            {ui.references}
          </h2>
          <ol className="mt-4 list-decimal space-y-3 pl-6 text-base">
            {article.references.map((reference) => (
              <li key={reference.url}>
                <ExternalLink
                  href={reference.url}
                  className="break-words text-brand-blue-700 underline underline-offset-2 hover:text-brand-pink-700"
                >
                  {reference.title}
                </ExternalLink>
              </li>
            ))}
          </ol>
        </section>
        <section
          aria-labelledby="articulo-consulta"
          className="mt-12 rounded-3xl bg-cream p-6 text-center ring-1 ring-brand-pink-100 sm:p-8"
        >
          <h2 id="articulo-consulta" className="text-2xl">
            {ui.cta.heading}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-slate-700">{ui.cta.body}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-4">
            <ChatButton href={chatUrl}>{ui.cta.chat}</ChatButton>
            <ButtonLink href="/contactanos" variant="secondary">
              {ui.cta.form}
            </ButtonLink>
          </div>
        </section>
      </div>
      {article.related.length ? (
        <section aria-labelledby="articulo-relacionados" className="bg-brand-blue-50 py-12">
          <div className="mx-auto max-w-5xl px-4">
            <h2 id="articulo-relacionados" className="text-center text-3xl">
              {ui.related}
            </h2>
            <ArticleCards articles={article.related} headingLevel={3} className="mt-8" />
          </div>
        </section>
      ) : null}
    </article>
  );
}
