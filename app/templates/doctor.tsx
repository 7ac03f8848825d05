import { withTexts } from "#app/components/ui/with-texts.tsx";
import { DoctorProfile } from "#app/components/staff/doctor-profile.tsx";
import { site } from "#app/config/site.ts";
import { findBySlug, getStaff, getUi, pageTexts } from "#app/content/content.server.ts";
import { articlesOfPerson } from "#app/content/articles.server.ts";
import { fill } from "#shared/content/fill.ts";
import { homeSection, pageMeta } from "#app/content/meta.server.ts";
import { UiProvider } from "#app/components/ui/use-ui.tsx";
import { professionalJsonLd } from "#app/content/structured-data.server.ts";
import { doctorPath } from "#app/lib/urls.ts";

type Params = { [key: string]: string | undefined };

export function pageData(params: Params) {
  const person = findBySlug(getStaff(), params.slug);
  const { honorific, name, specialty } = person;
  const meta = pageMeta({
    // The name alone keeps the title under 70 characters; the specialty is in the description.
    title: `${honorific} ${name}`,
    description: fill(getUi().staffProfile.metaDescription, { honorific, name, specialty, clinic: site.name }),
    path: doctorPath(person.slug),
    parents: homeSection("/#staff"),
    structuredData: [professionalJsonLd(person)],
  });
  return { ...person, articles: articlesOfPerson(person.slug), meta, ui: pageTexts("staffProfile", "articles") };
}

function Doctor({ data }: { data: ReturnType<typeof pageData> }) {
  return (
    <UiProvider ui={data.ui}>
      <DoctorProfile person={data} articles={data.articles} />
    </UiProvider>
  );
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(Doctor);
