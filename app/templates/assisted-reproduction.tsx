import { withTexts } from "#app/components/ui/with-texts.tsx";
import { ContentPage } from "#app/components/content/content-page.tsx";
import { getTreatment } from "#app/content/content.server.ts";
import { pageMeta } from "#app/content/meta.server.ts";
import { careJsonLd } from "#app/content/structured-data.server.ts";

const path = "/reproduccion-asistida";

export function pageData() {
  const page = getTreatment("reproduccion-asistida");
  const meta = pageMeta({
    title: page.title,
    description: page.description,
    path,
    structuredData: [careJsonLd("MedicalTherapy", page, path)],
  });
  return { ...page, meta };
}

function AssistedReproduction({ data }: { data: ReturnType<typeof pageData> }) {
  return <ContentPage page={data} />;
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(AssistedReproduction);
