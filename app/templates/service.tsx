import { withTexts } from "~/lib/with-texts";
import { ContentPage } from "~/components/content/content-page";
import { findBySlug, getServices, getUi } from "~/content/content.server";
import { articlesOfService } from "~/lib/articles.server";
import { homeSection, pageMeta } from "~/lib/meta.server";
import { careJsonLd } from "~/lib/structured-data.server";
import { servicePath } from "~/lib/urls";

type Params = { [key: string]: string | undefined };

export function loader(params: Params) {
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

function Service({ loaderData }: { loaderData: ReturnType<typeof loader> }) {
  return <ContentPage page={loaderData} articles={loaderData.articles} articlesHeading={loaderData.articlesHeading} />;
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(Service);
