import { withTexts } from "~/lib/with-texts";
import { DoctorProfile } from "~/components/staff/doctor-profile";
import { site } from "~/config/site";
import { findBySlug, getStaff, getUi, pageTexts } from "~/content/content.server";
import { articlesOfPerson } from "~/lib/articles.server";
import { fill } from "~/lib/fill";
import { homeSection, pageMeta } from "~/lib/meta.server";
import { UiProvider } from "~/lib/use-ui";
import { professionalJsonLd } from "~/lib/structured-data.server";
import { doctorPath } from "~/lib/urls";

type Params = { [key: string]: string | undefined };

export function loader(params: Params) {
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

function Doctor({ loaderData }: { loaderData: ReturnType<typeof loader> }) {
  return (
    <UiProvider ui={loaderData.ui}>
      <DoctorProfile person={loaderData} articles={loaderData.articles} />
    </UiProvider>
  );
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(Doctor);
