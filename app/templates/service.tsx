import { withTexts } from "#app/components/ui/with-texts.tsx";
import { ContentPage } from "#app/components/content/content-page.tsx";
import { PageActions } from "#app/components/content/page-actions.tsx";
import { useUi } from "#app/components/ui/use-ui.tsx";
import { findBySlug, getServices, getUi } from "#app/content/content.server.ts";
import { articlesOfService } from "#app/content/articles.server.ts";
import { homeSection, pageMeta } from "#app/content/meta.server.ts";
import { careJsonLd } from "#app/content/structured-data.server.ts";
import { servicePath } from "#app/lib/urls.ts";

type Params = { [key: string]: string | undefined };

export function pageData(params: Params) {
  const page = findBySlug(getServices(), params.slug);
  const path = servicePath(page.slug);
  const meta = pageMeta({
    title: page.title,
    description: page.description,
    path,
    parents: homeSection("/#servicios"),
    structuredData: [careJsonLd("MedicalProcedure", page, path)],
  });
  return { ...page, articles: articlesOfService(page.slug), articlesHeading: getUi().articles.service, meta };
}

/** The service whose page offers the online booking of a first consultation. */
const BOOKABLE_SERVICE = "consultas";

function Service({ data }: { data: ReturnType<typeof pageData> }) {
  const ui = useUi();
  return (
    <ContentPage
      page={data}
      articles={data.articles}
      articlesHeading={data.articlesHeading}
      actions={<PageActions booking={data.slug === BOOKABLE_SERVICE ? { label: ui.booking.link } : undefined} />}
    />
  );
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(Service);
