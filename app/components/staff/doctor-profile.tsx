import { BOOKING_PATH, BOOKING_PROFESSIONAL_PARAM } from "#shared/booking/links.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { PageActions } from "#app/components/content/page-actions.tsx";
import { PageBanner } from "#app/components/ui/page-banner.tsx";
import { HtmlList } from "#app/components/ui/html-list.tsx";
import { Prose } from "#app/components/ui/prose.tsx";
import type { StaffMember } from "#app/content/schema.server.ts";
import type { DateLabel } from "#app/content/articles.server.ts";
import { staffSectionKeys } from "#app/content/staff-sections.ts";
import { usePageTexts, useUi } from "#app/components/ui/use-ui.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { articlePath } from "#app/lib/urls.ts";
import { fill } from "#shared/content/fill.ts";
import { PROFESSIONAL_PARAM, professionalName } from "#shared/consultation-request/options.ts";

/** An article the person wrote (dated by its publication) or reviewed (by its last review). */
export type PersonArticle = { slug: string; title: string; date: DateLabel; role: "wrote" | "reviewed" };

/** The one template of every professional's CV page. Empty sections are not shown. */
export function DoctorProfile({ person, articles = [] }: { person: StaffMember; articles?: PersonArticle[] }) {
  const ui = useUi();
  const profile = usePageTexts("staffProfile");
  const articleTexts = usePageTexts("articles");
  const codes = (["cmp", "rne", "cbp"] as const).filter((code) => person.codes[code]);
  const sections = staffSectionKeys.filter((key) => person[key].length > 0);
  const physician = person.profession === "physician";
  const booking = physician
    ? {
        label: fill(ui.booking.withProfessional, { name: professionalName(person) }),
        query: `?${BOOKING_PROFESSIONAL_PARAM}=${person.slug}`,
      }
    : undefined;
  return (
    <article>
      <PageBanner title={`${person.honorific} ${person.name}`} eyebrow={person.role} />
      {/* The booking first, above the fold on a phone. The static page cannot know whether this
          professional has free times now: the booking page says so and offers «el primero
          disponible» or the request with this professional kept (server/booking/). */}
      {booking ? (
        <div className="mx-auto max-w-5xl px-4 pt-8" data-pagefind-ignore="all">
          <ButtonLink href={`${BOOKING_PATH}${booking.query}`}>{booking.label}</ButtonLink>
        </div>
      ) : null}
      <div className={`mx-auto grid max-w-5xl gap-10 px-4 md:grid-cols-[18rem_1fr] ${booking ? "pt-8 pb-12" : "py-12"}`}>
        <div>
          {/* The first thing under the banner, on a phone as on a desktop: the page's main picture. */}
          <ResponsiveImage
            image={person.photo}
            alt={person.photoAlt}
            sizes="(min-width: 768px) 18rem, calc(100vw - 2rem)"
            priority
            className="h-auto w-full rounded-3xl bg-brand-blue-100 shadow-md"
          />
          <p className="mt-4 font-bold text-brand-blue-700">{person.specialty}</p>
          <dl className="mt-3 flex flex-wrap gap-2">
            {codes.map((code) => (
              <div key={code} className="rounded-full bg-brand-pink-100 px-3 py-1 text-sm text-brand-blue-900">
                <dt className="inline font-bold">{profile.codes[code]}</dt> <dd className="inline">{person.codes[code]}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <Prose html={person.body} className="text-lg" />
          {sections.map((key) => (
            <section key={key} className="mt-10">
              <h2 className="text-2xl">{profile.sections[key]}</h2>
              <HtmlList items={person[key]} className="mt-3" />
            </section>
          ))}
          {articles.length ? (
            <section aria-labelledby="perfil-articulos" className="mt-10">
              <h2 id="perfil-articulos" className="text-2xl">
                {articleTexts.profile.heading}
              </h2>
              <ul className="mt-3 space-y-3">
                {articles.map((article) => (
                  <li key={article.slug}>
                    <span className="text-sm text-slate-700">
                      {articleTexts.profile[article.role]} · <time dateTime={article.date.iso}>{article.date.label}</time>
                    </span>
                    <br />
                    <Link
                      href={articlePath(article.slug)}
                      className="font-bold text-brand-blue-700 underline underline-offset-2 hover:text-brand-pink-700"
                    >
                      {article.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <PageActions
            chatLabel={person.bookable ? ui.actions.schedule : undefined}
            booking={booking}
            request={
              physician
                ? {
                    label: fill(ui.request.withProfessional, { name: professionalName(person) }),
                    query: `?${PROFESSIONAL_PARAM}=${person.slug}`,
                  }
                : undefined
            }
          />
        </div>
      </div>
    </article>
  );
}
