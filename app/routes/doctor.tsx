import { DoctorProfile } from "~/components/staff/doctor-profile";
import { site } from "~/config/site";
import { findBySlug, getStaff } from "~/content/content.server";
import type { Ui } from "~/content/schema.server";
import { fill } from "~/lib/fill";
import { homeSection, pageMeta } from "~/lib/meta";
import { professionalJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/doctor";

export function loader({ params }: Route.LoaderArgs) {
  return findBySlug(getStaff(), params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData: person, matches }) => {
  const path = `/perfil-doctor/${person.slug}`;
  const ui = matches.find((match) => match?.id === "root")?.loaderData as { ui: Ui } | undefined;
  const template = ui?.ui.staffProfile.metaDescription ?? "{honorific} {name}, {specialty}.";
  return pageMeta({
    // The name alone keeps the title under 70 characters; the specialty is in the description.
    title: `${person.honorific} ${person.name}`,
    description: fill(template, { honorific: person.honorific, name: person.name, specialty: person.specialty, clinic: site.name }),
    path,
    parents: homeSection(matches, "/#staff"),
    structuredData: [professionalJsonLd(person)],
  });
};

export default function Doctor({ loaderData }: Route.ComponentProps) {
  return <DoctorProfile person={loaderData} />;
}
