import { ContentPage } from "~/components/content/content-page";
import { getTreatment } from "~/content/content.server";
import { pageMeta } from "~/lib/meta.server";
import { careJsonLd } from "~/lib/structured-data.server";
import type { Route } from "./+types/assisted-reproduction";

const path = "/reproduccion-asistida";

export function loader() {
  const page = getTreatment("reproduccion-asistida");
  const meta = pageMeta({
    title: page.title,
    description: page.description,
    path,
    structuredData: [careJsonLd("MedicalTherapy", page, path)],
  });
  return { ...page, meta };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function AssistedReproduction({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData} />;
}
