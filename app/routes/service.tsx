import { ContentPage } from "~/components/content/content-page";
import { findBySlug, getServices } from "~/content/content.server";
import { homeSection, pageMeta } from "~/lib/meta";
import { careJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/service";

export function loader({ params }: Route.LoaderArgs) {
  return findBySlug(getServices(), params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData: page, matches }) => {
  const path = `/servicios/${page.slug}`;
  return pageMeta({
    title: page.title,
    description: page.description,
    path,
    parents: homeSection(matches, "/#servicios"),
    structuredData: [careJsonLd("MedicalProcedure", page, path)],
  });
};

export default function Service({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData} />;
}
