import { DoctorProfile } from "~/components/staff/doctor-profile";
import { findBySlug, getStaff } from "~/content/content.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/doctor";

export function loader({ params }: Route.LoaderArgs) {
  return findBySlug(getStaff(), params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData: person }) =>
  pageMeta({
    title: `${person.honorific} ${person.name}, ${person.specialty}`,
    description: `${person.honorific} ${person.name}: ${person.specialty}. Formación, experiencia y registro profesional.`,
    path: `/perfil-doctor/${person.slug}`,
  });

export default function Doctor({ loaderData }: Route.ComponentProps) {
  return <DoctorProfile person={loaderData} />;
}
