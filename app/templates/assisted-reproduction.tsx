import { withTexts } from "~/lib/with-texts";
import { ContentPage } from "~/components/content/content-page";
import { getTreatment } from "~/content/content.server";
import { pageMeta } from "~/lib/meta.server";
import { careJsonLd } from "~/lib/structured-data.server";

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

function AssistedReproduction({ loaderData }: { loaderData: ReturnType<typeof loader> }) {
  return <ContentPage page={loaderData} />;
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(AssistedReproduction);
