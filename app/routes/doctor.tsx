import { DoctorProfile } from "~/components/staff/doctor-profile";
import { site } from "~/config/site";
import { findBySlug, getStaff, getUi, pageTexts } from "~/content/content.server";
import { articlesOfPerson } from "~/lib/articles.server";
import { fill } from "~/lib/fill";
import { homeSection, pageMeta } from "~/lib/meta.server";
import { UiProvider } from "~/lib/use-ui";
import { professionalJsonLd } from "~/lib/structured-data.server";
import type { Route } from "./+types/doctor";
import { doctorPath } from "~/lib/urls";

export function loader({ params }: Route.LoaderArgs) {
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

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Doctor({ loaderData }: Route.ComponentProps) {
  return (
    <UiProvider ui={loaderData.ui}>
      <DoctorProfile person={loaderData} articles={loaderData.articles} />
    </UiProvider>
  );
}
