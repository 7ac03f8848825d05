import { ContentPage } from "~/components/content/content-page";
import { findBySlug, getServices, getUi } from "~/content/content.server";
import { articlesOfService } from "~/lib/articles.server";
import { homeSection, pageMeta } from "~/lib/meta.server";
import { careJsonLd } from "~/lib/structured-data.server";
import type { Route } from "./+types/service";
import { servicePath } from "~/lib/urls";

export function loader({ params }: Route.LoaderArgs) {
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

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Service({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData} articles={loaderData.articles} articlesHeading={loaderData.articlesHeading} />;
}
