import { ContentPage } from "~/components/content/content-page";
import { getTreatment } from "~/content/content.server";
import { pageMeta } from "~/lib/meta";
import { careJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/assisted-reproduction";

export function loader() {
  return getTreatment("reproduccion-asistida");
}

const path = "/reproduccion-asistida";

export const meta: Route.MetaFunction = ({ loaderData: page }) =>
  pageMeta({
    title: page.title,
    description: page.description,
    path,
    structuredData: [careJsonLd("MedicalTherapy", page, path)],
  });

export default function AssistedReproduction({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData} />;
}
