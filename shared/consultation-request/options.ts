// The request's choices from the clinic's content, one rule for the page (app/, from its content
// collections) and the service (server/consultations/content.ts, from the same files' front matter):
// the services in their order, and the physicians (who give consultations) in theirs.
import type { RequestOptions } from "./request-schema.ts";

export interface ServiceEntry {
  slug: string;
  title: string;
  order: number;
}
export interface StaffEntry {
  slug: string;
  name: string;
  honorific: string;
  profession: string;
  order: number;
}

export const professionalName = (person: Pick<StaffEntry, "honorific" | "name">) => `${person.honorific} ${person.name}`;

export function requestOptions(services: ServiceEntry[], staff: StaffEntry[]): RequestOptions {
  const byOrder = <T extends { order: number }>(list: T[]) => [...list].sort((a, b) => a.order - b.order);
  return {
    reasons: byOrder(services).map((service) => [service.slug, service.title]),
    professionals: byOrder(staff.filter((person) => person.profession === "physician")).map((person) => [
      person.slug,
      professionalName(person),
    ]),
  };
}

/** The query parameter a doctor's profile links with («Pedir una cita con …»): the professional's slug. */
export const PROFESSIONAL_PARAM = "profesional";
