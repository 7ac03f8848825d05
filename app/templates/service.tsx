import { withTexts } from "#app/components/ui/with-texts.tsx";
import { ContentPage } from "#app/components/content/content-page.tsx";
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

function Service({ data }: { data: ReturnType<typeof pageData> }) {
  return <ContentPage page={data} articles={data.articles} articlesHeading={data.articlesHeading} />;
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(Service);
