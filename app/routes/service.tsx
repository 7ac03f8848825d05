import { ContentPage } from "~/components/content/content-page";
import { findBySlug, getServices } from "~/content/content.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/service";

export function loader({ params }: Route.LoaderArgs) {
  return findBySlug(getServices(), params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ title: loaderData.title, description: loaderData.description, path: `/servicios/${loaderData.slug}` });

export default function Service({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData} />;
}
