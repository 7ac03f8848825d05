import { ContentPage } from "~/components/content/content-page";
import { getTreatment } from "~/content/content.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/assisted-reproduction";

export function loader() {
  return getTreatment("reproduccion-asistida");
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ title: loaderData.title, description: loaderData.description, path: "/reproduccion-asistida" });

export default function AssistedReproduction({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData} />;
}
